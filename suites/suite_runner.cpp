#include "suites/suite_runner.hpp"

#include "chess/game.hpp"
#include "chess/san.hpp"
#include "engines/play/move_request.hpp"
#include "engines/play/time_control.hpp"
#include "engines/registry/make_engine.hpp"
#include "util/io/output_file.hpp"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <map>
#include <memory>
#include <mutex>
#include <thread>

namespace veteran::suites {
namespace {

std::string moves_text(const TestPosition& t) {
  std::string s;
  for (const auto& m : t.best_text) s += (s.empty() ? "" : " ") + m;
  for (const auto& m : t.avoid_text) s += (s.empty() ? "" : " ") + std::string("!") + m;
  return s;
}

std::string seconds_text(double s) {
  char b[32];
  std::snprintf(b, sizeof b, "%.3f", s);
  return b;
}

// When the engine's preferred move became right and stayed right.
struct SolutionWatch {
  const TestPosition* position = nullptr;
  double since = -1;
  bool right = false;
  void on_info(const engines::SearchInfo& info) {
    if (info.multipv != 1 || info.pv.empty()) return;
    bool now = position->solved_by(info.pv[0]);
    if (now && !right) since = info.seconds;
    right = now;
  }
};

// One worker's engine, made when first needed and again after it failed.
struct Worker {
  engines::EngineSpec spec;
  engines::EngineContext context;
  std::unique_ptr<engines::Engine> engine;
  engines::TimeControl tc;
  std::string name;

  PositionResult test(const TestPosition& t) {
    PositionResult r;
    r.engine = name;
    r.position = &t;
    if (!t.error.empty()) {
      r.note = t.error;
      return r;
    }
    try {
      if (!engine || !engine->can_play_again()) engine = engines::make_engine(spec, context);
      engine->new_game();
    } catch (const std::exception& e) {
      engine.reset();
      r.note = std::string("the engine did not start: ") + e.what();
      return r;
    }
    SolutionWatch watch{&t};
    engine->set_info_watch([&watch](const engines::SearchInfo& i) { watch.on_info(i); });
    chess::Game game(t.fen);
    engines::Clock own(tc), other(tc);
    engines::MoveRequest request{.engine = *engine, .name = name, .game = game};
    own.fill(request.limits, game.position().side_to_move() == chess::White, other);
    engines::MoveAnswer a = engines::ask_for_move(request);
    engine->set_info_watch(nullptr);
    r.seconds = a.seconds;
    r.depth = a.depth;
    using O = engines::MoveAnswer::Outcome;
    if (a.outcome != O::move) {
      r.note = a.reason;
      if (a.outcome == O::illegal) r.move = a.move.uci();
      if (a.outcome != O::resigns && a.outcome != O::illegal) engine.reset();  // start afresh
      return r;
    }
    chess::Position here(t.fen);
    r.move = chess::to_san(here, a.move);
    r.tested = true;
    r.solved = t.solved_by(a.move);
    // The engine's own clock when it said when (UCI "time"), else the whole search.
    if (r.solved) r.solved_at = watch.right && watch.since >= 0 ? watch.since : a.seconds;
    return r;
  }
};

std::string line_of(size_t number, const PositionResult& r, int id_width) {
  char b[512];
  const auto& t = *r.position;
  std::string result = r.solved ? "solved" : r.tested ? "--" : "failed";
  std::snprintf(b, sizeof b, "%4zu  %-*s %-7s %-8s %-16s %10s %9s %5d", number, id_width, t.id.c_str(), result.c_str(),
                r.move.empty() ? "-" : r.move.c_str(), moves_text(t).c_str(),
                r.solved ? seconds_text(r.solved_at).c_str() : "-", seconds_text(r.seconds).c_str(), r.depth);
  std::string s = b;
  if (!r.note.empty()) s += "  (" + r.note + ")";
  return s;
}

}  // namespace

std::string csv_header() { return "engine,id,file,line,fen,bm,am,move,solved,time_to_solution,seconds,depth,note\n"; }

std::string csv_field(const std::string& s) {
  if (s.find_first_of(",\"\n") == std::string::npos) return s;
  std::string q = "\"";
  for (char c : s) q += c == '"' ? std::string("\"\"") : std::string(1, c);
  return q + "\"";
}

std::string csv_row(const PositionResult& r) {
  const auto quote = csv_field;
  const auto& t = *r.position;
  std::string bm, am;
  for (const auto& m : t.best_text) bm += (bm.empty() ? "" : " ") + m;
  for (const auto& m : t.avoid_text) am += (am.empty() ? "" : " ") + m;
  return quote(r.engine) + "," + quote(t.id) + "," + quote(t.file) + "," + std::to_string(t.line) + "," + quote(t.fen) +
         "," + quote(bm) + "," + quote(am) + "," + quote(r.move) + "," + (r.solved ? "1" : "0") + "," +
         (r.solved ? seconds_text(r.solved_at) : "") + "," + (r.tested ? seconds_text(r.seconds) : "") + "," +
         std::to_string(r.depth) + "," + quote(r.note) + "\n";
}

std::vector<PositionResult> run_positions(const std::vector<TestPosition>& positions, const std::string& engine,
                                          const SuiteOptions& o, std::ostream& out, std::ostream& log) {
  engines::EngineSpec spec = engines::parse_engine_spec(engine);
  spec.level = o.level;
  if (spec.program && !spec.program->native()) spec.images = o.images;
  const engines::TimeControl& tc = o.tc;
  std::mutex lock;  // the log, the results and the printing
  engines::EngineContext context{o.rompath,
                                 [&log, &lock](const std::string& line) {
                                   std::lock_guard<std::mutex> hold(lock);
                                   log << line << "\n";
                                 },
                                 0};
  const size_t count =
      o.max_positions > 0 ? std::min(positions.size(), static_cast<size_t>(o.max_positions)) : positions.size();
  std::vector<PositionResult> results(count);
  std::vector<bool> done(count, false);
  size_t printed = 0;
  int id_width = 12;
  for (size_t i = 0; i < count; ++i)
    id_width = std::max(id_width, std::min(40, static_cast<int>(positions[i].id.size())));
  std::atomic<size_t> next{0};
  auto work = [&] {
    Worker w{spec, context, nullptr, tc, engine};
    for (size_t i; (i = next++) < count;) {
      PositionResult r = w.test(positions[i]);
      std::lock_guard<std::mutex> hold(lock);
      results[i] = std::move(r);
      done[i] = true;
      while (printed < count && done[printed]) {  // in the file's order, as they complete
        if (!o.quiet) out << line_of(printed + 1, results[printed], id_width) << "\n" << std::flush;
        ++printed;
      }
    }
  };
  const int threads = std::max(1, std::min(o.concurrency, static_cast<int>(count)));
  std::vector<std::thread> pool;
  for (int k = 1; k < threads; ++k) pool.emplace_back(work);
  work();
  for (auto& t : pool) t.join();
  return results;
}

int run_suite(const std::string& file, const SuiteOptions& o, std::ostream& out, std::ostream& log) {
  const auto positions = load_test_positions(file, o.played_by);
  if (o.engines.empty()) throw std::invalid_argument("no engine: give --engine SPEC (one or more)");
  for (const auto& e : o.engines) engines::parse_engine_spec(e);  // every name checked before the first search
  if (!o.csv.empty()) io::open_table(o.csv, csv_header(), "the CSV file");  // rows are added to a table of earlier runs
  bool complete = true;
  std::vector<std::string> summary;
  for (const auto& engine : o.engines) {
    out << "suite " << file << ": " << positions.size() << " positions; " << engine << " at " << o.tc.text()
        << (o.level ? ", level " + std::to_string(o.level) : "") << ", " << o.concurrency << " at a time\n";
    if (!o.quiet) {
      int id_width = 12;
      for (const auto& t : positions) id_width = std::max(id_width, std::min(40, static_cast<int>(t.id.size())));
      char head[200];
      std::snprintf(head, sizeof head, "%4s  %-*s %-7s %-8s %-16s %10s %9s %5s\n", "#", id_width, "id", "result",
                    "move", "expected", "solved at", "time (s)", "depth");
      out << head;
    }
    auto results = run_positions(positions, engine, o, out, log);
    int solved = 0, tested = 0;
    double total = 0, to_solution = 0;
    std::vector<std::string> untested;
    for (const auto& r : results) {
      if (!o.csv.empty()) io::append_whole(o.csv, csv_row(r), "the CSV file");
      if (r.tested) {
        ++tested;
        total += r.seconds;
      } else {
        untested.push_back(r.position->id + ": " + r.note);
      }
      if (r.solved) {
        ++solved;
        to_solution += r.solved_at;
      }
    }
    char line[400];
    std::snprintf(line, sizeof line, "%s: solved %d of %zu (%.1f%%), time %.3f s, mean time to solution %.3f s",
                  engine.c_str(), solved, results.size(),
                  results.empty() ? 0.0 : 100.0 * solved / static_cast<double>(results.size()), total,
                  solved ? to_solution / solved : 0.0);
    std::string s = line;
    if (!untested.empty()) {
      complete = false;
      s += "; " + std::to_string(untested.size()) + " not tested (counted unsolved):";
      for (const auto& u : untested) s += "\n  " + u;
    }
    out << s << "\n\n";
    summary.push_back(line);
  }
  if (o.engines.size() > 1) {
    out << "summary\n";
    for (const auto& s : summary) out << "  " << s << "\n";
  }
  return complete ? 0 : 1;
}

}  // namespace veteran::suites
