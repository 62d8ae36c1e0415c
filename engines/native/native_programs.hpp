// veteran's native reimplementations of the period programs, by program id.
#pragma once

#include "engine.hpp"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace veteran::engines {

struct NativeProgram {
  std::string id;  // "microchess@native"
  std::function<std::unique_ptr<Engine>()> make;
};

const std::vector<NativeProgram>& native_programs();

}  // namespace veteran::engines
