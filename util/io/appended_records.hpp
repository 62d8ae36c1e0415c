// Records appended to a file that others may write too (a PGN that several
// matches share, an EPD that grows game by game): after a kill, the journal
// knows which records were finished, and this makes the file hold them.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace veteran::io {

// FILE's bytes from `base` on (where this event's records began) are split
// into records, each starting at a line that begins with `marker` ("" for
// one record a line; "[Event " for PGN games). Every record of `records`
// that is not there (equal ones counted) is appended whole, in the order
// given, under the file's lock; a last record cut short by a kill (a prefix
// of a missing one) is cut off first. A file shorter than `base` was
// truncated or replaced since: all of it is searched. Returns the number of
// records added. Throws std::runtime_error naming the file.
size_t restore_records(const std::string& file, uint64_t base, const std::vector<std::string>& records,
                       std::string_view marker, const std::string& what = "");

}  // namespace veteran::io
