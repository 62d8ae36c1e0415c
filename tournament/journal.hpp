// The tournament's journal: one JSON line per finished game, written and
// flushed to disk before the next game starts, so that a tournament killed at
// any moment (even kill -9) resumes with no game lost or played twice. The
// PGN file is rebuilt from the journal on resume; a line torn by the kill is
// dropped (that game is played again).
#pragma once

#include <cstdio>
#include <map>
#include <string>
#include <vector>

namespace veteran::tournament {

struct JournalEntry {
  int index = 0;             // the scheduled game
  std::string white, black;  // engine names
  std::string result;        // "1-0", "0-1", "1/2-1/2"
  std::string termination;
  std::string pgn;           // the game's PGN text
};

class Journal {
 public:
  // Opens FILE; `fingerprint` identifies the schedule: resuming a different
  // tournament from this journal is refused. With `resume` false the journal
  // must not hold games already (nothing played is thrown away).
  Journal(const std::string& file, const std::string& fingerprint, bool resume);
  ~Journal();
  Journal(const Journal&) = delete;
  Journal& operator=(const Journal&) = delete;

  const std::map<int, JournalEntry>& games() const { return games_; }
  // Appends the game and forces it to disk.
  void record(const JournalEntry& entry);
  const std::string& warning() const { return warning_; }

  static std::map<int, JournalEntry> read(const std::string& file, std::string* fingerprint, std::string* warning);

 private:
  std::string file_;
  std::FILE* out_ = nullptr;
  std::map<int, JournalEntry> games_;
  std::string warning_;
};

}  // namespace veteran::tournament
