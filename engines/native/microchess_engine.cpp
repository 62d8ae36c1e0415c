#include "engines/native/microchess_engine.hpp"

#include <algorithm>
#include <array>
#include <stdexcept>

namespace veteran::engines {

int microchess_score_cp(uint8_t value) { return (value - 0xD0) * 25 / 2; }

// Microchess's times a move on the KIM-1 at its three strengths.
std::string NativeMicrochess::position_note(const std::string& fen) const {
  if (chess::Position(fen).fen() == chess::Position().fen()) return "";
  return "started from a position the 1976 Microchess cannot set up";
}

// The pieces of a FEN on the program's piece numbers: king 0, queen 1, rooks
// 2-3, bishops 4-5, knights 6-7, pawns 8-15 (each kind by file digit, pawns
// in the order of the initial set-up), the player's the same from 16.
void NativeMicrochess::set_up(const chess::Position& start) {
  std::array<uint8_t, 32> squares;
  squares.fill(0xCC);
  const std::vector<int> slots_of[7] = {{}, {8, 9, 10, 11, 12, 13, 14, 15}, {6, 7}, {4, 5}, {2, 3}, {1}, {0}};
  // Where a piece goes when its own numbers are taken: a number whose piece moves the same way.
  const std::vector<int> spare_of[7] = {{}, {}, {}, {1}, {1}, {2, 3, 4, 5}, {}};
  const int pawn_files[8] = {0, 7, 1, 6, 2, 5, 4, 3};
  for (int side = 0; side < 2; ++side) {
    chess::Color colour = side == 0 ? computer_ : chess::opponent(computer_);
    int base = side * 16;
    for (int kind = chess::King; kind >= chess::Pawn; --kind) {
      std::vector<uint8_t> codes;
      for (int sq = 0; sq < 128; ++sq) {
        if (sq & 0x88) continue;
        chess::Piece p = start.at(static_cast<chess::Square>(sq));
        if (p && chess::type_of(p) == kind && chess::color_of(p) == colour)
          codes.push_back(code(static_cast<chess::Square>(sq)));
      }
      auto order = [&](uint8_t c) {
        int f = c & 15;
        if (kind != chess::Pawn) return f * 16 + (c >> 4);
        int at = 0;
        while (pawn_files[at] != f) ++at;
        return at * 16 + (c >> 4);
      };
      std::sort(codes.begin(), codes.end(), [&](uint8_t x, uint8_t y) { return order(x) < order(y); });
      for (uint8_t c : codes) {
        bool placed = false;
        for (const auto* list : {&slots_of[kind], &spare_of[kind]})
          for (int slot : *list)
            if (!placed && squares[static_cast<size_t>(base + slot)] == 0xCC) {
              squares[static_cast<size_t>(base + slot)] = c;
              placed = true;
            }
        if (!placed)
          throw std::runtime_error(name() + " has no piece number left for a " + std::string(1, " PNBRQK"[kind]) +
                                   " in " + start.fen());
      }
    }
  }
  program_.set_board(squares);
}

// Rank digit then file digit, rank 0 on the computer's side.
uint8_t NativeMicrochess::code(chess::Square s) const {
  int file = chess::file_of(s), rank = chess::rank_of(s);
  if (computer_ == chess::White) return static_cast<uint8_t>(rank * 16 + (7 - file));
  return static_cast<uint8_t>((7 - rank) * 16 + file);
}

chess::Square NativeMicrochess::square(uint8_t c) const {
  int r = c >> 4, f = c & 15;
  if (r > 7 || f > 7) throw std::runtime_error(name() + " reported a square off the board");
  if (computer_ == chess::White) return chess::square(7 - f, r);
  return chess::square(f, 7 - r);
}

// The opponent's move as the referee types it: castling as the king's move
// and then the rook's; an en passant capture also takes the pawn off the
// program's board; a promotion leaves a pawn in the program's memory.
void NativeMicrochess::tell(const chess::Move& m) {
  program_.player_move(code(m.from), code(m.to));
  if (m.flags & chess::Castle) {
    bool king_side = chess::file_of(m.to) == 6;
    int rank = chess::rank_of(m.to);
    program_.player_move(code(chess::square(king_side ? 7 : 0, rank)), code(chess::square(king_side ? 5 : 3, rank)));
  }
  if (m.flags & chess::EnPassant) {
    uint8_t taken = code(chess::square(chess::file_of(m.to), chess::rank_of(m.from)));
    for (int p = 0; p < 16; ++p)
      if (program_.square_of(p) == taken) program_.set_square(p, 0xCC);
  }
}

SearchResult NativeMicrochess::go(const SearchLimits& limits) {
  const chess::Position& position = wanted_position();
  chess::Color side = position.side_to_move();
  if (!in_step(side)) {
    start_over(side);
    if (from_initial_position()) {
      program_.new_game();
      if (side == chess::Black) program_.exchange_sides();
    } else {
      // From a FEN: its pieces set up, then the game's moves typed in.
      set_up(chess::Position(fen_));
    }
  }
  for (size_t i = known_.size(); i < wanted_.size(); ++i) tell(wanted_[i]);
  known_ = wanted_;

  int level = choose_level(limits, side);

  SearchResult result;
  microchess::Program::Reply reply{};
  if (!program_.computer_move(microchess::strength_for_level(level), reply)) {
    result.resigns = true;  // the program shows FF FF FF: it sees nothing worth playing
    forget();
    return result;
  }
  if (reply.piece >= 0x10) throw std::runtime_error(name() + " moved a piece that is not its own");
  chess::Square from = square(reply.from), to = square(reply.to);
  result.move = move_between(position, from, to);
  if (reply.value == 0xFF)
    result.score_mate = 1;
  else if (reply.value)
    result.score_cp = microchess_score_cp(*reply.value);
  known_.push_back(result.move);
  return result;
}

}  // namespace veteran::engines
