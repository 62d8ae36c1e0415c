// The problem solver's board: bitboards, legal moves generated directly (pins
// and checks worked out first, no make-and-test), copy-make. Built for speed
// on the questions a solver asks: every legal move, only the checking moves,
// "has the side to move any move at all?".
#pragma once

#include "problems/board/bitboard.hpp"

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
  // Castling (the rook) and en passant (the pawn taken beside `to`).
  constexpr bool touches_another_man() const {
    return special() == EnPassantCapture || special() == CastleShort || special() == CastleLong;
  }
  constexpr Kind promoted() const { return static_cast<Kind>(special() - PromoteKnight + KnightKind); }
  constexpr bool operator==(const Move& o) const { return bits == o.bits; }
  static constexpr Move from_bits(uint16_t b) {
    Move m;
    m.bits = b;
    return m;
  }
  std::string uci() const;
};

struct MoveList {
  // The moves are left unset (a union's member is not default-constructed):
  // zeroing 512 bytes for every list cost the solver 5 % (Gamnitzer 2167,
  // #6: 1.43 -> 1.35 s), and only moves[0, size) are ever read.
  MoveList() {}
  union {
    std::array<Move, 256> moves;
  };
  int size = 0;
  void push(Move m) { moves[size++] = m; }
  const Move* begin() const { return moves.data(); }
  const Move* end() const { return moves.data() + size; }
};

// The Zobrist keys of positions: fixed random numbers, the same on every run.
struct ZobristKeys {
  uint64_t piece[2][7][64];
  uint64_t castling[16];
  uint64_t en_passant[8];
  uint64_t black_to_move;
};
extern const ZobristKeys& kZobrist;

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
  Sq en_passant() const { return ep_; }  // kNoSquare when none
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
  // Whether `by` attacks s: the cheap leapers first, each a chance to stop early.
  bool attacked(Sq s, Side by, Bitboard occupied) const {
    const auto& t = tables();
    Bitboard them = by_side_[by];
    if (t.knight[s] & by_kind_[KnightKind] & them) return true;
    if (t.pawn[flip(by)][s] & by_kind_[PawnKind] & them) return true;
    if (t.king[s] & by_kind_[KingKind] & them) return true;
    Bitboard queens = by_kind_[QueenKind];
    if (bishop_attacks(s, occupied) & (by_kind_[BishopKind] | queens) & them) return true;
    return (rook_attacks(s, occupied) & (by_kind_[RookKind] | queens) & them) != 0;
  }

  // Every legal move of the side to move.
  void legal_moves(MoveList& out) const;
  // Only the legal moves that give check.
  void checking_moves(MoveList& out) const;
  // Does the side to move have a legal move? Stops at the first king move,
  // else generates them all; `generated` (if given) gets how many it produced.
  bool has_legal_move(int* generated = nullptr) const;
  // Whether a legal move that gives no check is found among the king's,
  // the pieces' and the pawns' (promotions, en passant and castling are not
  // looked at): false means none was found that way, not that none exists.
  // Far cheaper than generating every move and every check, for the
  // selfmate's last question: must the defender mate?
  bool has_obvious_quiet_move() const { return obvious_quiet_move().bits != 0; }
  // The move found so (none when none was).
  Move obvious_quiet_move() const;
  // The selfmate's last attacker moves worth playing: the legal moves
  // less those that give no check and leave the other side one of a few
  // quiet moves as it is (legal, no check), found by the squares such a
  // move must touch, not by playing it. Each move left out would fail: the
  // defender then need not mate.
  void moves_against_quiet_replies(MoveList& out) const;
  // What that rests on: up to `most` quiet moves of the other side (a
  // knight's, bishop's, rook's or queen's, or a pawn's single push), legal
  // if that side were to move now and giving no check, each with a mask of
  // squares. A move of the side to move that gives no check, is neither a
  // king move, castling nor en passant, and has neither its from nor its to
  // square in the mask leaves that quiet move legal and still no check: the
  // mask is the man's square and its way, the lines through it to both
  // kings (a pin made or unmade, a check uncovered behind it), and the line
  // from where it goes to the king it must not check. Returns how many.
  struct QuietReply {
    Move move;
    Bitboard mask = 0;
  };
  int quiet_replies(QuietReply* out, int most) const;
  // Plays this move (say, one remembered from another position) if it is
  // legal here and says whether it was; when not, the board is left spoilt
  // (the caller plays on a copy, copy-make). Cheaper than generating every
  // move when only one is wanted, and plays it once.
  bool play_if_legal(Move m);
  // Would this legal move give check?
  bool gives_check(Move m) const;
  // A square the other king could step to after this legal move of ours
  // (nothing of ours attacking it, the moved man's new square included),
  // or kNoSquare. Worked out from the squares, as has_legal_move would
  // after the move, without playing it: when there is one, the move cannot
  // mate. Castling and en passant, whose other men would move too, are not
  // looked at (kNoSquare).
  Sq king_flight_after(Move m) const;

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
  Sq ep_ = kNoSquare;
  uint64_t key_ = 0;

  void put(Sq s, Side side, Kind k) {
    by_kind_[k] |= bit(s);
    by_side_[side] |= bit(s);
    mailbox_[s] = static_cast<uint8_t>(k | (side << 3));
    key_ ^= kZobrist.piece[side][k][s];
  }
  void remove(Sq s) {
    Kind k = kind_at(s);
    Side side = side_at(s);
    by_kind_[k] &= ~bit(s);
    by_side_[side] &= ~bit(s);
    mailbox_[s] = 0;
    key_ ^= kZobrist.piece[side][k][s];
  }
  Bitboard pinned(Side side) const;
  void generate(MoveList& out) const;
  template <class Wanted>
  void generate_where(MoveList& out, Wanted&& wanted) const;
  void generate_checks(MoveList& out) const;
  bool en_passant_legal(Sq from) const;
  bool castle_legal(Special which) const;
};

// Why `b` cannot arise in a game by its material ("" if it can): a side with
// more than 16 men, or more promoted pieces (queens past one, rooks, knights
// and bishops of one square colour past their first) than its missing pawns
// could have made. Problemists set such positions on purpose at times, so a
// caller warns rather than refuses.
std::string impossible_material(const Board& b);

}  // namespace veteran::problems
