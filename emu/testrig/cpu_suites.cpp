#include "emu/testrig/cpu_suites.hpp"

#include "emu/files/rompath.hpp"
#include "emu/testrig/flat_bus.hpp"

#include "cores/i8080/i8080.hpp"
#include "cores/mos6502/mos6502.hpp"
#include "cores/z80/z80.hpp"
#include "util/hash/digest.hpp"

#include <algorithm>
#include <array>
#include <fstream>
#include <functional>
#include <iterator>
#include <memory>

namespace veteran::testrig {
namespace {

// Facts about the public dumps (SHA-1 of the file as distributed).
const std::vector<Suite> kSuites = {
    {"6502_functional_test",
     Cpu::mos6502,
     {"55c9ab5b137c8ced3c666bfdb55c8285782baad9"},
     "Klaus Dormann's 6502 functional test (64 KiB image, start $0400, success trap $3469)"},
    {"zexdoc",
     Cpu::z80,
     {"9c2ca5d160faf986de2c1ad82dcd2b942deba068"},
     "ZEXDOC, Z80 instruction exerciser, documented flags (CP/M .COM)"},
    {"zexall",
     Cpu::z80,
     {"e6c34e871cdbd63a0d71f96f7f8b10760ecd4a44"},
     "ZEXALL, Z80 instruction exerciser, all flags (CP/M .COM)"},
    {"8080pre",
     Cpu::i8080,
     {"7828e2eb8a51e9e9b3cd3d8abe92e078aff6ea24"},
     "8080PRE, preliminary 8080 exerciser (CP/M .COM)"},
    {"tst8080",
     Cpu::i8080,
     {"6a093c8a0e1377cb3bd6cf5a2ff4f01bb4ec67b7"},
     "TST8080, Microcosm Associates 8080/8085 CPU diagnostic (CP/M .COM)"},
    {"cputest",
     Cpu::i8080,
     {"7d4cb18061488d5b9724546f25c8a18a14546eb8"},
     "CPUTEST, SuperSoft Associates CPU diagnostic (CP/M .COM)"},
    {"8080exm",
     Cpu::i8080,
     {"e0cea46e87c90e3aa844f136ee15c8b788015479"},
     "8080EXM, 8080 instruction exerciser (CP/M .COM)"},
};

constexpr uint16_t kDormannSuccess = 0x3469;

// Runs the 6502 to the test's end, a jump to itself (`JMP *` at the success
// label, or a branch to itself where a check failed). Returns the CPU's state
// right after the first pass through it, as stepping one instruction at a
// time and comparing PC finds it. Without instruction counting the program
// runs in slices through run_until() (the core's fast loop, 2.7 times
// step()'s speed): after each slice one more instruction is stepped, and if
// that is the trap, the slice is run again from a copy, one instruction at a
// time, so that the cycle count is exactly step()'s.
struct Trap {
  bool reached = false;
  uint64_t instructions = 0;
};
template <class Cpu>
Trap step_to_trap(Cpu& cpu, uint64_t max_cycles) {
  Trap t;
  for (;;) {
    uint16_t pc = cpu.r.pc;
    cpu.step();
    ++t.instructions;
    if (cpu.r.pc == pc || cpu.jammed) return t.reached = true, t;
    if (cpu.cycles >= max_cycles) return t;
  }
}
template <class Cpu>
bool run_to_trap(Cpu& cpu, FlatBus& bus, uint64_t max_cycles) {
  constexpr uint64_t kSlice = uint64_t{1} << 20;
  auto saved_ram = std::make_unique<FlatBus>();
  while (cpu.cycles < max_cycles) {
    *saved_ram = bus;
    const mos6502::State saved_r = cpu.r;
    const uint64_t saved_cycles = cpu.cycles;
    cpu.run_until(std::min(max_cycles, cpu.cycles + kSlice));
    uint16_t pc = cpu.r.pc;
    if (!cpu.jammed) cpu.step();
    if (cpu.r.pc != pc && !cpu.jammed) continue;
    bus = *saved_ram;
    cpu.r = saved_r;
    cpu.cycles = saved_cycles;
    cpu.jammed = false;
    return step_to_trap(cpu, max_cycles).reached;
  }
  return false;
}

Result run_dormann(std::span<const uint8_t> image, uint64_t max_cycles, bool count_instructions) {
  Result res;
  res.clock_hz = 1e6;
  if (image.size() != 65536) {
    res.reason = "image must be 65536 bytes";
    return res;
  }
  auto bus = std::make_unique<FlatBus>();
  std::copy(image.begin(), image.end(), bus->ram.begin());
  mos6502::Cpu<FlatBus> cpu(*bus);
  cpu.r.pc = 0x0400;
  bool trapped;
  if (count_instructions) {
    Trap t = step_to_trap(cpu, max_cycles);
    trapped = t.reached;
    res.instructions = t.instructions;
  } else {
    trapped = run_to_trap(cpu, *bus, max_cycles);
  }
  res.cycles = cpu.cycles;
  if (!trapped) {
    res.reason = "no trap reached within the cycle limit";
    return res;
  }
  char buf[96];
  std::snprintf(buf, sizeof buf, "trapped at $%04X", cpu.r.pc);
  res.output = buf;
  res.passed = cpu.r.pc == kDormannSuccess && !cpu.jammed;
  if (!res.passed) res.reason = std::string(buf) + " (success is $3469); the listing names the failed test";
  return res;
}

// A minimal CP/M: the program at $0100, BDOS at $0005 (console output only:
// function 2, character in E; function 9, '$'-terminated string at DE),
// warm boot at $0000 ends the run. Both are OUT instructions to ports of their
// own, so the run loop needs no address check per instruction.
struct CpmBus : FlatBus {
  static constexpr uint8_t kBdosPort = 0xFE, kWarmBootPort = 0xFF;
  std::function<void()> on_bdos, on_warm_boot;
  void out(uint16_t port, uint8_t) {
    if ((port & 0xFF) == kBdosPort) on_bdos();
    if ((port & 0xFF) == kWarmBootPort) on_warm_boot();
  }
};

// How many cycles into `OUT (n),A` the core makes its I/O call: the Z80 at the
// start of the I/O machine cycle (4 + 3 T-states in); the 8080 core has added
// the instruction's 10 states by then.
template <class Core>
constexpr uint64_t kOutCallOffset = 0;
template <>
constexpr uint64_t kOutCallOffset<z80::Cpu<CpmBus>> = 7;
template <>
constexpr uint64_t kOutCallOffset<i8080::Cpu<CpmBus>> = 10;

template <class Core>
Result run_cpm(std::span<const uint8_t> image, const std::function<void(char)>& console, uint64_t max_cycles,
               double clock_hz, const char* pass_text, bool count_instructions) {
  Result res;
  res.clock_hz = clock_hz;
  if (image.size() > 0xC000) {
    res.reason = "image too large for the CP/M transient area";
    return res;
  }
  auto bus = std::make_unique<CpmBus>();
  std::copy(image.begin(), image.end(), bus->ram.begin() + 0x100);
  // BDOS at $0005 is OUT (BDOS),A; RET. Programs read the top of their memory
  // from $0006-$0007, which therefore holds $C9FE: well above every suite.
  bus->load(0x0000, {0xD3, CpmBus::kWarmBootPort});    // OUT (warm boot),A
  bus->load(0x0005, {0xD3, CpmBus::kBdosPort, 0xC9});  // OUT (BDOS),A; RET
  Core cpu(*bus);
  cpu.r.pc = 0x100;
  cpu.r.sp = 0xC9FE;
  auto emit = [&](char c) {
    res.output += c;
    if (console) console(c);
  };
  bus->on_bdos = [&] {
    if (cpu.r.c == 2) emit(static_cast<char>(cpu.r.e));
    if (cpu.r.c == 9)
      for (uint16_t a = static_cast<uint16_t>(cpu.r.d << 8 | cpu.r.e); bus->ram[a] != '$'; ++a)
        emit(static_cast<char>(bus->ram[a]));
  };
  // Warm boot ends the run; the cycles count up to the jump to $0000, as CP/M
  // test harnesses count them.
  bool warm_boot = false;
  bus->on_warm_boot = [&] {
    warm_boot = true;
    res.cycles = cpu.cycles - kOutCallOffset<Core>;
    cpu.stop();
  };
  // Timeslices of 2^24 cycles; between them, a halted CPU ends the run.
  constexpr uint64_t kSlice = uint64_t{1} << 24;
  while (!warm_boot && cpu.cycles < max_cycles && !cpu.r.halted) {
    uint64_t target = std::min(max_cycles, cpu.cycles + kSlice);
    if (count_instructions) {
      while (!warm_boot && cpu.cycles < target) {
        cpu.step();
        ++res.instructions;
      }
    } else {
      cpu.run_until(target);
    }
  }
  if (!warm_boot) {
    res.reason = cpu.r.halted ? "the CPU halted" : "did not return to CP/M within the cycle limit";
    res.cycles = cpu.cycles;
    return res;
  }
  bool error = res.output.find("ERROR") != std::string::npos || res.output.find("FAIL") != std::string::npos;
  res.passed = !error && res.output.find(pass_text) != std::string::npos;
  if (!res.passed) res.reason = error ? "the program reported an error" : std::string("no \"") + pass_text + "\"";
  return res;
}

}  // namespace

const char* cpu_name(Cpu cpu) {
  switch (cpu) {
    case Cpu::mos6502: return "6502";
    case Cpu::z80: return "z80";
    default: return "8080";
  }
}

const std::vector<Suite>& known_suites() { return kSuites; }

std::optional<Suite> identify(std::span<const uint8_t> image) {
  std::string sha = hash::sha1_hex(image);
  for (const auto& s : kSuites)
    if (std::find(s.sha1s.begin(), s.sha1s.end(), sha) != s.sha1s.end()) return s;
  return std::nullopt;
}

std::vector<Found> find_suites(const std::vector<std::string>& files) {
  std::vector<Found> out;
  for (const auto& path : files) {
    std::vector<uint8_t> image;
    try {
      image = files::read_file(path);  // a regular file under the image cap; anything else is no suite
    } catch (const std::exception&) { continue; }
    if (auto suite = identify(image)) out.push_back({*suite, path, std::move(image)});
  }
  return out;
}

Result run_suite(const Suite& suite, std::span<const uint8_t> image, const std::function<void(char)>& console,
                 uint64_t max_cycles, bool count_instructions) {
  constexpr double kZ80Hz = 3.5e6, k8080Hz = 2e6;
  if (suite.cpu == Cpu::mos6502) return run_dormann(image, max_cycles, count_instructions);
  if (suite.cpu == Cpu::z80)
    return run_cpm<z80::Cpu<CpmBus>>(image, console, max_cycles, kZ80Hz, "Tests complete", count_instructions);
  const char* pass = suite.name == "8080pre"   ? "Preliminary tests complete"
                     : suite.name == "tst8080" ? "CPU IS OPERATIONAL"
                     : suite.name == "cputest" ? "CPU TESTS OK"
                                               : "Tests complete";
  return run_cpm<i8080::Cpu<CpmBus>>(image, console, max_cycles, k8080Hz, pass, count_instructions);
}

}  // namespace veteran::testrig
