#include "veteran/suites/test_positions.hpp"

#include "veteran/engines/chess/epd.hpp"
#include "veteran/engines/chess/san.hpp"
#include "veteran/util/io/input_file.hpp"

#include <algorithm>
#include <stdexcept>

namespace veteran::suites {

bool TestPosition::solved_by(const chess::Move& m) const {
  if (!error.empty()) return false;
  if (std::find(avoid.begin(), avoid.end(), m) != avoid.end()) return false;
  return best.empty() || std::find(best.begin(), best.end(), m) != best.end();
}

std::vector<std::pair<std::string, std::vector<std::string>>> epd_operations(const std::string& text) {
  std::vector<std::pair<std::string, std::vector<std::string>>> ops;
  size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == ';')) ++i;
    if (i >= text.size()) break;
    size_t start = i;
    while (i < text.size() && text[i] != ' ' && text[i] != '\t' && text[i] != ';') ++i;
    std::pair<std::string, std::vector<std::string>> op{text.substr(start, i - start), {}};
    while (i < text.size() && text[i] != ';') {
      if (text[i] == ' ' || text[i] == '\t') {
        ++i;
        continue;
      }
      if (text[i] == '"') {
        size_t end = text.find('"', i + 1);
        if (end == std::string::npos) throw std::invalid_argument("a string in '" + op.first + "' is not closed");
        op.second.push_back(text.substr(i + 1, end - i - 1));
        i = end + 1;
        continue;
      }
      start = i;
      while (i < text.size() && text[i] != ' ' && text[i] != '\t' && text[i] != ';') ++i;
      op.second.push_back(text.substr(start, i - start));
    }
    ops.push_back(std::move(op));
  }
  return ops;
}

namespace {

// A move as SAN ("Nf3", "exd5", "O-O", "e8=Q+") or UCI ("g1f3").
bool read_move(chess::Position& pos, const std::string& text, chess::Move& out) {
  for (const auto& m : pos.legal_moves())
    if (m.uci() == text) {
      out = m;
      return true;
    }
  try {
    out = chess::parse_san(pos, text);
    return true;
  } catch (const std::exception&) { return false; }
}

void read_line(TestPosition& t, const chess::EpdLine& line) {
  if (!line.complete()) {
    t.error = "an EPD line starts with four fields (placement, side, castling, en passant)";
    return;
  }
  const std::string& rest = line.operations;
  std::vector<std::pair<std::string, std::vector<std::string>>> ops;
  try {
    ops = epd_operations(rest);
  } catch (const std::invalid_argument& e) {
    t.error = e.what();
    return;
  }
  for (const auto& [code, args] : ops) {
    if (code == "id" && !args.empty()) t.id = args[0];
    if (code == "c0" && !args.empty()) t.comment = args[0];
    if (code == "bm") t.best_text.insert(t.best_text.end(), args.begin(), args.end());
    if (code == "am") t.avoid_text.insert(t.avoid_text.end(), args.begin(), args.end());
  }
  try {
    chess::Position pos(line.fen());
    t.fen = pos.fen();
    if (pos.legal_moves().empty()) {
      t.error = "the side to move has no legal move";
      return;
    }
    for (auto [texts, moves] : {std::pair{&t.best_text, &t.best}, std::pair{&t.avoid_text, &t.avoid}})
      for (const auto& text : *texts) {
        chess::Move m;
        if (!read_move(pos, text, m)) {
          t.error = "'" + text + "' is not a legal move here";
          return;
        }
        moves->push_back(m);
      }
  } catch (const std::exception& e) {
    t.error = std::string("impossible position: ") + e.what();
    return;
  }
  if (t.best.empty() && t.avoid.empty()) t.error = "no bm or am: nothing to test";
}

}  // namespace

std::vector<TestPosition> read_test_positions(const std::string& text, const std::string& file) {
  std::vector<TestPosition> out;
  for (const auto& line : chess::epd_lines(text)) {
    TestPosition t;
    t.file = file;
    t.line = line.number;
    read_line(t, line);
    if (t.id.empty()) t.id = file + ":" + std::to_string(line.number);
    out.push_back(std::move(t));
  }
  if (out.empty()) throw std::runtime_error(file + ": no positions");
  return out;
}

std::vector<TestPosition> load_test_positions(const std::string& file) {
  return read_test_positions(io::read_file(file, io::kMaxTextFile, "the test suite"), file);
}

}  // namespace veteran::suites
