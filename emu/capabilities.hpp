// What some machines offer beyond emu::Machine, each a small interface that
// the machine's class also derives from: a serial line, a cassette in or
// out, a cartridge slot, lamps, a tone, a monitor that says it waits for a
// key, a debugger's view of the CPU. A caller asks for one and gets it or
// not (capability<C>), or needs one and gets it or an error naming the
// machine and the capability (require<C>), as MAME's device interfaces are
// found on a device. A machine without one has nothing of it: no defaults
// that throw.
#pragma once

#include "emu/debug/cpu_view.hpp"
#include "emu/machine.hpp"

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace veteran::emu {

// A serial line with a terminal at the other end (the Altair's 2SIO, the Sol-20's serial port).
class SerialPort {
 public:
  static constexpr const char* kName = "serial port";
  // What the program has sent since reset, byte for byte: the bytes kept (the
  // latest; a terminal keeps a bounded tail) and the count sent before them.
  struct Output {
    std::string_view kept;
    uint64_t dropped = 0;
  };
  virtual Output serial_output() = 0;
  // Bytes down the line to the program, each in its turn at the line's pace,
  // as a terminal at the other end sends them.
  virtual void serial_send(std::string_view bytes) = 0;

 protected:
  ~SerialPort() = default;
};

// A cassette recorder the program reads (it plays while the program runs the motor).
class CassetteInput {
 public:
  static constexpr const char* kName = "cassette input";
  // Throws std::runtime_error naming the file when it cannot be read.
  virtual void insert_tape(const std::string& file) = 0;

 protected:
  ~CassetteInput() = default;
};

// A cassette recorder the program writes to.
class CassetteOutput {
 public:
  static constexpr const char* kName = "cassette output";
  // What the program saved, as a recording (.wav); throws std::runtime_error
  // if it recorded nothing or the file cannot be written.
  virtual void save_tape(const std::string& file) = 0;

 protected:
  ~CassetteOutput() = default;
};

// A cartridge slot (the machine is reset after a cartridge goes in).
// Program memory apart from the data the CPU reads and writes (a Harvard
// machine's flash): where `--load` puts a program image, byte by byte.
class ProgramMemory {
 public:
  static constexpr const char* kName = "program memory";
  virtual void load_program(uint32_t address, uint8_t byte) = 0;

 protected:
  ~ProgramMemory() = default;
};

class CartridgeSlot {
 public:
  static constexpr const char* kName = "cartridge slot";
  // Throws std::runtime_error naming the file if the machine cannot take it.
  virtual void insert_cartridge(const std::string& file) = 0;

 protected:
  ~CartridgeSlot() = default;
};

// Lamps a program switches, by name (the Schach cartridge's THINKING).
class Lamps {
 public:
  static constexpr const char* kName = "lamps";
  struct Lamp {
    std::string name;
    bool on = false;
    std::string group{};  // lamps of one group are drawn in a row (the Altair's address lights); "": alone
  };
  virtual std::vector<Lamp> lamps() const = 0;

 protected:
  ~Lamps() = default;
};

// Switches on the machine's front that stay where they are put (the KIM-1's
// SST), by name: the key of the same name flips one each time it goes down.
class Switches {
 public:
  static constexpr const char* kName = "switches";
  struct Switch {
    std::string name;
    bool on = false;
  };
  virtual std::vector<Switch> switches() const = 0;

 protected:
  ~Switches() = default;
};

// A tone generator (the Channel F's): the tone it sounds now, in Hz, 0 for silence.
class ToneGenerator {
 public:
  static constexpr const char* kName = "tone generator";
  virtual double tone_hz() const = 0;

 protected:
  ~ToneGenerator() = default;
};

// A monitor that reads keys in one place, so that a referee can tell that
// the program has finished what it was doing and waits for a key.
class KeyWait {
 public:
  static constexpr const char* kName = "way to tell it waits for a key";
  virtual bool waiting_for_key() const = 0;

 protected:
  ~KeyWait() = default;
};

// The CPU as a debugger sees it (emu/debug/).
class Debuggable {
 public:
  static constexpr const char* kName = "debugger view";
  virtual CpuView* cpu_view() = 0;

 protected:
  ~Debuggable() = default;
};

template <class C>
C* capability(Machine& machine) {
  return dynamic_cast<C*>(&machine);
}

template <class C>
const C* capability(const Machine& machine) {
  return dynamic_cast<const C*>(&machine);
}

// The capability, or std::runtime_error "sol20 has no cartridge slot (WHAT)".
template <class C>
C& require(Machine& machine, const std::string& what) {
  if (C* c = capability<C>(machine)) return *c;
  throw std::runtime_error(std::string(machine.name()) + " has no " + C::kName +
                           (what.empty() ? "" : " (" + what + ")"));
}

}  // namespace veteran::emu
