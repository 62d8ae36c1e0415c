// What a debugger sees of a machine's CPU: its registers and flags, its
// program counter, and its instructions as the project's disassemblers read
// them. A machine offers one through Debuggable::cpu_view(); the views adapt a
// core (mos6502_view.hpp, z80_view.hpp) without the core knowing of machines.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace veteran::emu {

struct CpuRegister {
  std::string name;  // "A", "PC", "HL'"
  unsigned value = 0;
  int bits = 8;
};

struct Instruction {
  std::string text;   // "JSR $1F6A"
  int length = 1;     // bytes
  bool call = false;  // a subroutine call (JSR, CALL, RST): what "step over" runs through
};

class CpuView {
 public:
  virtual ~CpuView() = default;
  virtual const char* cpu() const = 0;  // "6502", "Z80"
  virtual std::vector<CpuRegister> registers() const = 0;
  // The flags as letters, upper case when set ("Nv-bdIZc").
  virtual std::string flags() const = 0;
  virtual uint16_t pc() const = 0;
  virtual uint16_t sp() const = 0;
  // Where the last byte pushed is (the 6502's S points below it); sp() elsewhere.
  virtual uint16_t stack_top() const { return sp(); }
  virtual Instruction disassemble(uint16_t address) const = 0;
  // A Harvard CPU's program memory, a byte: where its instructions are, apart
  // from the data the machine's peek reads (-1: the program is in that memory).
  virtual int program_byte(uint16_t /*address*/) const { return -1; }
};

}  // namespace veteran::emu
