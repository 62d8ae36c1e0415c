#include "chess/pgn.hpp"

#include "chess/san.hpp"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <ctime>
#include <unordered_map>

namespace veteran::chess {
namespace {

constexpr const char* kRoster[] = {"Event", "Site", "Date", "Round", "White", "Black", "Result"};

// A control character (a newline in an engine's name, a tab) as a space: a
// tag is one line, and a comment must not start a line that reads as a tag.
char printable(char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7f ? ' ' : c; }

}  // namespace

std::string escape_tag_value(const std::string& v) {
  std::string out;
  for (char c : v) {
    if (c == '"' || c == '\\') out += '\\';
    out += printable(c);
  }
  return out;
}

std::string comment_text(std::string c) {
  for (char& x : c) x = x == '}' ? ')' : printable(x);  // a comment cannot contain its own end
  return c;
}

namespace {

// Appends a token, breaking lines before column 80.
void emit(std::string& out, size_t& column, const std::string& token) {
  if (column > 0 && column + 1 + token.size() > 79) {
    out += '\n';
    column = 0;
  } else if (column > 0) {
    out += ' ';
    ++column;
  }
  out += token;
  column += token.size();
}

bool is_result(const std::string& t) { return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*"; }

}  // namespace

std::string PgnGame::tag(const std::string& name) const {
  for (const auto& [k, v] : tags)
    if (k == name) return v;
  return {};
}

void PgnGame::set_tag(const std::string& name, const std::string& value) {
  for (auto& [k, v] : tags)
    if (k == name) {
      v = value;
      return;
    }
  tags.emplace_back(name, value);
}

bool PgnGame::chess960() const {
  std::string v = tag("Variant");
  std::erase_if(v, [](char c) { return c == ' ' || c == '-'; });
  for (char& c : v) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return v == "fischerandom" || v == "fischerrandom" || v == "chess960";
}

std::string write_pgn(const PgnGame& game) {
  std::string out;
  for (const char* name : kRoster) {
    std::string v = name == std::string("Result") ? game.result : game.tag(name);
    if (v.empty()) v = name == std::string("Date") ? "????.??.??" : "?";
    out += std::string("[") + name + " \"" + escape_tag_value(v) + "\"]\n";
  }
  bool custom_start = game.start_fen != Position::kStartFen || game.chess960();
  if (custom_start) out += "[SetUp \"1\"]\n[FEN \"" + escape_tag_value(game.start_fen) + "\"]\n";
  for (const auto& [k, v] : game.tags) {
    if (std::find(std::begin(kRoster), std::end(kRoster), k) != std::end(kRoster) || k == "SetUp" || k == "FEN")
      continue;
    out += "[" + k + " \"" + escape_tag_value(v) + "\"]\n";
  }
  out += '\n';
  Position pos(game.start_fen, game.chess960());
  size_t column = 0;
  for (size_t i = 0; i < game.moves.size(); ++i) {
    bool white = pos.side_to_move() == White;
    if (white || i == 0) emit(out, column, std::to_string(pos.fullmove_number()) + (white ? "." : "..."));
    emit(out, column, to_san(pos, game.moves[i]));
    pos.play(game.moves[i]);
    if (i < game.comments.size() && !game.comments[i].empty()) {
      emit(out, column, "{" + comment_text(game.comments[i]) + "}");
    }
  }
  if (!game.result_comment.empty()) { emit(out, column, "{" + comment_text(game.result_comment) + "}"); }
  emit(out, column, game.result);
  out += "\n\n";
  return out;
}

void for_each_pgn_game(const std::string& input, const std::string& source, const PgnReadOptions& options,
                       const std::function<void(PgnGame&)>& each) {
  const bool chess960 = options.chess960;
  // A line starting with '%' is an escape (standard, section 6): read as a
  // blank line of the same length, so that line numbers and offsets stay
  // right; copied only when there is one (a 60 MB file is not held twice).
  std::string owned;
  std::string_view text = input;
  if (!input.empty() && (input[0] == '%' || input.find("\n%") != std::string::npos)) {
    owned = input;
    for (size_t at = 0; at < owned.size();) {
      size_t end = owned.find('\n', at);
      end = end == std::string::npos ? owned.size() : end;
      if (owned[at] == '%')
        std::fill(owned.begin() + static_cast<std::ptrdiff_t>(at), owned.begin() + static_cast<std::ptrdiff_t>(end),
                  ' ');
      at = end + 1;
    }
    text = owned;
  }
  size_t i = 0, line = 1;
  auto fail = [&](const std::string& what) -> PgnError {
    return PgnError(source + ":" + std::to_string(line) + ": " + what);
  };
  auto skip_space = [&] {
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) {
      if (text[i] == '\n') ++line;
      ++i;
    }
  };
  while (true) {
    skip_space();
    if (i >= text.size()) break;
    PgnGame game;
    game.offset = i;
    // Tag pairs. A name given again replaces its value; found through an
    // index, so that a game of 100,000 tags takes linear time, not quadratic.
    std::unordered_map<std::string, size_t> tag_at;
    while (i < text.size() && text[i] == '[') {
      size_t end = text.find(']', i);
      size_t quote = text.find('"', i);
      if (end == std::string::npos || quote == std::string::npos || quote > end) throw fail("malformed tag pair");
      std::string name(text.substr(i + 1, quote - i - 1));
      name.erase(std::remove_if(name.begin(), name.end(), ::isspace), name.end());
      std::string value;
      size_t j = quote + 1;
      for (; j < text.size() && text[j] != '"'; ++j) {
        if (text[j] == '\\' && j + 1 < text.size()) ++j;
        if (text[j] == '\n') throw fail("tag value runs past the end of its line");
        value += text[j];
      }
      end = text.find(']', j);
      if (j >= text.size() || end == std::string::npos) throw fail("tag pair is not closed");
      if (name.empty()) throw fail("tag pair without a name");
      if (auto [it, added] = tag_at.try_emplace(name, game.tags.size()); added)
        game.tags.emplace_back(std::move(name), std::move(value));
      else
        game.tags[it->second].second = std::move(value);
      i = end + 1;
      skip_space();
    }
    if (!game.tag("FEN").empty()) game.start_fen = game.tag("FEN");
    Position pos;
    try {
      pos = Position(game.start_fen, chess960 || game.chess960());
    } catch (const RulesError& e) { throw fail(e.what()); }
    // Movetext up to the result.
    int depth = 0;  // inside ( ) variations, which are skipped
    bool ended = false;
    while (!ended) {
      skip_space();
      if (i >= text.size()) throw fail("game ends without a result (1-0, 0-1, 1/2-1/2 or *)");
      char c = text[i];
      if (c == '{') {
        size_t end = text.find('}', i);
        if (end == std::string::npos) throw fail("comment is not closed");
        std::string comment(text.substr(i + 1, end - i - 1));
        line += static_cast<size_t>(std::count(comment.begin(), comment.end(), '\n'));
        if (depth == 0 && !game.moves.empty()) {
          game.comments.resize(game.moves.size());
          game.comments.back() += comment;
        }
        i = end + 1;
        continue;
      }
      if (c == ';') {
        while (i < text.size() && text[i] != '\n') ++i;
        continue;
      }
      if (c == '(' || c == ')') {
        depth += c == '(' ? 1 : -1;
        if (depth < 0) throw fail("')' without '('");
        ++i;
        continue;
      }
      size_t start = i;
      while (i < text.size() && !std::isspace(static_cast<unsigned char>(text[i])) && !std::strchr("{}();", text[i]))
        ++i;
      if (i == start) {  // a character no token starts with: '}' or a NUL byte
        if (text[i] == '}') throw fail("'}' without '{'");
        throw fail(text[i] == '\0' ? std::string("a NUL byte in the movetext")
                                   : std::string("unexpected '") + text[i] + "'");
      }
      std::string token(text.substr(start, i - start));
      if (depth > 0 || token[0] == '$') continue;
      if (is_result(token)) {
        game.result = token;
        ended = true;
        continue;
      }
      // Move numbers: "12." or "12..." possibly glued to the move ("12.e4").
      size_t digits = 0;
      while (digits < token.size() && std::isdigit(static_cast<unsigned char>(token[digits]))) ++digits;
      if (digits > 0 && digits < token.size() && token[digits] == '.') {
        size_t move_start = token.find_first_not_of('.', digits);
        if (move_start == std::string::npos) continue;  // "12." or "12..."
        token = token.substr(move_start);
      } else if (digits == token.size()) {
        continue;  // a bare number
      }
      if (game.moves.size() >= options.max_plies) continue;  // past what the caller wants: not read
      try {
        Move m = parse_san(pos, token);
        pos.play(m);
        game.moves.push_back(m);
      } catch (const RulesError& e) {
        throw fail(std::string("move ") + std::to_string(game.moves.size() / 2 + 1) + ": " + e.what());
      }
    }
    if (depth != 0) throw fail("variation '(' is not closed");
    game.comments.resize(game.moves.size());
    each(game);
  }
}

std::vector<PgnGame> read_pgn(const std::string& text, const std::string& source, bool chess960) {
  std::vector<PgnGame> games;
  for_each_pgn_game(text, source, {chess960}, [&](PgnGame& game) { games.push_back(std::move(game)); });
  return games;
}

std::string pgn_date_today() {
  std::time_t t = std::time(nullptr);
  std::tm tm{};
  localtime_r(&t, &tm);
  char buf[16];
  std::strftime(buf, sizeof buf, "%Y.%m.%d", &tm);
  return buf;
}

}  // namespace veteran::chess
