#include "engines/native/microchess.hpp"

#include <cstddef>

namespace veteran::engines::microchess {
namespace {

// The initial piece squares, computer's side first (king, queen, rooks,
// bishops, knights, pawns), then the player's, each side's back rank on its
// own rank 0 or 7 and the king on file digit 3.
constexpr uint8_t kSetup[32] = {0x03, 0x04, 0x00, 0x07, 0x02, 0x05, 0x01, 0x06, 0x10, 0x17, 0x11,
                                0x16, 0x12, 0x15, 0x14, 0x13, 0x73, 0x74, 0x70, 0x77, 0x72, 0x75,
                                0x71, 0x76, 0x60, 0x67, 0x61, 0x66, 0x62, 0x65, 0x64, 0x63};

// Square offsets by direction number: 1-8 king and queen (4-1 rook, 8-5
// bishop), 6-4 the pawn's two captures and its step, 16-9 the knight.
constexpr uint8_t kDirection[17] = {0x00, 0xF0, 0xFF, 0x01, 0x10, 0x11, 0x0F, 0xEF, 0xF1,
                                    0xDF, 0xE1, 0xEE, 0xF2, 0x12, 0x0E, 0x1F, 0x21};

// Piece values by piece number: king 11, queen 10, rooks 6, bishops and knights 4, pawns 2.
constexpr uint8_t kValue[16] = {11, 10, 6, 6, 4, 4, 4, 4, 2, 2, 2, 2, 2, 2, 2, 2};

// The opening book, read from the top down in threes: the square the
// player's last move went to, then the piece to move and its square.
constexpr uint8_t kBook[28] = {0x99, 0x25, 0x0B, 0x25, 0x01, 0x00, 0x33, 0x25, 0x07, 0x36, 0x34, 0x0D, 0x34, 0x34,
                               0x0E, 0x52, 0x25, 0x0D, 0x45, 0x35, 0x04, 0x55, 0x22, 0x06, 0x43, 0x33, 0x0F, 0xCC};
constexpr uint8_t kBookStart = 0x1B;

bool negative(uint8_t v) { return v & 0x80; }

// The 6502's ADC and SBC in binary mode.
uint8_t adc(uint8_t a, uint8_t m, bool& carry) {
  unsigned sum = a + m + (carry ? 1u : 0u);
  carry = sum > 0xFF;
  return static_cast<uint8_t>(sum);
}
uint8_t sbc(uint8_t a, uint8_t m, bool& carry) {
  int diff = a - m - (carry ? 0 : 1);
  carry = diff >= 0;
  return static_cast<uint8_t>(diff);
}

}  // namespace

Strength strength_for_level(int level) {
  if (level <= 1) return {0x00, 0xFF};
  if (level == 2) return {0x00, 0xFB};
  return {0x08, 0xFB};
}

void Program::rebuild_map() {
  ++version_;
  for (auto& frame : where_) frame.fill(0xFF);
  for (int x = 0; x < 32; ++x) {
    uint8_t s = zp_[kBoard + x];
    if (!(s & 0x88)) place(fixed_square(s), fixed_piece(static_cast<uint8_t>(x)));
  }
}

void Program::new_game() {
  for (int i = 0; i < 32; ++i) zp_[kBoard + i] = kSetup[i];
  turned_ = false;
  rebuild_map();
  zp_[kOMove] = kBookStart;
  zp_[kDis1] = zp_[kDis2] = zp_[kDis3] = 0xCC;
  undo_.clear();
}

void Program::set_board(const std::array<uint8_t, 32>& squares) {
  for (int i = 0; i < 32; ++i) zp_[kBoard + i] = squares[static_cast<size_t>(i)];
  zp_[kOMove] = 0xFF;
  zp_[kDis1] = zp_[kDis2] = zp_[kDis3] = 0xCC;
  turned_ = false;
  rebuild_map();
  undo_.clear();
}

void Program::exchange_sides() {
  reverse();
  zp_[kDis1] = zp_[kDis2] = zp_[kDis3] = 0xEE;
}

void Program::player_move(uint8_t from, uint8_t to) {
  // The digits go into the display and SQUARE; the piece is the one on FROM
  // (looked for from the last piece down); F makes the move.
  zp_[kDis2] = from;
  zp_[kDis3] = to;
  zp_[kSquare] = to;
  uint8_t x = 0x1F;
  while (!negative(x) && zp_[kBoard + x] != from) --x;
  zp_[kDis1] = x;
  zp_[kPiece] = x;
  make();
  rebuild_map();  // FROM may have held no piece: PIECE FF moves the byte below the board
  undo_.clear();  // the program starts over after each key: its second stack with it
  zp_[kDis1] = 0xFF;
  zp_[kPiece] = 0xFF;  // the piece on FROM, looked for again: none now
}

bool Program::computer_move(const Strength& strength, Reply& reply) {
  strength_ = strength;
  undo_.clear();
  bool from_book = false;
  uint8_t x = zp_[kOMove];
  if (!negative(x)) {
    if (zp_[kDis3] == kBook[x]) {
      --x;
      zp_[kDis1] = kBook[x];
      --x;
      zp_[kDis3] = kBook[x];
      --x;
      zp_[kOMove] = x;
      from_book = x != 0;
    }
    if (!from_book) zp_[kOMove] = 0xFF;  // the player left the book: it stays closed
  }
  if (!from_book) {
    zp_[kState] = 0x0C;  // the position as it stands: the computer's mobility and threats
    zp_[kBestV] = 0x0C;
    generate_cleared(0x14);
    zp_[kState] = 0x04;  // every move, judged
    generate_cleared(0x10);
    if (zp_[kBestV] < 0x0F) {  // nothing worth playing: mate or stalemate as it sees it
      zp_[kDis1] = zp_[kDis2] = zp_[kDis3] = 0xFF;
      return false;
    }
  }
  std::optional<uint8_t> value;
  if (!from_book) value = zp_[kBestV];
  uint8_t piece = zp_[kBestP];
  zp_[kBestV] = indexed(kBoard, piece);  // shows FROM
  zp_[kPiece] = piece;
  zp_[kSquare] = zp_[kBestM];
  make();
  undo_.clear();
  reply = {zp_[kDis1], zp_[kDis2], zp_[kDis3], value};
  return true;
}

void Program::reset_square() { zp_[kSquare] = indexed(kBoard, zp_[kPiece]); }

inline Program::Step Program::step() {
  uint8_t square = static_cast<uint8_t>(zp_[kSquare] + kDirection[zp_[kMoveN] <= 16 ? zp_[kMoveN] : 0]);
  zp_[kSquare] = square;
  if (square & 0x88) return kIllegal;
  bool capture = false;
  int x = piece_at(square);
  if (x >= 0) {
    if (x < 0x10) return kIllegal;  // its own piece
    capture = true;
  }
  uint8_t state = zp_[kState];
  if (negative(state) || !negative(static_cast<uint8_t>(state - strength_.check_below))) return capture ? kCapture : 0;
  // Would the move leave the king to be taken? The 6502 program makes the
  // move, turns the board and generates every reply looking for one that
  // lands on the king (STATE F9); that has no other effect, so the same
  // question is answered here directly, on the board as the replies see it.
  if (!king_capturable_after_move()) return capture ? kCapture : 0;
  return static_cast<Step>(kIllegal | kIntoCheck | (capture ? kCapture : 0));
}

bool Program::king_capturable_after_move() {
  uint8_t to = zp_[kSquare], piece = zp_[kPiece];
  uint8_t from = zp_[kBoard + piece];
  // Another piece than the king, with the king not attacked now: the move
  // empties FROM and fills TO, so the only reply that can newly reach the
  // king is a slider's down the line from the king through FROM (a pawn,
  // knight or king attack needs the attacker on its square already). That
  // one line is all there is to look at.
  int ray = 0;  // 0: the whole question; else the step from the king towards FROM
  bool straight = false;
  if (piece != 0) {
    uint8_t king = zp_[kBoard];
    int df = (from & 7) - (king & 7), dr = (from >> 4) - (king >> 4);
    bool on_a_line = !((from | king) & 0x88) && (df == 0 || dr == 0 || df == dr || df == -dr);
    if (!king_attacked_now()) {
      if (!on_a_line) return false;
      ray = (dr > 0) - (dr < 0);
      ray = ray * 16 + ((df > 0) - (df < 0));
      straight = df == 0 || dr == 0;
    }
  }
  if (ray) {
    // Down that line with the move made: FROM is empty now, and the piece
    // on TO (ours) ends the line.
    for (uint8_t t = static_cast<uint8_t>(zp_[kBoard] + ray); !(t & 0x88); t = static_cast<uint8_t>(t + ray)) {
      if (t == to) return false;
      if (t == from) continue;
      int x = piece_at(t);
      if (x < 0) continue;
      int p = x - 16;  // theirs are 16-31; ours end the line
      return p == 1 || (straight ? (p == 2 || p == 3) : (p == 4 || p == 5));
    }
    return false;
  }
  // The move made on the map for the question, and taken back after it.
  uint8_t on_to = where_[0][fixed_square(to)];
  if (!(from & 0x88)) place(fixed_square(from), 0xFF);
  place(fixed_square(to), fixed_piece(piece));
  bool taken = king_taken_on_map(piece == 0 ? to : zp_[kBoard]);
  place(fixed_square(to), on_to);
  if (!(from & 0x88)) place(fixed_square(from), fixed_piece(piece));
  return taken;
}

bool Program::slider_on_ray(uint8_t king, uint8_t step, bool straight) const {
  for (uint8_t t = king;;) {
    t = static_cast<uint8_t>(t + step);
    if (t & 0x88) return false;
    int x = piece_at(t);
    if (x < 0) continue;
    int p = x - 16;  // theirs are 16-31; ours end the line
    return p == 1 || (straight ? (p == 2 || p == 3) : (p == 4 || p == 5));
  }
}

bool Program::king_attacked_now() {
  if (attacked_version_ != version_) {
    attacked_ = king_taken_on_map(zp_[kBoard]);
    attacked_version_ = version_;
  }
  return attacked_;
}

bool Program::king_taken_on_map(uint8_t king) {
  if (king & 0x88) return false;
  // The replies come from the other side with the board turned; seen in
  // this frame a reply that lands on the king starts at king + offset, and
  // a line is blocked by the first piece met. Piece kinds go by piece
  // number, as in the generator (a promoted pawn stays a pawn).
  auto theirs_at = [&](uint8_t t) -> int {
    if (t & 0x88) return -1;
    int x = piece_at(t);
    return x >= 16 ? x - 16 : -1;
  };
  auto near = [&](int d) { return static_cast<uint8_t>(king + kDirection[d]); };
  for (int d : {6, 5})
    if (theirs_at(near(d)) >= 8) return true;  // a pawn takes on its diagonals
  for (int d = 16; d >= 9; --d) {
    int p = theirs_at(near(d));
    if (p == 6 || p == 7) return true;
  }
  for (int d = 8; d >= 1; --d) {
    if (theirs_at(near(d)) == 0) return true;  // their king, a step away
    if (slider_on_ray(king, kDirection[d], d <= 4)) return true;
  }
  return false;
}

void Program::generate_cleared(uint8_t counters) {
  for (int x = counters; x >= 0; --x) indexed(kCount, static_cast<uint8_t>(x)) = 0;
  generate();
}

void Program::generate() {
  zp_[kPiece] = 0x10;
  for (;;) {
    if (negative(--zp_[kPiece])) return;
    reset_square();
    uint8_t piece = zp_[kPiece];
    zp_[kMoveN] = 8;
    if (piece >= 8) {  // pawn: two captures, then the step and, from the second rank, the double step
      zp_[kMoveN] = 6;
      do {
        Step s = step();
        if ((s & kCapture) && !(s & kIllegal)) janus(true);
        reset_square();
        --zp_[kMoveN];
      } while (zp_[kMoveN] == 5);
      for (;;) {
        Step s = step();
        if (s & (kCapture | kIllegal)) break;
        janus(false);
        if ((zp_[kSquare] & 0xF0) != 0x20) break;
      }
    } else if (piece >= 6) {  // knight: directions 16 to 9
      zp_[kMoveN] = 0x10;
      do single_step();
      while (zp_[kMoveN] != 8);
    } else if (piece >= 4) {  // bishop: 8 to 5
      do slide();
      while (zp_[kMoveN] != 4);
    } else if (piece == 1) {  // queen: 8 to 1
      do slide();
      while (zp_[kMoveN] != 0);
    } else if (piece >= 2) {  // rook: 4 to 1
      zp_[kMoveN] = 4;
      do slide();
      while (zp_[kMoveN] != 0);
    } else {  // king: 8 to 1
      do single_step();
      while (zp_[kMoveN] != 0);
    }
  }
}

void Program::single_step() {
  Step s = step();
  if (!(s & kIllegal)) janus(s & kCapture);
  reset_square();
  --zp_[kMoveN];
}

void Program::slide() {
  for (;;) {
    Step s = step();
    if ((s & kIntoCheck) && !(s & kCapture)) continue;  // into check: not here, but further along
    if (s & kIllegal) break;
    janus(s & kCapture);
    if (s & kCapture) break;
  }
  reset_square();
  --zp_[kMoveN];
}

// What to do with a generated move depends on STATE: 12 counts the
// computer's own options before it moves, 4 tries each of its moves, 0
// counts the player's replies, 8 the computer's continuations, negative
// states follow captures down the exchange tree, F9 looks for a king capture.
void Program::janus(bool capture) {
  uint8_t x = zp_[kState];
  if (negative(x)) {
    if (x != 0xF9) return tree(capture);
    if (zp_[kBk] == zp_[kSquare]) zp_[kInCheck] = 0;
    return;
  }
  uint8_t piece = zp_[kPiece];
  if (piece != 0 && x == 8 && piece == zp_[kBMaxP]) return;  // the piece under the heaviest threat
  ++indexed(kMob, x);
  if (piece == 1) ++indexed(kMob, x);  // the queen's moves count twice
  if (capture) {
    // The program scans BK from 15 down for the square; squares are unique,
    // so the map names the same piece (none: Y runs out at $FF).
    int on = piece_at(zp_[kSquare]);
    uint8_t y = on >= 16 ? static_cast<uint8_t>(on - 16) : 0xFF;
    uint8_t value = kValue[y & 0x0F];
    if (value >= indexed(kMaxC, x)) {
      indexed(kPCap, x) = y;
      indexed(kMaxC, x) = value;
    }
    indexed(kCc, x) = static_cast<uint8_t>(indexed(kCc, x) + value);
  }
  if (x == 4) {
    // This move of the computer's: the player's replies, then its own next moves.
    zp_[kWCap0] = zp_[kXMaxC];
    zp_[kState] = 0;
    make();
    reverse();
    generate_cleared(0x10);
    reverse();
    zp_[kState] = 8;
    generate();
    unmake();
    strategy();
    return;
  }
  if (negative(static_cast<uint8_t>(x - 4))) tree(capture);
}

// After a capture of a queen, rook, bishop or knight, the best such capture
// at this depth is kept and the recaptures are followed, down to the floor.
void Program::tree(bool capture) {
  if (!capture) return;
  // The program scans BK from 7 down to 1 (queen to knights); the map names the piece.
  int taken = piece_at(zp_[kSquare]) - 16;
  if (taken < 1 || taken > 7) return;
  uint8_t y = static_cast<uint8_t>(taken);
  uint8_t x = zp_[kState];
  if (kValue[y] >= indexed(kBCap0, x)) indexed(kBCap0, x) = kValue[y];
  --zp_[kState];
  if (strength_.tree_floor != zp_[kState]) make_reverse_generate_unmake();
  ++zp_[kState];
}

void Program::make_reverse_generate_unmake() {
  make();
  reverse();
  generate();
  reverse();
  unmake();
}

// The board seen from the other side: the two sides' pieces change places
// and every square turns about the centre (0x77 - square).
void Program::reverse() {
  for (int x = 15; x >= 0; --x) {
    uint8_t theirs = zp_[kBk + x];
    zp_[kBk + x] = static_cast<uint8_t>(0x77 - zp_[kBoard + x]);
    zp_[kBoard + x] = static_cast<uint8_t>(0x77 - theirs);
  }
  turned_ = !turned_;  // the pieces stay where they are: the map keeps its frame
  ++version_;
}

void Program::make() {
  ++version_;
  uint8_t to = zp_[kSquare];
  undo_.push_back(to);
  int found = to & 0x88 ? -1 : piece_at(to);
  uint8_t x = found < 0 ? 0xFF : static_cast<uint8_t>(found);
  indexed(kBoard, x) = 0xCC;  // the captured piece (none: the byte below the board)
  undo_.push_back(x);
  uint8_t piece = zp_[kPiece];
  uint8_t from = indexed(kBoard, piece);
  indexed(kBoard, piece) = to;
  if (piece < 32) {
    if (!(from & 0x88)) place(fixed_square(from), 0xFF);
    if (!(to & 0x88)) place(fixed_square(to), fixed_piece(piece));
  }
  undo_.push_back(from);
  undo_.push_back(piece);
  undo_.push_back(zp_[kMoveN]);
}

void Program::unmake() {
  ++version_;
  auto pop = [&] {
    uint8_t v = undo_.back();
    undo_.pop_back();
    return v;
  };
  zp_[kMoveN] = pop();
  uint8_t piece = pop();
  zp_[kPiece] = piece;
  uint8_t from = pop();
  indexed(kBoard, piece) = from;
  uint8_t captured = pop();
  uint8_t to = pop();
  zp_[kSquare] = to;
  indexed(kBoard, captured) = to;
  if (piece < 32) {
    if (!(to & 0x88)) place(fixed_square(to), captured < 32 ? fixed_piece(captured) : 0xFF);
    if (!(from & 0x88)) place(fixed_square(from), fixed_piece(piece));
  }
}

// The move's value: mobility, threats and captures of both sides with the
// published weights, 8-bit arithmetic and carries as the 6502 does it, a
// bonus for the centre or for leaving the back rank; then mate and check.
void Program::strategy() {
  auto z = [&](uint8_t address) { return zp_[address]; };
  bool c = false;
  uint8_t a = 0x80;
  for (uint8_t m : {kWMob, kWMaxC, kWCc, kWCap1, kWCap2}) a = adc(a, z(m), c);
  c = true;
  for (uint8_t m : {kPMaxC, kPCc, kBCap0, kBCap1, kBCap2, kPMob, kBMob}) a = sbc(a, z(m), c);
  if (!c) a = 0;
  a >>= 1;
  c = false;
  a = adc(a, 0x40, c);
  a = adc(a, z(kWMaxC), c);
  a = adc(a, z(kWCc), c);
  c = true;
  a = sbc(a, z(kBMaxC), c);
  a >>= 1;
  c = false;
  a = adc(a, 0x90, c);
  for (uint8_t m : {kWCap0, kWCap0, kWCap0, kWCap0, kWCap1}) a = adc(a, z(m), c);
  c = true;
  for (uint8_t m : {kBMaxC, kBMaxC, kBCc, kBCc, kBCap1}) a = sbc(a, z(m), c);
  uint8_t square = zp_[kSquare], piece = zp_[kPiece];
  bool bonus = square == 0x33 || square == 0x34 || square == 0x22 || square == 0x25;
  if (!bonus && piece != 0 && negative(static_cast<uint8_t>(indexed(kBoard, piece) - 0x10))) bonus = true;
  if (bonus) a = static_cast<uint8_t>(a + 2);
  // Check and mate, as the program sees them.
  if (zp_[kBMaxC] == kValue[0])
    a = 0;  // the reply takes the king
  else if (zp_[kBMob] == 0 && zp_[kWMaxP] == 0)
    a = 0xFF;  // no reply, and the king is attacked
  zp_[kState] = 4;
  if (a > zp_[kBestV]) {
    zp_[kBestV] = a;
    zp_[kBestP] = piece;
    zp_[kBestM] = square;
  }
}

}  // namespace veteran::engines::microchess
