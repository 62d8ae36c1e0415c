#include "veteran/tournament/journal.hpp"

#include "veteran/util/io/descriptor.hpp"
#include "veteran/util/io/input_file.hpp"
#include "veteran/util/io/output_file.hpp"

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

std::string line_of(const JournalEntry& e) {
  nlohmann::json j{
      {"index", e.index}, {"white", e.white}, {"black", e.black}, {"result", e.result}, {"termination", e.termination},
      {"pgn", e.pgn}};
  if (!e.epd.empty()) j["epd"] = e.epd;
  if (!e.description.empty()) j["description"] = e.description;
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

std::string header_line(const JournalHeader& h) {
  nlohmann::json j{{"fingerprint", h.fingerprint}};
  for (const auto& [key, out] : h.outputs) j["outputs"][key] = {{"file", out.file}, {"base", out.base}};
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

std::string reason() { return errno ? std::string(" (") + std::strerror(errno) + ")" : ""; }

void read_header(const nlohmann::json& j, JournalHeader& h) {
  h.fingerprint = j.at("fingerprint").get<std::string>();
  if (!j.contains("outputs")) return;
  for (const auto& [key, out] : j.at("outputs").items()) {
    const auto& base = out.at("base");
    if (!base.is_number_unsigned()) throw std::runtime_error("bad base");
    h.outputs[key] = {out.at("file").get<std::string>(), base.get<uint64_t>()};
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
      e.white = j.at("white").get<std::string>();
      e.black = j.at("black").get<std::string>();
      e.result = j.at("result").get<std::string>();
      e.termination = j.at("termination").get<std::string>();
      e.pgn = j.at("pgn").get<std::string>();
      if (j.contains("epd")) e.epd = j.at("epd").get<std::string>();
      if (j.contains("description")) e.description = j.at("description").get<std::string>();
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
    if (known != found.outputs.end() && known->second.file == output)
      header_.outputs[key] = known->second;
    else if (exists && !games_.empty() && found.outputs.empty())
      header_.outputs[key] = {output, 0};  // an older journal
    else
      header_.outputs[key] = {output, io::size_of(output)};
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
