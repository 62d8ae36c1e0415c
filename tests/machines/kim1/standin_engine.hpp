// microchess@kim1 on the stand-in KIM-1 with our stand-in chess program
// (tests/machines/kim1/standin_chess.s), which answers the moves of one
// fixed game by the number of replies it has given.
#pragma once

#include "engines/emulated/emulated_engine.hpp"
#include "engines/programs.hpp"

#include <memory>
#include <string>
#include <vector>

namespace veteran::engines {

inline std::unique_ptr<EmulatedEngine> kim1_standin_engine() {
  return std::make_unique<EmulatedEngine>(
      program("microchess@kim1"), std::vector<std::filesystem::path>{VETERAN_STANDIN_ROMPATH},
      std::vector<std::string>{std::string(VETERAN_STANDIN_CHESS) + "@0000"}, nullptr);
}

}  // namespace veteran::engines
