// CpuView for each core: registers from the core's State, instructions from
// its disassembler over a peek without side effects on devices (a machine's
// Machine::peek, or a test rig's memory).
#pragma once

#include "cores/avr8/avr8.hpp"
#include "cores/avr8/disassembler.hpp"
#include "cores/f8/disassembler.hpp"
#include "cores/f8/f8.hpp"
#include "cores/i8080/disassembler.hpp"
#include "cores/i8080/i8080.hpp"
#include "cores/mos6502/disassembler.hpp"
#include "cores/mos6502/mos6502.hpp"
#include "cores/z80/disassembler.hpp"
#include "cores/z80/z80.hpp"
#include "emu/debug/cpu_view.hpp"
#include "emu/machine.hpp"

#include <functional>
#include <set>
#include <sstream>

namespace veteran::emu {

using Peek = std::function<uint8_t(uint16_t)>;

namespace detail {
// Flag letters, upper case when set; '-' for bits without a name.
inline std::string flag_letters(uint8_t value, const char* names) {
  std::string s;
  for (int bit = 7; bit >= 0; --bit) {
    char c = names[7 - bit];
    s += c == '-' ? '-' : (value >> bit & 1) ? c : static_cast<char>(c - 'A' + 'a');
  }
  return s;
}
// Whether an instruction's first word is one of `calls`.
inline bool first_word_in(const std::string& text, const std::set<std::string>& calls) {
  return calls.count(text.substr(0, text.find(' '))) > 0;
}
inline Peek peek_of(Machine& m) {
  return [&m](uint16_t a) { return m.peek(a); };
}
}  // namespace detail

// What every core's view holds: the core, and a peek for its disassembler.
template <class Core>
class CoreView : public CpuView {
 public:
  CoreView(const Core& cpu, Machine& machine) : cpu_(cpu), peek_(detail::peek_of(machine)) {}
  CoreView(const Core& cpu, Peek peek) : cpu_(cpu), peek_(std::move(peek)) {}

 protected:
  const Core& cpu_;
  Peek peek_;
};

template <class Bus>
class Mos6502View : public CoreView<mos6502::Cpu<Bus>> {
 public:
  using CoreView<mos6502::Cpu<Bus>>::CoreView;
  const char* cpu() const override { return "6502"; }
  std::vector<CpuRegister> registers() const override {
    const auto& r = this->cpu_.r;
    return {{"A", r.a, 8}, {"X", r.x, 8}, {"Y", r.y, 8}, {"S", r.s, 8}, {"P", r.p, 8}, {"PC", r.pc, 16}};
  }
  std::string flags() const override { return detail::flag_letters(this->cpu_.r.p, "NV-BDIZC"); }
  uint16_t pc() const override { return this->cpu_.r.pc; }
  uint16_t sp() const override { return static_cast<uint16_t>(0x100 | this->cpu_.r.s); }
  uint16_t stack_top() const override { return static_cast<uint16_t>(0x100 | ((this->cpu_.r.s + 1) & 0xFF)); }
  Instruction disassemble(uint16_t address) const override {
    auto d = mos6502::disassemble(address, this->peek_);
    return {d.text, d.length, detail::first_word_in(d.text, {"JSR"})};
  }
};

template <class Bus>
class Z80View : public CoreView<z80::Cpu<Bus>> {
 public:
  using CoreView<z80::Cpu<Bus>>::CoreView;
  const char* cpu() const override { return "Z80"; }
  std::vector<CpuRegister> registers() const override {
    const auto& r = this->cpu_.r;
    auto pair = [](uint8_t hi, uint8_t lo) { return static_cast<unsigned>(hi << 8 | lo); };
    return {{"AF", pair(r.a, r.f), 16},
            {"BC", pair(r.b, r.c), 16},
            {"DE", pair(r.d, r.e), 16},
            {"HL", pair(r.h, r.l), 16},
            {"IX", r.ix, 16},
            {"IY", r.iy, 16},
            {"SP", r.sp, 16},
            {"PC", r.pc, 16},
            {"AF'", r.af_, 16},
            {"BC'", r.bc_, 16},
            {"DE'", r.de_, 16},
            {"HL'", r.hl_, 16},
            {"I", r.i, 8},
            {"R", r.r, 8},
            {"IM", r.im, 8},
            {"IFF1", r.iff1, 1}};
  }
  std::string flags() const override { return detail::flag_letters(this->cpu_.r.f, "SZYHXPNC"); }
  uint16_t pc() const override { return this->cpu_.r.pc; }
  uint16_t sp() const override { return this->cpu_.r.sp; }
  Instruction disassemble(uint16_t address) const override {
    auto d = z80::disassemble(address, this->peek_);
    return {d.text, d.length, detail::first_word_in(d.text, {"CALL", "RST"})};
  }
};

template <class Bus>
class I8080View : public CoreView<i8080::Cpu<Bus>> {
 public:
  using CoreView<i8080::Cpu<Bus>>::CoreView;
  const char* cpu() const override { return "8080"; }
  std::vector<CpuRegister> registers() const override {
    const auto& r = this->cpu_.r;
    auto pair = [](uint8_t hi, uint8_t lo) { return static_cast<unsigned>(hi << 8 | lo); };
    return {{"A", r.a, 8},
            {"F", r.f, 8},
            {"BC", pair(r.b, r.c), 16},
            {"DE", pair(r.d, r.e), 16},
            {"HL", pair(r.h, r.l), 16},
            {"SP", r.sp, 16},
            {"PC", r.pc, 16},
            {"INTE", r.inte, 1}};
  }
  std::string flags() const override { return detail::flag_letters(this->cpu_.r.f, "SZ-A-P-C"); }
  uint16_t pc() const override { return this->cpu_.r.pc; }
  uint16_t sp() const override { return this->cpu_.r.sp; }
  Instruction disassemble(uint16_t address) const override {
    auto d = i8080::disassemble(address, this->peek_);
    // CALL, the conditional calls (CNZ ... CM; not CMP, CMA, CMC, CPI) and RST.
    return {
        d.text, d.length,
        detail::first_word_in(d.text, {"CALL", "*CALL", "RST", "CNZ", "CZ", "CNC", "CC", "CPO", "CPE", "CP", "CM"})};
  }
};

// The F8 keeps its return address in PC1, not on a stack (a POP leaves it
// there): sp() is 0, so "step over" a PI or PK ends at the next instruction.
template <class Bus>
class F8View : public CoreView<f8::Cpu<Bus>> {
 public:
  using CoreView<f8::Cpu<Bus>>::CoreView;
  const char* cpu() const override { return "F8"; }
  std::vector<CpuRegister> registers() const override {
    const auto& r = this->cpu_.r;
    std::vector<CpuRegister> out = {{"A", r.a, 8},      {"W", r.w, 8},      {"IS", r.is, 8},   {"PC0", r.pc0, 16},
                                    {"PC1", r.pc1, 16}, {"DC0", r.dc0, 16}, {"DC1", r.dc1, 16}};
    for (int i = 0; i < 16; ++i) out.push_back({"R" + std::to_string(i), r.r[static_cast<size_t>(i)], 8});
    return out;
  }
  std::string flags() const override { return detail::flag_letters(this->cpu_.r.w, "---IOZCS"); }
  uint16_t pc() const override { return this->cpu_.r.pc0; }
  uint16_t sp() const override { return 0; }
  Instruction disassemble(uint16_t address) const override {
    auto d = f8::disassemble(address, this->peek_);
    return {d.text, d.length, detail::first_word_in(d.text, {"PI", "PK"})};
  }
};

// The AVR: a Harvard CPU. Its program is in flash, read a word at a time; the
// view gives program addresses in bytes (as avr-objdump lists them, PC x 2),
// the data space (registers, I/O, SRAM) through the machine's peek.
template <class Bus>
class Avr8View : public CpuView {
 public:
  using Flash = std::function<uint16_t(uint16_t word)>;
  Avr8View(const avr8::Cpu<Bus>& cpu, Flash flash) : cpu_(cpu), flash_(std::move(flash)) {}
  const char* cpu() const override { return "AVR"; }
  std::vector<CpuRegister> registers() const override {
    const auto& r = cpu_.r;
    std::vector<CpuRegister> regs;
    auto pair = [&r](int low) {
      return static_cast<unsigned>(r.reg[static_cast<size_t>(low)] | r.reg[static_cast<size_t>(low + 1)] << 8);
    };
    regs.push_back({"PC", pc(), 16});
    regs.push_back({"SP", r.sp, 16});
    regs.push_back({"X", pair(26), 16});
    regs.push_back({"Y", pair(28), 16});
    regs.push_back({"Z", pair(30), 16});
    for (int i = 0; i < 32; ++i) regs.push_back({"R" + std::to_string(i), r.reg[static_cast<size_t>(i)], 8});
    return regs;
  }
  std::string flags() const override { return detail::flag_letters(cpu_.r.sreg, "ITHSVNZC"); }
  uint16_t pc() const override { return static_cast<uint16_t>(cpu_.r.pc * 2); }
  uint16_t sp() const override { return cpu_.r.sp; }
  // SP points below the last byte pushed (PUSH stores, then decrements).
  uint16_t stack_top() const override { return static_cast<uint16_t>(cpu_.r.sp + 1); }
  Instruction disassemble(uint16_t address) const override {
    auto d = avr8::disassemble(static_cast<uint16_t>(address / 2), flash_);
    return {d.text, d.words * 2, detail::first_word_in(d.text, {"call", "rcall", "icall"})};
  }
  int program_byte(uint16_t address) const override {
    const uint16_t word = flash_(static_cast<uint16_t>(address / 2));
    return address % 2 ? word >> 8 : word & 0xFF;
  }

 private:
  const avr8::Cpu<Bus>& cpu_;
  Flash flash_;
};

}  // namespace veteran::emu
