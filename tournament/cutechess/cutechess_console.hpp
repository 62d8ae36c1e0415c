// The lines cutechess-cli 1.5.1 prints on stdout while it plays, so that the
// scripts people parse its logs with read `veteran match` unchanged. The
// formats (facts of its output, checked against its source: EngineMatch and
// Tournament::results/outcomes) are written here with veteran's own code;
// the figures come from the journal's games.
#pragma once

#include "tournament/journal.hpp"
#include "tournament/knockout.hpp"
#include "tournament/statistics/match_report.hpp"
#include "tournament/statistics/match_statistics.hpp"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace veteran::tournament::cutechess_console {

// "Started game 3 of 10 (A vs B)\n"
std::string started(int number, size_t total, const std::string& white, const std::string& black);

// "Finished game 3 (A vs B): 1-0 {White mates}\n", and for a two-engine
// event (`score` given: the games so far, from the first engine's side)
// "Score of A vs B: 2 - 1 - 0  [0.667] 3\n".
std::string finished(const JournalEntry& game, const std::vector<std::string>& names, const MatchTally* score);

// The rating list: for two engines the first one's results by colour and
// the Elo line; for more, the table of the default -resultformat, its
// gauntlet players (the first `seeds`, at least one) on top when `gauntlet`.
// Then the SPRT line, printed by cutechess-cli with no SPRT too ("SPRT: llr
// 0 (0.0%), lbound -inf, ubound inf"). Ends with a newline.
std::string results(const std::vector<std::string>& names, const std::map<int, JournalEntry>& games,
                    const std::optional<SprtSettings>& sprt, bool gauntlet, int seeds);

// A knockout's rating list: the bracket, each round's winners (or "...")
// tab-indented beside their encounter, with the scores. Ends with a newline.
std::string knockout_bracket(const KnockoutState& state, const std::vector<std::string>& names);

// Each engine's games counted by how they ended ("Win: White mates": 2), as
// -outcomeinterval prints them. Ends with a newline.
std::string outcomes(const std::vector<std::string>& names, const std::map<int, JournalEntry>& games);

// A number as Qt's QString::arg(x, 0, 'f', decimals) writes it: "inf",
// "-inf", "nan", and no minus sign on a zero.
std::string qt_fixed(double x, int decimals);

}  // namespace veteran::tournament::cutechess_console
