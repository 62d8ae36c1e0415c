// SARGON's board and the driver's side of the program: the tables and
// initial values as loaded, INITBD, the set-up (ANALYS with ROYALT), the
// player's move (VALMOV), the computer's move (CPTRMV), MOVE and UNMOVE.
#include "engines/native/sargon/program.hpp"

#include "engines/native/sargon/bitboards.hpp"

namespace veteran::engines::sargon {

namespace {
// The listing's constant tables (facts of the program: directions, piece
// values, the first rank, the one-move book) and where they live.
constexpr int8_t kDirections[24] = {9,  11, -11, -9,  10, -10, 1,  -1, -21, -12, 8,   19,
                                    21, 12, -8,  -19, 10, 10,  11, 9,  -10, -10, -11, -9};
constexpr uint8_t kDirectionStart[7] = {20, 16, 8, 0, 4, 0, 0};  // DPOINT, by kind (0: a black pawn)
constexpr uint8_t kDirectionCount[7] = {4, 4, 8, 4, 4, 8, 8};    // DCOUNT
constexpr uint8_t kValues[6] = {1, 3, 3, 5, 9, 10};              // PVALUE, pawn to king
constexpr uint8_t kFirstRank[8] = {Rook, Knight, Bishop, Queen, King, Bishop, Knight, Rook};  // PIECES
constexpr uint8_t kBook[12] = {35, 55, kFirstMove, 34, 54, kFirstMove,                        // BMOVES
                               85, 65, kFirstMove, 84, 64, kFirstMove};
constexpr uint16_t kPieces = 0x10AC;
}  // namespace

Program::Program() {
  for (int i = 0; i < 24; ++i) ram_[kDirect + i] = static_cast<uint8_t>(kDirections[i]);
  for (int i = 0; i < 7; ++i) ram_[kDPoint + i] = kDirectionStart[i], ram_[kDCount + i] = kDirectionCount[i];
  for (int i = 0; i < 6; ++i) ram_[kPValue + 1 + i] = kValues[i];
  for (int i = 0; i < 8; ++i) ram_[kPieces + i] = kFirstRank[i];
  for (int i = 0; i < 12; ++i) ram_[kBMoves + i] = kBook[i];
  // POSK and POSQ as assembled (INITBD and ROYALT set them before use), then the list's end.
  ram_[kPosK] = 24, ram_[kPosK + 1] = 95, ram_[kPosQ] = 14, ram_[kPosQ + 1] = 94, ram_[kPosQ + 2] = 0xFF;
}

void Program::initbd() {
  for (int i = 0; i < 120; ++i) square(static_cast<uint8_t>(i)) = kBorder;
  for (uint8_t f = 0; f < 8; ++f) {
    uint8_t piece = ram_[kPieces + f];
    square(static_cast<uint8_t>(21 + f)) = piece;
    square(static_cast<uint8_t>(91 + f)) = piece | kBlack;
    square(static_cast<uint8_t>(31 + f)) = Pawn;
    square(static_cast<uint8_t>(81 + f)) = Pawn | kBlack;
    for (uint8_t r = 41; r <= 71; r += 10) square(static_cast<uint8_t>(r + f)) = 0;
  }
  ram_[kPosK] = 25, ram_[kPosK + 1] = 95, ram_[kPosQ] = 24, ram_[kPosQ + 1] = 94;
  find_pieces();
}

void Program::toggle(uint8_t index, uint8_t piece) {
  const uint8_t kind = piece & 7;
  if (kind == 0 || piece == kBorder) return;
  const uint64_t bit = bitboards::bit(bitboards::square_of(index));
  pieces_[piece >> 7][kind] ^= bit;
  colour_[piece >> 7] ^= bit;
  occupied_ ^= bit;
  if (piece & kMoved) moved_ ^= bit;
}

void Program::place(uint8_t index, uint8_t piece) {
  toggle(index, square(index));
  toggle(index, piece);
  square(index) = piece;
}

void Program::find_pieces() {
  pieces_ = {};
  colour_ = {};
  occupied_ = moved_ = 0;
  for (uint8_t i = 21; i != 99; ++i)
    if (bitboards::on_board(i)) toggle(i, square(i));
}

// Kings and queens found on the board, the last of each in a1..h8 order; 0 for none.
void Program::royalt() {
  for (int i = 0; i < 4; ++i) ram_[kPosK + i] = 0;
  for (uint8_t i = 21; i != 99; ++i) {
    uint8_t piece = square(i);
    uint16_t at = kPosK + ((piece & kBlack) ? 1 : 0);
    if ((piece & 7) == King) ram_[at] = i;
    if ((piece & 7) == Queen) ram_[at + 2u] = i;
  }
}

// INTERR's answers: the player's colour and the look-ahead typed as a digit 1-6.
void Program::new_game(bool computer_white, int look_ahead) {
  color_ = 0;
  kolor_ = computer_white ? 0 : kBlack;
  plymax_ = look_ahead >= 1 && look_ahead <= 6 ? static_cast<uint8_t>(look_ahead) : 2;
  initbd();
  moveno_ = 1;
}

void Program::set_up(const std::array<uint8_t, 64>& squares, bool computer_white, int look_ahead, uint8_t move_number) {
  // The referee first makes the array as INITBD leaves it, empty with its border.
  for (int i = 0; i < 120; ++i) {
    int file = i % 10, rank = i / 10;
    square(static_cast<uint8_t>(i)) = file >= 1 && file <= 8 && rank >= 2 && rank <= 9 ? 0 : kBorder;
  }
  for (int s = 0; s < 64; ++s) square(board_index(s % 8, s / 8)) = squares[static_cast<size_t>(s)];
  find_pieces();
  royalt();
  kolor_ = computer_white ? 0 : kBlack;
  plymax_ = look_ahead >= 1 && look_ahead <= 6 ? static_cast<uint8_t>(look_ahead) : 2;
  moveno_ = move_number;
}

// VALMOV: the move must be one SARGON generates for the player and must not
// leave the player's king attacked. The moves are generated at MLIST+1024,
// above what the search uses for its first plies.
bool Program::player_move(uint8_t from, uint8_t to) {
  uint16_t saved = mlptrj_;
  color_ = kolor_ ^ kBlack;
  mlptri_ = kPlyIx - 2;
  mlnxt_ = kMList + 1024;
  genmov();
  uint16_t entry = kMList + 1024;
  for (;;) {
    if (from == ram_[entry + kMLFrp] && to == ram_[entry + kMLTop]) {
      mlptrj_ = entry;
      move();
      if (inchk(color_) == 0) {
        if (color_ & kBlack) ++moveno_;  // the driver counts a move after Black's
        return true;
      }
      unmove();
      break;
    }
    uint16_t next = word(entry + kMLPtr);
    if ((next >> 8) == 0) break;
    entry = next;
  }
  mlptrj_ = saved;
  return false;
}

void Program::replace_piece(uint8_t index, Kind kind) {
  uint8_t piece = square(index);
  place(index, static_cast<uint8_t>((piece & 0xF8) | kind));
  uint16_t posq = kPosQ + ((piece & kBlack) ? 1 : 0);
  if (ram_[posq] == index) ram_[posq] = 0;
}

Program::Reply Program::computer_move() {
  fndmov();
  mlptrj_ = bestm_;
  Reply reply;
  reply.score = ram_[kScore + 1];
  // FCDMAT: mated by force at this very move number, SARGON tips its king over.
  if (reply.score == 1 && pmate_ == moveno_) {
    reply.resigns = true;
    return reply;
  }
  move();
  reply.from = ram_[mlptrj_ + kMLFrp];
  reply.to = ram_[mlptrj_ + kMLTop];
  // Whether to say "CHECK": the opponent's king looked at with the colours swapped.
  uint8_t colour = color_;
  color_ ^= kBlack;
  inchk(color_);
  color_ = colour;
  if (kolor_ & kBlack) ++moveno_;
  return reply;
}

// MOVE: the entry MLPTRJ points to, and the second half of a double move.
void Program::move() {
  uint16_t at = mlptrj_ + 2;
  for (;;) {
    m1_ = ram_[at], m2_ = ram_[at + 1u];
    uint8_t flags = ram_[at + 2u];
    uint8_t piece = square(m1_);
    if (flags & kPromotion) {
      piece |= 4;  // the pawn becomes a queen (POSQ is not told)
    } else if ((piece & 7) == Queen || (piece & 7) == King) {
      if ((piece & 7) == King && (flags & kDoubleMove)) piece |= kCastled;
      ram_[((piece & 7) == King ? kPosK : kPosQ) + ((piece & kBlack) ? 1 : 0)] = m2_;
    }
    place(m2_, static_cast<uint8_t>(piece | kMoved));
    place(m1_, 0);
    if (flags & kDoubleMove) {
      at = mlptrj_ + 8;
      continue;
    }
    if ((flags & 7) == Queen) ram_[kPosQ + ((flags & kBlack) ? 1 : 0)] = 0;
    return;
  }
}

void Program::unmove() {
  uint16_t at = mlptrj_ + 2;
  for (;;) {
    m1_ = ram_[at], m2_ = ram_[at + 1u];
    uint8_t flags = ram_[at + 2u];
    uint8_t piece = square(m2_);
    if (flags & kPromotion) {
      piece &= static_cast<uint8_t>(~4);
    } else if ((piece & 7) == Queen || (piece & 7) == King) {
      if ((piece & 7) == King && (flags & kDoubleMove)) piece &= static_cast<uint8_t>(~kCastled);
      ram_[((piece & 7) == King ? kPosK : kPosQ) + ((piece & kBlack) ? 1 : 0)] = m1_;
    }
    if (flags & kFirstMove) piece &= static_cast<uint8_t>(~kMoved);
    place(m1_, piece);
    place(m2_, static_cast<uint8_t>(flags & kCapturedPiece));
    if (flags & kDoubleMove) {
      at = mlptrj_ + 8;
      continue;
    }
    if ((flags & 7) == Queen) ram_[kPosQ + ((flags & kBlack) ? 1 : 0)] = m2_;
    return;
  }
}

}  // namespace veteran::engines::sargon
