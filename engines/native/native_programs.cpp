#include "native/native_programs.hpp"

#include "native/microchess_engine.hpp"
#include "native/sargon_engine.hpp"

namespace veteran::engines {

const std::vector<NativeProgram>& native_programs() {
  static const std::vector<NativeProgram> programs = {
      {"microchess@native", [] { return std::make_unique<NativeMicrochess>(); }},
      {"sargon@native", [] { return std::make_unique<NativeSargon>(); }},
  };
  return programs;
}

}  // namespace veteran::engines
