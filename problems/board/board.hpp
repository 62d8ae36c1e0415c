// The problem solver's board: bitboards, legal moves generated directly (pins
// and checks worked out first, no make-and-test), copy-make. Built for speed
// on the questions a solver asks: every legal move, only the checking moves,
// "has the side to move any move at all?".
#pragma once

#include "veteran/problems/board/bitboard.hpp"

#include <array>
#include <cstdint>
#include <stdexcept>
#include <string>

namespace veteran::problems {

// from 0..5, to 6..11, special 12..15.
enum Special : uint16_t {
  Normal = 0,
  DoublePush = 1,
  CastleShort = 2,
  CastleLong = 3,
  EnPassantCapture = 4,
  PromoteKnight = 8,
  PromoteBishop = 9,
  PromoteRook = 10,
  PromoteQueen = 11
};
struct Move {
  uint16_t bits = 0;
  constexpr Move() = default;
  constexpr Move(Sq from, Sq to, Special s = Normal)
      : bits(static_cast<uint16_t>(from | (to << 6) | (static_cast<int>(s) << 12))) {}
  constexpr Sq from() const { return bits & 63; }
  constexpr Sq to() const { return (bits >> 6) & 63; }
  constexpr Special special() const { return static_cast<Special>(bits >> 12); }
  constexpr bool is_promotion() const { return special() >= PromoteKnight; }
  constexpr Kind promoted() const { return static_cast<Kind>(special() - PromoteKnight + KnightKind); }
  constexpr bool operator==(const Move& o) const { return bits == o.bits; }
  std::string uci() const;
};

struct MoveList {
  std::array<Move, 256> moves;
  int size = 0;
  void push(Move m) { moves[size++] = m; }
  const Move* begin() const { return moves.data(); }
  const Move* end() const { return moves.data() + size; }
};

enum CastleRight : uint8_t { WhiteShort = 1, WhiteLong = 2, BlackShort = 4, BlackLong = 8 };

// A FEN the board refuses, with the reason.
struct BoardError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class Board {
 public:
  // Throws BoardError naming what is wrong: the syntax, a missing or extra
  // king, pawns on the first or last rank, the side not to move in check.
  explicit Board(const std::string& fen);
  std::string fen() const;

  Side to_move() const { return side_; }
  uint8_t castling() const { return castling_; }
  Sq en_passant() const { return ep_; }  // 64 when none
  uint64_t key() const { return key_; }
  Kind kind_at(Sq s) const { return static_cast<Kind>(mailbox_[s] & 7); }
  Side side_at(Sq s) const { return static_cast<Side>(mailbox_[s] >> 3); }
  bool empty(Sq s) const { return mailbox_[s] == 0; }
  Bitboard occupied() const { return by_side_[0] | by_side_[1]; }
  Bitboard pieces(Side s) const { return by_side_[s]; }
  Bitboard pieces(Side s, Kind k) const { return by_side_[s] & by_kind_[k]; }
  Sq king(Side s) const { return lowest(pieces(s, KingKind)); }

  bool in_check() const { return checkers() != 0; }
  Bitboard checkers() const { return attackers(king(side_), flip(side_), occupied()); }
  Bitboard attackers(Sq s, Side by, Bitboard occupied) const;

  // Every legal move of the side to move.
  void legal_moves(MoveList& out) const;
  // Only the legal moves that give check.
  void checking_moves(MoveList& out) const;
  // Does the side to move have a legal move? Stops at the first.
  bool has_legal_move() const;
  // Would this legal move give check?
  bool gives_check(Move m) const;

  // Plays a legal move; the caller keeps a copy to go back (copy-make).
  void play(Move m);
  // Passes the move (the solver's threat question); only when not in check.
  void pass();

  uint64_t perft(int depth) const;

 private:
  std::array<Bitboard, 7> by_kind_{};
  std::array<Bitboard, 2> by_side_{};
  std::array<uint8_t, 64> mailbox_{};  // kind | side << 3; 0 empty
  Side side_ = WhiteSide;
  uint8_t castling_ = 0;
  Sq ep_ = 64;
  uint64_t key_ = 0;

  void put(Sq s, Side side, Kind k);
  void remove(Sq s);
  Bitboard pinned(Side side) const;
  template <bool ChecksOnly>
  void generate(MoveList& out) const;
  bool en_passant_legal(Sq from) const;
  bool castle_legal(Special which) const;
};

namespace zobrist {
uint64_t piece(Side s, Kind k, Sq sq);
uint64_t castling(uint8_t rights);
uint64_t en_passant(int file);
uint64_t black_to_move();
}  // namespace zobrist

}  // namespace veteran::problems
