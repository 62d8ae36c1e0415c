#include "engines/programs.hpp"

#include <algorithm>
#include <stdexcept>

namespace veteran::engines {

// GCC 12 at -O3 warns that the levels' vectors "may be used uninitialized" in
// this table of designated initializers once an entry leaves a member to its
// default: a false positive (every member has a default initializer).
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif

const std::vector<PeriodProgram>& period_programs() {
  static const std::vector<PeriodProgram> programs = {
      {.id = "microchess@kim1",
       .machine = "kim1",
       .name = "Microchess 1976",
       .author = "Peter Jennings (program); veteran (referee)",
       // The manual's think time a move at each strength on a real KIM-1.
       .levels = {3, {3, 10, 100}},
       .twin = "microchess@native",
       .referee = "microchess-kim1.lua",
       .image_set = "mchess",
       .max_think_seconds = 2000,
       .bench_moves = "d2d4"},
      {.id = "sargon@jupiter3",
       .machine = "jupiter3",
       .name = "SARGON 1978 (book listing)",
       .author = "Dan and Kathe Spracklen (program); veteran (referee)",
       // Emulated seconds a move at look-ahead 1-6 on the 4 MHz Jupiter III, board
       // blinking included: the medians of 138 positions at 1 and 2 and of 19 at 3
       // (bench/README.md); 4-6 are 3 to 5 times the level before, as the tree grows.
       // With no time control: look-ahead 3, about a second of wall time here (look-ahead 6
       // took 2.5 minutes and looked hung).
       .levels = {6, {6, 26, 370, 1500, 6000, 24000}, 3},
       .twin = "sargon@native",
       .referee = "sargon-jupiter3.lua",
       .image_set = "sargon1978",  // the book listing, assembled by the user (docs/jupiter3.md)
       .max_think_seconds = 36000,
       // Look-ahead 6 can think for hours: the benchmark takes look-ahead 2, the level of the 1978 figures.
       .bench_level = 2,
       .bench_moves = "e2e4 e7e5 g1f3",
       .bench_reply = "f1c4"},
      {.id = "microchess@altair",
       .machine = "altair8800",
       .name = "8080 Microchess 1977",
       .author = "Peter Jennings and Tony O'Brien (program); veteran (referee)",
       // Emulated seconds a move at S(uper blitz), B(litz) and N(ormal) on the 2 MHz
       // Altair: the medians of 122 positions of the comparison games each
       // (docs/altair8800.md; the longest: 7, 216 and 259 s).
       .levels = {3, {4.2, 9.2, 93}},
       .referee = "microchess-altair.lua",
       .image_set = "mchess8080",  // the manual's dump with its 2SIO patch, made by the user (docs/altair8800.md)
       .max_think_seconds = 2000,
       .bench_moves = "d2d4"},
      {.id = "avrmax@shah",
       .machine = "shah",
       .name = "AVR-Max 4.8",
       .author = "H. G. Muller (micro-Max 4.8) and Andre Adrian (ATmega88 port); veteran (referee)",
       // Emulated seconds a move at levels 1-8 on the 8 MHz SHAH: the medians of its moves in two
       // games a level against Fairy-Max at depth 3 (49 to 99 moves a level; docs/shah.md). The
       // search deepens while its Timer2 budget (-128 << (level - 1) overflows) lasts and finishes
       // the depth it is in: the source's table gives its least (0.5 s to 64 s).
       .levels = {8, {1.8, 3.0, 5.5, 8.0, 20, 34, 80.5, 169}, 3},
       .referee = "avrmax-shah.lua",
       .image_set = "avrmax",  // MAME's Elektor image, or the published source built with gcc-avr (docs/shah.md)
       .max_think_seconds = 3600,
       .bench_level = 5,  // the level of seed 004's event
       .bench_moves = "e2e4"},
      {.id = "microchess@native",
       .machine = "native",
       .name = "Microchess 1976 (native)",
       .author = "Peter Jennings (program); veteran (reimplementation)",
       .twin = "microchess@kim1"},
      {.id = "sargon@native",
       .machine = "native",
       .name = "SARGON 1978 (native)",
       .author = "Dan and Kathe Spracklen (program); veteran (reimplementation)",
       .twin = "sargon@jupiter3"},
      // A reconstruction, not the original: the Kotok-McCarthy program (MIT,
      // 1962) rebuilt from Kotok's AI Memo 41 (seed 003; docs/kotok.md). It
      // keeps the IBM 7090's time: positions examined at 1,100 a minute.
      {.id = "kotok@native",
       .machine = "native",
       .name = "Kotok-McCarthy 1962 (reconstruction)",
       .author = "A. Kotok et al. (program, MIT 1962); veteran (reconstruction from AI Memo 41)",
       // 7090 seconds a move at levels 1-4 (widths 4 3 / 4 3 2 / 4 3 2 2 / the memo's): the
       // medians on the 24 Bratko-Kopec positions (docs/kotok.md).
       .levels = {4, {9.4, 24.5, 46.5, 54}, 4},
       // The benchmark: after 1.e4 e5 2.Nf3 it answers 2...Qf6 (its own choice), 3.Nc3, and its
       // third move is timed (docs/kotok.md, "Speed").
       .bench_moves = "e2e4 e7e5 g1f3",
       .bench_reply = "b1c3"},
      // A reconstruction, not the original: PLAYER, M. L. Senft's program of
      // 1975 (Naval Postgraduate School), rebuilt from his thesis (seed 002;
      // docs/player.md). One ply, seventeen parameters; no levels, and no
      // period clock (the thesis names no machine and no time a move).
      {.id = "player@native",
       .machine = "native",
       .name = "PLAYER 1975 (reconstruction)",
       .author = "M. L. Senft (program, Naval Postgraduate School 1975); veteran (reconstruction from the thesis)",
       // weights=FILE: PLAYER's weights as veteran train (PRO) wrote them; without it every weight is 1.
       // After 1.e4 e5 2.Nf3 it answers 2...Qf6, then 3.Nc3, and its third move is timed.
       .bench_moves = "e2e4 e7e5 g1f3",
       .bench_reply = "b1c3",
       .settings = {"weights"}},
      // Not a period program: veteran mate's solver (problems/), after the
      // Geniss Mate Solver of seed 001, as an engine for mate searches.
      {.id = "mate@native",
       .machine = "native",
       .name = "veteran mate (after the Geniss Mate Solver, 2004)",
       .author = "veteran (solver after G.M.S. v2.0 by Geniss, 2004)",
       .kind = ProgramKind::mate_finder},
  };
  return programs;
}

const PeriodProgram* find_program(const std::string& id) {
  for (const auto& p : period_programs())
    if (p.id == id) return &p;
  return nullptr;
}

const PeriodProgram& program(const std::string& id) {
  if (const auto* p = find_program(id)) return *p;
  throw std::invalid_argument("no program '" + id + "' (programs: " + program_list() + ")");
}

const PeriodProgram& original_of(const PeriodProgram& p) { return p.native() && !p.twin.empty() ? program(p.twin) : p; }

const ProgramLevels& levels_of(const PeriodProgram& p) { return original_of(p).levels; }

void check_setting(const PeriodProgram& program, const std::string& key) {
  if (std::find(program.settings.begin(), program.settings.end(), key) != program.settings.end()) return;
  std::string takers;
  for (const auto& p : period_programs())
    if (std::find(p.settings.begin(), p.settings.end(), key) != p.settings.end())
      takers += (takers.empty() ? "" : ", ") + p.id;
  throw std::invalid_argument(program.id + " has no setting '" + key + "'" +
                              (takers.empty() ? " (no program has)" : " (" + takers + " has)"));
}

std::string program_list() {
  std::string list;
  for (const auto& p : period_programs()) list += (list.empty() ? "" : ", ") + p.id;
  return list;
}

}  // namespace veteran::engines
