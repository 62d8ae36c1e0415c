// CpuView for each core: registers from the core's State, instructions from
// its disassembler over the machine's peek (no side effects on devices).
#pragma once

#include "veteran/cores/mos6502/disassembler.hpp"
#include "veteran/cores/mos6502/mos6502.hpp"
#include "veteran/cores/z80/disassembler.hpp"
#include "veteran/cores/z80/z80.hpp"
#include "veteran/emu/debug/cpu_view.hpp"
#include "veteran/emu/machine.hpp"

namespace veteran::emu {

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
}  // namespace detail

template <class Bus>
class Mos6502View : public CpuView {
 public:
  Mos6502View(const mos6502::Cpu<Bus>& cpu, Machine& machine) : cpu_(cpu), machine_(machine) {}
  const char* cpu() const override { return "6502"; }
  std::vector<CpuRegister> registers() const override {
    const auto& r = cpu_.r;
    return {{"A", r.a, 8}, {"X", r.x, 8}, {"Y", r.y, 8}, {"S", r.s, 8}, {"P", r.p, 8}, {"PC", r.pc, 16}};
  }
  std::string flags() const override { return detail::flag_letters(cpu_.r.p, "NV-BDIZC"); }
  uint16_t pc() const override { return cpu_.r.pc; }
  uint16_t sp() const override { return static_cast<uint16_t>(0x100 | cpu_.r.s); }
  Instruction disassemble(uint16_t address) const override {
    auto d = mos6502::disassemble(address, [this](uint16_t a) { return machine_.peek(a); });
    return {d.text, d.length, d.text.rfind("JSR", 0) == 0};
  }

 private:
  const mos6502::Cpu<Bus>& cpu_;
  Machine& machine_;
};

template <class Bus>
class Z80View : public CpuView {
 public:
  Z80View(const z80::Cpu<Bus>& cpu, Machine& machine) : cpu_(cpu), machine_(machine) {}
  const char* cpu() const override { return "Z80"; }
  std::vector<CpuRegister> registers() const override {
    const auto& r = cpu_.r;
    auto pair = [](uint8_t hi, uint8_t lo) { return static_cast<unsigned>(hi << 8 | lo); };
    return {{"AF", pair(r.a, r.f), 16}, {"BC", pair(r.b, r.c), 16}, {"DE", pair(r.d, r.e), 16},
            {"HL", pair(r.h, r.l), 16}, {"IX", r.ix, 16},           {"IY", r.iy, 16},
            {"SP", r.sp, 16},          {"PC", r.pc, 16},           {"AF'", r.af_, 16},
            {"BC'", r.bc_, 16},        {"DE'", r.de_, 16},         {"HL'", r.hl_, 16},
            {"I", r.i, 8},             {"R", r.r, 8},              {"IM", r.im, 8},
            {"IFF1", r.iff1, 1}};
  }
  std::string flags() const override { return detail::flag_letters(cpu_.r.f, "SZYHXPNC"); }
  uint16_t pc() const override { return cpu_.r.pc; }
  uint16_t sp() const override { return cpu_.r.sp; }
  Instruction disassemble(uint16_t address) const override {
    auto d = z80::disassemble(address, [this](uint16_t a) { return machine_.peek(a); });
    bool call = d.text.rfind("CALL", 0) == 0 || d.text.rfind("RST", 0) == 0;
    return {d.text, d.length, call};
  }

 private:
  const z80::Cpu<Bus>& cpu_;
  Machine& machine_;
};

}  // namespace veteran::emu
