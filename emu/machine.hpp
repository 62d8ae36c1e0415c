// The one interface every emulated machine offers: time, keys by name, what a
// person sees, and memory for referees and debuggers. Machines know nothing
// of chess.
#pragma once

#include "veteran/emu/debug/cpu_view.hpp"
#include "veteran/emu/face.hpp"

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace veteran::emu {

class Machine {
 public:
  virtual ~Machine() = default;
  virtual const char* name() const = 0;
  virtual double clock_hz() const = 0;
  virtual uint64_t cycles() const = 0;
  double seconds() const { return static_cast<double>(cycles()) / clock_hz(); }

  virtual void reset() = 0;
  // Runs at least `n` more cycles (whole instructions).
  virtual void run(uint64_t n) = 0;

  virtual std::vector<std::string> key_names() const = 0;
  // Presses or releases a key; throws std::invalid_argument for an unknown name.
  virtual void set_key(const std::string& key, bool down) = 0;

  // What a person would see now, as text (LED digits, or screen lines).
  virtual std::string display_text() = 0;
  // What a person would see now, as data to draw (emu/face.hpp).
  virtual Face face() = 0;

  // Puts a cassette in the machine's recorder (it plays while the program
  // runs the motor); throws std::runtime_error if the machine has none or
  // cannot read the file.
  virtual void insert_tape(const std::string& file) {
    throw std::runtime_error(std::string(name()) + " has no cassette input (" + file + ")");
  }

  // Writes what the program saved to its cassette recorder as a recording
  // (.wav); throws std::runtime_error if the machine has none, it recorded
  // nothing, or the file cannot be written.
  virtual void save_tape(const std::string& file) {
    throw std::runtime_error(std::string(name()) + " has no cassette output (" + file + ")");
  }

  // Puts a cartridge in the machine's slot (the machine reset after it);
  // throws std::runtime_error naming the file if the machine has none or
  // cannot take it.
  virtual void insert_cartridge(const std::string& file) {
    throw std::runtime_error(std::string(name()) + " has no cartridge slot (" + file + ")");
  }

  // True while the program waits in its monitor's keyboard routine with no
  // key to read: for machines whose monitor reads keys in one place (a
  // referee then knows the program has finished what it was doing).
  virtual bool waiting_for_key() const { return false; }

  // What the program has sent to its serial terminal since reset, byte for
  // byte, for referees that read a program's replies: the bytes kept (the
  // latest; a terminal keeps a bounded tail) and the count sent before them.
  // Nothing for machines without one.
  struct SerialOutput {
    std::string_view kept;
    uint64_t dropped = 0;
  };
  virtual std::optional<SerialOutput> serial_output() { return std::nullopt; }

  // Sends bytes down the serial line to the program, as a terminal at the
  // other end would, each in its turn at the line's pace (a referee playing
  // through a serial port: 8080 Chess takes its moves on the Sol-20's after
  // ^Z). Throws std::runtime_error for machines without one.
  virtual void serial_send(std::string_view bytes) {
    throw std::runtime_error(std::string(name()) + " has no serial port to send '" + std::string(bytes) + "' to");
  }

  // The lamps a program switches, by name, and whether each is lit now (the
  // Schach cartridge's THINKING lamp); none on most machines.
  struct Lamp {
    std::string name;
    bool on = false;
  };
  virtual std::vector<Lamp> lamps() const { return {}; }

  // The tone the machine sounds now, in Hz (0: silence), for machines with a
  // tone generator (the Channel F's): a front end plays it.
  virtual double tone_hz() const { return 0; }

  // The CPU as a debugger sees it (emu/debug/); nullptr if the machine offers none.
  virtual CpuView* cpu_view() { return nullptr; }

  virtual uint8_t peek(uint16_t address) = 0;
  virtual void poke(uint16_t address, uint8_t value) = 0;
};

}  // namespace veteran::emu
