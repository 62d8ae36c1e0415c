#include "chess/initia.hpp"

#include "chess/position.hpp"

#include <array>
#include <cctype>
#include <cstdlib>
#include <vector>

namespace veteran::chess {
namespace {

constexpr size_t kCardColumns = 72;  // "punched in columns 1 through 72"

struct Name {
  const char* text;
  PieceType type;
  int file;  // its file of origin, for pawns and for the (M) of kings and rooks
};
// Longest first, so that KBP is not read as KB and a P.
constexpr std::array<Name, 16> kNames = {{{"QRP", Pawn, 0},
                                          {"QNP", Pawn, 1},
                                          {"QBP", Pawn, 2},
                                          {"KBP", Pawn, 5},
                                          {"KNP", Pawn, 6},
                                          {"KRP", Pawn, 7},
                                          {"QP", Pawn, 3},
                                          {"KP", Pawn, 4},
                                          {"QR", Rook, 0},
                                          {"QN", Knight, 1},
                                          {"QB", Bishop, 2},
                                          {"KB", Bishop, 5},
                                          {"KN", Knight, 6},
                                          {"KR", Rook, 7},
                                          {"Q", Queen, 3},
                                          {"K", King, 4}}};

// The text with its cards' positions, comments dropped: each character with
// the card and column it came from.
struct Card {
  std::string text;
  std::vector<std::pair<int, int>> where;  // card, column
};

Card read_cards(const std::string& text) {
  Card c;
  int card = 1, column = 0;
  bool comment = false;
  for (char ch : text) {
    if (ch == '\r') continue;
    if (ch == '\n') {
      ++card;
      column = 0;
      continue;
    }
    ++column;
    if (static_cast<size_t>(column) > kCardColumns && !std::isspace(static_cast<unsigned char>(ch)))
      throw InitiaError("INITIA: card " + std::to_string(card) + ", column " + std::to_string(column) +
                        ": past column 72 (cards are punched in columns 1 to 72)");
    if (ch == '/') {
      comment = !comment;
      continue;
    }
    if (comment) continue;
    c.text += ch;
    c.where.push_back({card, column});
  }
  if (comment) throw InitiaError("INITIA: a comment begun with '/' is not ended");
  return c;
}

}  // namespace

bool looks_like_initia(const std::string& text) {
  size_t end = text.find_last_not_of(" \t\r\n");
  return end != std::string::npos && text[end] == '.';
}

std::string initia_to_fen(const std::string& text) {
  const Card c = read_cards(text);
  auto fail = [&](size_t at, const std::string& what) -> InitiaError {
    if (at >= c.where.size()) return InitiaError("INITIA: " + what);
    return InitiaError("INITIA: card " + std::to_string(c.where[at].first) + ", column " +
                       std::to_string(c.where[at].second) + ": " + what);
  };
  std::array<Piece, 64> board{};
  std::array<bool, 64> moved{};
  int square = 0;  // a1 = 0, b1 = 1, ..., h8 = 63
  size_t i = 0;
  bool white_to_move = true, ended = false;
  while (i < c.text.size()) {
    char ch = c.text[i];
    if (ch == ' ' || ch == ',' || ch == '\t') {
      ++i;
      continue;
    }
    if (std::isdigit(static_cast<unsigned char>(ch))) {
      size_t start = i;
      int n = 0;
      bool too_many = false;  // a long run of digits: no overflow, just too many squares
      while (i < c.text.size() && std::isdigit(static_cast<unsigned char>(c.text[i]))) {
        n = n * 10 + (c.text[i++] - '0');
        if (n > 64) {
          too_many = true;
          n = 65;
        }
      }
      if (too_many || square + n > 64) throw fail(start, "more than 64 squares");
      if (n == 0) throw fail(start, "0 empty squares");
      square += n;
      continue;
    }
    bool black = false;
    size_t start = i;
    if (ch == '*') {
      black = true;
      ++i;
      if (i < c.text.size() && c.text[i] == '.') {
        white_to_move = false;
        ended = true;
        ++i;
        break;
      }
    } else if (ch == '.') {
      ended = true;
      ++i;
      break;
    }
    // A promoted pawn: the type of piece, then its pawn in parentheses, Q(KNP).
    if (i + 1 < c.text.size() && std::string("QRBN").find(c.text[i]) != std::string::npos && c.text[i + 1] == '(') {
      const PieceType type = c.text[i] == 'Q' ? Queen : c.text[i] == 'R' ? Rook : c.text[i] == 'B' ? Bishop : Knight;
      size_t close = c.text.find(')', i);
      std::string pawn = close == std::string::npos ? "" : c.text.substr(i + 2, close - i - 2);
      bool is_pawn = false;
      for (const auto& n : kNames)
        if (pawn == n.text && n.type == Pawn) is_pawn = true;
      if (!is_pawn) throw fail(i + 1, "a promoted piece names its pawn in parentheses, as Q(KNP)");
      i = close + 1;
      bool has_moved = c.text.compare(i, 3, "(M)") == 0;
      if (has_moved) i += 3;
      if (square >= 64) throw fail(start, "more than 64 squares");
      board[static_cast<size_t>(square)] = make_piece(type, black ? Black : White);
      moved[static_cast<size_t>(square)] = true;
      ++square;
      continue;
    }
    const Name* name = nullptr;
    for (const auto& n : kNames) {
      size_t len = std::char_traits<char>::length(n.text);
      if (c.text.compare(i, len, n.text) == 0) {
        name = &n;
        break;
      }
    }
    if (!name) {
      std::string word;
      for (size_t k = i; k < c.text.size() && std::isalpha(static_cast<unsigned char>(c.text[k])); ++k)
        word += c.text[k];
      throw fail(i, "'" + (word.empty() ? std::string(1, c.text[i]) : word) +
                        "' is not a piece (QR QN QB Q K KB KN KR, QRP ... KRP; * before Black's)");
    }
    i += std::char_traits<char>::length(name->text);
    PieceType type = name->type;
    if (i < c.text.size() && c.text[i] == '(' && c.text.compare(i, 3, "(M)") != 0)
      throw fail(i, "only (M) follows a piece's name, or a pawn's name in a promotion such as Q(KNP)");
    bool has_moved = false;
    if (c.text.compare(i, 3, "(M)") == 0) {
      has_moved = true;
      i += 3;
    }
    if (square >= 64) throw fail(start, "more than 64 squares");
    board[static_cast<size_t>(square)] = make_piece(type, black ? Black : White);
    moved[static_cast<size_t>(square)] = has_moved;
    ++square;
  }
  if (!ended) throw fail(c.text.size(), "no closing '.' (White to move) or '*.' (Black to move)");
  for (size_t k = i; k < c.text.size(); ++k)
    if (!std::isspace(static_cast<unsigned char>(c.text[k]))) throw fail(k, "text after the closing period");
  if (square != 64)
    throw fail(i - 1, "the board has " + std::to_string(square) + " squares before the period, not exactly 64");
  // Castling: a king and rook on their squares that have not moved.
  auto unmoved = [&](int sq, PieceType t, Color col) {
    return board[static_cast<size_t>(sq)] == make_piece(t, col) && !moved[static_cast<size_t>(sq)];
  };
  std::string castling;
  if (unmoved(4, King, White)) {
    if (unmoved(7, Rook, White)) castling += 'K';
    if (unmoved(0, Rook, White)) castling += 'Q';
  }
  if (unmoved(60, King, Black)) {
    if (unmoved(63, Rook, Black)) castling += 'k';
    if (unmoved(56, Rook, Black)) castling += 'q';
  }
  std::string fen;
  for (int rank = 7; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < 8; ++file) {
      Piece p = board[static_cast<size_t>(rank * 8 + file)];
      if (!p) {
        ++empty;
        continue;
      }
      if (empty) fen += static_cast<char>('0' + empty);
      empty = 0;
      fen += "?PNBRQK"[type_of(p)];
      if (color_of(p) == Black) fen.back() = static_cast<char>(std::tolower(static_cast<unsigned char>(fen.back())));
    }
    if (empty) fen += static_cast<char>('0' + empty);
    if (rank) fen += '/';
  }
  fen += white_to_move ? " w " : " b ";
  fen += castling.empty() ? "-" : castling;
  fen += " - 0 1";
  return Position(fen).fen();  // the rules' checks (kings, checks) too
}

std::string to_initia(const Position& pos) {
  // Names by colour: the second of a kind on one side of the board takes the
  // other side's name; more than two, promoted pawns.
  std::array<std::array<bool, 16>, 2> used{};
  auto take = [&](size_t colour, PieceType type, int file) -> std::string {
    int best = -1;
    for (size_t k = 0; k < kNames.size(); ++k) {
      if (kNames[k].type != type || used[colour][k]) continue;
      if (best < 0 || std::abs(kNames[k].file - file) < std::abs(kNames[static_cast<size_t>(best)].file - file))
        best = static_cast<int>(k);
    }
    if (best >= 0) {
      used[colour][static_cast<size_t>(best)] = true;
      return kNames[static_cast<size_t>(best)].text;
    }
    for (size_t k = 0; k < kNames.size(); ++k)
      if (kNames[k].type == Pawn && !used[colour][k]) {
        used[colour][k] = true;
        return std::string(1, "??NBRQ"[type]) + "(" + kNames[k].text + ")";
      }
    return "?";  // more pieces than a side can have: the rules refuse such a position first
  };
  // Pawns first, so that promoted pieces take the names of the pawns missing; and of the pawns,
  // first those on their own second rank, which have not moved and so keep their file's name
  // (after ...dxc6 the c7 pawn is the QBP, the c6 pawn the former QP), then the others by the
  // nearest name left.
  std::array<std::string, 64> names{};
  auto on_home_rank = [](Piece p, int sq) { return sq / 8 == (color_of(p) == White ? 1 : 6); };
  for (int pass = 0; pass < 3; ++pass)
    for (int sq = 0; sq < 64; ++sq) {
      Piece p = pos.at(square(sq % 8, sq / 8));
      if (!p) continue;
      const int kind = type_of(p) != Pawn ? 2 : on_home_rank(p, sq) ? 0 : 1;
      if (kind != pass) continue;
      names[static_cast<size_t>(sq)] = take(color_of(p) == Black ? 1 : 0, type_of(p), sq % 8);
    }
  const uint8_t rights = pos.castling();
  std::vector<std::string> words;
  int empty = 0;
  for (int sq = 0; sq < 64; ++sq) {
    Piece p = pos.at(square(sq % 8, sq / 8));
    if (!p) {
      ++empty;
      continue;
    }
    if (empty) words.push_back(std::to_string(empty));
    empty = 0;
    const bool white = color_of(p) == White;
    bool moved = false;
    if (type_of(p) == King)
      moved = !(rights & (white ? WhiteKingside | WhiteQueenside : BlackKingside | BlackQueenside));
    if (type_of(p) == Rook) {
      // Off its corner it has moved. On its corner, a lost right says so only while the king
      // stands unmoved with the other right kept; once the king has moved or castled (both rights
      // gone with it), a rook on its corner is taken as unmoved: after O-O the queen's rook is
      // no QR(M).
      const int home = white ? 0 : 56;
      const uint8_t king_side = white ? WhiteKingside : BlackKingside;
      const uint8_t queen_side = white ? WhiteQueenside : BlackQueenside;
      const bool corner_k = sq == home + 7, corner_q = sq == home;
      if (!corner_k && !corner_q) {
        moved = true;
      } else {
        const uint8_t own = corner_k ? king_side : queen_side, other = corner_k ? queen_side : king_side;
        const bool king_home = pos.at(square(4, home / 8)) == make_piece(King, white ? White : Black);
        moved = !(rights & own) && king_home && (rights & other);
      }
    }
    words.push_back((white ? "" : "*") + names[static_cast<size_t>(sq)] + (moved ? "(M)" : ""));
  }
  if (empty) words.push_back(std::to_string(empty));
  words.push_back(pos.side_to_move() == White ? "." : "*.");
  // Cards of at most 72 columns.
  std::string out, card;
  for (const auto& w : words) {
    if (!card.empty() && card.size() + 1 + w.size() > kCardColumns) {
      out += card + "\n";
      card.clear();
    }
    card += (card.empty() ? "" : " ") + w;
  }
  return out + card;
}

}  // namespace veteran::chess
