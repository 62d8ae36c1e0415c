// Builds a machine by name (machine_table.hpp), with its ROMs from the
// user's rompath.
#pragma once

#include "emu/machines/machine_table.hpp"

#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace veteran::emu {

// By name or alias. Throws std::runtime_error (unknown machine; ROMs missing or of the wrong
// length, with the audit's words). Wrong checksums are passed to `warn`.
std::unique_ptr<Machine> create_machine(const std::string& name, const std::vector<std::filesystem::path>& rompath,
                                        const std::function<void(const std::string&)>& warn);

}  // namespace veteran::emu
