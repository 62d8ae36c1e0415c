// The referee scripts (engines/referee/scripts/*.lua), compiled into veteran.
#pragma once

#include <string>

namespace veteran::engines {

// The script's text, or "" if there is none of that name ("microchess-kim1.lua").
std::string builtin_script(const std::string& name);

}  // namespace veteran::engines
