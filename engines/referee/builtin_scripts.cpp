#include "engines/referee/builtin_scripts.hpp"

#include <utility>
#include <vector>

namespace veteran::embedded {
const std::vector<std::pair<std::string, std::string>>& referee_script_files();
}

namespace veteran::engines {

std::string builtin_script(const std::string& name) {
  for (const auto& [file, text] : embedded::referee_script_files())
    if (file == name) return text;
  return {};
}

}  // namespace veteran::engines
