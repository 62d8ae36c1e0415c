#include "tournament/journal.hpp"

#include "util/io/appended_records.hpp"
#include "util/io/descriptor.hpp"
#include "util/io/input_file.hpp"
#include "util/io/output_file.hpp"

#include <nlohmann/json.hpp>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cerrno>
#include <cstring>
#include <sstream>
#include <stdexcept>

namespace veteran::tournament {
namespace {

// A journal of a hundred thousand long games; more is no journal veteran wrote.
constexpr size_t kMaxJournal = size_t{2} << 30;

// Whether `s` is well-formed UTF-8 (no overlong forms, surrogates or code
// points past U+10FFFF): what JSON can hold as a string unchanged.
bool is_utf8(std::string_view s) {
  for (size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    // The sequence's length from its first byte, the bits it keeps, and the
    // least code point it may encode (a smaller one is an overlong form).
    struct Lead {
      unsigned char mask, value;
      size_t more;
      uint32_t least;
    };
    static constexpr Lead kLeads[] = {
        {0x80, 0x00, 0, 0}, {0xE0, 0xC0, 1, 0x80}, {0xF0, 0xE0, 2, 0x800}, {0xF8, 0xF0, 3, 0x10000}};
    const Lead* lead = nullptr;
    for (const Lead& l : kLeads)
      if ((c & l.mask) == l.value) lead = &l;
    if (!lead || i + lead->more >= s.size() + (lead->more == 0)) return false;
    uint32_t cp = c & static_cast<unsigned char>(~lead->mask);
    for (size_t k = 1; k <= lead->more; ++k) {
      const auto d = static_cast<unsigned char>(s[i + k]);
      if ((d & 0xC0) != 0x80) return false;
      cp = cp << 6 | (d & 0x3F);
    }
    if (cp < lead->least || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
    i += lead->more + 1;
  }
  return true;
}

// A name, event, path or game kept as the bytes given: a JSON string when
// they are UTF-8, else {"bytes": HEX}. (A Latin-1 event stored as U+FFFD
// would no longer match the game's bytes in the PGN, and --resume would
// write the game again.)
nlohmann::json bytes_json(const std::string& s) {
  if (is_utf8(s)) return s;
  static const char digits[] = "0123456789abcdef";
  std::string hex;
  hex.reserve(s.size() * 2);
  for (unsigned char c : s) hex += {digits[c >> 4], digits[c & 15]};
  return {{"bytes", hex}};
}

std::string bytes_of(const nlohmann::json& j) {
  if (j.is_string()) return j.get<std::string>();
  const std::string hex = j.at("bytes").get<std::string>();
  if (hex.size() % 2) throw std::runtime_error("bad bytes");
  auto nibble = [](char c) -> int {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    throw std::runtime_error("bad bytes");
  };
  std::string s;
  s.reserve(hex.size() / 2);
  for (size_t i = 0; i < hex.size(); i += 2) s += static_cast<char>(nibble(hex[i]) << 4 | nibble(hex[i + 1]));
  return s;
}

std::string line_of(const JournalEntry& e) {
  nlohmann::json j{{"index", e.index},
                   {"white", bytes_json(e.white)},
                   {"black", bytes_json(e.black)},
                   {"result", e.result},
                   {"termination", bytes_json(e.termination)},
                   {"pgn", bytes_json(e.pgn)}};
  if (!e.epd.empty()) j["epd"] = bytes_json(e.epd);
  if (!e.description.empty()) j["description"] = bytes_json(e.description);
  if (e.book_draws) j["book_draws"] = *e.book_draws;
  return j.dump() + "\n";
}

std::string header_line(const JournalHeader& h) {
  nlohmann::json j{{"fingerprint", bytes_json(h.fingerprint)}};
  for (const auto& [key, out] : h.outputs)
    j["outputs"][key] = {{"file", bytes_json(out.file)}, {"base", out.base}, {"seam", bytes_json(out.seam)}};
  if (h.finished) j["finished"] = *h.finished;
  return j.dump() + "\n";
}

std::string reason() { return errno ? std::string(" (") + std::strerror(errno) + ")" : ""; }

void read_header(const nlohmann::json& j, JournalHeader& h) {
  h.fingerprint = bytes_of(j.at("fingerprint"));
  if (j.contains("finished")) {
    const auto& n = j.at("finished");
    if (!n.is_number_unsigned() || n.get<uint64_t>() > 1'000'000'000) throw std::runtime_error("bad count");
    h.finished = static_cast<size_t>(n.get<uint64_t>());
  }
  if (!j.contains("outputs")) return;
  for (const auto& [key, out] : j.at("outputs").items()) {
    const auto& base = out.at("base");
    if (!base.is_number_unsigned()) throw std::runtime_error("bad base");
    h.outputs[key] = {bytes_of(out.at("file")), base.get<uint64_t>(),
                      out.contains("seam") ? bytes_of(out.at("seam")) : std::string()};
  }
}

}  // namespace

std::map<int, JournalEntry> Journal::read(const std::string& file, std::string* fingerprint, std::string* warning,
                                          JournalHeader* header) {
  std::map<int, JournalEntry> games;
  std::istringstream in(io::read_file(file, kMaxJournal, "a journal"));
  int number = 0;
  for (std::string line; std::getline(in, line);) {
    ++number;
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;  // a blank line is no damage
    JournalEntry e;
    try {
      nlohmann::json j = nlohmann::json::parse(line);
      if (j.contains("fingerprint")) {
        JournalHeader h;
        read_header(j, h);
        if (fingerprint) *fingerprint = h.fingerprint;
        if (header) *header = h;
        continue;
      }
      // A game number is a small whole number; a float or a huge one is
      // damage, not something to convert (2.2e20 to int is undefined).
      const auto& index = j.at("index");
      if (!index.is_number_unsigned() || index.get<uint64_t>() > 1'000'000'000) throw std::runtime_error("bad index");
      e.index = static_cast<int>(index.get<uint64_t>());
      e.white = bytes_of(j.at("white"));
      e.black = bytes_of(j.at("black"));
      e.result = j.at("result").get<std::string>();
      e.termination = bytes_of(j.at("termination"));
      e.pgn = bytes_of(j.at("pgn"));
      if (j.contains("epd")) e.epd = bytes_of(j.at("epd"));
      if (j.contains("description")) e.description = bytes_of(j.at("description"));
      if (j.contains("book_draws")) {
        const auto& draws = j.at("book_draws");
        if (!draws.is_number_unsigned()) throw std::runtime_error("bad book_draws");
        e.book_draws = draws.get<uint64_t>();
      }
    } catch (const std::exception&) {
      // Only the last line can be torn by a kill; anything else is damage.
      if (in.peek() != EOF) throw std::runtime_error(file + ":" + std::to_string(number) + ": not a journal line");
      if (warning)
        *warning = file + ":" + std::to_string(number) +
                   ": an unfinished line (the tournament was killed while writing it) is dropped";
      continue;
    }
    if (games.count(e.index))
      throw std::runtime_error(file + ":" + std::to_string(number) + ": game " + std::to_string(e.index) +
                               " is in the journal twice (two runners on one event?)");
    games[e.index] = std::move(e);
  }
  return games;
}

Journal::Journal(const std::string& file, const std::string& fingerprint, bool resume, size_t games,
                 const std::map<std::string, std::string>& outputs)
    : file_(file) {
  std::string lock_file = file + ".lock";
  lock_ = ::open(lock_file.c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0644);
  if (lock_ < 0) throw std::runtime_error(lock_file + ": cannot open the journal's lock file" + reason());
  struct stat st {};
  if (::fstat(lock_, &st) != 0 || !S_ISREG(st.st_mode)) {
    ::close(lock_);
    throw std::runtime_error(lock_file + ": not a regular file; it cannot be the journal's lock");
  }
  if (flock(lock_, LOCK_EX | LOCK_NB) != 0) {
    ::close(lock_);
    lock_ = -1;
    throw std::runtime_error(file + " is in use by another veteran run of this event (" + lock_file +
                             " is locked): wait for it to finish, or stop it first");
  }
  try {
    open(fingerprint, resume, games, outputs);
  } catch (...) {
    if (out_ >= 0) ::close(out_);
    ::close(lock_);
    throw;
  }
}

void Journal::open(const std::string& fingerprint, bool resume, size_t games,
                   const std::map<std::string, std::string>& outputs) {
  const std::string& file = file_;
  JournalHeader found;
  struct stat st {};
  const bool exists = ::lstat(file.c_str(), &st) == 0;
  if (exists) {
    games_ = read(file, nullptr, &warning_, &found);
    if (!resume && !games_.empty())
      throw std::runtime_error(file + " holds " + std::to_string(games_.size()) +
                               " finished games of an earlier run: give --resume to go on with it, or move it away");
    if (resume && found.fingerprint.empty() && !games_.empty())
      throw std::runtime_error(file +
                               " has no fingerprint line, so it cannot tell which tournament it belongs to; "
                               "it is not resumed (move it away to play the event afresh)");
    if (resume && !found.fingerprint.empty() && found.fingerprint != fingerprint)
      throw std::runtime_error(file +
                               " belongs to a different tournament (its engines, pairing, games or openings "
                               "differ from this config's); it cannot be resumed with this config");
    for (const auto& [index, e] : games_)
      if (index < 0 || static_cast<size_t>(index) >= games)
        throw std::runtime_error(file + ": game " + std::to_string(index) + " is not in this event's schedule (0 to " +
                                 std::to_string(games == 0 ? 0 : games - 1) + ")");
  }
  // Where each output's games begin: kept from the journal that has them
  // (its games are there); for a new journal or file, the file's size now.
  header_.fingerprint = fingerprint;
  for (const auto& [key, output] : outputs) {
    if (output.empty()) continue;
    auto known = found.outputs.find(key);
    const io::RecordStart now = io::record_start(output);
    if (found.finished)  // a finished run's record: this is a new run of the event, appended after it
      header_.outputs[key] = {output, now.base, now.seam};
    else if (known != found.outputs.end() && known->second.file == output)
      header_.outputs[key] = known->second;
    else if (exists && !games_.empty() && found.outputs.empty())
      header_.outputs[key] = {output, 0, ""};  // an older journal
    else
      header_.outputs[key] = {output, now.base, now.seam};
  }
  // Rewritten clean (drops a torn last line), then appended to.
  std::string text = header_line(header_);
  for (const auto& [i, e] : games_) text += line_of(e);
  io::write_whole(file, text, "the journal");
  out_ = ::open(file.c_str(), O_WRONLY | O_APPEND | O_CLOEXEC);
  if (out_ < 0) throw std::runtime_error(file + ": cannot append to the journal" + reason());
}

Journal::~Journal() {
  if (out_ >= 0) ::close(out_);
  if (lock_ >= 0) ::close(lock_);
}

void Journal::finish() {
  JournalHeader done = header_;
  done.finished = games_.size();
  io::write_whole(file_, header_line(done), "the journal");
  if (out_ >= 0) ::close(out_);
  out_ = -1;
}

void Journal::record(const JournalEntry& e) {
  const off_t before = ::lseek(out_, 0, SEEK_END);
  errno = 0;
  if (!io::write_all(out_, line_of(e)) || ::fsync(out_) != 0) {
    const std::string why = reason();
    if (before >= 0 && ::ftruncate(out_, before) == 0) ::fsync(out_);  // the journal stays whole
    throw std::runtime_error(file_ + ": cannot write the journal" + why);
  }
  games_[e.index] = e;
}

}  // namespace veteran::tournament
