// veteran train player@native --positions FILE --weights-out W: PRO (Senft
// 1975, seed 002) trains PLAYER's weights on positions with an expert's move,
// with a teacher or (--critic) a critic, pass after pass; a line a pass, the
// learning curve as SVG or PNG (--plot), and the weights for
// `player@native weights=W`. docs/player.md, "PRO".
#include "cli/commands.hpp"
#include "engines/native/player/pro.hpp"
#include "suites/test_positions.hpp"
#include "util/io/output_file.hpp"
#include "util/plot/line_chart.hpp"
#include "util/plot/svg_to_png.hpp"

#include <cstdio>
#include <set>

namespace veteran::cli {

namespace {

// A position's four FEN fields: the same position whatever its move counters.
std::string placement(const std::string& fen) {
  std::string out;
  int fields = 0;
  for (char c : fen) {
    if (c == ' ' && ++fields == 4) break;
    out += c;
  }
  return out;
}

std::vector<engines::player::Lesson> lessons_of(const std::string& file, std::vector<std::string>& skipped) {
  const bool pgn =
      file.size() >= 4 && (file.substr(file.size() - 4) == ".pgn" || file.substr(file.size() - 4) == ".PGN");
  // A PGN's every move is the expert's choice for the side that made it.
  const auto positions = pgn ? suites::read_game_positions(file) : suites::load_test_positions(file);
  std::vector<engines::player::Lesson> lessons;
  for (const auto& p : positions) {
    if (!p.error.empty() || p.best.empty()) {
      skipped.push_back(p.where() + ": " + (p.error.empty() ? "no bm" : p.error));
      continue;
    }
    lessons.push_back({p.id, p.fen, p.best.front()});
  }
  return lessons;
}

// The expert's rank in PLAYER's order, position by position, and how many are first and in the first two.
struct Ranking {
  int positions = 0, firsts = 0, top2 = 0;
  long long rank_sum = 0;
};
Ranking rank_all(const std::vector<engines::player::Lesson>& lessons, const engines::player::Weights& w) {
  Ranking r;
  for (const auto& l : lessons) {
    const int rank = engines::player::expert_rank(l, w);
    if (rank == 0) continue;
    ++r.positions, r.rank_sum += rank, r.firsts += rank == 1, r.top2 += rank <= 2;
  }
  return r;
}

std::string weights_line(const engines::player::Weights& w) {
  std::string out;
  for (int k = 1; k <= engines::player::kParameters; ++k)
    out += (k > 1 ? " " : "") + std::to_string(w[static_cast<size_t>(k)]);
  return out;
}

void write_plot(const std::string& file, const engines::player::Training& t, const std::string& title) {
  plot::Chart curve{title + ": the expert's move", "pass", "mean rank / first choices %", {}, 0, 0, 0};
  plot::Series rank{"mean rank", {}, "#1f4e9c"}, firsts{"first choices (%)", {}, "#b22222"};
  for (const auto& p : t.passes) rank.y.push_back(p.mean_rank), firsts.y.push_back(100 * p.first_share());
  curve.series = {rank, firsts};
  plot::Chart weights{"the weights after each pass", "pass", "weight", {}, 0, 0, 0};
  static const char* kColours[] = {"#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b",
                                   "#e377c2", "#7f7f7f", "#bcbd22", "#17becf", "#393b79", "#637939",
                                   "#8c6d31", "#843c39", "#7b4173", "#3182bd", "#31a354"};
  for (int k = 1; k <= engines::player::kParameters; ++k) {
    plot::Series s{
        std::to_string(k) + " " + engines::player::kParameterNames[static_cast<size_t>(k)], {}, kColours[k - 1]};
    for (const auto& p : t.passes) s.y.push_back(p.weights[static_cast<size_t>(k)]);
    weights.series.push_back(s);
  }
  const std::string svg = plot::svg({curve, weights}, 820, 340);
  const bool png = file.size() >= 4 && file.substr(file.size() - 4) == ".png";
  io::write_whole(file, png ? plot::svg_to_png(svg) : svg, "the learning curve");
}

}  // namespace

namespace {

using S = TrainingSetup;

// The options, each with how it goes into the training's setup (veteran train and gui --train).
const std::vector<Row<S>>& train_rows() {
  static const std::vector<Row<S>> rows = {
      {{"--positions", Option::list, "FILE",
        "positions with the expert's move: an EPD file (its first bm) or a PGN file (every move of its games, by the "
        "side to move) (repeatable)",
        ""},
       [](const Options& o, S& setup) {
         for (const auto& file : o.list("--positions"))
           for (auto& l : lessons_of(file, setup.skipped)) setup.lessons.push_back(std::move(l));
       }},
      plain_row<S>(
          {"--weights-out", Option::text, "FILE", "where the trained weights go (for player@native weights=FILE)", ""}),
      {{"--weights-in", Option::text, "FILE", "the weights to start from (else every weight --equal)", ""},
       [](const Options& o, S& setup) {
         if (o.given("--weights-in")) setup.start = engines::player::read_weights(o.text("--weights-in"));
       }},
      {{"--equal", Option::whole, "W",
        "without --weights-in, start from every weight W: PLAYER's order of equal weights (but for MAIN's two "
        "constants), with room for PRO's integer steps",
        "1", 1, 100000},
       [](const Options& o, S& setup) {
         if (o.given("--weights-in")) return;
         setup.start.fill(static_cast<int>(o.whole("--equal")));
         setup.start[0] = 0;  // the threshold: the same for every move
       }},
      {{"--critic", Option::flag, "",
        "learn with a critic (selective bootstrap: PLAYER's choice rewarded when it is the expert's move, punished "
        "when not) instead of a teacher",
        ""},
       [](const Options& o, S& setup) { setup.options.critic = o.flag("--critic"); }},
      {{"--passes", Option::whole, "N", "passes over the positions at most (fewer once one changes nothing)", "20", 1,
        10000},
       [](const Options& o, S& setup) { setup.options.passes = static_cast<int>(o.whole("--passes")); }},
      {{"--rate", Option::whole, "LA", "PRO's adaptation constant LA", "1", 1, 1000},
       [](const Options& o, S& setup) { setup.options.la = o.whole("--rate"); }},
      {{"--error", Option::whole, "LE", "the critic's error |LE| (the teacher's is d - q = 2)", "2", 1, 1000},
       [](const Options& o, S& setup) { setup.options.le = o.whole("--error"); }},
      {{"--n", Option::whole, "N", "PRO's N: each update is divided by N + 1", "17", 1, 1000000},
       [](const Options& o, S& setup) { setup.options.n = static_cast<int>(o.whole("--n")); }},
      {{"--test", Option::text, "FILE.epd",
        "rank the expert's moves of these positions with the weights before and after (never trained on: an overlap "
        "is refused)",
        ""},
       [](const Options& o, S& setup) {
         if (!o.given("--test")) return;
         std::vector<std::string> test_skipped;
         setup.tests = lessons_of(o.text("--test"), test_skipped);
         std::set<std::string> tested;
         for (const auto& t : setup.tests) tested.insert(placement(t.fen));
         std::vector<std::string> overlap;
         for (const auto& l : setup.lessons)
           if (tested.count(placement(l.fen))) overlap.push_back(l.id);
         if (!overlap.empty() && !o.flag("--allow-overlap"))
           throw UsageError(std::to_string(overlap.size()) +
                            " training positions are also test positions (the first: " + overlap.front() +
                            "): training on the positions it is tested on proves nothing; remove them, "
                            "or give --allow-overlap");
       }},
      plain_row<S>({"--allow-overlap", Option::flag, "", "train on positions that are also in --test", ""}),
      plain_row<S>({"--plot", Option::text, "FILE.svg|FILE.png",
                    "the learning curve and the weights by pass, as a picture", ""}),
  };
  return rows;
}

}  // namespace

const std::vector<Option>& train_options() {
  static const std::vector<Option> table = options_of(train_rows());
  return table;
}

TrainingSetup training_setup(const Options& o) {
  TrainingSetup setup;
  apply_rows(train_rows(), o, setup);
  if (setup.lessons.empty()) throw std::runtime_error("no position to train on (every one skipped)");
  return setup;
}

int train(const Args& args) {
  Options o("train", train_options(), args);
  if (o.positional().size() != 1 || o.positional()[0] != "player@native")
    throw UsageError("PRO trains PLAYER's weights: veteran train player@native --positions FILE --weights-out W");
  if (o.list("--positions").empty()) throw UsageError("no positions: give --positions FILE (EPD with bm, or PGN)");
  const std::string out = o.text("--weights-out");
  if (out.empty()) throw UsageError("give --weights-out FILE for the trained weights");
  try {
    // What is written is checked before the training (util/io/output_file.hpp).
    io::check_writable(out, "the weights");
    if (o.given("--plot")) io::check_writable(o.text("--plot"), "the learning curve");
    TrainingSetup setup = training_setup(o);
    const auto& lessons = setup.lessons;
    const auto& tests = setup.tests;
    const auto& skipped = setup.skipped;
    const auto& start = setup.start;
    const auto& options = setup.options;
    std::printf("PRO (a reconstruction), %s, LA=%lld%s: %zu positions",
                options.critic ? "with a critic" : "with a teacher", options.la,
                options.critic ? (", LE=" + std::to_string(options.le)).c_str() : "", lessons.size());
    if (!skipped.empty()) std::printf(" (%zu skipped: the first %s)", skipped.size(), skipped.front().c_str());
    std::printf("\n");
    const auto training = engines::player::train(lessons, start, options, [](const engines::player::Pass& p) {
      std::printf(
          "pass %-3d %d positions: first %d (%.1f%%), first or second %d, top five %d, mean rank %.2f; weights "
          "%s%s\n",
          p.number, p.lessons, p.firsts, 100 * p.first_share(), p.top2, p.top5, p.mean_rank,
          weights_line(p.weights).c_str(),
          p.updates < 0 ? "" : ("; the next pass: " + std::to_string(p.updates) + " updates").c_str());
      std::fflush(stdout);
    });
    for (const auto& id : training.skipped)
      std::printf("skipped %s: its move is not one PLAYER plays (an under-promotion)\n", id.c_str());
    std::printf("%s after %zu passes; kept the weights of pass %zu (the most expert moves first or second)\n",
                training.converged ? "converged (a pass changed no weight)" : "stopped", training.passes.size() - 1,
                training.best);
    std::string made_by = "veteran train";
    for (const auto& a : args) made_by += " " + a;
    engines::player::write_weights(out, training.weights, made_by);
    std::printf("weights: %s\n", out.c_str());
    if (!tests.empty()) {
      const Ranking before = rank_all(tests, start), after = rank_all(tests, training.weights);
      std::printf("tested on %s (%d positions): first %d -> %d, first or second %d -> %d, mean rank %.2f -> %.2f\n",
                  o.text("--test").c_str(), after.positions, before.firsts, after.firsts, before.top2, after.top2,
                  before.positions ? static_cast<double>(before.rank_sum) / before.positions : 0,
                  after.positions ? static_cast<double>(after.rank_sum) / after.positions : 0);
    }
    if (o.given("--plot")) {
      write_plot(o.text("--plot"), training, options.critic ? "PRO with a critic" : "PRO with a teacher");
      std::printf("plot: %s\n", o.text("--plot").c_str());
    }
    return 0;
  } catch (const UsageError&) { throw; } catch (const std::exception& e) {
    std::fprintf(stderr, "veteran train: %s\n", e.what());
    return 1;
  }
}

}  // namespace veteran::cli
