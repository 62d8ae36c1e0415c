// The debugger's command line (emu/debug/debug_console.hpp) and its symbol
// files: any text is a reply or "error: ...", never a crash or a hang. The
// input is a symbol file and, line by line, commands, run on a machine of
// 64 KB whose every instruction is a one-byte NOP (a 6502's registers and
// stack), so that stepping, running to an address and conditions are
// reached. Commands that name files (dump, trace, symbols) are left out: the
// fuzzer must not write where its input says.
#include "emu/capabilities.hpp"
#include "emu/debug/cpu_view.hpp"
#include "emu/debug/debug_console.hpp"
#include "emu/debug/debugger.hpp"

#include <array>
#include <cctype>
#include <cstdint>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>

namespace {

using namespace veteran::emu;

class NopMachine : public Machine, public Debuggable, public CpuView {
 public:
  NopMachine() {
    info_.name = "nop";
    info_.cpu = "6502";
    info_.clock_hz = 1e6;
  }
  const MachineInfo& info() const override { return info_; }
  uint64_t cycles() const override { return cycles_; }
  void reset() override { pc_ = 0x0200; }
  // Each NOP takes 1000 cycles, so that a run (after `go`, or toward the goal
  // of `over` or `out`, 50,000 cycles as a slice of a frame) is 50 instructions,
  // each reading at most DebugConsole::kMaxWatchedBytes bytes twice.
  void run(uint64_t n) override {
    for (uint64_t done = 0; done < n; done += 1000, cycles_ += 1000) ++pc_;
  }
  void set_key(const std::string& key, bool) override { throw std::invalid_argument("no key " + key); }
  std::string display_text() override { return ""; }
  Face face() override { return {}; }
  uint8_t peek(uint16_t address) override { return memory_[address]; }
  void poke(uint16_t address, uint8_t value) override { memory_[address] = value; }
  void save_state(veteran::state::StateWriter&) override {}
  void load_state(veteran::state::StateReader&) override {}
  CpuView* cpu_view() override { return this; }

  const char* cpu() const override { return "6502"; }
  std::vector<CpuRegister> registers() const override { return {{"A", memory_[0], 8}, {"X", memory_[1], 8}}; }
  std::string flags() const override { return "nv-bdizc"; }
  uint16_t pc() const override { return pc_; }
  uint16_t sp() const override { return 0x01FF; }
  Instruction disassemble(uint16_t) const override { return {"NOP", 1, false}; }

 private:
  MachineInfo info_;
  std::array<uint8_t, 0x10000> memory_{};
  uint16_t pc_ = 0x0200;
  uint64_t cycles_ = 0;
};

std::string verb_of(const std::string& line) {
  std::string v;
  for (char c : line) {
    if (std::isspace(static_cast<unsigned char>(c))) {
      if (v.empty()) continue;
      break;
    }
    v += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return v;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  NopMachine machine;
  Debugger debugger(machine);
  DebugConsole console;
  // The same bytes as a symbol file (its parser throws a line's reason, or reads it).
  const char* symbols = "fuzz_debug_symbols.txt";
  std::ofstream(symbols, std::ios::binary) << text;
  try {
    console.load_symbols(symbols);
  } catch (const std::runtime_error&) {}
  std::istringstream lines(text);
  int commands = 0;
  for (std::string line; std::getline(lines, line) && commands < 64; ++commands) {
    const std::string verb = verb_of(line);
    if (verb == "dump" || verb == "trace" || verb == "symbols") continue;
    auto result = console.execute(debugger, line);
    if (result.go) debugger.run(50000);  // as the window runs on after `go`, a slice of it
    console.stopped_at(debugger, machine.pc());
  }
  return 0;
}
