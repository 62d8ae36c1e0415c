// MITS Altair 8800 with an 88-2SIO serial board and a terminal: an 8080 at
// 2 MHz, RAM from $0000 as configured (64 KiB unless told; above it the bus
// reads $FF), the front panel's sense switches (address switches A8-A15) at
// input port $FF, and the 2SIO's two MC6850 ACIAs at ports $10/$11 (status
// and control, data) and $12/$13. Port A's line runs at 9600 baud to a glass
// terminal (emu/terminal/serial_terminal.hpp); port B has nothing attached.
// Other ports read $FF. There is no monitor ROM: programs are deposited into
// memory (`veteran run --load`) and reset starts the 8080 at $0000, as RUN
// after EXAMINE 0 on the front panel does.
#pragma once

#include "cores/common/inline.hpp"
#include "cores/i8080/i8080.hpp"
#include "emu/capabilities.hpp"
#include "emu/chips/mc6850.hpp"
#include "emu/debug/core_views.hpp"
#include "emu/terminal/serial_terminal.hpp"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace veteran::emu {

const MachineInfo& altair8800_info();

class Altair8800 : public Machine, public SerialPort, public KeyWait, public Debuggable, public Lamps, public Switches {
 public:
  static constexpr double kClockHz = 2'000'000.0;
  static constexpr int kBaud = 9600;
  static constexpr uint8_t kSioA = 0x10, kSioB = 0x12, kSenseSwitches = 0xFF;
  // The front panel's momentary switches (their Input codes; SW0-SW15 are the toggles' bits).
  enum Panel {
    kStop = -1,
    kRun = -2,
    kSingleStep = -3,
    kExamine = -4,
    kExamineNext = -5,
    kDeposit = -6,
    kDepositNext = -7,
    kReset = -8
  };
  // The momentary switches' names with their codes, left to right as on the panel.
  struct PanelSwitch {
    const char* name;
    Panel code;
  };
  static constexpr PanelSwitch kPanelSwitches[] = {{"STOP", kStop},
                                                   {"RUN", kRun},
                                                   {"SINGLE STEP", kSingleStep},
                                                   {"EXAMINE", kExamine},
                                                   {"EXAMINE NEXT", kExamineNext},
                                                   {"DEPOSIT", kDeposit},
                                                   {"DEPOSIT NEXT", kDepositNext},
                                                   {"RESET", kReset}};
  // The name of the toggle of address bit `bit` (SW8-SW15 are the sense switches).
  static std::string toggle_name(int bit) { return "SW" + std::to_string(bit); }

  explicit Altair8800(int ram_kib = 64);

  const MachineInfo& info() const override { return altair8800_info(); }
  uint64_t cycles() const override { return cpu_.cycles; }
  void reset() override;
  void run(uint64_t n) override;
  // The terminal's keys (emu/terminal/ascii_keys.hpp), the front panel's
  // toggles SW0 ... SW15 (address; SW0-SW7 also the data to deposit; SW8-SW15
  // the sense switches), each flipped by a press, and its momentary switches:
  // STOP, RUN, SINGLE STEP, EXAMINE, EXAMINE NEXT, DEPOSIT, DEPOSIT NEXT,
  // RESET. Examining and depositing work while stopped, as on the machine.
  void set_key(const std::string& key, bool down) override;
  // The front panel's lights: A15-A0 and D7-D0 (the address and the byte the
  // bus holds: while stopped, the examined one), and the status lights.
  std::vector<Lamp> lamps() const override;
  std::vector<Switch> switches() const override;
  bool stopped() const { return stopped_; }
  std::string display_text() override;
  Face face() override;
  bool waiting_for_key() const override { return terminal_acia_.polling_for_input(); }
  Output serial_output() override;
  void serial_send(std::string_view bytes) override {
    for (char c : bytes) terminal_acia_.type(static_cast<uint8_t>(c), cpu_.cycles);
  }
  CpuView* cpu_view() override { return &view_; }
  uint8_t peek(uint16_t address) override { return read(address); }
  void poke(uint16_t address, uint8_t value) override { write(address, value); }

  uint8_t sense_switches() const { return switches_; }
  void set_sense_switches(uint8_t value) { switches_ = value; }
  const SerialTerminal& terminal() const { return terminal_; }
  i8080::Cpu<Altair8800>& cpu() { return cpu_; }

  // The 8080's bus (public for the core's template).
  // Above RAM the memory holds $FF, what the floating bus reads, and no write lands there.
  VETERAN_ALWAYS_INLINE uint8_t read(uint16_t address) const { return memory_[address]; }
  VETERAN_ALWAYS_INLINE void write(uint16_t address, uint8_t value) {
    if (address < ram_end_) memory_[address] = value;
  }
  uint8_t in(uint8_t port);
  void panel(int code);
  void out(uint8_t port, uint8_t value);

  void save_state(state::StateWriter& a) override { serialize(a); }
  void load_state(state::StateReader& a) override { serialize(a); }

 private:
  template <class Archive>
  void serialize(Archive& a) {
    a("memory", memory_), a(
                              "ram_end", ram_end_, [](uint32_t end) { return end <= 0x10000; }, "64 KiB at most");
    a("sense_switches", switches_), a.scope("terminal", terminal_), a.scope("sio_a", terminal_acia_);
    a.scope("sio_b", spare_acia_), a.scope("cpu", cpu_);
    a("address_switches", low_switches_), a("stopped", stopped_);
  }
  std::array<uint8_t, 0x10000> memory_{};
  uint32_t ram_end_;
  uint8_t switches_ = 0;      // SW8-SW15, the sense switches
  uint8_t low_switches_ = 0;  // SW0-SW7
  // Stopped from the panel (WAIT): the 8080 holds, time goes on. Saved with
  // the toggles: a state saved while stopped restores a stopped machine.
  bool stopped_ = false;
  SerialTerminal terminal_;
  Mc6850 terminal_acia_{kClockHz, kBaud};
  Mc6850 spare_acia_{kClockHz, kBaud};
  i8080::Cpu<Altair8800> cpu_{*this};
  I8080View<Altair8800> view_{cpu_, *this};
};

}  // namespace veteran::emu
