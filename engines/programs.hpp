// The programs veteran plays itself, one entry each: the one place for what
// veteran knows of a program (its machine, referee, image, levels and their
// times, its native twin, the move `veteran bench` times). Commands, the
// tournament and the GUI find programs here and make engines through
// engines/registry/make_engine.hpp. A new program needs an entry here, its
// referee (engines/referee/scripts/) and its image in roms-manifest/
// (docs/referees.md walks through one).
#pragma once

#include <string>
#include <vector>

namespace veteran::engines {

// A program's levels as the program itself offers them, 1..max, and the
// emulated seconds a move usually takes at each on its original machine:
// a time control picks the strongest level whose time fits its budget.
struct ProgramLevels {
  int max = 0;
  std::vector<double> seconds{};
  int usual = 0;  // with no time control and no level chosen (0: max)
};

// What a program is for: playing games, or finding mates (it plays a game
// only when asked, with the best move its search has).
enum class ProgramKind { player, mate_finder };

struct PeriodProgram {
  std::string id{};       // "sargon@jupiter3"
  std::string machine{};  // "jupiter3"; "native" for a reimplementation in C++
  std::string name{}, author{};
  ProgramLevels levels{};  // a native twin plays by its original's levels and times
  std::string twin{};      // the other form of the same program: the native reimplementation of
                           // an original, the original of a native one ("" if none)
  // An original on its emulated machine:
  std::string referee{};         // its referee script (engines/referee/scripts/)
  std::string image_set{};       // its image's set in roms-manifest/ ("mchess")
  double max_think_seconds = 0;  // emulated seconds without a reply that count as a hang
  // What `veteran bench` times: a move at this level (0: the strongest),
  // after these moves and the opponent's answer to the program's reply.
  int bench_level = 0;
  std::string bench_moves{}, bench_reply{};
  // Settings of its own a user may give as KEY=VALUE after its id ("player@native weights=FILE").
  std::vector<std::string> settings{};
  ProgramKind kind = ProgramKind::player;  // the default tournament enters players only

  bool native() const { return machine == "native"; }
};

const std::vector<PeriodProgram>& period_programs();
// nullptr if there is no such program.
const PeriodProgram* find_program(const std::string& id);
// Throws std::invalid_argument naming the programs there are.
const PeriodProgram& program(const std::string& id);
// The original of a native reimplementation; an original itself. A native
// twin plays by its original's levels and times and is benchmarked on its move.
const PeriodProgram& original_of(const PeriodProgram& program);
const ProgramLevels& levels_of(const PeriodProgram& program);
// Whether `key` is a setting `program` takes; std::invalid_argument naming the
// programs that take it (or that none does) when not.
void check_setting(const PeriodProgram& program, const std::string& key);
// "microchess@kim1, sargon@jupiter3, ...", for messages.
std::string program_list();

}  // namespace veteran::engines
