#include "emu/machines/jupiter3/jove_services.hpp"

#include <cctype>
#include <cstdio>
#include <stdexcept>
#include <utility>

namespace veteran::emu {
namespace {

// What each service costs on top of its trap, in T-states: about what a
// Z80 monitor spends storing a character into video memory and moving its
// cursor, and LDIR rates for clearing and scrolling. The real monitor's
// timings are unknown; printing is a small part of any program's time.
constexpr unsigned kCharacterCost = 60, kCallCost = 40, kPollCost = 30;
constexpr unsigned kClearCost = JoveServices::kColumns * JoveServices::kRows * 21;
constexpr unsigned kScrollCost = JoveServices::kColumns * (JoveServices::kRows - 1) * 21;

uint16_t word_at(const std::array<uint8_t, 0x10000>& m, uint16_t a) {
  return static_cast<uint16_t>(m[a] | m[static_cast<uint16_t>(a + 1)] << 8);
}

}  // namespace

void JoveServices::install(std::array<uint8_t, 0x10000>& memory) {
  // OUT (port),A at each entry; the service then sets PC itself.
  memory[kCommandLoop] = 0xD3, memory[kCommandLoop + 1] = kCommandPort;
  memory[kRst7] = 0xD3, memory[kRst7 + 1] = kServicePort;
}

void JoveServices::reset(std::array<uint8_t, 0x10000>& memory) {
  install(memory);
  row_ = column_ = 0;
  waiting_ = exited_ = false;
  command_.clear();
  for (int i = 0; i < kColumns * kRows; ++i) memory[static_cast<size_t>(kVideo + i)] = ' ';
}

std::string JoveServices::take_output() { return std::exchange(output_, {}); }

unsigned JoveServices::new_line(std::array<uint8_t, 0x10000>& memory) {
  column_ = 0;
  output_ += '\n';
  if (++row_ < kRows) return kCharacterCost;
  row_ = kRows - 1;
  for (int i = 0; i < kColumns * (kRows - 1); ++i)
    memory[static_cast<size_t>(kVideo + i)] = memory[static_cast<size_t>(kVideo + i + kColumns)];
  for (int i = 0; i < kColumns; ++i) memory[static_cast<size_t>(kVideo + kColumns * (kRows - 1) + i)] = ' ';
  return kScrollCost;
}

unsigned JoveServices::put(uint8_t c, std::array<uint8_t, 0x10000>& memory) {
  switch (c) {
    case 0x0D: column_ = 0; return kCharacterCost;
    case 0x0A: return new_line(memory);
    case 0x08:
      if (column_ > 0) --column_;
      output_ += '\b';
      return kCharacterCost;
    case 0x1C:  // clear the screen, cursor home
      for (int i = 0; i < kColumns * kRows; ++i) memory[static_cast<size_t>(kVideo + i)] = ' ';
      row_ = column_ = 0;
      output_ += "\f";
      return kClearCost;
    default: break;
  }
  memory[static_cast<size_t>(kVideo + row_ * kColumns + column_)] = c;
  output_ += (c >= 0x20 && c < 0x7F) ? static_cast<char>(c) : '.';
  unsigned cost = kCharacterCost;
  if (++column_ == kColumns) cost += new_line(memory);
  return cost;
}

unsigned JoveServices::service(uint8_t port, z80::State& cpu, std::array<uint8_t, 0x10000>& memory,
                               std::optional<uint8_t>& key) {
  if (port == kCommandPort) return command(cpu, memory, key);
  // RST 7 pushed the address of the inline bytes.
  uint16_t args = word_at(memory, cpu.sp);
  uint8_t function = memory[args];
  uint8_t device = memory[static_cast<uint16_t>(args + 1)];
  auto return_after = [&](int inline_bytes) {
    cpu.sp = static_cast<uint16_t>(cpu.sp + 2);
    cpu.pc = static_cast<uint16_t>(args + inline_bytes);
  };
  waiting_ = false;
  switch (function) {
    case 0x81:
      if (device == 0x00) {  // wait for a key
        if (!key) {
          waiting_ = true;
          cpu.pc = kRst7;  // poll again
          return kPollCost;
        }
        cpu.a = *key;
        key.reset();
        return_after(2);
        return kCallCost;
      }
      return_after(2);  // echo A
      return kCallCost + put(cpu.a, memory);
    case 0x92: {  // new line
      return_after(4);
      return kCallCost + put(0x0D, memory) + put(0x0A, memory);
    }
    case 0xB2:
    case 0xB3: {  // a line (with its new line) or a block of text
      uint16_t text = word_at(memory, static_cast<uint16_t>(args + 2));
      uint16_t length = word_at(memory, static_cast<uint16_t>(args + 4));
      unsigned cost = kCallCost;
      for (uint16_t i = 0; i < length; ++i) cost += put(memory[static_cast<uint16_t>(text + i)], memory);
      if (function == 0xB2) cost += put(0x0D, memory) + put(0x0A, memory);
      return_after(6);
      return cost;
    }
    case 0x1F:  // back to the monitor's command line
      exited_ = true;
      cpu.sp = static_cast<uint16_t>(cpu.sp + 2);
      cpu.pc = kCommandLoop;
      return kCallCost;
    default: {
      char what[96];
      std::snprintf(what, sizeof what, "Jove monitor: unknown service %02X,%02X called from $%04X", function, device,
                    static_cast<unsigned>(args - 1));
      throw std::runtime_error(what);
    }
  }
}

// The monitor's command line: characters echo; RETURN runs `G hhhh`; anything
// else answers `?`.
unsigned JoveServices::command(z80::State& cpu, std::array<uint8_t, 0x10000>& memory, std::optional<uint8_t>& key) {
  cpu.pc = kCommandLoop;
  if (!key) {
    waiting_ = true;
    return kPollCost;
  }
  waiting_ = false;
  uint8_t c = static_cast<uint8_t>(std::toupper(*key));
  key.reset();
  if (c != 0x0D) {
    if (c == 0x08 && !command_.empty())
      command_.pop_back();
    else if (c >= 0x20)
      command_ += static_cast<char>(c);
    return kCallCost + put(c, memory);
  }
  unsigned cost = put(0x0D, memory) + put(0x0A, memory);
  std::string line = std::exchange(command_, {});
  unsigned address = 0;
  int used = 0;
  if (std::sscanf(line.c_str(), " G %4x %n", &address, &used) == 1 && static_cast<size_t>(used) == line.size()) {
    exited_ = false;
    cpu.pc = static_cast<uint16_t>(address);
    return cost;
  }
  return cost + put('?', memory) + put(0x0D, memory) + put(0x0A, memory);
}

}  // namespace veteran::emu
