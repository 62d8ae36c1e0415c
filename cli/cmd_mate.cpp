// veteran mate: the problem solver (seed 001's Geniss Mate Solver rebuilt).
//   veteran mate FEN N|STIPULATION     one problem ("#3", "s#2", "h#2", "h#2.5"; a bare N is #N)
//   veteran mate FILE.epd              every problem of an EPD file
//   veteran mate --suite FILE.epd      ... checked against the published keys
#include "chess/initia.hpp"
#include "cli/commands.hpp"
#include "problems/board/board.hpp"
#include "problems/solve/notation.hpp"
#include "problems/solve/solver.hpp"
#include "problems/suite/problem_file.hpp"
#include "util/io/input_file.hpp"

#include <nlohmann/json.hpp>

#include <sys/time.h>
#include <algorithm>
#include <atomic>
#include <csignal>
#include <cstdio>
#include <filesystem>

namespace veteran::cli {

using namespace problems;

namespace {

struct Settings {
  SolveOptions solve;
  bool json = false, suite = false, progress = false;
  double seconds = 0;  // 0: no limit
};

const std::vector<Row<Settings>>& mate_rows() {
  using S = Settings;
  static const std::vector<Row<S>> rows = {
      {{"--shortest", Option::flag, "", "stop at the first depth with a solution (iterative deepening, as G.M.S.)", ""},
       [](const Options& o, S& s) { s.solve.shortest = o.flag("--shortest"); }},
      {{"--threads", Option::whole, "K", "search on K threads (root moves shared out)", "1", 1, 256},
       [](const Options& o, S& s) { s.solve.threads = static_cast<int>(o.whole("--threads")); }},
      {{"--hash", Option::whole, "MB", "the proof table's size", "64", 1, 65536},
       [](const Options& o, S& s) { s.solve.hash_megabytes = static_cast<size_t>(o.whole("--hash")); }},
      flag_row(Option{"--json", Option::flag, "", "one JSON object a problem, for scripts", ""}, &S::json),
      {{"--set-play", Option::flag, "", "helpmates: also the set play (the other side moving first)", ""},
       [](const Options& o, S& s) { s.solve.set_play = o.flag("--set-play"); }},
      // A suite is checked by its keys: no tree.
      {{"--no-tree", Option::flag, "", "keys only, no solution tree", ""},
       [](const Options& o, S& s) { s.solve.tree = !o.flag("--no-tree") && !o.flag("--suite"); }},
      {{"--tree-moves", Option::whole, "K", "show the tree to K attacker moves", "30", 1, 30},
       [](const Options& o, S& s) { s.solve.tree_moves = static_cast<int>(o.whole("--tree-moves")); }},
      flag_row(
          Option{"--suite", Option::flag, "", "check every problem's keys against the published ones (bm, sol)", ""},
          &S::suite),
      {{"--full-width", Option::flag, "",
        "directmates: G.M.S.'s plain full-width search (no proof table, every move made), to compare with its Table 1",
        ""},
       [](const Options& o, S& s) { s.solve.full_width = o.flag("--full-width"); }},
      decimal_row(
          Option{"--seconds", Option::decimal, "S",
                 "give up a problem after S seconds, saying how deep it is proven (Ctrl-C does the same)", "0", 0, 1e9},
          &S::seconds),
      flag_row(Option{"--progress", Option::flag, "",
                      "a line on standard error after each depth (shown anyway once a problem has taken a second)", ""},
               &S::progress),
  };
  return rows;
}

}  // namespace

const std::vector<Option>& mate_options() {
  static const std::vector<Option> table = options_of(mate_rows());
  return table;
}

namespace {

// Set by Ctrl-C or --seconds' alarm: the search ends at its next node and
// says how far it proved.
std::atomic<bool> stop_requested{false}, interrupted{false};
extern "C" void request_stop(int signal) {
  if (signal == SIGINT && interrupted) {  // a second Ctrl-C: at once, whatever the solver is doing
    std::signal(SIGINT, SIG_DFL);
    std::raise(SIGINT);
  }
  stop_requested = true;
  if (signal == SIGINT) interrupted = true;  // Ctrl-C ends a file of problems too, not only the one
}

// After each depth: how far the search is, and when the next depth may end
// (the last depth's time times its growth over the one before).
class Progress {
 public:
  Progress(const Problem& p, const Settings& st) : problem_(p), settings_(st) {}
  void operator()(const Iteration& it) {
    total_ += it.seconds;
    const uint64_t positions = it.counters.generated;
    const double rate = it.seconds > 0 ? static_cast<double>(positions) / it.seconds : 0;
    const double growth = last_ > 0 ? it.seconds / last_ : 0;
    last_ = it.seconds;
    if (!settings_.progress && total_ < 1.0) return;
    const bool help = problem_.stipulation.genre == Genre::Help;
    const int of = help ? problem_.stipulation.plies() : problem_.stipulation.moves;
    if (settings_.json) {
      nlohmann::json j = {{"problem", problem_.where()},
                          {"depth", it.depth},
                          {"of", of},
                          {"positions", positions},
                          {"per_second", rate},
                          {"seconds", total_},
                          {"solutions", it.solutions},
                          {"next_estimate", growth * it.seconds}};
      std::fprintf(stderr, "%s\n", j.dump().c_str());
    } else {
      std::fprintf(stderr, "veteran mate: %s depth %d of %d: %d solution%s, %llu positions, %.0f a second, %.1f s",
                   problem_.where().c_str(), it.depth, of, it.solutions, it.solutions == 1 ? "" : "s",
                   static_cast<unsigned long long>(positions), rate, total_);
      if (growth > 0 && it.depth < of)
        std::fprintf(stderr, "; depth %d in about %.0f s more", it.depth + (help ? 2 : 1), growth * it.seconds);
      std::fprintf(stderr, "\n");
    }
  }

 private:
  const Problem& problem_;
  const Settings& settings_;
  double total_ = 0, last_ = 0;
};

std::string keys_text(const Board& b, const std::vector<Move>& keys) {
  std::string s;
  for (Move k : keys) s += (s.empty() ? "" : " ") + san(b, k);
  return s;
}

std::string line_san(const Board& start, const std::vector<Move>& line, bool passed) {
  Board b = start;
  if (passed) b.pass();
  std::string s;
  for (Move m : line) {
    s += (s.empty() ? "" : " ") + san(b, m);
    b.play(m);
  }
  return s;
}

// G.M.S.'s Table 1: per iteration GEN, EVL, GEN per second and time.
std::string statistics_table(const Solution& s) {
  std::string out = "  depth          GEN          EVL     GEN/s   time (s)\n";
  Counters all;
  double seconds = 0;
  char row[160];
  for (const auto& it : s.iterations) {
    all += it.counters;
    seconds += it.seconds;
    std::snprintf(
        row, sizeof row, "  %5d %12llu %12llu %9s %10.3f\n", it.depth,
        static_cast<unsigned long long>(it.counters.generated), static_cast<unsigned long long>(it.counters.evaluated),
        it.seconds > 0.01
            ? std::to_string(static_cast<long long>(static_cast<double>(it.counters.generated) / it.seconds)).c_str()
            : "-",
        it.seconds);
    out += row;
  }
  std::snprintf(row, sizeof row, "  %5s %12llu %12llu %9s %10.3f\n", "all",
                static_cast<unsigned long long>(all.generated), static_cast<unsigned long long>(all.evaluated),
                seconds > 0.01
                    ? std::to_string(static_cast<long long>(static_cast<double>(all.generated) / seconds)).c_str()
                    : "-",
                seconds);
  return out + row;
}

nlohmann::json tree_json(const Board& before, const Play& p) {
  Board after = before;
  after.play(p.move);
  nlohmann::json j = {{"uci", p.move.uci()}, {"san", san(before, p.move)}};
  if (!p.threats.empty()) {
    Board passed = after;
    passed.pass();
    for (const Play& t : p.threats) j["threats"].push_back(tree_json(passed, t));
  }
  for (const Defence& d : p.defences) {
    Board next = after;
    next.play(d.move);
    nlohmann::json dj = {{"uci", d.move.uci()}, {"san", san(after, d.move)}};
    for (const Play& a : d.answers) dj["answers"].push_back(tree_json(next, a));
    j["defences"].push_back(dj);
  }
  if (p.cut) j["cut"] = true;
  return j;
}

// Compares what was found with what was published; returns the mismatch, or "".
std::string check_published(const Problem& p, const Board& b, const Solution& s) {
  if (s.stipulation.genre == Genre::Help) {
    if (p.solutions.empty()) return "the file gives no published solution (sol)";
    std::vector<std::string> want, got;
    for (const auto& text : p.solutions) {
      // Each published line replayed as SAN from the diagram ("1.Kd4 Qe3 2.Ke5 Qe4#", numbers optional).
      std::vector<Move> line;
      std::string why;
      if (!read_san_line(b, text, line, why)) return "the published line '" + text + "' has " + why;
      std::string canon;
      for (Move m : line) canon += (canon.empty() ? "" : " ") + m.uci();
      want.push_back(canon);
    }
    for (const auto& l : s.lines) {
      std::string canon;
      for (Move m : l) canon += (canon.empty() ? "" : " ") + m.uci();
      got.push_back(canon);
    }
    std::sort(want.begin(), want.end());
    std::sort(got.begin(), got.end());
    if (want != got)
      return "found " + std::to_string(got.size()) + " solution(s), published " + std::to_string(want.size());
    return "";
  }
  if (p.keys.empty()) return "the file gives no published key (bm)";
  std::vector<uint16_t> want, got;
  for (const auto& k : p.keys) {
    Move m;
    if (!find_san(b, k, m)) return "the published key '" + k + "' " + san_refusal(b, k);
    want.push_back(m.bits);
  }
  for (Move k : s.keys) got.push_back(k.bits);
  std::sort(want.begin(), want.end());
  std::sort(got.begin(), got.end());
  if (want != got)
    return "found " + (s.keys.empty() ? std::string("no key") : keys_text(b, s.keys)) + ", published " + [&] {
      std::string t;
      for (const auto& k : p.keys) t += (t.empty() ? "" : " ") + k;
      return t;
    }();
  return "";
}

// Solves one problem and reports it; returns false when --suite found it wrong.
bool solve_one(const Problem& p, const Settings& st) {
  Board board = [&] {
    try {
      return Board(p.fen);
    } catch (const BoardError& e) { throw std::runtime_error(p.where() + ": " + e.what()); }
  }();
  if (const std::string why = impossible_material(board); !why.empty())
    std::fprintf(stderr, "veteran mate: warning: %s: %s: the position cannot arise in a game (solved as set)\n",
                 p.where().c_str(), why.c_str());
  if (!board.has_legal_move())
    throw std::runtime_error(p.where() + ": the side to move is already " +
                             (board.in_check() ? "mated" : "stalemated"));
  if (st.solve.full_width && p.stipulation.genre != Genre::Direct)
    throw std::runtime_error(p.where() + ": --full-width solves directmates only, not " + p.stipulation.text());
  SolveOptions options = st.solve;
  options.on_iteration = Progress(p, st);
  stop_requested = false;
  if (st.seconds > 0) {
    const auto micro = static_cast<long long>(st.seconds * 1e6);
    itimerval limit{{0, 0}, {static_cast<time_t>(micro / 1000000), static_cast<suseconds_t>(micro % 1000000)}};
    setitimer(ITIMER_REAL, &limit, nullptr);
  }
  Solution s = solve(board, p.stipulation, options);
  if (st.seconds > 0) {
    itimerval off{};
    setitimer(ITIMER_REAL, &off, nullptr);
  }
  // The depths finished before a stop: no solution in that many moves.
  const bool help = p.stipulation.genre == Genre::Help;
  const int proven = s.stopped && !s.iterations.empty() ? s.iterations.back().depth : 0;
  std::string verdict;
  if (st.suite) {
    verdict = check_published(p, board, s);
    // A sound problem has no solution in fewer moves: try N-1.
    if (verdict.empty() && p.stipulation.moves > 1 && !st.solve.shortest) {
      Stipulation shorter = p.stipulation;
      --shorter.moves;
      SolveOptions quick = st.solve;
      quick.tree = false;
      quick.on_iteration = nullptr;
      Solution t = solve(board, shorter, quick);
      if (t.solved_depth) verdict = "also solved in " + shorter.text() + " (a short solution)";
    }
  }
  double seconds = s.seconds;
  if (st.json) {
    nlohmann::json j = {{"problem", p.where()},
                        {"fen", board.fen()},
                        {"stipulation", p.stipulation.text()},
                        // In moves for every genre, as the stipulation counts them (h#2.5: 2.5), where the
                        // solver counts a helpmate in half-moves.
                        {"solved_in", p.stipulation.genre != Genre::Help ? nlohmann::json(s.solved_depth)
                                      : s.solved_depth % 2 == 0          ? nlohmann::json(s.solved_depth / 2)
                                                                         : nlohmann::json(s.solved_depth / 2.0)},
                        {"seconds", seconds}};
    if (s.stopped) j["stopped"] = true, j["proven_depth"] = proven;
    if (!p.id.empty()) j["id"] = p.id;
    if (!p.source.empty()) j["source"] = p.source;
    j["keys"] = nlohmann::json::array();
    for (Move k : s.keys)
      j["keys"].push_back({{"uci", k.uci()}, {"san", san(board, k)}, {"long", long_move(board, k)}});
    for (const Play& t : s.trees) j["tree"].push_back(tree_json(board, t));
    for (const auto& l : s.lines) {
      nlohmann::json lj = nlohmann::json::array();
      for (Move m : l) lj.push_back(m.uci());
      j["lines"].push_back({{"uci", lj}, {"san", line_san(board, l, false)}});
    }
    for (const auto& l : s.set_lines) j["set_play"].push_back(line_san(board, l, true));
    for (const auto& it : s.iterations)
      j["iterations"].push_back({{"depth", it.depth},
                                 {"generated", it.counters.generated},
                                 {"evaluated", it.counters.evaluated},
                                 {"made", it.counters.made},
                                 {"seconds", it.seconds},
                                 {"solutions", it.solutions}});
    if (st.suite) j["check"] = verdict.empty() ? "ok" : verdict;
    std::printf("%s\n", j.dump().c_str());
  } else if (st.suite) {
    std::string found = s.stipulation.genre == Genre::Help ? std::to_string(s.lines.size()) + " solution(s)"
                                                           : (s.keys.empty() ? "no key" : keys_text(board, s.keys));
    std::printf("%-5s %s %s: %s (%.3f s)%s%s\n", verdict.empty() ? "ok" : "WRONG", p.where().c_str(),
                p.stipulation.text().c_str(), found.c_str(), seconds, verdict.empty() ? "" : ": ", verdict.c_str());
  } else {
    std::printf("%s%s\n%s %s\n\n", p.where().c_str(), p.source.empty() ? "" : (", " + p.source).c_str(),
                board.fen().c_str(), p.stipulation.text().c_str());
    if (s.stopped)
      std::printf("stopped after %.1f s: no solution in %d %s or fewer (depth %d not finished)\n", seconds, proven,
                  help ? "half-moves" : "moves", proven + (help ? 2 : 1));
    else if (!s.solved_depth)
      std::printf("no solution in %s\n", p.stipulation.text().c_str());
    else {
      std::printf("%s\n", solution_text(board, s).c_str());
      if (s.stipulation.genre == Genre::Help)
        std::printf("%zu solution(s) in %d half-moves\n", s.lines.size(), s.solved_depth);
      else
        std::printf("key%s: %s (%s%d)\n", s.keys.size() > 1 ? "s (cooked)" : "", keys_text(board, s.keys).c_str(),
                    s.stipulation.genre == Genre::Self ? "s#" : "#", s.solved_depth);
    }
    std::printf("\n%s\n", statistics_table(s).c_str());
  }
  std::fflush(stdout);
  return verdict.empty();
}

}  // namespace

int mate(const Args& args) {
  Options o("mate", mate_options(), args);
  const auto& pos = o.positional();
  Settings st;
  apply_rows(mate_rows(), o, st);
  st.solve.stop = &stop_requested;
  std::signal(SIGINT, request_stop);
  std::signal(SIGALRM, request_stop);

  std::vector<Problem> problems;
  std::vector<std::string> refused;  // lines of a problem file that could not be read
  if (pos.size() == 2) {
    Problem p;
    p.file = "command line";
    p.line = 1;
    p.fen = pos[0];
    if (chess::looks_like_initia(p.fen)) {  // INITIA's language, as the 1962 MIT program read positions
      try {
        p.fen = chess::initia_to_fen(p.fen);
      } catch (const chess::RulesError& e) {
        std::fprintf(stderr, "veteran mate: %s\n", e.what());
        return 2;
      }
    }
    // A FEN of the board alone: what is taken for the rest is said, not silently assumed.
    std::istringstream fields(p.fen);
    int given = 0;
    for (std::string field; fields >> field && given < 4;) ++given;
    if (given > 0 && given < 4 && !chess::looks_like_initia(pos[0])) {
      static const char* const kTaken[] = {"", "White to move, no castling, no en passant",
                                           "no castling, no en passant", "no en passant"};
      std::fprintf(stderr, "veteran mate: the FEN gives %d of its four fields: taken as %s\n", given, kTaken[given]);
    }
    std::string stip = pos[1];
    if (!stip.empty() && (std::isdigit(static_cast<unsigned char>(stip[0])) || stip[0] == '-')) stip = "#" + stip;
    try {
      p.stipulation = parse_stipulation(stip);
    } catch (const std::invalid_argument& e) { throw UsageError(e.what()); }
    problems.push_back(p);
  } else if (pos.size() == 1) {
    std::string text = io::read_file(pos[0], io::kMaxTextFile, "problem file");
    problems = read_problems(text, pos[0], &refused);
    // A line that cannot be read is said and skipped: the rest of the file is solved, and the
    // run ends with status 1.
    for (const auto& why : refused) std::fprintf(stderr, "veteran mate: %s (skipped)\n", why.c_str());
    if (problems.empty())
      throw std::runtime_error(pos[0] + (refused.empty() ? ": no problems in the file" : ": no problem could be read"));
  } else {
    throw UsageError("veteran mate FEN N|#N|s#N|h#N[.5] or veteran mate [--suite] FILE.epd");
  }
  if (st.suite && pos.size() != 1) throw UsageError("--suite checks a file: veteran mate --suite FILE.epd");

  ProofTable table(static_cast<size_t>(o.whole("--hash")));
  st.solve.table = &table;
  int wrong = 0;
  for (const auto& p : problems) {
    if (!solve_one(p, st)) ++wrong;
    if (interrupted) {
      std::fprintf(stderr, "veteran mate: interrupted; the problems after %s were not solved\n", p.where().c_str());
      return 130;
    }
  }
  if (st.suite && !st.json)
    std::printf("%zu problems, %zu solved as published, %d wrong\n", problems.size(), problems.size() - wrong, wrong);
  if (!refused.empty())
    std::fprintf(stderr, "veteran mate: %zu line%s of %s could not be read (above)\n", refused.size(),
                 refused.size() == 1 ? "" : "s", pos[0].c_str());
  return wrong || !refused.empty() ? 1 : 0;
}

}  // namespace veteran::cli
