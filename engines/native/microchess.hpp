// Microchess (Peter Jennings, 1976) reimplemented in C++ from its published
// algorithm: the same board of piece squares, the same move generation order,
// the same analysis states (JANUS), exchange tree, strategy weights, check
// and mate tests, opening book and strength settings, so that it chooses the
// move the 6502 program chooses. Squares are Microchess's own: 0xRF with R
// the rank (0 on the computer's side) and F the file digit; 0xCC marks a
// captured piece. This file is veteran's own code; no 6502 code is run.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace veteran::engines::microchess {

// The strength settings, as the bytes the 1976 program keeps at $02F2
// (check the legality of replies when STATE is below it) and $018B (the
// STATE at which the exchange tree turns back).
struct Strength {
  uint8_t check_below = 0x08;
  uint8_t tree_floor = 0xFB;
};
Strength strength_for_level(int level);  // 1: 00/FF, 2: 00/FB, 3: 08/FB

class Program {
 public:
  // The C key: the initial position, the computer playing the top (white)
  // side, the opening book armed; shows CC CC CC.
  void new_game();
  // A position the 1976 program could not set up: the 32 piece squares in
  // its frame (0xCC for absent pieces), the book closed.
  void set_board(const std::array<uint8_t, 32>& squares);
  // The E key: exchange sides (the computer takes the other colour).
  void exchange_sides();
  // FROM TO and F: the player's move as typed (moves whatever piece stands
  // on FROM, captures whatever stands on TO).
  void player_move(uint8_t from, uint8_t to);
  // The PC key. Returns false when the program gives up (no move worth
  // playing: mated or stalemated, as the program sees it).
  struct Reply {
    uint8_t piece, from, to;
    // BESTV, the chosen move's strategy value (0xFF: it mates, as the
    // program sees it); none for a book move, which is not judged.
    std::optional<uint8_t> value;
  };
  bool computer_move(const Strength& strength, Reply& reply);

  // The piece squares: 0-15 the computer's (0 king, 1 queen, 2-3 rooks,
  // 4-5 bishops, 6-7 knights, 8-15 pawns), 16-31 the player's.
  uint8_t square_of(int piece) const { return zp_[kBoard + piece]; }
  void set_square(int piece, uint8_t square) {
    zp_[kBoard + piece] = square;
    rebuild_map();
  }
  // The displayed digits (DIS1-DIS3: piece, from, to).
  uint8_t display(int n) const { return zp_[kDis1 - (n - 1)]; }

 private:
  // Page zero, as the program lays it out: tables indexed past their ends
  // wrap as on the 6502.
  static constexpr uint8_t kBoard = 0x50, kBk = 0x60, kPiece = 0xB0, kSquare = 0xB1, kInCheck = 0xB4, kState = 0xB5,
                           kMoveN = 0xB6, kOMove = 0xDC, kWCap0 = 0xDD, kCount = 0xDE, kBCap2 = 0xDE, kWCap2 = 0xDF,
                           kBCap1 = 0xE0, kWCap1 = 0xE1, kBCap0 = 0xE2, kMob = 0xE3, kMaxC = 0xE4, kCc = 0xE5,
                           kPCap = 0xE6, kBMob = 0xE3, kBMaxC = 0xE4, kBCc = 0xE5, kBMaxP = 0xE6, kXMaxC = 0xE8,
                           kWMob = 0xEB, kWMaxC = 0xEC, kWCc = 0xED, kWMaxP = 0xEE, kPMob = 0xEF, kPMaxC = 0xF0,
                           kPCc = 0xF1, kDis3 = 0xF9, kDis2 = 0xFA, kDis1 = 0xFB, kBestM = 0xF9, kBestV = 0xFA,
                           kBestP = 0xFB;
  std::array<uint8_t, 256> zp_{};
  std::vector<uint8_t> undo_;  // MOVE's second stack: to, captured, from, piece, direction
  Strength strength_;

  // Not in the 6502 program: which piece stands on each square, kept in the
  // frame of the initial board (REVERSE turns the program's frame, not the
  // pieces), so that "who is on this square" costs one look instead of a
  // scan of 32 squares. Squares are unique on the board, so the answer is
  // the piece the program's scan finds.
  // where_[0]: square in the initial frame -> piece in that frame, 0xFF
  // empty; where_[1]: the same seen from the turned frame, kept alongside so
  // that a look needs no translation whichever way the program faces.
  std::array<std::array<uint8_t, 128>, 2> where_{};
  bool turned_ = false;  // the program's frame is turned about the centre
  uint8_t fixed_square(uint8_t s) const { return turned_ ? static_cast<uint8_t>(0x77 - s) : s; }
  uint8_t fixed_piece(uint8_t x) const { return turned_ ? static_cast<uint8_t>(x ^ 16) : x; }
  void place(uint8_t fixed_sq, uint8_t fixed_pc) {  // both frames; 0xFF empties the square
    where_[0][fixed_sq] = fixed_pc;
    where_[1][static_cast<uint8_t>(0x77 - fixed_sq)] = fixed_pc == 0xFF ? 0xFF : static_cast<uint8_t>(fixed_pc ^ 16);
  }
  int piece_at(uint8_t s) const {  // the piece number (0-31, program's frame) on an on-board square, -1 if none
    uint8_t p = where_[turned_][s];
    return p == 0xFF ? -1 : p;
  }
  void rebuild_map();
  // Whether our king stands attacked on the board as it is, remembered until
  // the board changes: a move that neither starts on a line through the king
  // nor is the king's cannot expose it unless it is attacked already.
  uint32_t version_ = 0, attacked_version_ = ~0u;
  bool attacked_ = false;
  bool king_attacked_now();
  bool king_taken_on_map(uint8_t king);

  uint8_t& at(uint8_t address) { return zp_[address]; }
  uint8_t& indexed(uint8_t base, uint8_t index) { return zp_[static_cast<uint8_t>(base + index)]; }

  // CMOVE's answer, as the 6502 flags carry it, as bits: a struct of three
  // bools came back through memory and stalled store forwarding on every call.
  using Step = uint8_t;
  static constexpr Step kIllegal = 1;    // N: off the board, onto its own piece, or (with check) into check
  static constexpr Step kCapture = 2;    // V
  static constexpr Step kIntoCheck = 4;  // C: illegal only because it leaves the king in check
  [[gnu::always_inline]] inline Step step();
  bool king_capturable_after_move();
  // Whether their queen, or rook (straight) or bishop (diagonal), is the first piece from KING along STEP.
  bool slider_on_ray(uint8_t king, uint8_t step, bool straight) const;
  void reset_square();
  void generate();                          // GNM: every move of the side in BOARD, JANUS after each
  void generate_cleared(uint8_t counters);  // GNMX / GNMZ
  void single_step();                       // SNGMV: king and knight
  void slide();                             // LINE: queen, rook, bishop
  void janus(bool capture);
  void tree(bool capture);
  void reverse();
  void make();                          // MOVE
  void unmake();                        // UMOVE
  void make_reverse_generate_unmake();  // GENRM
  void strategy();                      // STRATGY, then CKMATE
};

}  // namespace veteran::engines::microchess
