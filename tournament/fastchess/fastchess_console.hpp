// The lines fastchess 1.8.2 prints on stdout while it plays
// (`-output format=fastchess`): its Started/Finished lines, and every
// `-ratinginterval` pairs the block of pentanomial statistics (two engines)
// or its rating table (more). The formats are facts of fastchess's source
// (output_fastchess.hpp, the Elo and SPRT classes, the scoreboard), written
// here with veteran's own code; the figures come from the journal's games.
//
// fastchess reports pairs (pentanomial statistics over complete pairs of
// games only: the two games of one opening, colours reversed) when each
// encounter is two games (-games 2, its default) and the SPRT's model is not
// bayesian; otherwise every game counts, as wins, losses and draws, and the
// block comes every -ratinginterval games (reports_pairs).
#pragma once

#include "engines/play/time_control.hpp"
#include "tournament/journal.hpp"
#include "tournament/statistics/match_report.hpp"
#include "tournament/statistics/match_statistics.hpp"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace veteran::tournament::fastchess_console {

// fastchess's words for how a game ended, from cutechess-cli's (which the
// journal keeps): "White makes an illegal move" without the move, and so on.
std::string description(const std::string& cutechess_words);

// "Finished game 3 (A vs B): 1-0 {White mates}\n"
std::string finished(const JournalEntry& game);

// What the head-to-head block's first line names: the time control as
// fastchess writes it ("10+0.1", "0.5/move", "6 plies", "1000 nodes"; two
// differing ones "A - B"), the Threads and Hash options ("NULL" when not
// set) and the openings file's name.
struct Matchup {
  std::string tc, threads = "NULL", hash = "NULL", book;
};
std::string time_control_text(const engines::TimeControl& tc);
// "1t" / "NULL", "16MB" / "NULL", from an engine's options.
std::string threads_text(const std::map<std::string, std::string>& options);
std::string hash_text(const std::map<std::string, std::string>& options);

// Whether fastchess reports pairs: two games an encounter, and no bayesian SPRT.
bool reports_pairs(int games_per_encounter, const std::optional<SprtSettings>& sprt);
// What fastchess says on stdout before its first game: that the bayesian
// model turns the pairs off (when there would be pairs); "" if nothing.
std::string start_warnings(int games_per_encounter, const std::optional<SprtSettings>& sprt);

// The interval block: dashes, then for two engines "Results of A vs B
// (...)", Elo, LOS, Games and (with pairs) Ptnml lines, and the SPRT's LLR
// line when there is one; for more engines the rating table. Ends with the dashes.
std::string interval(const std::vector<std::string>& names, const std::map<int, JournalEntry>& games,
                     const Matchup& matchup, const std::optional<SprtSettings>& sprt, bool pairs);

// The SPRT's LLR as fastchess reckons it: over complete pairs, pentanomial;
// without pairs over the games, trinomial.
double sprt_llr(const MatchTally& tally, const SprtSettings& sprt, bool pairs);

// "SPRT ([0.00, 5.00]) completed - H1 was accepted\n"
std::string sprt_completed(const SprtSettings& sprt, SprtDecision decision);

// When fastchess prints the block after the game just finished: with pairs,
// when it completes a pair whose number (1-based) is a multiple of
// `interval`; without, when the games finished (`finished`, this one among
// them) are a multiple of it.
bool interval_due(const JournalEntry& game, const std::map<int, JournalEntry>& games, int interval, bool pairs,
                  size_t finished);

}  // namespace veteran::tournament::fastchess_console
