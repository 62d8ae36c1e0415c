// The tournament's journal: one JSON line per finished game, written and
// synced to disk before the game is added to the PGN or EPD file and before
// the next game starts, so that a tournament killed at any moment (even
// kill -9) resumes with no game lost or played twice. The journal is the one
// record of truth: on resume every output file is made to hold each game
// the journal has (restore_outputs). A line torn by the kill is dropped
// (that game is played again).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace veteran::tournament {

struct JournalEntry {
  int index = 0;             // the scheduled game
  std::string white, black;  // engine names
  std::string result;        // "1-0", "0-1", "1/2-1/2"
  std::string termination;
  std::string pgn;          // the game's PGN text
  std::string epd;          // its final position, the -epdout line without the newline ("" in old journals)
  std::string description;  // how it ended in cutechess-cli's words ("White mates"; "" in old journals)
  // A match drawing its books' moves from cutechess-cli's stream: the
  // stream's count after this game (runner.cpp's BookDraws).
  std::optional<uint64_t> book_draws{};
};

// An output file the journal's games go to, and its size when the event
// began writing it: the user's own content before `base` is never read as
// this event's games nor changed.
struct JournalOutput {
  std::string file;
  uint64_t base = 0;
  std::string seam;  // the bytes just before `base` then (io::RecordStart)
};

// The journal's first line. Names, paths and games are kept as the bytes
// given (a JSON string when they are UTF-8, else their bytes in hex), so a
// game found in the PGN is known by its bytes whatever its encoding.
struct JournalHeader {
  std::string fingerprint;
  std::map<std::string, JournalOutput> outputs;  // "pgn", "epd"
  // Set in the record a finished event leaves of itself (its games are all
  // in its outputs, the journal's lines gone): how many games it played, so
  // that --resume says the event is finished and plays nothing.
  std::optional<size_t> finished;
};

class Journal {
 public:
  // Opens FILE; `fingerprint` identifies the schedule: resuming a different
  // tournament from this journal, or one with no fingerprint, is refused, as
  // are games outside the schedule's `games` indices. With `resume` false the
  // journal must not hold games already (nothing played is thrown away).
  // FILE.lock is held locked while the journal is open: a second runner of
  // the same event is refused. The journal is rewritten whole (a torn last
  // line dropped; io::write_whole), so a failed write leaves it as it was.
  // `outputs` ("pgn" -> file, ...) are the files the games go to; a new
  // journal notes their sizes now as their bases, an old one keeps its own.
  Journal(const std::string& file, const std::string& fingerprint, bool resume, size_t games,
          const std::map<std::string, std::string>& outputs = {});
  ~Journal();
  Journal(const Journal&) = delete;
  Journal& operator=(const Journal&) = delete;

  const std::map<int, JournalEntry>& games() const { return games_; }
  const JournalHeader& header() const { return header_; }
  // Appends the game and forces it to disk; a write that fails is cut back
  // off (the journal stays whole) and throws std::runtime_error.
  void record(const JournalEntry& entry);
  const std::string& warning() const { return warning_; }
  // Replaces the journal, in one step, by the record of a finished event
  // (its header with `finished` set): for an event whose games are all in
  // its outputs and need not be kept twice. Nothing can be recorded after.
  void finish();

  // Throws std::runtime_error naming the file and line for damage (a bad line
  // before the last, a game twice) or a file that is no journal (a folder, a
  // FIFO); blank lines are passed over. A journal without its first line
  // leaves `fingerprint` and `header` empty.
  static std::map<int, JournalEntry> read(const std::string& file, std::string* fingerprint, std::string* warning,
                                          JournalHeader* header = nullptr);

 private:
  std::string file_;
  int lock_ = -1;
  int out_ = -1;
  std::map<int, JournalEntry> games_;
  JournalHeader header_;
  std::string warning_;
  void open(const std::string& fingerprint, bool resume, size_t games,
            const std::map<std::string, std::string>& outputs);
};

}  // namespace veteran::tournament
