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
  // tournament from this journal, or one with no fingerprint, is refused, as
  // are games outside the schedule's `games` indices. With `resume` false the
  // journal must not hold games already (nothing played is thrown away).
  // FILE.lock is held locked while the journal is open: a second runner of
  // the same event is refused. The journal is rewritten (a torn last line
  // dropped) through a temporary file, every write checked and synced before
  // the rename: a failed write leaves the journal as it was.
  Journal(const std::string& file, const std::string& fingerprint, bool resume, size_t games);
  ~Journal();
  Journal(const Journal&) = delete;
  Journal& operator=(const Journal&) = delete;

  const std::map<int, JournalEntry>& games() const { return games_; }
  // Appends the game and forces it to disk.
  void record(const JournalEntry& entry);
  const std::string& warning() const { return warning_; }

  // Throws std::runtime_error naming the file and line for damage (a bad line
  // before the last, a game twice); blank lines are passed over.
  static std::map<int, JournalEntry> read(const std::string& file, std::string* fingerprint, std::string* warning);

 private:
  std::string file_;
  int lock_ = -1;
  std::FILE* out_ = nullptr;
  std::map<int, JournalEntry> games_;
  std::string warning_;
  void open(const std::string& fingerprint, bool resume, size_t games);
};

}  // namespace veteran::tournament
