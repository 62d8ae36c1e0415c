// MOS 6502 (NMOS) core: instruction-stepped, every bus access issued in the
// order and cycle the real chip makes it, dummy reads and writes included.
//
// The core is a template on its bus so that a machine's memory map inlines:
//   uint8_t Bus::read(uint16_t address);
//   void    Bus::write(uint16_t address, uint8_t value);
// While a bus call runs, `cycles` holds the index of the cycle making it, so a
// device can tell when in emulated time it is being read or written. The
// registers in `r` are up to date between instructions, not during one.
#pragma once

#include <cstdint>

#include "cores/common/inline.hpp"
#include "cores/common/state_archive.hpp"
#include "cores/common/timeslice.hpp"

namespace veteran::mos6502 {

enum Flag : uint8_t {
  C = 0x01,
  Z = 0x02,
  I = 0x04,
  D = 0x08,
  B = 0x10,
  U = 0x20,
  V = 0x40,
  N = 0x80,
};

// The programmer-visible registers; B and U do not exist in the chip and are
// kept clear/set so that comparisons with test data are plain equality.
struct State {
  uint16_t pc = 0;
  uint8_t a = 0, x = 0, y = 0, s = 0xFD, p = U | I;
  bool operator==(const State&) const = default;
};

template <class Bus>
class Cpu : public cores::Timeslice<Cpu<Bus>> {
 public:
  explicit Cpu(Bus& bus) : bus_(bus) {}

  State r;
  uint64_t cycles = 0;
  bool jammed = false;  // a JAM/KIL opcode stopped the CPU until RESET

  // The RESET sequence: three suppressed stack pushes, then the vector at $FFFC.
  void reset() {
    jammed = false;
    nmi_pending_ = false;
    read_cycle(r.pc);
    read_cycle(r.pc);
    for (int i = 0; i < 3; ++i) read_cycle(0x100 | r.s--);
    r.p = static_cast<uint8_t>((r.p | I | U) & ~B);
    r.pc = read_cycle(0xFFFC);
    r.pc = static_cast<uint16_t>(r.pc | read_cycle(0xFFFD) << 8);
  }

  // NMI is edge-triggered: a falling edge latches a request.
  void nmi() {
    nmi_pending_ = true;
    this->attention();
  }
  // IRQ is level-triggered: taken while the line is held and I is clear.
  void set_irq(bool asserted) {
    irq_line_ = asserted;
    if (asserted) this->attention();
  }

  // Save states (cores/common/state_archive.hpp): between instructions.
  template <class Archive>
  void serialize(Archive& a) {
    a("pc", r.pc), a("a", r.a), a("x", r.x), a("y", r.y), a("s", r.s), a("p", r.p);
    a("cycles", cycles, state::within_cycles, state::kCyclesWhy), a("jammed", jammed), a("nmi_pending", nmi_pending_),
        a("irq_line", irq_line_);
    if constexpr (Archive::kLoading) this->attention();
  }

  // Runs one instruction, or one interrupt entry sequence.
  void step() {
    if (jammed) {
      read_cycle(r.pc);  // a jammed 6502 keeps the bus busy; time still passes
      return;
    }
    if (nmi_pending_) {
      nmi_pending_ = false;
      interrupt(0xFFFA);
      return;
    }
    if (irq_line_ && !(r.p & I)) {
      interrupt(0xFFFE);
      return;
    }
    execute<false>(read_cycle(r.pc++));
  }

  // Runs whole instructions until at least `target` cycles have elapsed in
  // total, or until a device calls stop(), as every core's timeslice does;
  // interrupts and JAM go through step(), the rest through execute()'s run.
  void run_until(uint64_t target) {
    this->target_ = target;
    while (cycles < this->target_) {
      if (needs_step()) {
        step();
      } else {
        this->limit_ = this->target_;
        execute<true>(read_cycle(r.pc++));
      }
    }
  }

 private:
  Bus& bus_;
  bool nmi_pending_ = false;
  bool irq_line_ = false;

  // Whether the next instruction needs step(): an interrupt to take, or a JAM.
  // execute()'s run does not ask after each instruction: what sets these
  // also ends its slice (attention()).
  bool needs_step() const { return nmi_pending_ | irq_line_ | jammed; }

  // Bus cycles outside an instruction (RESET, interrupt entry, the opcode
  // fetch that starts one); execute() keeps its own copy of the registers.
  uint8_t read_cycle(uint16_t a) {
    uint8_t v = bus_.read(a);
    ++cycles;
    return v;
  }
  void write_cycle(uint16_t a, uint8_t v) {
    bus_.write(a, v);
    ++cycles;
  }

  void interrupt(uint16_t vector) {
    read_cycle(r.pc);
    read_cycle(r.pc);
    write_cycle(0x100 | r.s--, static_cast<uint8_t>(r.pc >> 8));
    write_cycle(0x100 | r.s--, static_cast<uint8_t>(r.pc));
    write_cycle(0x100 | r.s--, static_cast<uint8_t>((r.p | U) & ~B));
    r.p |= I;
    r.pc = read_cycle(vector);
    r.pc = static_cast<uint16_t>(r.pc | read_cycle(vector + 1) << 8);
  }

  // The instruction whose opcode has been fetched (mos6502_execute.hpp);
  // with kRun, the instructions after it to the end of the slice too.
  template <bool kRun>
  void execute(uint8_t op);
  struct Exec;
};

}  // namespace veteran::mos6502

#include "cores/mos6502/mos6502_execute.hpp"
