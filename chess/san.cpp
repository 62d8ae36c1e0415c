#include "chess/san.hpp"

#include <cctype>
#include <cstring>
#include <optional>
#include <string_view>

namespace veteran::chess {
namespace {

constexpr const char* kLetters = " PNBRQK";

std::string core_san(const Position& pos, const Move& m, const std::vector<Move>& legal) {
  if (m.flags & Castle) return file_of(m.to) > file_of(m.from) ? "O-O" : "O-O-O";  // to: g/c, or 960's rook
  PieceType t = type_of(pos.at(m.from));
  std::string s;
  if (t == Pawn) {
    if (m.flags & Capture) s += static_cast<char>('a' + file_of(m.from));
  } else {
    s += kLetters[t];
    // Disambiguate by file, else by rank, else by both.
    bool clash = false, same_file = false, same_rank = false;
    for (const auto& o : legal) {
      if (o.to != m.to || o.from == m.from || type_of(pos.at(o.from)) != t) continue;
      clash = true;
      if (file_of(o.from) == file_of(m.from)) same_file = true;
      if (rank_of(o.from) == rank_of(m.from)) same_rank = true;
    }
    if (clash) {
      if (!same_file)
        s += static_cast<char>('a' + file_of(m.from));
      else if (!same_rank)
        s += static_cast<char>('1' + rank_of(m.from));
      else
        s += square_name(m.from);
    }
  }
  if (m.flags & Capture) s += 'x';
  s += square_name(m.to);
  if (m.promotion) {
    s += '=';
    s += kLetters[m.promotion];
  }
  return s;
}

// A SAN's parts (piece, a from-file and from-rank if given, capture, square,
// promotion), read by its shape. None for castling or a text of another
// shape: those go to the full comparison.
struct SanParts {
  PieceType piece = Pawn, promotion = None;
  Square to = 0;
  int from_file = -1, from_rank = -1;
  bool capture = false;
};

std::optional<SanParts> parts_of(std::string_view t) {
  if (t.size() < 2 || t[0] == 'O') return std::nullopt;
  SanParts p;
  size_t i = 0;
  if (t[0] && std::strchr("NBRQK", t[0])) {
    p.piece = static_cast<PieceType>(std::strchr(kLetters, t[0]) - kLetters);
    i = 1;
  }
  size_t end = t.size();
  if (end >= 4 && t[end - 2] == '=' && t[end - 1] && std::strchr("NBRQ", t[end - 1])) {
    p.promotion = static_cast<PieceType>(std::strchr(kLetters, t[end - 1]) - kLetters);
    end -= 2;
  }
  if (end < i + 2) return std::nullopt;
  const char file = t[end - 2], rank = t[end - 1];
  if (file < 'a' || file > 'h' || rank < '1' || rank > '8') return std::nullopt;
  p.to = square(file - 'a', rank - '1');
  std::string_view middle = t.substr(i, end - 2 - i);
  p.capture = !middle.empty() && middle.back() == 'x';
  if (p.capture) middle.remove_suffix(1);
  if (!middle.empty() && middle[0] >= 'a' && middle[0] <= 'h') p.from_file = middle[0] - 'a', middle.remove_prefix(1);
  if (!middle.empty() && middle[0] >= '1' && middle[0] <= '8') p.from_rank = middle[0] - '1', middle.remove_prefix(1);
  if (!middle.empty() || (p.piece == Pawn && p.capture && p.from_file < 0)) return std::nullopt;
  return p;
}

// The one move of `moves` with these parts; none if there is none or several
// (the full comparison then says which, in its words).
const Move* match_parts(const Position& pos, const SanParts& p, const std::vector<Move>& moves) {
  const Move* found = nullptr;
  for (const auto& m : moves) {
    if (m.to != p.to || (m.flags & Castle) || m.promotion != p.promotion || bool(m.flags & Capture) != p.capture ||
        type_of(pos.at(m.from)) != p.piece || (p.from_file >= 0 && file_of(m.from) != p.from_file) ||
        (p.from_rank >= 0 && rank_of(m.from) != p.from_rank))
      continue;
    if (found) return nullptr;
    found = &m;
  }
  return found;
}

}  // namespace

std::string to_san(Position& pos, const Move& m) {
  auto legal = pos.legal_moves();
  std::string s = core_san(pos, m, legal);
  pos.play(m);
  if (pos.in_check()) s += pos.legal_moves().empty() ? '#' : '+';
  pos.undo();
  return s;
}

Move parse_san(Position& pos, const std::string& text) {
  std::string t = text;
  while (!t.empty() && (t.back() == '+' || t.back() == '#' || t.back() == '!' || t.back() == '?')) t.pop_back();
  for (char& c : t)
    if (c == '0') c = 'O';  // 0-0 is common for O-O; no square name contains a 0
  // e8Q -> e8=Q
  if (t.size() >= 3 && std::strchr("QRBN", t.back()) && std::isdigit(static_cast<unsigned char>(t[t.size() - 2])))
    t.insert(t.size() - 1, "=");
  // Read by its parts, only the legal moves to its square are made: a long
  // PGN is read several times faster than by writing every legal move's SAN.
  if (const auto parts = parts_of(t)) {
    const auto near = pos.legal_moves_to(parts->to);
    if (const Move* quick = match_parts(pos, *parts, near)) return *quick;
  }
  auto legal = pos.legal_moves();
  const Move* found = nullptr;
  int matches = 0;
  for (const auto& m : legal) {
    std::string san = core_san(pos, m, legal);
    bool match = san == t;
    if (!match && !(m.flags & Castle)) {
      // A SAN with a disambiguation it does not need: "Nbd2" where "Nd2" is unique.
      PieceType type = type_of(pos.at(m.from));
      std::string full = (type == Pawn ? std::string() : std::string(1, kLetters[type])) + square_name(m.from) +
                         ((m.flags & Capture) ? "x" : "") + square_name(m.to);
      if (m.promotion) full += std::string("=") + kLetters[m.promotion];
      std::string file_only = full;
      file_only.erase(type == Pawn ? 1 : 2, 1);  // drop the from-rank
      std::string rank_only = full;
      rank_only.erase(type == Pawn ? 0 : 1, 1);  // drop the from-file
      // Without any disambiguation: matches every clashing piece, which makes it ambiguous.
      std::string bare = full;
      if (type != Pawn) bare.erase(1, 2);
      match = t == full || (type != Pawn && (t == file_only || t == rank_only || t == bare));
    }
    if (match) {
      found = &m;
      ++matches;
    }
  }
  if (matches == 1) return *found;
  throw RulesError("'" + text + "' " + (matches ? "is ambiguous" : "is not a legal move") + " in " + pos.fen());
}

}  // namespace veteran::chess
