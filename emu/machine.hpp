// The one interface every emulated machine offers: time, keys by name, what a
// person sees, memory for referees and debuggers, and its state. What only
// some machines have (a serial line, a cassette, a cartridge slot, lamps, a
// tone, a debugger's view) is a capability (emu/capabilities.hpp). Machines
// know nothing of chess.
#pragma once

#include "cores/common/state_archive.hpp"
#include "emu/face.hpp"
#include "emu/machine_info.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace veteran::emu {

class Machine {
 public:
  virtual ~Machine() = default;
  // What the machine is (emu/machine_info.hpp): its name, clock, keys, media.
  virtual const MachineInfo& info() const = 0;
  const char* name() const { return info().name.c_str(); }
  double clock_hz() const { return info().clock_hz; }
  virtual uint64_t cycles() const = 0;
  double seconds() const { return static_cast<double>(cycles()) / clock_hz(); }

  virtual void reset() = 0;
  // Runs at least `n` more cycles (whole instructions).
  virtual void run(uint64_t n) = 0;

  std::vector<std::string> key_names() const { return info().key_names(); }
  // Presses or releases a key; throws std::invalid_argument for an unknown
  // name (MachineInfo::unknown_key).
  virtual void set_key(const std::string& key, bool down) = 0;

  // What a person would see now, as text (LED digits, or screen lines).
  virtual std::string display_text() = 0;
  // What a person would see now, as data to draw (emu/face.hpp).
  virtual Face face() = 0;

  virtual uint8_t peek(uint16_t address) = 0;
  virtual void poke(uint16_t address, uint8_t value) = 0;

  // Save states (emu/state/snapshot.hpp): the whole machine between two
  // run() calls (the core's registers, every chip, memory, the tape and its
  // place, keys held and typed ahead) as the named fields of
  // cores/common/state_archive.hpp. A reader that throws has changed nothing
  // when it was asked only to check (StateReader's `apply` false).
  virtual void save_state(state::StateWriter& out) = 0;
  virtual void load_state(state::StateReader& in) = 0;

  // The ROMs the machine was built with, as the registry found them (the
  // set's file name and its SHA-1): a snapshot names them, and one taken
  // with other ROMs is refused.
  struct Firmware {
    std::string file;
    std::string sha1;
    bool operator==(const Firmware&) const = default;
  };
  std::vector<Firmware> firmware;
};

}  // namespace veteran::emu
