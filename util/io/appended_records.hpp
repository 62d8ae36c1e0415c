// Records appended to a file that others may write too (a PGN that several
// matches share, an EPD that grows game by game): after a kill, the journal
// knows which records were finished, and this makes the file hold them.
//
// A record is known by its key: its text without carriage returns and
// trailing white space, so a file converted to CRLF (or stripped of its last
// newline) by an editor between a kill and --resume still holds the games
// it held. The file is read as a stream, one record at a time: memory is a
// record's size and the journal's keys, whatever the file's size.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace veteran::io {

// Where an event's records begin in a file: its size when the event began,
// and the bytes the file ended with then. While the file still has `seam`
// just before `base`, the event's records are looked for from `base` on
// (the user's own text before never counts); when it has not (the file was
// converted to CRLF, or the user deleted text before the event's records),
// the whole file is searched.
struct RecordStart {
  uint64_t base = 0;
  std::string seam;
};

// FILE's start for an event beginning to write it now (size 0 if missing).
RecordStart record_start(const std::string& file);

// A record the file should hold, and whether it is to be written now when it
// is missing (`now` false: the caller writes it later, in its turn).
struct WantedRecord {
  std::string_view text;
  bool now = true;
};

struct RestoredRecords {
  size_t added = 0;
  std::vector<bool> present;  // each wanted record: whether the file holds it now
};

// FILE's records from `start` on, each beginning at a line that begins with
// `marker` ("" for one record a line; "[Event " for PGN games), matched
// against `wanted` by key, equal ones counted. Every wanted record with `now`
// that is missing is appended whole, in the order given, under the file's
// lock, on a line of its own (with the file's own line ends when it uses
// CRLF); a last record cut short by a kill (a prefix of a missing one) is
// cut off first. Throws std::runtime_error naming the file.
RestoredRecords restore_records(const std::string& file, const RecordStart& start,
                                const std::vector<WantedRecord>& wanted, std::string_view marker,
                                const std::string& what = "");

}  // namespace veteran::io
