// One switch case per opcode, each calling execute_op<opcode>(): a core whose
// opcode bodies are a template on the opcode gets every field of the opcode
// (register selects, condition codes, immediate nibbles) folded at compile
// time, and one indirect jump per instruction, which the host's predictor
// learns per opcode address.
// Laid out by hand, one opcode (or one row of them) a line: clang-format leaves it so.
// clang-format off
#pragma once

#define VETERAN_OPCODE_CASE(n) \
  case n: execute_op<n>(); break;
#define VETERAN_OPCODE_ROW(h)                                                                     \
  VETERAN_OPCODE_CASE(h * 16 + 0) VETERAN_OPCODE_CASE(h * 16 + 1) VETERAN_OPCODE_CASE(h * 16 + 2)    \
  VETERAN_OPCODE_CASE(h * 16 + 3) VETERAN_OPCODE_CASE(h * 16 + 4) VETERAN_OPCODE_CASE(h * 16 + 5)    \
  VETERAN_OPCODE_CASE(h * 16 + 6) VETERAN_OPCODE_CASE(h * 16 + 7) VETERAN_OPCODE_CASE(h * 16 + 8)    \
  VETERAN_OPCODE_CASE(h * 16 + 9) VETERAN_OPCODE_CASE(h * 16 + 10) VETERAN_OPCODE_CASE(h * 16 + 11)  \
  VETERAN_OPCODE_CASE(h * 16 + 12) VETERAN_OPCODE_CASE(h * 16 + 13) VETERAN_OPCODE_CASE(h * 16 + 14) \
  VETERAN_OPCODE_CASE(h * 16 + 15)

// Inside a member function with `op` in scope: `switch (op) { VETERAN_OPCODE_CASES }`.
#define VETERAN_OPCODE_CASES                                                                     \
  VETERAN_OPCODE_ROW(0) VETERAN_OPCODE_ROW(1) VETERAN_OPCODE_ROW(2) VETERAN_OPCODE_ROW(3)         \
  VETERAN_OPCODE_ROW(4) VETERAN_OPCODE_ROW(5) VETERAN_OPCODE_ROW(6) VETERAN_OPCODE_ROW(7)         \
  VETERAN_OPCODE_ROW(8) VETERAN_OPCODE_ROW(9) VETERAN_OPCODE_ROW(10) VETERAN_OPCODE_ROW(11)       \
  VETERAN_OPCODE_ROW(12) VETERAN_OPCODE_ROW(13) VETERAN_OPCODE_ROW(14) VETERAN_OPCODE_ROW(15)
// clang-format on
