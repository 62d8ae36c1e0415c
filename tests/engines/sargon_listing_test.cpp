// sargon@native beside a literal port of the listing's scans
// (sargon_listing.*): on every recorded position and on random ones, the
// quick routines must choose the same move with the same score and leave
// SARGON's RAM ($1000-$1FFF as the port lays it out) and its variables as
// the plain scans leave them. What may differ, and why, is listed below.
#include "tests/engines/sargon_listing.hpp"
#include "chess/position.hpp"
#include "engines/native/sargon_engine.hpp"
#include "tests/engines/facts.hpp"

#include <catch2/catch.hpp>

#include <cstdio>
#include <memory>
#include <random>
#include <set>
#include <string>

using namespace veteran;
namespace sargon = engines::sargon;
using sargon::Program;

namespace {

// The listing's scratch that the quick routines do not leave as the plain
// scans do, because nothing reads it before writing it again:
// - ATKLST: the plain POINTS builds attack lists for all 64 squares, the
//   quick one only for pieces attacked twice and defended (XCHNG's input);
//   each list is cleared before it is built.
// - M2, P2, T2 (PATH's last square), M4 and P3 (PINFND's candidate, ENPSNT's
//   pawn) and T3 (POINTS' last square's kind): the quick ATTACK, PINFND and
//   POINTS find pieces in square sets instead of stepping PATH over every
//   square, and ENPSNT runs only for the moves the quick search generates.
// - MLLST (where ADMOVE links the next move): set by GENMOV before use.
// - The move lists of the last ply and of a check extension: the plain run
//   links every move; the quick run links those moves only as the search
//   reaches them, so after a cut-off the rest are never written. Every
//   other ply's list is compared byte for byte (list_regions below).
bool scratch_byte(uint16_t address) { return address >= Program::kAtkList && address < Program::kAtkList + 14; }
bool in_move_list(uint16_t address) { return address >= Program::kMList && address < Program::kMLEnd + 6; }
const std::set<std::string> kScratchVariables = {"M2", "P2", "T2", "M4", "P3", "T3", "MLLST"};

// The move list regions of the plies generated in full in both runs: ply n's
// moves lie from its start in the ply index to the next ply's start.
std::vector<std::pair<uint16_t, uint16_t>> list_regions(const Program& p) {
  auto word = [&](uint32_t at) {
    return static_cast<uint16_t>(p.peek(static_cast<uint16_t>(at)) | p.peek(static_cast<uint16_t>(at + 1)) << 8);
  };
  std::vector<std::pair<uint16_t, uint16_t>> regions;
  for (int ply = 1; ply < p.look_ahead(); ++ply) {
    uint16_t start = word(Program::kPlyIx + 4u * (ply - 1)), end = word(Program::kPlyIx + 4u * ply);
    if (start >= Program::kMList && end > start && end <= Program::kMLEnd + 6) regions.emplace_back(start, end);
  }
  return regions;
}

struct Pair {
  engines::NativeSargon quick, plain;
  Pair() {
    plain.set_program_maker([] { return std::make_unique<test::ListingSargon>(); });
  }
};

// The differences between the two programs' states after a search, in words ("" if none).
std::string differences(const Program& quick, const Program& plain) {
  std::string out;
  auto vq = quick.variables(), vp = plain.variables();
  for (size_t i = 0; i < vq.size(); ++i)
    if (!kScratchVariables.count(vq[i].first) && vq[i].second != vp[i].second)
      out += std::string(" ") + vq[i].first + "=" + std::to_string(vq[i].second) + "/" + std::to_string(vp[i].second);
  std::vector<bool> compared(0x10000, false);
  for (uint32_t a = 0x1000; a < 0x2000; ++a)
    compared[a] = !scratch_byte(static_cast<uint16_t>(a)) && !in_move_list(static_cast<uint16_t>(a));
  for (auto [start, end] : list_regions(quick))
    for (uint32_t a = start; a < end; ++a) compared[a] = true;
  int bytes = 0;
  for (uint32_t a = 0x1000; a < 0x2000; ++a) {
    const auto address = static_cast<uint16_t>(a);
    if (compared[a] && quick.peek(address) != plain.peek(address) && bytes++ < 4) {
      char text[32];
      std::snprintf(text, sizeof text, " $%04X=%02X/%02X", a, quick.peek(address), plain.peek(address));
      out += text;
    }
  }
  if (bytes > 4) out += " (" + std::to_string(bytes) + " bytes)";
  return out;
}

struct Tally {
  int searches = 0, same = 0;
};

// Both programs on the game `moves` from `fen` at look-ahead `level`.
void search_both(Pair& both, const std::string& fen, const std::vector<chess::Move>& moves, int level,
                 const std::string& where, Tally& tally) {
  INFO(where << " look-ahead " << level);
  engines::SearchResult r[2];
  engines::NativeSargon* engine[2] = {&both.quick, &both.plain};
  for (int i = 0; i < 2; ++i) {
    engine[i]->set_level(level);
    engine[i]->set_position(fen, moves);
    r[i] = engine[i]->go({});
  }
  ++tally.searches;
  std::string quick_move = r[0].resigns ? "resign" : r[0].move.uci(),
              plain_move = r[1].resigns ? "resign" : r[1].move.uci();
  CHECK(quick_move == plain_move);
  CHECK(r[0].score_cp == r[1].score_cp);
  const Program& q = *both.quick.program();
  const Program& p = *both.plain.program();
  std::string diff = differences(q, p);
  CHECK(diff == "");
  tally.same += quick_move == plain_move && r[0].score_cp == r[1].score_cp && diff.empty();
}

}  // namespace

TEST_CASE("sargon@native beside the listing's plain scans: every recorded position", "[native][sargon][listing]") {
  Tally tally;
  for (const char* file : {VETERAN_SARGON_FACTS, VETERAN_SARGON_AGREEMENT}) {
    for (const auto& f : test::read_facts(file)) {
      Pair both;  // fresh programs, as the recorded replies were made
      search_both(both, chess::Position::kStartFen, test::moves_of(f.moves), f.level,
                  std::string(file) + ":" + std::to_string(f.line), tally);
    }
  }
  CHECK(tally.searches == 552 + 5585);
  WARN(tally.same << " of " << tally.searches << " recorded positions: same move, score and state");
}

TEST_CASE("sargon@native beside the listing's plain scans: 10,000 random positions at look-ahead 1-3",
          "[native][sargon][listing][random]") {
  // Positions from random games (a fixed seed: the same positions every run),
  // each set up through ANALYS and searched at look-ahead 1, 2 and 3.
  std::mt19937 random(1978);
  Tally tally;
  int positions = 0;
  while (positions < 10000) {
    chess::Position pos;
    std::vector<chess::Move> moves;
    const int length = 2 + static_cast<int>(random() % 120);
    for (int k = 0; k < length; ++k) {
      auto legal = pos.legal_moves();
      if (legal.empty()) break;
      moves.push_back(legal[random() % legal.size()]);
      pos.play(moves.back());
    }
    if (pos.legal_moves().empty() || moves.size() < 2) continue;
    ++positions;
    std::string where = "random position " + std::to_string(positions) + ": " + pos.fen();
    for (int level = 1; level <= 3; ++level) {
      Pair both;
      search_both(both, chess::Position::kStartFen, moves, level, where, tally);
    }
  }
  CHECK(tally.searches == 30000);
  WARN(tally.same << " of " << tally.searches << " searches of random positions: same move, score and state");
}
