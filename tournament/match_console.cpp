#include "tournament/match_console.hpp"

#include "tournament/cutechess/cutechess_console.hpp"
#include "tournament/fastchess/fastchess_console.hpp"
#include "tournament/statistics/standings.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>

namespace veteran::tournament {
namespace {

// What cutechess-cli calls an engine given no name= until it says its own: its protocol's class.
std::string class_name_until_named(const EngineEntry& entry) {
  if (!entry.name_from_engine) return entry.name;
  return entry.spec.external.protocol == "uci" ? "UciEngine" : "XboardEngine";
}

// veteran's own: a progress line a game on stderr, the match report every -ratinginterval games
// (two engines), the reason a match stops, and at the end what was played, where it is kept, the
// standings and, for two engines, the match statistics.
class VeteranConsole : public MatchConsole {
 public:
  using MatchConsole::MatchConsole;

  void ends_by_engine(int number, const JournalEntry& entry, const GameRecord& rec) override {
    progress_ << "game " << number << " (" << entry.white << " vs " << entry.black << ") ended as " << rec.reason
              << "; the match ends there, as without -recover (which restarts the engine and plays on)\n";
  }

  std::string kept(const KeptGame& g, bool) override {
    const TournamentConfig& c = ev_.config;
    char line[512];
    std::snprintf(line, sizeof line, "[%zu/%zu] %s - %s: %s (%s), %zu plies | %.1f s", g.done, ev_.schedule.size(),
                  g.entry.white.c_str(), g.entry.black.c_str(), g.rec.result.c_str(), g.rec.reason.c_str(),
                  g.rec.pgn.moves.size(), g.seconds);
    progress_ << line << "\n";
    if (g.tally && c.rating_interval > 0 && g.done % static_cast<size_t>(c.rating_interval) == 0)
      progress_ << match_report(ev_.names, *g.tally, c.sprt);
    progress_ << std::flush;
    return "";
  }

  void sprt_stops(SprtDecision decision, size_t done) override {
    progress_ << "SPRT: " << to_string(decision) << " after " << done << " games; the match stops\n" << std::flush;
  }

  void finished(const MatchEnd& end) override {
    const TournamentConfig& c = ev_.config;
    const auto& games = end.journal.games();
    // Fewer than scheduled when an SPRT stopped the match.
    const size_t played_now = games.size() - end.played_before;
    out_ << c.event << ": " << games.size() << " of " << ev_.schedule.size() << " games (" << played_now
         << " played now in " << std::fixed;
    out_.precision(1);
    out_ << end.seconds << " s";
    if (played_now > 0 && end.seconds > 0)
      out_ << ", " << std::llround(static_cast<double>(played_now) * 3600.0 / end.seconds) << " games per hour";
    out_ << "; " << end.starts << " engine start" << (end.starts == 1 ? "" : "s") << ")\n";
    if (!c.pgn.empty()) out_ << "PGN: " << c.pgn << "\n";
    if (!c.epd_out.empty()) out_ << "EPD: " << c.epd_out << "\n";
    if (!end.temporary_journal && !c.pgn_append) out_ << "Journal: " << ev_.journal_file << "\n";
    out_ << "\n" << standings_report(ev_.names, games);
    if (c.pairing == Pairing::knockout)
      out_ << "\n" << knockout_report(knockout_so_far(c, ev_.openings.size(), games), ev_.names);
    if (ev_.names.size() == 2) out_ << "\n" << match_report(ev_.names, tally_match(ev_.names[0], games), c.sprt);
  }
};

// cutechess-cli's: everything a log parser reads on stdout (-debug too): Started game, Finished
// game and Score lines, the rating list every -ratinginterval games and the outcomes every
// -outcomeinterval, "Terminating process" for an engine ended, and its lines as the match ends.
class CutechessConsole : public MatchConsole {
 public:
  using MatchConsole::MatchConsole;

  std::ostream& io_stream() override { return out_; }
  EngineIoLog::Layout io_layout() const override { return EngineIoLog::Layout::cutechess; }
  std::string name_before_start(const EngineEntry& entry) const override { return class_name_until_named(entry); }
  bool prints_engine_warnings() const override { return true; }

  void started(int number, const ScheduledGame& s) override {
    const TournamentConfig& c = ev_.config;
    // A knockout's count is cutechess's estimate, growing as encounters are extended.
    const size_t total = c.pairing == Pairing::knockout
                             ? std::max<size_t>(static_cast<size_t>(cutechess_knockout_games(
                                                    static_cast<int>(c.engines.size()), std::max(1, c.games))),
                                                static_cast<size_t>(number))
                             : ev_.schedule.size();
    out_ << cutechess_console::started(number, total, ev_.names[static_cast<size_t>(s.white)],
                                       ev_.names[static_cast<size_t>(s.black)])
         << std::flush;
  }

  // cutechess-cli plays no game with a player that did not start: the match ends there, as a
  // finished one, the engine named as it stood (its protocol's class when it has no name=; fastchess's too).
  bool failed_to_start(const EngineEntry& failed, int process) override {
    const std::string shown = class_name_until_named(failed);
    progress_ << "Warning: Could not initialize player " << shown << ": \n" << std::flush;
    terminated(shown, process);
    return true;
  }

  void terminated(const std::string& engine, int process) override {
    out_ << "Terminating process of engine " << engine << "(" << process << ")\n" << std::flush;
  }

  // The last game's lines come after "Finished match", as cutechess-cli prints them.
  std::string kept(const KeptGame& g, bool last) override {
    const TournamentConfig& c = ev_.config;
    std::string text = cutechess_console::finished(g.entry, ev_.names, g.tally);
    if (c.rating_interval > 0 && g.done % static_cast<size_t>(c.rating_interval) == 0) text += results(g.games);
    if (c.outcome_interval > 0 && g.done % static_cast<size_t>(c.outcome_interval) == 0)
      text += cutechess_console::outcomes(ev_.names, g.games);
    if (last) return text;
    out_ << text << std::flush;
    return "";
  }

  // The rating list and the outcomes unless their interval has just printed them.
  void finished(const MatchEnd& end) override {
    const TournamentConfig& c = ev_.config;
    const auto& games = end.journal.games();
    if (c.rating_interval == 0 || games.size() % static_cast<size_t>(c.rating_interval) != 0) out_ << results(games);
    if (c.outcome_interval == 0 || games.size() % static_cast<size_t>(c.outcome_interval) != 0)
      out_ << cutechess_console::outcomes(ev_.names, games);
    out_ << "Finished match\n" << end.last_lines << std::flush;
  }

 private:
  // cutechess-cli's rating list of the event so far.
  std::string results(const std::map<int, JournalEntry>& games) const {
    const TournamentConfig& c = ev_.config;
    if (c.pairing == Pairing::knockout)
      return cutechess_console::knockout_bracket(knockout_so_far(c, ev_.openings.size(), games), ev_.names);
    return cutechess_console::results(ev_.names, games, c.sprt, c.pairing == Pairing::gauntlet, c.seeds);
  }
};

// fastchess's: cutechess-cli's game lines (its log parsers read both), its I/O log in veteran's
// layout, its block every -ratinginterval pairs or games and after the last game, its SPRT on
// what the block shows, the verdict once, and its Total Time.
class FastchessConsole : public CutechessConsole {
 public:
  FastchessConsole(const Event& ev, std::ostream& out, std::ostream& progress)
      : CutechessConsole(ev, out, progress), matchup_(matchup(ev)) {
    const TournamentConfig& c = ev.config;
    pairs_ = fastchess_console::reports_pairs(per_encounter(c), c.sprt);
  }

  EngineIoLog::Layout io_layout() const override { return EngineIoLog::Layout::veteran; }
  std::string name_before_start(const EngineEntry& entry) const override { return entry.name; }

  void opening() override { out_ << fastchess_console::start_warnings(per_encounter(ev_.config), ev_.config.sprt); }

  SprtDecision sprt(const MatchTally& tally, const SprtSettings& settings) const override {
    return sprt_decision(fastchess_console::sprt_llr(tally, settings, pairs_), settings);
  }

  std::string kept(const KeptGame& g, bool) override {
    const TournamentConfig& c = ev_.config;
    const int interval = c.rating_interval > 0 ? c.rating_interval : 10;
    std::string text = fastchess_console::finished(g.entry);
    if (fastchess_console::interval_due(g.entry, g.games, interval, pairs_, g.done) || g.done == ev_.schedule.size())
      text += fastchess_console::interval(ev_.names, g.games, matchup_, c.sprt, pairs_);
    if (g.decision != SprtDecision::carry_on && !sprt_told_) {
      sprt_told_ = true;
      text += fastchess_console::interval(ev_.names, g.games, matchup_, c.sprt, pairs_) +
              fastchess_console::sprt_completed(*c.sprt, g.decision);
    }
    out_ << text << std::flush;
    return "";
  }

  // Its last block came with the last game.
  void finished(const MatchEnd& end) override {
    const auto whole = static_cast<long long>(end.seconds);
    char line[128];
    std::snprintf(line, sizeof line, "Total Time: %02lld:%02lld:%02lld (hours:minutes:seconds)\n\n", whole / 3600,
                  whole / 60 % 60, whole % 60);
    out_ << "Finished match\n" << line << std::flush;
  }

 private:
  fastchess_console::Matchup matchup_;
  bool pairs_ = true;       // fastchess's pentanomial report (fastchess_console::reports_pairs)
  bool sprt_told_ = false;  // the verdict is printed once

  static int per_encounter(const TournamentConfig& c) { return c.encounter_games > 0 ? c.encounter_games : c.games; }

  // What its block names of a two-engine match: the time controls, Threads and Hash, the openings file.
  static fastchess_console::Matchup matchup(const Event& ev) {
    const TournamentConfig& c = ev.config;
    fastchess_console::Matchup m;
    std::string part[3][2];
    for (size_t i = 0; i < 2 && i < c.engines.size(); ++i) {
      const EngineEntry& e = c.engines[i];
      part[0][i] = fastchess_console::time_control_text(e.tc ? *e.tc : c.tc);
      part[1][i] = fastchess_console::threads_text(e.spec.external.options);
      part[2][i] = fastchess_console::hash_text(e.spec.external.options);
    }
    auto either = [](const std::string(&p)[2]) { return p[0] == p[1] ? p[0] : p[0] + " - " + p[1]; };
    m.tc = either(part[0]), m.threads = either(part[1]), m.hash = either(part[2]);
    m.book = std::filesystem::path(c.openings).filename().string();
    return m;
  }
};

}  // namespace

std::unique_ptr<MatchConsole> make_match_console(const Event& ev, std::ostream& out, std::ostream& progress) {
  switch (ev.config.output) {
    case OutputFormat::cutechess: return std::make_unique<CutechessConsole>(ev, out, progress);
    case OutputFormat::fastchess: return std::make_unique<FastchessConsole>(ev, out, progress);
    case OutputFormat::veteran: break;
  }
  return std::make_unique<VeteranConsole>(ev, out, progress);
}

}  // namespace veteran::tournament
