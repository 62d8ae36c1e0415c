#include "tournament/openings.hpp"

#include "chess/chess960.hpp"
#include "chess/epd.hpp"
#include "tournament/cutechess/cutechess_random.hpp"

#include "util/io/input_file.hpp"

#include "chess/pgn.hpp"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <random>
#include <sstream>
#include <stdexcept>

namespace veteran::embedded {
const std::vector<std::pair<std::string, std::string>>& tournament_default_files();
}

namespace veteran::tournament {

namespace {

// What the position reader drops without a word, as engines do (a castling
// right with no king and rook for it, a right written twice, an en passant
// square on the wrong side's rank or behind no pawn), refused in a user's
// openings file as the mate reader refuses it: the game would not start
// from the position the file describes. Throws chess::RulesError.
void check_fields(const chess::Position& pos, const std::string& castling, const std::string& ep) {
  if (castling != "-") {
    std::string seen;
    for (char c : castling) {
      if (seen.find(c) != std::string::npos)
        throw chess::RulesError("castling rights '" + castling + "' name '" + c + "' twice");
      seen += c;
    }
    if (static_cast<size_t>(std::popcount(pos.castling())) != castling.size())
      throw chess::RulesError("castling rights '" + castling +
                              "' name a right whose king or rook is not on its square");
  }
  if (!ep.empty() && ep != "-") {
    const bool white = pos.side_to_move() == chess::White;
    if (ep.size() != 2 || ep[0] < 'a' || ep[0] > 'h' || ep[1] < '1' || ep[1] > '8')
      throw chess::RulesError("en passant square " + ep + " is not a square");
    const int file = ep[0] - 'a', rank = ep[1] - '1';
    if (rank != (white ? 5 : 2))
      throw chess::RulesError("en passant square " + ep + " is not behind a pawn " + (white ? "Black" : "White") +
                              " could have just moved (" + (white ? "White" : "Black") + " is to move)");
    const chess::Square pushed = chess::square(file, white ? 4 : 3);
    if (pos.at(pushed) != chess::make_piece(chess::Pawn, white ? chess::Black : chess::White))
      throw chess::RulesError("en passant square " + ep + " has no pawn in front of it that moved two squares");
  }
}

// The castling and en passant fields of a FEN (its third and fourth words).
void check_fen_fields(const chess::Position& pos, const std::string& fen) {
  std::istringstream words(fen);
  std::string placement, side, castling = "-", ep = "-";
  words >> placement >> side >> castling >> ep;
  check_fields(pos, castling, ep);
}

// An EPD line as an opening; throws naming `source` and the line.
Opening epd_opening(const chess::EpdLine& line, const std::string& source, bool chess960) {
  const auto where = [&] { return source + ":" + std::to_string(line.number); };
  if (!line.complete())
    throw std::runtime_error(where() + ": an EPD line starts with four fields (placement, side, castling, en passant)");
  Opening o;
  try {
    const chess::Position pos(line.fen(), chess960);
    check_fields(pos, line.fields[2], line.fields[3]);
    o.fen = pos.fen();
    o.chess960 = chess960;
  } catch (const std::exception& e) { throw std::runtime_error(where() + ": " + e.what()); }
  auto id = line.operations.find("id \"");
  if (id != std::string::npos) o.name = line.operations.substr(id + 4, line.operations.find('"', id + 4) - id - 4);
  return o;
}

// A PGN game as an opening (its moves already cut to the plies wanted).
Opening pgn_opening(chess::PgnGame& game, const std::string& source, bool chess960) {
  Opening o;
  try {
    const chess::Position pos(game.start_fen, chess960);
    if (game.start_fen != chess::Position::kStartFen) check_fen_fields(pos, game.start_fen);
    o.fen = pos.fen();
  } catch (const std::exception& e) { throw std::runtime_error(source + ": the game's FEN: " + e.what()); }
  o.chess960 = chess960;
  o.moves = std::move(game.moves);
  o.name = game.tag("Opening").empty() ? game.tag("Event") : game.tag("Opening");
  return o;
}

void add_to_print(std::string& print, const Opening& o) {
  print += o.fen;
  for (const auto& m : o.moves) print += ' ' + m.uci();
  print += ';';
}

}  // namespace

std::vector<Opening> parse_epd(const std::string& text, const std::string& source, bool chess960) {
  std::vector<Opening> out;
  chess::for_each_epd_line(text,
                           [&](const chess::EpdLine& line) { out.push_back(epd_opening(line, source, chess960)); });
  if (out.empty()) throw std::runtime_error(source + ": no positions");
  return out;
}

OpeningList::OpeningList(std::vector<Opening> openings) : memory_(std::move(openings)) {
  for (const auto& o : memory_) add_to_print(print_, o);
}

Opening OpeningList::operator[](size_t index) const {
  if (!text_) return memory_.at(index);
  const std::string_view text = *text_;
  const size_t begin = offsets_.at(index);
  Opening found;
  if (pgn_) {
    const size_t end = index + 1 < offsets_.size() ? offsets_[index + 1] : text.size();
    chess::for_each_pgn_game(std::string(text.substr(begin, end - begin)), source_, {chess960_, plies_},
                             [&](chess::PgnGame& game) { found = pgn_opening(game, source_, chess960_); });
  } else {
    const size_t end = text.find('\n', begin);
    chess::for_each_epd_line(text.substr(begin, end == std::string_view::npos ? end : end - begin),
                             [&](const chess::EpdLine& line) { found = epd_opening(line, source_, chess960_); });
  }
  return found;
}

OpeningList load_openings(const std::string& file, int plies, OpeningsFormat format, bool chess960,
                          const std::string& what) {
  auto text = std::make_shared<std::string>();
  auto builtin = file.find("builtin:");
  if (builtin != std::string::npos) {
    std::string name = file.substr(builtin + 8);
    for (const auto& [n, body] : embedded::tournament_default_files())
      if (n == name) *text = body;
    if (text->empty()) throw std::runtime_error(file + ": veteran has no built-in openings file '" + name + "'");
  } else {
    *text = io::read_file(file, io::kMaxTextFile, what);
  }
  std::string ext = file.size() >= 4 ? file.substr(file.size() - 4) : "";
  for (char& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  const OpeningsFormat kind = format != OpeningsFormat::by_extension ? format
                              : ext == ".epd"                        ? OpeningsFormat::epd
                              : ext == ".pgn"                        ? OpeningsFormat::pgn
                                                                     : OpeningsFormat::by_extension;
  if (kind != OpeningsFormat::epd && kind != OpeningsFormat::pgn)
    throw std::runtime_error(file + ": openings must be an .epd or .pgn file");
  OpeningList list;
  list.pgn_ = kind == OpeningsFormat::pgn;
  list.chess960_ = chess960;
  list.plies_ = plies > 0 ? static_cast<size_t>(plies) : SIZE_MAX;
  list.source_ = file;
  // Every record read and checked once, a record at a time: kept are its
  // place and what the fingerprint needs of it.
  if (list.pgn_) {
    // Escape lines blanked in the text kept, as the reader reads them.
    if (!text->empty() && ((*text)[0] == '%' || text->find("\n%") != std::string::npos))
      for (size_t at = 0; at < text->size();) {
        size_t end = std::min(text->find('\n', at), text->size());
        if ((*text)[at] == '%')
          std::fill(text->begin() + static_cast<std::ptrdiff_t>(at), text->begin() + static_cast<std::ptrdiff_t>(end),
                    ' ');
        at = end + 1;
      }
    chess::for_each_pgn_game(*text, file, {chess960, list.plies_}, [&](chess::PgnGame& game) {
      list.offsets_.push_back(game.offset);
      add_to_print(list.print_, pgn_opening(game, file, chess960));
    });
    if (list.offsets_.empty()) throw std::runtime_error(file + ": no games");
  } else {
    chess::for_each_epd_line(*text, [&](const chess::EpdLine& line) {
      list.offsets_.push_back(line.offset);
      add_to_print(list.print_, epd_opening(line, file, chess960));
    });
    if (list.offsets_.empty()) throw std::runtime_error(file + ": no positions");
  }
  list.offsets_.shrink_to_fit();
  list.text_ = std::move(text);
  return list;
}

std::vector<Opening> chess960_openings(uint64_t seed) {
  std::vector<Opening> out;
  for (int n = 0; n < chess::kChess960Positions; ++n)
    out.push_back({chess::chess960_start_fen(n), {}, "Chess960 #" + std::to_string(n), true});
  std::mt19937_64 rng(seed);
  for (size_t i = out.size() - 1; i > 0; --i) std::swap(out[i], out[rng() % (i + 1)]);
  return out;
}

std::vector<Opening> cutechess_chess960_openings(uint32_t seed, int count) {
  // The ten pairs of the five squares left for the knights, as chess960_start_fen numbers them.
  constexpr int kKnights[5][5] = {
      {-1, 0, 1, 2, 3}, {0, -1, 4, 5, 6}, {1, 4, -1, 7, 8}, {2, 5, 7, -1, 9}, {3, 6, 8, 9, -1}};
  CutechessRandom random(seed);
  std::vector<Opening> out;
  for (int i = 0; i < count; ++i) {
    // FrcBoard::defaultFenString's draws, in its order: the dark-squared
    // bishop (a, c, e, g), the light-squared one (b, d, f, h), the queen on
    // one of six squares left, a knight on one of five, a knight on one of four.
    const int dark = static_cast<int>(random.next() % 4), light = static_cast<int>(random.next() % 4);
    const int queen = static_cast<int>(random.next() % 6);
    const int first = static_cast<int>(random.next() % 5), second_of_four = static_cast<int>(random.next() % 4);
    const int second = second_of_four < first ? second_of_four : second_of_four + 1;  // among the five
    const int number = light + 4 * (dark + 4 * (queen + 6 * kKnights[first][second]));
    out.push_back({chess::chess960_start_fen(number), {}, "Chess960 #" + std::to_string(number), true});
  }
  return out;
}

}  // namespace veteran::tournament
