#include "cores/avr8/disassembler.hpp"

#include "cores/avr8/avr8.hpp"

#include <cstdio>

namespace veteran::avr8 {
namespace {

// How an instruction's operands are written, by kind.
enum class Form {
  none,
  d5,
  d5_r5,
  d4_k8,
  d4_r4_pairs,
  d3_r3,
  d5_ptr,
  ptr_r5,
  word_pair_k6,
  io5_bit,
  d5_io6,
  io6_r5,
  rel12,
  rel7,
  d5_bit,
  sreg_bit,
  lds,
  sts,
  long_target,
  d5_dq,
  dq_r5
};

struct Entry {
  Op op;
  const char* name;
  Form form;
  const char* pointer = "";  // "X+", "-Y", ... for the pointer forms; "Z"/"Y" for displacements
};

constexpr Entry kEntries[] = {
    {Op::nop, "nop", Form::none},
    {Op::movw, "movw", Form::d4_r4_pairs},
    {Op::muls, "muls", Form::d4_k8},
    {Op::mulsu, "mulsu", Form::d3_r3},
    {Op::fmul, "fmul", Form::d3_r3},
    {Op::fmuls, "fmuls", Form::d3_r3},
    {Op::fmulsu, "fmulsu", Form::d3_r3},
    {Op::cpc, "cpc", Form::d5_r5},
    {Op::sbc, "sbc", Form::d5_r5},
    {Op::add, "add", Form::d5_r5},
    {Op::cpse, "cpse", Form::d5_r5},
    {Op::cp, "cp", Form::d5_r5},
    {Op::sub, "sub", Form::d5_r5},
    {Op::adc, "adc", Form::d5_r5},
    {Op::and_, "and", Form::d5_r5},
    {Op::eor, "eor", Form::d5_r5},
    {Op::or_, "or", Form::d5_r5},
    {Op::mov, "mov", Form::d5_r5},
    {Op::cpi, "cpi", Form::d4_k8},
    {Op::sbci, "sbci", Form::d4_k8},
    {Op::subi, "subi", Form::d4_k8},
    {Op::ori, "ori", Form::d4_k8},
    {Op::andi, "andi", Form::d4_k8},
    {Op::ldi, "ldi", Form::d4_k8},
    {Op::ldd_z, "ldd", Form::d5_dq, "Z"},
    {Op::ldd_y, "ldd", Form::d5_dq, "Y"},
    {Op::std_z, "std", Form::dq_r5, "Z"},
    {Op::std_y, "std", Form::dq_r5, "Y"},
    {Op::lds, "lds", Form::lds},
    {Op::sts, "sts", Form::sts},
    {Op::ld_zi, "ld", Form::d5_ptr, "Z+"},
    {Op::ld_dz, "ld", Form::d5_ptr, "-Z"},
    {Op::ld_yi, "ld", Form::d5_ptr, "Y+"},
    {Op::ld_dy, "ld", Form::d5_ptr, "-Y"},
    {Op::ld_x, "ld", Form::d5_ptr, "X"},
    {Op::ld_xi, "ld", Form::d5_ptr, "X+"},
    {Op::ld_dx, "ld", Form::d5_ptr, "-X"},
    {Op::lpm_z, "lpm", Form::d5_ptr, "Z"},
    {Op::lpm_zi, "lpm", Form::d5_ptr, "Z+"},
    {Op::pop, "pop", Form::d5},
    {Op::st_zi, "st", Form::ptr_r5, "Z+"},
    {Op::st_dz, "st", Form::ptr_r5, "-Z"},
    {Op::st_yi, "st", Form::ptr_r5, "Y+"},
    {Op::st_dy, "st", Form::ptr_r5, "-Y"},
    {Op::st_x, "st", Form::ptr_r5, "X"},
    {Op::st_xi, "st", Form::ptr_r5, "X+"},
    {Op::st_dx, "st", Form::ptr_r5, "-X"},
    {Op::push, "push", Form::d5},
    {Op::com, "com", Form::d5},
    {Op::neg, "neg", Form::d5},
    {Op::swap, "swap", Form::d5},
    {Op::inc, "inc", Form::d5},
    {Op::asr, "asr", Form::d5},
    {Op::lsr, "lsr", Form::d5},
    {Op::ror, "ror", Form::d5},
    {Op::dec, "dec", Form::d5},
    {Op::jmp, "jmp", Form::long_target},
    {Op::call, "call", Form::long_target},
    {Op::bset, "bset", Form::sreg_bit},
    {Op::bclr, "bclr", Form::sreg_bit},
    {Op::ret, "ret", Form::none},
    {Op::reti, "reti", Form::none},
    {Op::sleep, "sleep", Form::none},
    {Op::break_, "break", Form::none},
    {Op::wdr, "wdr", Form::none},
    {Op::lpm, "lpm", Form::none},
    {Op::spm, "spm", Form::none},
    {Op::ijmp, "ijmp", Form::none},
    {Op::icall, "icall", Form::none},
    {Op::adiw, "adiw", Form::word_pair_k6},
    {Op::sbiw, "sbiw", Form::word_pair_k6},
    {Op::cbi, "cbi", Form::io5_bit},
    {Op::sbic, "sbic", Form::io5_bit},
    {Op::sbi, "sbi", Form::io5_bit},
    {Op::sbis, "sbis", Form::io5_bit},
    {Op::mul, "mul", Form::d5_r5},
    {Op::in, "in", Form::d5_io6},
    {Op::out, "out", Form::io6_r5},
    {Op::rjmp, "rjmp", Form::rel12},
    {Op::rcall, "rcall", Form::rel12},
    {Op::brbs, "brbs", Form::rel7},
    {Op::brbc, "brbc", Form::rel7},
    {Op::bld, "bld", Form::d5_bit},
    {Op::bst, "bst", Form::d5_bit},
    {Op::sbrc, "sbrc", Form::d5_bit},
    {Op::sbrs, "sbrs", Form::d5_bit},
};

// The branches on one SREG bit as the assembler names them (brcs, breq, ...).
constexpr const char* kBranchSet[] = {"brcs", "breq", "brmi", "brvs", "brlt", "brhs", "brts", "brie"};
constexpr const char* kBranchClear[] = {"brcc", "brne", "brpl", "brvc", "brge", "brhc", "brtc", "brid"};
constexpr const char* kSet[] = {"sec", "sez", "sen", "sev", "ses", "seh", "set", "sei"};
constexpr const char* kClear[] = {"clc", "clz", "cln", "clv", "cls", "clh", "clt", "cli"};

std::string hex(unsigned v, int digits) {
  char b[16];
  std::snprintf(b, sizeof b, "$%0*X", digits, v);
  return b;
}

}  // namespace

Disassembly disassemble(uint16_t pc, const std::function<uint16_t(uint16_t)>& flash) {
  const uint16_t op = flash(pc);
  const Op o = decode_table()[op];
  const Entry* e = nullptr;
  for (const Entry& x : kEntries)
    if (x.op == o) e = &x;
  if (!e) return {".dw " + hex(op, 4), 1};
  const int d5 = (op >> 4) & 0x1F, r5 = (op & 0x0F) | ((op >> 5) & 0x10), d4 = 16 + ((op >> 4) & 0x0F);
  const int k8 = (op & 0x0F) | ((op >> 4) & 0xF0), bit = op & 7;
  const auto reg = [](int n) { return "r" + std::to_string(n); };
  std::string name = e->name, args;
  int words = 1;
  switch (e->form) {
    case Form::none: break;
    case Form::d5: args = reg(d5); break;
    case Form::d5_r5: args = reg(d5) + ", " + reg(r5); break;
    case Form::d4_k8:
      args =
          o == Op::muls ? reg(d4) + ", " + reg(16 + (op & 0x0F)) : reg(d4) + ", " + hex(static_cast<unsigned>(k8), 2);
      break;
    case Form::d4_r4_pairs: args = reg(((op >> 4) & 0xF) * 2) + ", " + reg((op & 0xF) * 2); break;
    case Form::d3_r3: args = reg(16 + ((op >> 4) & 7)) + ", " + reg(16 + (op & 7)); break;
    case Form::d5_ptr: args = reg(d5) + ", " + e->pointer; break;
    case Form::ptr_r5: args = std::string(e->pointer) + ", " + reg(d5); break;
    case Form::d5_dq:
    case Form::dq_r5: {
      const int q = (op & 7) | ((op >> 7) & 0x18) | ((op >> 8) & 0x20);
      const std::string at = std::string(e->pointer) + "+" + std::to_string(q);
      if (q == 0) name = e->form == Form::d5_dq ? "ld" : "st";
      const std::string place = q == 0 ? std::string(e->pointer) : at;
      args = e->form == Form::d5_dq ? reg(d5) + ", " + place : place + ", " + reg(d5);
      break;
    }
    case Form::word_pair_k6:
      args = reg(24 + ((op >> 4) & 3) * 2) + ", " + hex(static_cast<unsigned>((op & 0x0F) | ((op >> 2) & 0x30)), 2);
      break;
    case Form::io5_bit: args = hex((op >> 3) & 0x1F, 2) + ", " + std::to_string(bit); break;
    case Form::d5_io6: args = reg(d5) + ", " + hex(static_cast<unsigned>((op & 0x0F) | ((op >> 5) & 0x30)), 2); break;
    case Form::io6_r5: args = hex(static_cast<unsigned>((op & 0x0F) | ((op >> 5) & 0x30)), 2) + ", " + reg(d5); break;
    case Form::rel12: {
      const int k = (op & 0x0FFF) - ((op & 0x0800) ? 0x1000 : 0);
      args = hex(static_cast<unsigned>((pc + 1 + k) & 0xFFFF) * 2 & 0xFFFF, 4);
      break;
    }
    case Form::rel7: {
      const int k = ((op >> 3) & 0x7F) - ((op & 0x200) ? 0x80 : 0);
      name = o == Op::brbs ? kBranchSet[bit] : kBranchClear[bit];
      args = hex(static_cast<unsigned>((pc + 1 + k) & 0xFFFF) * 2 & 0xFFFF, 4);
      break;
    }
    case Form::d5_bit: args = reg(d5) + ", " + std::to_string(bit); break;
    case Form::sreg_bit: name = o == Op::bset ? kSet[(op >> 4) & 7] : kClear[(op >> 4) & 7]; break;
    case Form::lds: args = reg(d5) + ", " + hex(flash(static_cast<uint16_t>(pc + 1)), 4), words = 2; break;
    case Form::sts: args = hex(flash(static_cast<uint16_t>(pc + 1)), 4) + ", " + reg(d5), words = 2; break;
    case Form::long_target: {
      const uint32_t target =
          (static_cast<uint32_t>((op >> 3) & 0x3E) | (op & 1)) << 16 | flash(static_cast<uint16_t>(pc + 1));
      args = hex(target * 2, 4), words = 2;
      break;
    }
  }
  return {args.empty() ? name : name + " " + args, words};
}

}  // namespace veteran::avr8
