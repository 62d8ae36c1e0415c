#include "problems/solve/notation.hpp"

namespace veteran::problems {
namespace {

constexpr const char* kLetters = "  SBRQK";

std::string square_text(Sq s) { return {static_cast<char>('a' + file_of(s)), static_cast<char>('1' + rank_of(s))}; }

std::string indent(int n) { return std::string(static_cast<size_t>(n), ' '); }

// Popeye's columns: the key at 3, the attacker's move k (k >= 2) at 8k-6, a
// defence to move k at 8k-2; threats sit where the next attacker move would.
int attacker_column(int k) { return k == 1 ? 3 : 8 * k - 6; }
int defence_column(int k) { return 8 * k - 2; }

void write_play(const Board& before, const Play& p, int k, bool key, std::string& out);

void write_defences(const Board& after, const Play& p, int k, std::string& out) {
  for (const Defence& d : p.defences) {
    out += indent(defence_column(k)) + std::to_string(k) + "..." + long_move(after, d.move) + "\n";
    Board next = after;
    next.play(d.move);
    for (const Play& a : d.answers) write_play(next, a, k + 1, false, out);
  }
}

void write_play(const Board& before, const Play& p, int k, bool key, std::string& out) {
  Board after = before;
  after.play(p.move);
  std::string line = indent(attacker_column(k)) + std::to_string(k) + "." + long_move(before, p.move);
  if (key) line += " !";
  bool ends = !after.has_legal_move() || (p.moves_left == 0 && p.defences.empty());
  if (!ends && !p.cut && p.moves_left > 0) {
    if (!p.threats.empty())
      line += " threat:";
    else if (!after.in_check())
      line += " zugzwang.";
  }
  if (p.cut && !ends) line += " ...";
  out += line + "\n";
  Board passed = after;
  if (!p.threats.empty()) {
    passed.pass();
    for (const Play& t : p.threats) write_play(passed, t, k + 1, false, out);
  }
  write_defences(after, p, k, out);
}

}  // namespace

std::string long_move(const Board& before, Move m) {
  std::string text;
  Sq from = m.from(), to = m.to();
  if (m.special() == CastleShort)
    text = "0-0";
  else if (m.special() == CastleLong)
    text = "0-0-0";
  else {
    Kind k = before.kind_at(from);
    if (k != PawnKind) text += kLetters[k];
    bool capture = !before.empty(to) || m.special() == EnPassantCapture;
    text += square_text(from) + (capture ? "*" : "-") + square_text(to);
    if (m.is_promotion()) text += std::string("=") + kLetters[m.promoted()];
    if (m.special() == EnPassantCapture) text += " ep.";
  }
  Board after = before;
  after.play(m);
  if (after.in_check()) text += after.has_legal_move() ? " +" : " #";
  return text;
}

std::string san(const Board& before, Move m) {
  std::string text;
  Sq from = m.from(), to = m.to();
  Kind k = before.kind_at(from);
  if (m.special() == CastleShort)
    text = "O-O";
  else if (m.special() == CastleLong)
    text = "O-O-O";
  else {
    bool capture = !before.empty(to) || m.special() == EnPassantCapture;
    if (k == PawnKind) {
      if (capture) text += static_cast<char>('a' + file_of(from));
    } else {
      text += "  NBRQK"[k];
      // Disambiguation: by file if that suffices, else rank, else both.
      MoveList list;
      before.legal_moves(list);
      bool other = false, same_file = false, same_rank = false;
      for (Move x : list)
        if (x.to() == to && x.from() != from && before.kind_at(x.from()) == k) {
          other = true;
          same_file |= file_of(x.from()) == file_of(from);
          same_rank |= rank_of(x.from()) == rank_of(from);
        }
      if (other) {
        if (!same_file)
          text += static_cast<char>('a' + file_of(from));
        else if (!same_rank)
          text += static_cast<char>('1' + rank_of(from));
        else
          text += square_text(from);
      }
    }
    if (capture) text += 'x';
    text += square_text(to);
    if (m.is_promotion()) text += std::string("=") + "  NBRQK"[m.promoted()];
  }
  Board after = before;
  after.play(m);
  if (after.in_check()) text += after.has_legal_move() ? "+" : "#";
  return text;
}

namespace {
// SAN reduced to what names the move: no check signs, annotations, capture
// marks or "=", S read as N, 0 as O.
std::string bare(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == '+' || c == '#' || c == '!' || c == '?' || c == 'x' || c == ':' || c == '=' || c == '-') {
      if (c == '-' && !out.empty() && out.back() == 'O') out += '-';
      continue;
    }
    out += c == 'S' ? 'N' : c == '0' ? 'O' : c;
  }
  // "O-O" written as "OO" and "O-O-O" as "OOO" after the dashes went.
  if (out == "O-O" || out == "OO") return "OO";
  if (out == "O-O-O" || out == "OOO" || out == "O-OO" || out == "OO-O") return "OOO";
  return out;
}
}  // namespace

bool find_san(const Board& board, const std::string& text, Move& out) {
  std::string want = bare(text);
  MoveList list;
  board.legal_moves(list);
  int found = 0;
  for (Move m : list) {
    std::string ours = bare(san(board, m));
    bool match = want == ours;
    if (!match && board.kind_at(m.from()) != PawnKind && ours[0] != 'O') {
      // The same move with a disambiguation it did not need: "Nge2", "N1e2", "Ng1e2".
      std::string letter = ours.substr(0, 1), target = square_text(m.to()), from = square_text(m.from());
      match = want == letter + from.substr(0, 1) + target || want == letter + from.substr(1) + target ||
              want == letter + from + target;
    }
    if (match) {
      out = m;
      ++found;
    }
  }
  return found == 1;
}

std::string san_refusal(const Board& board, const std::string& text) {
  const std::string want = bare(text);
  MoveList list;
  board.legal_moves(list);
  std::string fits;
  int count = 0;
  for (Move m : list) {
    const std::string ours = bare(san(board, m));
    if (board.kind_at(m.from()) == PawnKind || ours[0] == 'O') continue;
    // The piece's letter and the square, without the disambiguation SAN needs here.
    if (want == ours.substr(0, 1) + square_text(m.to())) {
      fits += (fits.empty() ? "" : ", ") + san(board, m);
      ++count;
    }
  }
  return count > 1 ? "is ambiguous (" + fits + ")" : "is not a legal move";
}

bool read_san_line(const Board& board, const std::string& text, std::vector<Move>& out, std::string& why) {
  out.clear();
  Board cur = board;
  size_t at = 0;
  while (at < text.size()) {
    size_t end = text.find(' ', at);
    if (end == std::string::npos) end = text.size();
    std::string word = text.substr(at, end - at);
    at = end + 1;
    if (size_t dot = word.find_last_of('.'); dot != std::string::npos) word = word.substr(dot + 1);
    if (word.empty()) continue;  // a move number alone, or two spaces
    Move m;
    if (!find_san(cur, word, m)) {
      why = "'" + word + "', which " + san_refusal(cur, word);
      return false;
    }
    out.push_back(m);
    cur.play(m);
  }
  return true;
}

std::string solution_text(const Board& board, const Solution& s) {
  std::string out;
  if (s.stipulation.genre == Genre::Help) {
    auto write_line = [&](const std::vector<Move>& line, bool set) {
      Board b = board;
      if (set) b.pass();
      auto next = [&](size_t i) {
        std::string t = long_move(b, line[i]);
        b.play(line[i]);
        return t;
      };
      std::string text;
      size_t i = 0;
      int number = 1;
      // A line that starts with the mating side's move (h#N.5, set play) shows it as "1...".
      if (set != s.stipulation.half) {
        text += "  1..." + next(i++);
        number = 2;
      }
      for (; i < line.size(); i += 2) {
        text += "  " + std::to_string(number++) + "." + next(i);
        if (i + 1 < line.size()) text += " " + next(i + 1);
      }
      out += text + "\n";
    };
    if (!s.set_lines.empty()) {
      out += "  set play:\n";
      for (const auto& l : s.set_lines) write_line(l, true);
      out += "\n";
    }
    for (const auto& l : s.lines) write_line(l, false);
    return out;
  }
  for (const Play& p : s.trees) write_play(board, p, 1, true, out);
  return out;
}

}  // namespace veteran::problems
