// Table-driven AVR disassembler (Atmel's mnemonics as avr-objdump writes
// them, numbers in MAME's hexadecimal with '$'): the debugger's listing.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

namespace veteran::avr8 {

struct Disassembly {
  std::string text;  // e.g. "ldi r24, $3F"
  int words;         // 1 or 2
};

// The instruction at `pc` (a word address); `flash` reads program words.
Disassembly disassemble(uint16_t pc, const std::function<uint16_t(uint16_t)>& flash);

}  // namespace veteran::avr8
