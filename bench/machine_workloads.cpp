#include "bench/machine_workloads.hpp"

#include "emu/machines/altair8800/altair8800.hpp"
#include "emu/machines/channelf/channelf.hpp"
#include "emu/machines/jupiter3/jupiter3.hpp"
#include "emu/machines/kim1/kim1.hpp"
#include "emu/machines/sol20/sol20.hpp"
#include "emu/machines/trs80/trs80.hpp"
#include "emu/state/snapshot.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iterator>
#include <memory>

namespace veteran::bench {
namespace {

// Each machine on a program of ours that does what the period programs spend
// their time on at the machine's devices: scanning a keypad or keyboard,
// multiplexing a display or writing a screen, polling a serial port.

// A KIM-1 U2 ROM of ours at $1C00: the monitor's SCANDS done over and over,
// six digits multiplexed through the 6530's ports with the keypad read at each.
//   reset: LDX #$FF / TXS / LDA #$1E / STA $1743 (PB1-PB4 drive the 74145)
//   main:  LDX #0
//   dig:   LDA #$7F / STA $1741 / LDA $10,X / STA $1740 (the segments)
//          TXA / ASL A / CLC / ADC #8 / STA $1742 (the digit)
//          LDY #$20 / dly: DEY / BNE dly
//          LDA #0 / STA $1741 / LDA $1740 / STA $20,X (the keypad's row)
//          INX / CPX #6 / BNE dig / INC $30 / JMP main
//   nmi, irq: RTI; vectors at $1FFA
constexpr uint8_t kKim1Scan[] = {
    0xA2, 0xFF, 0x9A, 0xA9, 0x1E, 0x8D, 0x43, 0x17, 0xA2, 0x00, 0xA9, 0x7F, 0x8D, 0x41, 0x17, 0xB5, 0x10, 0x8D,
    0x40, 0x17, 0x8A, 0x0A, 0x18, 0x69, 0x08, 0x8D, 0x42, 0x17, 0xA0, 0x20, 0x88, 0xD0, 0xFD, 0xA9, 0x00, 0x8D,
    0x41, 0x17, 0xAD, 0x40, 0x17, 0x95, 0x20, 0xE8, 0xE0, 0x06, 0xD0, 0xDA, 0xE6, 0x30, 0x4C, 0x08, 0x1C, 0x40,
};
constexpr uint16_t kKim1Rti = 0x1C35;

// A TRS-80 ROM of ours: Level II's keyboard scan and screen writes, under its
// 40 Hz heartbeat interrupt (IM 1, acknowledged by reading $37E0).
//   $0000: DI / LD SP,$7F00 / IM 1 / JP $0040
//   $0038: PUSH AF / LD A,($37E0) / POP AF / EI / RETI
//   $0040: LD HL,$3C00 / EI
//   loop:  LD BC,$3801
//   scan:  LD A,(BC) (a row of keys) / OR $40 / LD (HL),A / INC HL
//          LD A,H / AND 3 / OR $3C / LD H,A / SLA C / JR NC,scan / JR loop
constexpr uint8_t kTrs80Start[] = {0xF3, 0x31, 0x00, 0x7F, 0xED, 0x56, 0xC3, 0x40, 0x00};
constexpr uint8_t kTrs80Interrupt[] = {0xF5, 0x3A, 0xE0, 0x37, 0xF1, 0xFB, 0xED, 0x4D};
constexpr uint8_t kTrs80Scan[] = {0x21, 0x00, 0x3C, 0xFB, 0x01, 0x01, 0x38, 0x0A, 0xF6, 0x40, 0x77, 0x23,
                                  0x7C, 0xE6, 0x03, 0xF6, 0x3C, 0x67, 0xCB, 0x21, 0x30, 0xF1, 0x18, 0xEC};

// A Jupiter III program of ours at $1000: the keyboard's status and data
// ports polled, the screen at $C000 written round.
//   LD SP,$8000 / LD HL,$C000
//   loop: IN A,($B0) / RLA / JR NC,nokey / IN A,($B2)
//   nokey: LD (HL),A / INC HL / LD A,H / AND 7 / OR $C0 / LD H,A / JR loop
constexpr uint8_t kJupiter3Poll[] = {0x31, 0x00, 0x80, 0x21, 0x00, 0xC0, 0xDB, 0xB0, 0x17, 0x30, 0x02, 0xDB,
                                     0xB2, 0x77, 0x23, 0x7C, 0xE6, 0x07, 0xF6, 0xC0, 0x67, 0x18, 0xEF};
constexpr uint16_t kJupiter3Start = 0x1000;

// An Altair 8800 program of ours at $0000: a terminal's wait for a key on the
// 88-2SIO, echoing what comes, counting in memory meanwhile (8080 code).
//   LXI SP,$FF00
//   loop: IN $10 / ANI 1 / JZ idle / IN $11 / OUT $11
//   idle: LXI H,$0100 / INR M / JMP loop
constexpr uint8_t kAltairPoll[] = {0x31, 0x00, 0xFF, 0xDB, 0x10, 0xE6, 0x01, 0xCA, 0x0E, 0x00, 0xDB,
                                   0x11, 0xD3, 0x11, 0x21, 0x00, 0x01, 0x34, 0xC3, 0x03, 0x00};

// A Sol-20 personality module of ours: a terminal's idle loop, as SOLOS
// spends its time at the prompt: poll the keyboard flag ($FA), read the
// serial status ($F8) and write it round the screen ($CC00-$CFFF).
//   $C000: JMP $C003 / LXI SP,$CBF0 / LXI H,$CC00
//   loop:  IN $FA / ANI 1 / JZ key / IN $F8 / MOV M,A / INX H
//          MOV A,H / ANI 3 / ORI $CC / MOV H,A / JMP loop
//   key:   IN $FC / JMP loop
constexpr uint8_t kSol20Idle[] = {
    0xC3, 0x03, 0xC0, 0x31, 0xF0, 0xCB, 0x21, 0x00, 0xCC, 0xDB, 0xFA, 0xE6, 0x01, 0xCA, 0x1D, 0xC0, 0xDB,
    0xF8, 0x77, 0x23, 0x7C, 0xE6, 0x03, 0xF6, 0xCC, 0x67, 0xC3, 0x09, 0xC0, 0xDB, 0xFC, 0xC3, 0x09, 0xC0,
};

// A Channel F BIOS of ours: a game's redrawing, dot by dot through the row,
// column and colour latches and the write strobe, over the whole screen.
//   $0000: LIS 0 / LR 1,A (the row)
//   row:   LI 128 / LR 2,A (the column + 1)
//   dot:   LR A,1 / COM / NI $3F / OUTS 5 / LR A,2 / COM / OUTS 4
//          LR A,1 / AS 2 / SL 4 / SL 1 / SL 1 / COM / OUTS 1 (the colour: row + column)
//          LI $20 / OUTS 0 / LIS 0 / OUTS 0 / DS 2 / BNZ dot
//          LR A,1 / INC / NI $3F / LR 1,A / BR row
constexpr uint8_t kChannelFDraw[] = {
    0x70, 0x51, 0x20, 0x80, 0x52, 0x41, 0x18, 0x21, 0x3F, 0xB5, 0x42, 0x18, 0xB4, 0x41, 0xC2, 0x15, 0x13, 0x13,
    0x18, 0xB1, 0x20, 0x20, 0xB0, 0x70, 0xB0, 0x32, 0x94, 0xEA, 0x41, 0x1F, 0x21, 0x3F, 0x51, 0x90, 0xE0,
};

template <size_t N>
void put(std::vector<uint8_t>& memory, size_t at, const uint8_t (&bytes)[N]) {
  std::copy(std::begin(bytes), std::end(bytes), memory.begin() + static_cast<long>(at));
}

MachineResult time_machine(emu::Machine& m, const char* workload, double emulated_seconds) {
  const auto cycles = static_cast<uint64_t>(emulated_seconds * m.clock_hz());
  const double start = m.seconds();
  auto t0 = std::chrono::steady_clock::now();
  // In slices of an emulated frame, as the headless runner and the GUI drive a machine.
  const auto slice = static_cast<uint64_t>(m.clock_hz() / 60);
  for (uint64_t done = 0; done < cycles; done += slice) m.run(slice);
  double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return {m.name(), workload, m.seconds() - start, wall};
}

std::unique_ptr<emu::Machine> kim1_scan() {
  auto kim = std::make_unique<emu::Kim1>();
  std::vector<uint8_t> u2(0x400, 0xFF);
  put(u2, 0, kKim1Scan);
  for (int vector = 0; vector < 3; ++vector) {  // NMI, RESET, IRQ
    const uint16_t target = vector == 1 ? 0x1C00 : kKim1Rti;
    u2[0x3FA + 2 * vector] = static_cast<uint8_t>(target & 0xFF);
    u2[0x3FB + 2 * vector] = static_cast<uint8_t>(target >> 8);
  }
  kim->load_roms(u2, std::vector<uint8_t>(0x400, 0xFF));
  kim->reset();
  return kim;
}

std::unique_ptr<emu::Machine> trs80_scan() {
  auto trs = std::make_unique<emu::Trs80>();
  std::vector<uint8_t> rom(0x3000, 0xFF);
  put(rom, 0, kTrs80Start);
  put(rom, 0x38, kTrs80Interrupt);
  put(rom, 0x40, kTrs80Scan);
  trs->load_rom(rom);
  trs->reset();
  return trs;
}

std::unique_ptr<emu::Machine> jupiter3_poll() {
  auto jupiter = std::make_unique<emu::Jupiter3>();
  jupiter->reset();
  for (size_t i = 0; i < std::size(kJupiter3Poll); ++i)
    jupiter->poke(static_cast<uint16_t>(kJupiter3Start + i), kJupiter3Poll[i]);
  jupiter->cpu().r.pc = kJupiter3Start;
  return jupiter;
}

std::unique_ptr<emu::Machine> altair_poll() {
  auto altair = std::make_unique<emu::Altair8800>();
  altair->reset();
  for (size_t i = 0; i < std::size(kAltairPoll); ++i) altair->poke(static_cast<uint16_t>(i), kAltairPoll[i]);
  altair->cpu().r.pc = 0;
  return altair;
}

std::unique_ptr<emu::Machine> sol20_idle() {
  auto sol = std::make_unique<emu::Sol20>();
  std::vector<uint8_t> rom(emu::Sol20::kRomSize, 0);
  put(rom, 0, kSol20Idle);
  sol->load_rom(rom);
  sol->reset();
  return sol;
}

std::unique_ptr<emu::Machine> channelf_draw() {
  auto channelf = std::make_unique<emu::ChannelF>();
  std::vector<uint8_t> bios(0x400, 0);
  put(bios, 0, kChannelFDraw);
  channelf->load_bios(bios, std::vector<uint8_t>(0x400, 0));
  channelf->reset();
  return channelf;
}

struct Workload {
  const char* name;
  std::unique_ptr<emu::Machine> (*make)();
};
constexpr Workload kWorkloads[] = {
    {"scan-keypad-and-display", kim1_scan},
    {"scan-keyboard-write-screen", trs80_scan},
    {"poll-keyboard-write-screen", jupiter3_poll},
    {"terminal-wait-for-key", altair_poll},
    {"terminal-idle-loop", sol20_idle},
    {"redraw-the-screen", channelf_draw},
};

template <class Fn>
double seconds_each(Fn&& fn) {
  int n = 0;
  auto t0 = std::chrono::steady_clock::now();
  double wall = 0;
  do {
    fn();
    ++n;
    wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  } while (wall < 0.2);
  return wall / n;
}

}  // namespace

std::unique_ptr<emu::Machine> workload_machine(const std::string& machine) {
  for (const auto& w : kWorkloads) {
    auto m = w.make();
    if (machine == m->name()) return m;
  }
  return nullptr;
}

std::vector<MachineResult> run_machine_workloads(double emulated_seconds, const std::string& machine) {
  std::vector<MachineResult> out;
  for (const auto& w : kWorkloads) {
    auto m = w.make();
    if (machine.empty() || machine == m->name()) out.push_back(time_machine(*m, w.name, emulated_seconds));
  }
  return out;
}

std::vector<StateResult> run_state_workloads(const std::string& machine) {
  std::vector<StateResult> out;
  for (const auto& w : kWorkloads) {
    auto m = w.make();
    if (!machine.empty() && machine != m->name()) continue;
    m->run(static_cast<uint64_t>(m->clock_hz()));  // a second of its workload first
    const auto snapshot = emu::save_snapshot(*m);
    StateResult r{m->name(), snapshot.size()};
    r.save_seconds = seconds_each([&] { emu::save_snapshot(*m); });
    r.load_seconds = seconds_each([&] { emu::load_snapshot(*m, snapshot, "the bench's snapshot"); });
    out.push_back(r);
  }
  return out;
}

std::string format(const StateResult& r) {
  char line[256];
  std::snprintf(line, sizeof line, "machine=%s workload=save-state state_bytes=%zu save_us=%.1f load_us=%.1f",
                r.machine.c_str(), r.bytes, r.save_seconds * 1e6, r.load_seconds * 1e6);
  return line;
}

std::string format(const MachineResult& r) {
  char line[256];
  std::snprintf(line, sizeof line, "machine=%s workload=%s emulated_seconds=%.1f wall_seconds=%.4f speedup=%.0f",
                r.machine.c_str(), r.workload.c_str(), r.emulated_seconds, r.wall_seconds, r.speedup());
  return line;
}

}  // namespace veteran::bench
