// Save states: any bytes given to the snapshot loader are a machine's state
// or an error naming the field, never a crash. The machine here is made of
// the parts of every real one (each core, the chips, the terminal, the
// tapes and the displays), with their own serialize() functions, but runs no
// code: instrumenting a whole machine's opcode switches takes minutes to
// build. The fuzz build skips the records' checksums
// (FUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION), so mutations reach the fields.
// With VETERAN_FUZZ_STATE_SEED=FILE, a snapshot is written there first as
// the corpus's seed (run.sh).
#include "cores/f8/f8.hpp"
#include "cores/i8080/i8080.hpp"
#include "cores/mos6502/mos6502.hpp"
#include "cores/z80/z80.hpp"
#include "emu/chips/ay31015.hpp"
#include "emu/chips/mc6850.hpp"
#include "emu/chips/riot6530.hpp"
#include "emu/formats/cuts_tape.hpp"
#include "emu/machines/channelf/ram2102.hpp"
#include "emu/machines/jupiter3/jove_services.hpp"
#include "emu/machines/kim1/led_display.hpp"
#include "emu/machines/trs80/cassette.hpp"
#include "emu/state/snapshot.hpp"
#include "emu/terminal/serial_terminal.hpp"

#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <stdexcept>
#include <vector>

namespace {

using namespace veteran;

class PartsMachine : public emu::Machine {
 public:
  PartsMachine() {
    tape_.push_back({0.5, 0x41});
    sent_.push_back({0.25, 0x42, 300, true});
    acia_.type(0x43, 0);
  }
  const emu::MachineInfo& info() const override {
    static const emu::MachineInfo parts{.name = "parts", .clock_hz = 1e6};
    return parts;
  }
  uint64_t cycles() const override { return mos_.cycles; }
  void reset() override {}
  void run(uint64_t) override {}
  void set_key(const std::string&, bool) override {}
  std::string display_text() override { return ""; }
  emu::Face face() override { return {}; }
  uint8_t peek(uint16_t a) override { return memory_[a & 0x3FF]; }
  void poke(uint16_t a, uint8_t v) override { memory_[a & 0x3FF] = v; }
  void save_state(state::StateWriter& a) override { serialize(a); }
  void load_state(state::StateReader& a) override { serialize(a); }

  // The cores' buses (never called: nothing runs).
  uint8_t read(uint16_t) { return 0; }
  void write(uint16_t, uint8_t) {}
  uint8_t in(uint8_t) { return 0; }
  void out(uint8_t, uint8_t) {}

 private:
  std::array<uint8_t, 0x400> memory_{};
  emu::Riot6530 riot_;
  emu::LedDisplay display_{20000};
  emu::Mc6850 acia_{2e6, 9600};
  emu::Ay31015 uart_{2e6, 300, 11};
  emu::SerialTerminal terminal_;
  emu::Ram2102 ram2102_;
  emu::JoveServices jove_;
  emu::Trs80Cassette cassette_;
  std::vector<files::TapeCharacter> tape_;
  std::vector<files::SentCharacter> sent_;
  mos6502::Cpu<PartsMachine> mos_{*this};
  z80::Cpu<PartsMachine> z80_{*this};
  i8080::Cpu<PartsMachine> i8080_{*this};
  f8::Cpu<PartsMachine> f8_{*this};

  template <class Archive>
  void serialize(Archive& a) {
    a("memory", memory_), a.scope("riot", riot_), a.scope("display", display_), a.scope("acia", acia_);
    a.scope("uart", uart_), a.scope("terminal", terminal_), a.scope("ram2102", ram2102_), a.scope("jove", jove_);
    a.scope("cassette", cassette_), a("tape", tape_), a("sent", sent_), a.scope("6502", mos_), a.scope("z80", z80_);
    a.scope("8080", i8080_), a.scope("f8", f8_);
  }
};

PartsMachine& machine() {
  static PartsMachine m;
  return m;
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  if (const char* seed = std::getenv("VETERAN_FUZZ_STATE_SEED")) {
    const auto bytes = emu::save_snapshot(machine(), {{"image.bin", "da39a3ee5e6b4b0d3255bfef95601890afd80709"}});
    std::ofstream(seed, std::ios::binary)
        .write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
  }
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  try {
    emu::read_snapshot_header({data, size}, "fuzz.state");
    emu::load_snapshot(machine(), {data, size}, "fuzz.state");
  } catch (const state::StateError&) {}
  return 0;
}
