// Numbers as a debugger writes and reads them: upper-case hexadecimal of a
// fixed width, and hexadecimal as MAME reads it ($ or 0x may lead).
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace veteran::emu {

// `value` as `digits` upper-case hexadecimal digits ("0200").
std::string hex(unsigned value, int digits);
// A hexadecimal number of up to `max_digits` digits, spaces around it allowed; nullopt if it is not one.
std::optional<unsigned> parse_hex(std::string_view text, size_t max_digits = 8);

}  // namespace veteran::emu
