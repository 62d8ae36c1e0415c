// Disassemblers of the Z80, 8080 and F8: mnemonics, operands and lengths.
#include "cores/avr8/disassembler.hpp"
#include "cores/f8/disassembler.hpp"
#include "cores/i8080/disassembler.hpp"
#include "cores/z80/disassembler.hpp"
#include "emu/testrig/flat_bus.hpp"

#include <catch2/catch.hpp>

using veteran::testrig::FlatBus;

namespace {
template <class Fn>
auto dis(Fn fn, std::initializer_list<uint8_t> bytes, uint16_t at = 0x2000) {
  static FlatBus bus;
  bus.load(at, bytes);
  return fn(at, [&](uint16_t a) { return bus.ram[a]; });
}
auto z80 = [](std::initializer_list<uint8_t> b) { return dis(veteran::z80::disassemble, b); };
auto i8080 = [](std::initializer_list<uint8_t> b) { return dis(veteran::i8080::disassemble, b); };
auto f8 = [](std::initializer_list<uint8_t> b) { return dis(veteran::f8::disassemble, b); };
}  // namespace

TEST_CASE("Z80 disassembler covers every prefix", "[cores][z80][disasm]") {
  CHECK(z80({0x3E, 0x12}).text == "LD A,$12");
  CHECK(z80({0x21, 0x34, 0x12}).text == "LD HL,$1234");
  CHECK(z80({0x21, 0x34, 0x12}).length == 3);
  CHECK(z80({0x18, 0xFE}).text == "JR $2000");
  CHECK(z80({0xCB, 0x7E}).text == "BIT 7,(HL)");
  CHECK(z80({0xED, 0xB0}).text == "LDIR");
  CHECK(z80({0xED, 0x4B, 0x00, 0x50}).text == "LD BC,($5000)");
  CHECK(z80({0xDD, 0x36, 0x05, 0x12}).text == "LD (IX+$05),$12");
  CHECK(z80({0xDD, 0x36, 0x05, 0x12}).length == 4);
  CHECK(z80({0xFD, 0x7E, 0xFE}).text == "LD A,(IY-$02)");
  CHECK(z80({0xDD, 0x66, 0x01}).text == "LD H,(IX+$01)");
  CHECK(z80({0xDD, 0x64}).text == "LD IXH,IXH");
  CHECK(z80({0xDD, 0xCB, 0x03, 0x46}).text == "BIT 0,(IX+$03)");
  CHECK(z80({0xDD, 0xCB, 0x03, 0x46}).length == 4);
  CHECK(z80({0xFD, 0xCB, 0x03, 0x00}).text == "*RLC (IY+$03),B");
  CHECK(z80({0xCB, 0x30}).text == "*SLL B");
  CHECK(z80({0xED, 0x71}).text == "*OUT (C),0");
  CHECK(z80({0xE9}).text == "JP (HL)");
  CHECK(z80({0xDD, 0xE9}).text == "JP (IX)");
  CHECK(z80({0xFF}).text == "RST $38");
  CHECK(z80({0xDD, 0xDD}).length == 1);
}

TEST_CASE("8080 disassembler uses Intel mnemonics", "[cores][8080][disasm]") {
  CHECK(i8080({0x3E, 0x41}).text == "MVI A,$41");
  CHECK(i8080({0x3E, 0x41}).length == 2);
  CHECK(i8080({0x21, 0x00, 0x40}).text == "LXI H,$4000");
  CHECK(i8080({0x7E}).text == "MOV A,M");
  CHECK(i8080({0x76}).text == "HLT");
  CHECK(i8080({0xC2, 0x05, 0x00}).text == "JNZ $0005");
  CHECK(i8080({0xF5}).text == "PUSH PSW");
  CHECK(i8080({0xFE, 0x0D}).text == "CPI $0D");
  CHECK(i8080({0xD7}).text == "RST 2");
  CHECK(i8080({0xCB, 0x00, 0x10}).text == "*JMP $1000");
  CHECK(i8080({0xDD, 0x00, 0x10}).text == "*CALL $1000");
  CHECK(i8080({0x08}).text == "*NOP");
}

TEST_CASE("F8 disassembler uses Fairchild mnemonics", "[cores][f8][disasm]") {
  CHECK(f8({0x00}).text == "LR A,KU");
  CHECK(f8({0x20, 0x3F}).text == "LI $3F");
  CHECK(f8({0x29, 0x08, 0x00}).text == "JMP $0800");
  CHECK(f8({0x29, 0x08, 0x00}).length == 3);
  CHECK(f8({0x28, 0x01, 0x23}).text == "PI $0123");
  CHECK(f8({0x84, 0x05}).text == "BT 4,$2006");
  CHECK(f8({0x90, 0xFF}).text == "BR $2000");
  CHECK(f8({0x94, 0x02}).text == "BF 4,$2003");
  CHECK(f8({0x8F, 0x02}).text == "BR7 $2003");
  CHECK(f8({0x4C}).text == "LR A,S");
  CHECK(f8({0x5D}).text == "LR I,A");
  CHECK(f8({0x3A}).text == "DS 10");
  CHECK(f8({0xC3}).text == "AS 3");
  CHECK(f8({0xDE}).text == "ASD D");
  CHECK(f8({0x65}).text == "LISU 5");
  CHECK(f8({0x6D}).text == "LISL 5");
  CHECK(f8({0x7A}).text == "LIS $A");
  CHECK(f8({0xA4}).text == "INS 4");
  CHECK(f8({0xB1}).text == "OUTS 1");
  CHECK(f8({0x2C}).text == "XDC");
}

TEST_CASE("AVR disassembler uses Atmel mnemonics and knows two-word instructions", "[cores][avr8][disasm]") {
  auto text = [](std::vector<uint16_t> words, uint16_t pc = 0) {
    auto d = veteran::avr8::disassemble(pc, [&](uint16_t w) {
      const size_t i = static_cast<size_t>(w - pc);
      return i < words.size() ? words[i] : uint16_t{0};
    });
    return d.text + (d.words == 2 ? " [2]" : "");
  };
  CHECK(text({0xE38F}) == "ldi r24, $3F");
  CHECK(text({0x0F01}) == "add r16, r17");
  CHECK(text({0x9180, 0x0100}) == "lds r24, $0100 [2]");
  CHECK(text({0x9390, 0x04FF}) == "sts $04FF, r25 [2]");
  CHECK(text({0x940E, 0x0123}) == "call $0246 [2]");
  CHECK(text({0x940C, 0x0000}) == "jmp $0000 [2]");
  CHECK(text({0x8188}) == "ld r24, Y");
  CHECK(text({0x818A}) == "ldd r24, Y+2");
  CHECK(text({0x8382}) == "std Z+2, r24");
  CHECK(text({0x91ED}) == "ld r30, X+");
  CHECK(text({0x920F}) == "push r0");
  CHECK(text({0x9478}) == "sei");
  CHECK(text({0x94F8}) == "cli");
  CHECK(text({0x9588}) == "sleep");
  CHECK(text({0x9508}) == "ret");
  CHECK(text({0x9601}) == "adiw r24, $01");
  CHECK(text({0xB18B}) == "in r24, $0B");
  CHECK(text({0xB98B}) == "out $0B, r24");
  CHECK(text({0x9A5C}) == "sbi $0B, 4");
  CHECK(text({0xF409}, 0x10) == "brne $0024");
  CHECK(text({0xCFFF}, 0x10) == "rjmp $0020");
  CHECK(text({0x0000}) == "nop");
  CHECK(text({0xFFFF}) == ".dw $FFFF");
  CHECK(text({0x9C12}) == "mul r1, r2");
}
