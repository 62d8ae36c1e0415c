// SARGON (Dan and Kathe Spracklen, 1978) reimplemented in C++ from the
// routines the book describes, so that it chooses the move the Z80 program
// chooses: the same 10 x 12 board and piece bytes, the same move list of
// linked 6-byte entries in generation order, the same attack lists of packed
// nibbles, the same pin list, exchange evaluation, scoring, sort, alpha-beta
// with its score table, check extension and one-move book.
//
// Faithfulness comes from keeping SARGON's data where the program keeps it:
// tables, board, lists, score and ply tables and the move list live in one
// 64 KiB array at the addresses the listing gets when assembled with
// START = 1000H (docs/jupiter3.md), so that every pointer, link and
// overrun behaves as on the Z80 and the state can be compared byte for byte
// with the emulated program. The scalar variables are members. This is
// veteran's own code; no Z80 code runs here.
//
// Which behaviour it follows (docs/sargon-native.md): the book listing as
// printed, the one our emulated image runs. In particular PNCK reuses
// register D for the attack direction, so ATKSAV's "queen found on this
// scan" test afterwards reads the direction's sign: with pins on the board,
// attackers found along a negative direction go to the queen's slot.
#pragma once

#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace veteran::engines::sargon {

// Piece bytes: bits 2-0 the kind, bit 3 moved, bit 4 castled (kings), bit 7 black.
enum Kind : uint8_t { Empty = 0, Pawn = 1, Knight = 2, Bishop = 3, Rook = 4, Queen = 5, King = 6 };
inline constexpr uint8_t kMoved = 0x08, kCastled = 0x10, kBlack = 0x80, kBorder = 0xFF;

// A move entry's flags byte (MLFLG): the captured piece's byte in bits 7
// and 3-0 (colour, moved, kind), and the move's own flags.
inline constexpr uint8_t kFirstMove = 0x10,  // the piece had not moved: UNMOVE clears its moved bit again
    kPromotion = 0x20,                       // a pawn reaching the last rank (it becomes a queen)
    kDoubleMove = 0x40,                      // castling or en passant: the next entry is the second half
    kCapturedPiece = 0x8F;                   // the bits that restore the captured piece on UNMOVE

// What ATTACK's scan along a line has met (register D), which ATKSAV reads.
inline constexpr uint8_t kMetOpposing = 0x20,  // a piece not of P1's colour
    kMetOwn = 0x40,                            // a piece of P1's colour
    kMetQueen = 0x80;                          // a queen: the attackers behind it file in the queen's slot

// Board indices: 21 = a1, 28 = h1, 98 = h8.
constexpr uint8_t board_index(int file, int rank) { return static_cast<uint8_t>(21 + file + 10 * rank); }

class Program {
 public:
  // As loaded: every table and variable at the listing's initial value; the
  // board all zeros (only a game's start or a set-up fills it).
  Program();
  virtual ~Program() = default;

  // "CARE FOR A GAME?" Y, the player's colour, the look-ahead (INTERR,
  // INITBD, move number 1).
  void new_game(bool computer_white, int look_ahead);
  // "ANALYZE A POSITION?": the 64 squares a1..h8 as piece bytes (kind,
  // kBlack, kMoved), then the colour and look-ahead (INTERR) and ROYALT;
  // `move_number` is what SARGON's move counter is set to before it is told
  // whose move it is.
  void set_up(const std::array<uint8_t, 64>& squares, bool computer_white, int look_ahead, uint8_t move_number);
  // PLYMAX, as the referee writes it before each move.
  void set_look_ahead(int plies) { plymax_ = static_cast<uint8_t>(plies); }
  // Polled at every node of the search: once true, computer_move() throws
  // EngineFailure(stopped) and the program's state is no longer the game's.
  void set_stop(const std::atomic<bool>* stop) { stop_ = stop; }
  // After a stop: the best first-ply move FNDMOV had valued (BESTM, which
  // it sets as each better one is backed up to ply 1), as from and to
  // board indices; nothing if the stop came before the first was valued.
  std::optional<std::pair<uint8_t, uint8_t>> best_so_far() const {
    if (bestm_ == 0) return std::nullopt;
    return std::pair{ram_[bestm_ + kMLFrp], ram_[bestm_ + kMLTop]};
  }

  // The player's move as typed, checked by VALMOV against the moves SARGON
  // generates and made on its board. False: SARGON refuses it ("INVALID MOVE").
  bool player_move(uint8_t from, uint8_t to);
  // A promoted pawn made another piece than the queen SARGON makes, as the
  // referee writes it into the board (SARGON has no way to ask).
  void replace_piece(uint8_t index, Kind kind);

  struct Reply {
    uint8_t from = 0, to = 0;
    bool resigns = false;  // SARGON sees itself mated by force this move: "YOU WIN"
    uint8_t score = 0;     // SCORE+1: $80 even, $FF it mates, $01 it is mated
  };
  // CPTRMV: FNDMOV (or the book), then the move made on the board.
  Reply computer_move();

  // The refresh register's low bit when the book picks White's first move
  // (P-K4 when 0, P-Q4 when 1): on the Z80 it depends on the instant a key
  // was pressed.
  void set_book_choice(bool queen_pawn) { refresh_bit_ = queen_pawn; }

  uint8_t board(uint8_t index) const { return ram_[kBoardA + index]; }
  uint8_t move_number() const { return moveno_; }
  uint8_t look_ahead() const { return plymax_; }
  uint8_t peek(uint16_t address) const { return ram_[address]; }

  // Every evaluation also done the listing's way (ATTACK on all 64 squares)
  // and compared: a logic_error when they differ. For tests.
  void set_self_check(bool on) { self_check_ = on; }

  // The listing's variables (TABLE INDICES and VARIABLES) by name, for
  // comparing one program's state with another's.
  std::vector<std::pair<const char*, unsigned>> variables() const {
    return {{"M1", m1_},         {"M2", m2_},         {"M3", m3_},       {"M4", m4_},         {"T1", t1_},
            {"T2", t2_},         {"T3", t3_},         {"NPINS", npins_}, {"MLPTRI", mlptri_}, {"MLPTRJ", mlptrj_},
            {"SCRIX", scrix_},   {"BESTM", bestm_},   {"MLLST", mllst_}, {"MLNXT", mlnxt_},   {"KOLOR", kolor_},
            {"COLOR", color_},   {"P1", p1_},         {"P2", p2_},       {"P3", p3_},         {"PMATE", pmate_},
            {"MOVENO", moveno_}, {"PLYMAX", plymax_}, {"NPLY", nply_},   {"CKFLG", ckflg_},   {"MATEF", matef_},
            {"VALM", valm_},     {"BRDC", brdc_},     {"PTSL", ptsl_},   {"PTSW1", ptsw1_},   {"PTSW2", ptsw2_},
            {"MTRL", mtrl_},     {"BC0", bc0_},       {"MV0", mv0_},     {"PTSCK", ptsck_}};
  }

  // Addresses with START = 1000H (TBASE = 1100H), as the referee reads them.
  static constexpr uint16_t kTBase = 0x1100, kDirect = 0x1080, kDPoint = 0x1098, kDCount = 0x109F, kPValue = 0x10A5,
                            kBMoves = 0x1034, kBoardA = 0x10B4, kAtkList = 0x112C, kWAct = kAtkList,
                            kBAct = kAtkList + 7, kPListA = 0x113A, kPosK = 0x114E, kPosQ = 0x1150, kScore = 0x1153,
                            kPlyIx = 0x115F, kMList = 0x1300, kMLEnd = kMList + 2040;
  // Fields of a move entry: link, from, to, flags, value.
  static constexpr uint16_t kMLPtr = 0, kMLFrp = 2, kMLTop = 3, kMLFlg = 4, kMLVal = 5;

 protected:
  // The routines below are the listing's, some done with less work where the
  // answer cannot differ (docs/sargon-native.md). A test-only literal port
  // of ATTACK, PINFND, POINTS and GENMOV (tests/engines/sargon_listing.*)
  // overrides the four virtual ones, does every generation in full
  // (lazy_last_ply_ off), and must leave the same moves, scores and RAM.
  bool lazy_last_ply_ = true;
  std::vector<uint8_t> ram_ = std::vector<uint8_t>(0x10000, 0);
  // Working indices and variables (the listing's TABLE INDICES and VARIABLES).
  uint8_t m1_ = 0, m2_ = 0, m3_ = 0, m4_ = 0, t1_ = 0, t2_ = 0, t3_ = 0, npins_ = 0;
  uint16_t mlptri_ = kPlyIx, mlptrj_ = 0, scrix_ = 0, bestm_ = 0, mllst_ = 0, mlnxt_ = kMList;
  const std::atomic<bool>* stop_ = nullptr;
  uint8_t kolor_ = 0, color_ = 0, p1_ = 0, p2_ = 0, p3_ = 0, pmate_ = 0, moveno_ = 0, plymax_ = 2, nply_ = 0,
          ckflg_ = 0, matef_ = 0, valm_ = 0, brdc_ = 0, ptsl_ = 0, ptsw1_ = 0, ptsw2_ = 0, mtrl_ = 0, bc0_ = 0,
          mv0_ = 0, ptsck_ = 0;
  bool refresh_bit_ = false;
  // Where each colour's pieces of each kind (1-6) stand, as square sets
  // (bitboards.hpp), kept in step with the board by place().
  std::array<std::array<uint64_t, 8>, 2> pieces_{};
  std::array<uint64_t, 2> colour_{};
  uint64_t occupied_ = 0, moved_ = 0;  // moved_: pieces with the moved flag
  void place(uint8_t index, uint8_t piece);
  void find_pieces();  // after the whole board was written
  void toggle(uint8_t index, uint8_t piece);

  // Board control counted from the pieces' side (control.cpp): the total
  // White minus Black, the squares each colour attacks, and whether to
  // compare each POINTS with the listing's scan.
  uint8_t control_ = 0;
  std::array<uint64_t, 2> attacked_{}, attacked_twice_{};  // by White [0], Black [1]
  bool self_check_ = false;
  bool count_control();
  bool pin_allows(uint8_t at, uint8_t dir) const;

  uint8_t& square(uint8_t index) { return ram_[kBoardA + index]; }
  uint16_t word(uint16_t address) const { return static_cast<uint16_t>(ram_[address] | ram_[address + 1u] << 8); }
  void set_word(uint16_t address, uint16_t value) {
    ram_[address] = static_cast<uint8_t>(value);
    ram_[address + 1u] = static_cast<uint8_t>(value >> 8);
  }
  uint8_t direction(uint8_t i) const { return ram_[kDirect + i]; }
  uint8_t piece_value(uint8_t kind) const { return ram_[kPValue + kind]; }

  // board.cpp
  void initbd();
  void royalt();
  void move();
  void unmove();
  // moves.cpp
  void begin_ply();
  virtual void genmov();
  void genmov_lazily();
  bool more_moves();
  void complete_lazy_ply();
  struct Pending {
    uint64_t pieces = 0;         // whose moves are still to be linked
    uint16_t previous_move = 0;  // MLPTRJ when GENMOV would have run
    uint8_t in_check = 0;        // CKFLG then
    uint16_t head = 0;           // the chain's head word before this ply
    bool linked = false;         // a move has been linked
  };
  std::array<Pending, 16> pending_{};  // by NPLY
  void mpiece();
  void enpsnt();
  void adjptr();
  void castle();
  void admove();
  static void link_move(uint8_t* ram, uint16_t& next, uint16_t& last, uint8_t from, uint8_t to, uint8_t flags);
  // attacks.cpp
  uint8_t inchk(uint8_t colour);
  virtual uint8_t attack();
  void atksav(uint8_t at, uint8_t piece, uint8_t c, uint8_t d);
  virtual void pinfnd();
  // evaluation.cpp
  virtual void points();
  void points(bool counted);
  // How POINTS learns what the piece on M3 stands to lose: nothing attacks
  // it; XCHNG on ATTACK's lists; all of it (undefended); or, with one
  // attacker of the given doubled value, what XCHNG makes of that alone.
  enum class Loss : uint8_t { nothing, lists, whole, lone_attacker };
  void score_square(bool counted, Loss how, uint8_t attacker = 0);
  uint8_t lone_attacker(int at, size_t side) const;
  uint8_t development_of(uint8_t piece) const;
  uint8_t development(size_t side) const;
  void xchng(uint8_t& d, uint8_t& e);
  // search.cpp
  void sortm();
  void eval();
  void fndmov();
  void ascend();
  void book();
  // The exchange routine's alternate register set (XCHNG/NEXTAD).
  struct Exchange {
    uint8_t b = 0, c = 0;
    uint16_t hl = 0, de = 0;
    uint8_t side = 0;  // main C: how many times NEXTAD was called
  };
  bool nextad(Exchange& x, uint8_t& a);
};

}  // namespace veteran::engines::sargon
