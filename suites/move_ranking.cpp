#include "suites/move_ranking.hpp"

#include "chess/game.hpp"
#include "chess/san.hpp"
#include "engines/play/move_request.hpp"
#include "engines/play/time_control.hpp"
#include "engines/registry/make_engine.hpp"
#include "util/io/output_file.hpp"

#include <algorithm>
#include <cstdio>
#include <functional>
#include <memory>
#include <stdexcept>

namespace veteran::suites {

RankMethod parse_rank_method(const std::string& text) {
  for (auto m :
       {RankMethod::automatic, RankMethod::multipv, RankMethod::searchmoves, RankMethod::replies, RankMethod::choice})
    if (text == rank_method_name(m)) return m;
  throw std::invalid_argument("--method is auto, multipv, searchmoves, replies or choice, not '" + text + "'");
}

const char* rank_method_name(RankMethod m) {
  switch (m) {
    case RankMethod::automatic: return "auto";
    case RankMethod::multipv: return "multipv";
    case RankMethod::searchmoves: return "searchmoves";
    case RankMethod::replies: return "replies";
    case RankMethod::choice: return "choice";
  }
  return "?";
}

namespace {

struct NoAnswer : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The engine, made when first needed and again after it failed, asked under
// the options' limit (a fresh clock each time: a position is one move).
struct Asker {
  engines::EngineSpec spec;
  engines::EngineContext context;
  engines::TimeControl tc;
  std::string name;
  std::unique_ptr<engines::Engine> engine;

  engines::Engine& get() {
    if (!engine || !engine->can_play_again()) {
      engine.reset();
      engine = engines::make_engine(spec, context);
    }
    return *engine;
  }

  engines::MoveAnswer ask(const chess::Game& game, const std::function<void(engines::SearchLimits&)>& adjust) {
    engines::Engine& e = get();
    e.new_game();
    engines::Clock own(tc), other(tc);
    engines::MoveRequest request{.engine = e, .name = name, .game = game};
    own.fill(request.limits, game.position().side_to_move() == chess::White, other);
    if (adjust) adjust(request.limits);
    engines::MoveAnswer a = engines::ask_for_move(request);
    using O = engines::MoveAnswer::Outcome;
    if (a.outcome != O::move) {
      if (a.outcome != O::resigns && a.outcome != O::illegal) engine.reset();
      throw NoAnswer(a.reason);
    }
    return a;
  }
};

// Shared ranks from scores, best first: 1 + the moves scored better.
void rank_by_score(std::vector<RankedMove>& order) {
  std::stable_sort(order.begin(), order.end(), [](const RankedMove& a, const RankedMove& b) {
    return a.score.value_or(-1000000) > b.score.value_or(-1000000);
  });
  for (size_t i = 0; i < order.size(); ++i)
    order[i].rank = i > 0 && order[i].score == order[i - 1].score ? order[i - 1].rank : static_cast<int>(i) + 1;
}

PositionRanking rank_one(const TestPosition& t, RankMethod wanted, Asker& asker) {
  PositionRanking r;
  r.position = &t;
  if (!t.error.empty()) {
    r.note = t.error;
    return r;
  }
  if (t.best.empty()) {
    r.note = "no bm: nothing to rank";
    return r;
  }
  chess::Game game(t.fen);
  chess::Position here(t.fen);
  const auto legal = here.legal_moves();
  r.legal_moves = static_cast<int>(legal.size());
  auto san = [&](const chess::Move& m) {
    chess::Position p(t.fen);
    return chess::to_san(p, m);
  };
  try {
    engines::Engine& e = asker.get();
    RankMethod method = wanted;
    if (method == RankMethod::automatic)
      method = e.max_multipv() >= r.legal_moves ? RankMethod::multipv
               : e.takes_search_moves()         ? RankMethod::searchmoves
                                                : RankMethod::replies;
    if (method == RankMethod::replies) {  // only for engines that give a score
      engines::MoveAnswer own = asker.ask(game, nullptr);
      if (!own.score_cp) {
        method = RankMethod::choice;
        r.chose = t.solved_by(own.move);
        r.order.push_back({own.move, san(own.move), r.chose ? 1 : 0, std::nullopt});
      }
    }
    r.method = method;
    switch (method) {
      case RankMethod::multipv: {
        const int count = r.legal_moves;
        engines::MoveAnswer a = asker.ask(game, [count](engines::SearchLimits& l) { l.multipv = count; });
        for (const auto& line : a.lines) {
          const chess::Move m = line.pv[0];
          if (std::any_of(r.order.begin(), r.order.end(), [&](const RankedMove& x) { return x.move == m; })) continue;
          std::optional<int> score = line.score_cp;
          if (line.score_mate) score = *line.score_mate > 0 ? 100000 - *line.score_mate : -100000 - *line.score_mate;
          // Lines come best first; an equal score shares the rank above it.
          const bool tie = !r.order.empty() && score && r.order.back().score == score;
          r.order.push_back({m, san(m), tie ? r.order.back().rank : static_cast<int>(r.order.size()) + 1, score});
        }
        const int unranked = static_cast<int>(r.order.size()) + 1;  // moves the engine left out share the last rank
        for (const auto& m : legal)
          if (std::none_of(r.order.begin(), r.order.end(), [&](const RankedMove& x) { return x.move == m; }))
            r.order.push_back({m, san(m), unranked, std::nullopt});
        break;
      }
      case RankMethod::searchmoves:
        for (const auto& m : legal) {
          engines::MoveAnswer a = asker.ask(game, [m](engines::SearchLimits& l) { l.search_moves = {m}; });
          r.order.push_back({m, san(m), 0, a.score_cp});
        }
        rank_by_score(r.order);
        break;
      case RankMethod::replies:
        for (const auto& m : legal) {
          chess::Game after = game;
          after.play(m);
          std::optional<int> score;
          if (after.position().legal_moves().empty())  // mate, or stalemate
            score = after.position().in_check() ? 100000 - 1 : 0;
          else if (auto a = asker.ask(after, nullptr); a.score_cp)
            score = -*a.score_cp;
          r.order.push_back({m, san(m), 0, score});
        }
        rank_by_score(r.order);
        break;
      case RankMethod::choice:
        if (r.order.empty()) {
          engines::MoveAnswer a = asker.ask(game, nullptr);
          r.chose = t.solved_by(a.move);
          r.order.push_back({a.move, san(a.move), r.chose ? 1 : 0, std::nullopt});
        }
        break;
      case RankMethod::automatic: break;
    }
  } catch (const std::exception& e) {  // an engine that failed, or did not start
    r.note = e.what();
    r.order.clear();
    return r;
  }
  for (const auto& x : r.order)
    if (x.rank > 0 && std::find(t.best.begin(), t.best.end(), x.move) != t.best.end() &&
        (r.rank == 0 || x.rank < r.rank))
      r.rank = x.rank;
  if (r.method != RankMethod::choice) r.chose = r.rank == 1;
  return r;
}

std::string csv_header_rank() { return "engine,id,fen,bm,legal_moves,rank,method,order,note\n"; }

std::string order_text(const PositionRanking& r) {
  std::string s;
  for (const auto& x : r.order) s += (s.empty() ? "" : " ") + std::to_string(x.rank) + ":" + x.san;
  return s;
}

}  // namespace

std::vector<PositionRanking> rank_positions(const std::vector<TestPosition>& positions, const RankOptions& o,
                                            std::ostream& log) {
  engines::EngineSpec spec = engines::parse_engine_spec(o.engine);
  spec.level = o.level;
  if (spec.program && !spec.program->native()) spec.images = o.images;
  Asker asker{spec, {o.rompath, [&log](const std::string& line) { log << line << "\n"; }, 0}, o.tc, o.engine, nullptr};
  std::vector<PositionRanking> out;
  const size_t count =
      o.max_positions > 0 ? std::min(positions.size(), static_cast<size_t>(o.max_positions)) : positions.size();
  for (size_t i = 0; i < count; ++i) out.push_back(rank_one(positions[i], o.method, asker));
  return out;
}

std::optional<int> reference_rank(const TestPosition& t) {
  // c1 as Senft's file writes it: "Table I: 55 moves, rank 48" ("rank not legible": none).
  const std::string& c1 = t.comments[1];
  const size_t at = c1.rfind("rank ");
  if (at == std::string::npos) return std::nullopt;
  size_t used = 0;
  try {
    const int rank = std::stoi(c1.substr(at + 5), &used);
    if (used == 0 || rank < 1) return std::nullopt;
    return rank;
  } catch (const std::exception&) { return std::nullopt; }
}

namespace {
// The digits after an id's last dot ("Senft.11": "11"), "" if it has none.
std::string id_number(const TestPosition& t) {
  const size_t dot = t.id.rfind('.');
  const std::string tail = dot == std::string::npos ? "" : t.id.substr(dot + 1);
  if (tail.empty() || tail.size() > 6 ||
      !std::all_of(tail.begin(), tail.end(), [](char c) { return c >= '0' && c <= '9'; }))
    return "";
  return tail;
}
}  // namespace

bool numbered_id(const TestPosition& t) { return !id_number(t).empty(); }

std::string position_number(const TestPosition& t, size_t index) {
  // "Senft.11" -> "11.", the number Table I gives; otherwise the running number.
  const std::string n = id_number(t);
  return n.empty() ? std::to_string(index) + "." : std::to_string(std::stoi(n)) + ".";
}

int run_ranking(const std::string& file, const RankOptions& o, std::ostream& out, std::ostream& log) {
  const auto positions = load_test_positions(file);
  if (o.engine.empty()) throw std::invalid_argument("no engine: give --engine ENGINE");
  engines::parse_engine_spec(o.engine);
  if (!o.csv.empty())
    io::open_table(o.csv, csv_header_rank(), "the CSV file");  // rows are added to a table of earlier runs
  out << "rank " << file << ": " << o.engine << " at " << o.tc.text()
      << (o.level ? ", level " + std::to_string(o.level) : "") << "\n\n";
  char line[512];
  // Table I's layout (seed 002, lines 2221-2300): the position's own number, its comments (the
  // (!)/(S) marks), the legal moves, the rank; and a suite's reference rank beside it when its
  // EPD records one (c1 "... rank N": Senft's Table I).
  const bool reference = std::any_of(positions.begin(), positions.end(),
                                     [](const TestPosition& t) { return reference_rank(t).has_value(); });
  if (reference)
    std::snprintf(line, sizeof line, "%8s  %-12s %11s %9s %9s  %s\n", "Position", "Comments", "Total Moves", "Ranking",
                  "Table I", "method");
  else
    std::snprintf(line, sizeof line, "%8s  %-24s %11s %9s  %s\n", "Position", "Comments", "Total Moves", "Ranking",
                  "method");
  out << line;
  auto results = rank_positions(positions, o, log);
  int ranked = 0, moves = 0, top10 = 0, top5 = 0, first = 0, chose = 0, choice_only = 0;
  int ref_count = 0, ref_top10 = 0, ref_top5 = 0, ref_first = 0;
  std::vector<std::string> failed;
  for (size_t i = 0; i < results.size(); ++i) {
    const auto& r = results[i];
    const auto& t = *r.position;
    std::string ranking = !r.note.empty()                  ? "-"
                          : r.method == RankMethod::choice ? (r.chose ? "chosen" : "not chosen")
                                                           : std::to_string(r.rank);
    const auto ref = reference_rank(t);
    const std::string ref_text = ref ? std::to_string(*ref) : reference ? "-" : "";
    if (ref) ++ref_count, ref_top10 += *ref <= 10, ref_top5 += *ref <= 5, ref_first += *ref == 1;
    // The comments: the suite's marks (c3, Table I's (!)/(S)), else the id when it is not the number.
    const bool numbered = numbered_id(t);
    const std::string comments = !t.comments[3].empty() ? t.comments[3] : numbered ? "" : t.id;
    const std::string number = numbered ? position_number(t, i + 1) : std::to_string(i + 1) + ".";
    if (reference)
      std::snprintf(line, sizeof line, "%8s  %-12s %11d %9s %9s  %s", number.c_str(), comments.substr(0, 12).c_str(),
                    r.legal_moves, ranking.c_str(), ref_text.c_str(), r.note.empty() ? rank_method_name(r.method) : "");
    else
      std::snprintf(line, sizeof line, "%8s  %-24s %11d %9s  %s", number.c_str(), comments.substr(0, 24).c_str(),
                    r.legal_moves, ranking.c_str(), r.note.empty() ? rank_method_name(r.method) : "");
    out << line;
    if (!r.note.empty()) out << "(" << r.note << ")";
    out << "\n";
    if (o.show_order && !r.order.empty()) out << "          " << order_text(r) << "\n";
    if (!o.csv.empty()) {
      std::string bm;
      for (const auto& b : t.best_text) bm += (bm.empty() ? "" : " ") + b;
      io::append_whole(o.csv,
                       csv_field(o.engine) + "," + csv_field(t.id) + "," + csv_field(t.fen) + "," + csv_field(bm) +
                           "," + std::to_string(r.legal_moves) + "," + (r.rank ? std::to_string(r.rank) : "") + "," +
                           (r.note.empty() ? rank_method_name(r.method) : "") + "," + csv_field(order_text(r)) + "," +
                           csv_field(r.note) + "\n",
                       "the CSV file");
    }
    if (!r.note.empty()) {
      failed.push_back(t.id + ": " + r.note);
      continue;
    }
    moves += r.legal_moves;
    if (r.method == RankMethod::choice) {
      ++choice_only;
      chose += r.chose;
      continue;
    }
    ++ranked;
    top10 += r.rank >= 1 && r.rank <= 10;
    top5 += r.rank >= 1 && r.rank <= 5;
    first += r.rank == 1;
  }
  const int counted = ranked + choice_only;
  std::snprintf(line, sizeof line, "\n%d positions; %.1f legal moves a position on average\n", counted,
                counted ? static_cast<double>(moves) / counted : 0.0);
  out << line;
  if (ranked) {
    std::snprintf(line, sizeof line,
                  "ranked: the recommended move in the top ten %d times, in the top five %d times, first %d times "
                  "(of %d)\n",
                  top10, top5, first, ranked);
    out << line;
  }
  if (ref_count) {
    std::snprintf(line, sizeof line,
                  "Table I (the positions whose rank it gives legibly): top ten %d, top five %d, first %d (of %d)\n",
                  ref_top10, ref_top5, ref_first, ref_count);
    out << line;
  }
  if (choice_only) out << "choice only: the recommended move chosen " << chose << " times of " << choice_only << "\n";
  if (!failed.empty()) {
    out << failed.size() << " not ranked:\n";
    for (const auto& f : failed) out << "  " << f << "\n";
  }
  return failed.empty() ? 0 : 1;
}

}  // namespace veteran::suites
