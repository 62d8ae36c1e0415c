#include "veteran/bench/machine_workloads.hpp"

#include "veteran/emu/machines/channelf/channelf.hpp"
#include "veteran/emu/machines/sol20/sol20.hpp"
#include "veteran/emu/state/snapshot.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iterator>
#include <memory>

namespace veteran::bench {
namespace {

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

std::unique_ptr<emu::Machine> sol20_idle() {
  auto sol = std::make_unique<emu::Sol20>();
  std::vector<uint8_t> rom(emu::Sol20::kRomSize, 0);
  std::copy(std::begin(kSol20Idle), std::end(kSol20Idle), rom.begin());
  sol->load_rom(rom);
  sol->reset();
  return sol;
}

std::unique_ptr<emu::Machine> channelf_draw() {
  auto channelf = std::make_unique<emu::ChannelF>();
  std::vector<uint8_t> bios(0x400, 0);
  std::copy(std::begin(kChannelFDraw), std::end(kChannelFDraw), bios.begin());
  channelf->load_bios(bios, std::vector<uint8_t>(0x400, 0));
  channelf->reset();
  return channelf;
}

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

std::vector<MachineResult> run_machine_workloads(double emulated_seconds) {
  std::vector<MachineResult> out;
  out.push_back(time_machine(*sol20_idle(), "terminal-idle-loop", emulated_seconds));
  out.push_back(time_machine(*channelf_draw(), "redraw-the-screen", emulated_seconds));
  return out;
}

std::vector<StateResult> run_state_workloads() {
  std::vector<StateResult> out;
  for (auto make : {sol20_idle, channelf_draw}) {
    auto m = make();
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
