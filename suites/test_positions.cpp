#include "suites/test_positions.hpp"

#include "chess/epd.hpp"
#include "chess/pgn.hpp"
#include "chess/san.hpp"
#include "util/io/input_file.hpp"

#include <algorithm>
#include <cctype>
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

bool lower_extension_is_pgn(const std::string& file) {
  std::string ext = file.substr(file.size() - 4);
  for (char& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return ext == ".pgn";
}

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
    if (code.size() == 2 && code[0] == 'c' && code[1] >= '0' && code[1] <= '9' && !args.empty())
      t.comments[static_cast<size_t>(code[1] - '0')] = args[0];
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

std::vector<TestPosition> read_played_positions(const std::string& pgn, const std::string& file,
                                                const std::string& player) {
  auto lower = [](std::string s) {
    for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
  };
  const std::string who = lower(player);
  std::vector<TestPosition> out;
  int number = 0;
  for (const auto& game : chess::read_pgn(pgn, file)) {
    ++number;
    const bool white = lower(game.tag("White")).find(who) != std::string::npos;
    const bool black = lower(game.tag("Black")).find(who) != std::string::npos;
    if (!white && !black) continue;
    chess::Position pos(game.start_fen);
    for (size_t k = 0; k < game.moves.size(); ++k) {
      const auto& m = game.moves[k];
      if ((pos.side_to_move() == chess::White) ? white : black) {
        TestPosition t;
        t.file = file;
        t.line = number;
        t.fen = pos.fen();
        t.best = {m};
        t.best_text = {chess::to_san(pos, m)};
        t.id = "game " + std::to_string(number) + " move " + std::to_string(pos.fullmove_number()) +
               (pos.side_to_move() == chess::White ? "" : "...");
        out.push_back(std::move(t));
      }
      pos.play(m);
    }
  }
  if (out.empty()) throw std::runtime_error(file + ": no game with a player named '" + player + "'");
  return out;
}

std::vector<TestPosition> read_game_positions(const std::string& file) {
  // Every player's name contains the empty name: both sides' moves.
  return read_played_positions(io::read_file(file, io::kMaxTextFile, "the games"), file, "");
}

std::vector<TestPosition> load_test_positions(const std::string& file, const std::string& player) {
  const std::string text = io::read_file(file, io::kMaxTextFile, "the test suite");
  if (!player.empty()) return read_played_positions(text, file, player);
  if (file.size() >= 4 && lower_extension_is_pgn(file))
    throw std::runtime_error(file + ": a PGN file is read with --played-by NAME (whose moves are the answers)");
  return read_test_positions(text, file);
}

}  // namespace veteran::suites
