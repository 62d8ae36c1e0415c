#include "engines/native/kotok/printout.hpp"

#include <cstdio>
#include <vector>

namespace veteran::engines::kotok {
namespace {

std::string upper_move(const chess::Move& m) {
  std::string s = chess::square_name(m.from) + "-" + chess::square_name(m.to);
  if (m.promotion) s += std::string("=") + "??NBRQ"[m.promotion];
  for (char& c : s)
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
  return s;
}

std::string board(const chess::Position& pos) {
  std::string out;
  for (int rank = 7; rank >= 0; --rank) {
    out += "   " + std::to_string(rank + 1) + " ";
    for (int file = 0; file < 8; ++file) {
      chess::Piece p = pos.at(chess::square(file, rank));
      char cell[5] = " . ";
      if (p) {
        cell[0] = chess::color_of(p) == chess::Black ? '*' : ' ';
        cell[1] = "?PNBRQK"[chess::type_of(p)];
        cell[2] = ' ';
      }
      out += cell;
    }
    out += "\n";
  }
  out += "      A  B  C  D  E  F  G  H\n";
  return out;
}

}  // namespace

std::string printout(const chess::Position& before, const SearchOutcome& o) {
  std::string out = "KOTOK-MCCARTHY CHESS PROGRAM, IBM 7090 (A RECONSTRUCTION)\n\n";
  out += board(before);
  chess::Position after = before;
  after.play(o.move);
  out += "\nMACHINE MOVES " + upper_move(o.move) + "\n\nMAVAIL\n";
  int column = 0;
  for (const auto& m : after.legal_moves()) {
    out += " " + upper_move(m);
    if (++column % 8 == 0) out += "\n";
  }
  if (column % 8) out += "\n";
  char line[160];
  std::snprintf(line, sizeof line, "\nPRINCIPAL VARIATION   VALUE %d   %llu POSITIONS (%.1f SECONDS)\n", o.value,
                static_cast<unsigned long long>(o.positions), o.seconds_7090());
  out += line;
  for (size_t i = 0; i < o.principal_variation.size(); ++i)
    out += std::string(i ? " " : " ") + upper_move(o.principal_variation[i]);
  out += "\n\nMOVE TREE                                      VALUE\n";
  for (const auto& t : o.tree) {
    std::string text = std::string(static_cast<size_t>(2 + 3 * t.ply), ' ') + upper_move(t.move);
    std::string value;
    if (t.kind == TreeLine::Kind::valued) value = std::to_string(t.value);
    if (t.kind == TreeLine::Kind::cut_off) value = std::to_string(kCutOffValue);
    std::snprintf(line, sizeof line, "%-45s %7s\n", text.c_str(), value.c_str());
    out += line;
  }
  return out;
}

}  // namespace veteran::engines::kotok
