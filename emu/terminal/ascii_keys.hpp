// The keys of an ASCII keyboard or terminal, by the names `veteran run`,
// referees and the GUI use: any printable character as itself ("A", "e",
// "2", "-"), ENTER (RETURN), SPACE, BACKSPACE, LINEFEED, ESCAPE, and CTRL-A
// ... CTRL-Z. One table for every machine whose keyboard sends characters.
#pragma once

#include "emu/machine_info.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace veteran::emu {

// The character a key sends; nothing for an unknown name.
std::optional<uint8_t> ascii_key_code(const std::string& key);
std::vector<std::string> ascii_key_names();
// The keys that type no printing character but have a host key of their own
// (ENTER: Return), for a front end that takes typed text for the rest.
std::vector<Input> ascii_host_keys();
// For messages: "any printable character, ENTER, SPACE, ..."
extern const char* const kAsciiKeysHelp;

}  // namespace veteran::emu
