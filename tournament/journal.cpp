#include "veteran/tournament/journal.hpp"

#include <nlohmann/json.hpp>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <sys/file.h>
#include <unistd.h>

namespace veteran::tournament {
namespace {

std::string line_of(const JournalEntry& e) {
  return nlohmann::json{{"index", e.index}, {"white", e.white}, {"black", e.black}, {"result", e.result},
                        {"termination", e.termination}, {"pgn", e.pgn}}
             .dump() + "\n";
}

// All of `text` to `f`, flushed and on the disk; false if any step failed.
bool write_synced(std::FILE* f, const std::string& text) {
  return std::fwrite(text.data(), 1, text.size(), f) == text.size() && std::fflush(f) == 0 && fsync(fileno(f)) == 0;
}

std::string reason() { return errno ? std::string(" (") + std::strerror(errno) + ")" : ""; }

}  // namespace

std::map<int, JournalEntry> Journal::read(const std::string& file, std::string* fingerprint, std::string* warning) {
  std::map<int, JournalEntry> games;
  std::ifstream in(file);
  int number = 0;
  for (std::string line; std::getline(in, line);) {
    ++number;
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;  // a blank line is no damage
    JournalEntry e;
    try {
      nlohmann::json j = nlohmann::json::parse(line);
      if (j.contains("fingerprint")) {
        if (fingerprint) *fingerprint = j.at("fingerprint").get<std::string>();
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
    } catch (const std::exception&) {
      // Only the last line can be torn by a kill; anything else is damage.
      if (in.peek() != EOF) throw std::runtime_error(file + ":" + std::to_string(number) + ": not a journal line");
      if (warning) *warning = file + ":" + std::to_string(number) + ": an unfinished line (the tournament was killed while writing it) is dropped";
      continue;
    }
    if (games.count(e.index))
      throw std::runtime_error(file + ":" + std::to_string(number) + ": game " + std::to_string(e.index) +
                               " is in the journal twice (two runners on one event?)");
    games[e.index] = std::move(e);
  }
  return games;
}

Journal::Journal(const std::string& file, const std::string& fingerprint, bool resume, size_t games) : file_(file) {
  std::string lock_file = file + ".lock";
  lock_ = ::open(lock_file.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (lock_ < 0) throw std::runtime_error(lock_file + ": cannot open the journal's lock" + reason());
  if (flock(lock_, LOCK_EX | LOCK_NB) != 0) {
    ::close(lock_);
    lock_ = -1;
    throw std::runtime_error(file + " is in use by another veteran tournament of this event (" + lock_file +
                             " is locked): wait for it to finish, or stop it first");
  }
  try {
    open(fingerprint, resume, games);
  } catch (...) {
    if (out_) std::fclose(out_);
    ::close(lock_);
    throw;
  }
}

void Journal::open(const std::string& fingerprint, bool resume, size_t games) {
  const std::string& file = file_;
  if (std::filesystem::exists(file)) {
    std::string found;
    games_ = read(file, &found, &warning_);
    if (!resume && !games_.empty())
      throw std::runtime_error(file + " holds " + std::to_string(games_.size()) +
                               " finished games of an earlier run: give --resume to go on with it, or move it away");
    if (resume && found.empty() && !games_.empty())
      throw std::runtime_error(file + " has no fingerprint line, so it cannot tell which tournament it belongs to; "
                               "it is not resumed (move it away to play the event afresh)");
    if (resume && !found.empty() && found != fingerprint)
      throw std::runtime_error(file + " belongs to a different tournament (its engines, pairing, games or openings "
                               "differ from this config's); it cannot be resumed with this config");
    for (const auto& [index, e] : games_)
      if (index < 0 || static_cast<size_t>(index) >= games)
        throw std::runtime_error(file + ": game " + std::to_string(index) + " is not in this event's schedule (0 to " +
                                 std::to_string(games == 0 ? 0 : games - 1) + ")");
  }
  // Rewrite the journal clean (drops a torn last line), then append. A write
  // that fails (a full disk) never replaces the journal there is.
  std::string text = nlohmann::json{{"fingerprint", fingerprint}}.dump() + "\n";
  for (const auto& [i, e] : games_) text += line_of(e);
  std::string tmp = file + ".tmp";
  std::FILE* fresh = std::fopen(tmp.c_str(), "w");
  if (!fresh) throw std::runtime_error(tmp + ": cannot write the journal" + reason());
  errno = 0;
  bool written = write_synced(fresh, text);
  std::string why = reason();
  bool closed = std::fclose(fresh) == 0;
  if (!written || !closed) {
    std::filesystem::remove(tmp);
    throw std::runtime_error(tmp + ": cannot write the journal" + why + "; " + file + " is kept as it was");
  }
  std::filesystem::rename(tmp, file);
  out_ = std::fopen(file.c_str(), "a");
  if (!out_) throw std::runtime_error(file + ": cannot append to the journal" + reason());
}

Journal::~Journal() {
  if (out_) std::fclose(out_);
  if (lock_ >= 0) ::close(lock_);
}

void Journal::record(const JournalEntry& e) {
  errno = 0;
  if (!write_synced(out_, line_of(e))) throw std::runtime_error(file_ + ": cannot write the journal" + reason());
  games_[e.index] = e;
}

}  // namespace veteran::tournament
