#include "native/native_programs.hpp"

#include "native/microchess_engine.hpp"

namespace veteran::engines {

const std::vector<NativeProgram>& native_programs() {
  static const std::vector<NativeProgram> programs = {
      {"microchess@native", [] { return std::make_unique<NativeMicrochess>(); }},
  };
  return programs;
}

}  // namespace veteran::engines
