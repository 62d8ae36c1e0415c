// The one way veteran writes a file (PGN, EPD, journal, standings, merged
// events, saved games, tapes, screenshots, snapshots), so that no file is
// lost or left half written, whatever happens to the process:
//  - check_writable before any work whose result the file is to keep (a
//    match checks its PGN before the first game);
//  - write_whole: a temporary created exclusively (mkstemp, never a fixed
//    name a link could be planted at) in the target's own folder, written,
//    synced and renamed over the target: the old file or the new one, never
//    a mixture;
//  - append_whole: a record added at the end under the file's lock (other
//    writers of the same file wait), synced; a write that fails (a full
//    disk, a file-size limit) is cut back off, so no half record stays.
// An existing file is never truncated: a caller that would replace one says
// so by calling write_whole.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace veteran::io {

// Throws std::runtime_error "FILE (WHAT): why" unless FILE can be created or
// appended to: its folder exists and is writable, and FILE, if it exists,
// is a regular file veteran may write.
void check_writable(const std::string& file, const std::string& what = "");

// FILE replaced by `text` in one step (see above). Throws std::runtime_error
// naming the file; FILE is then as it was.
void write_whole(const std::string& file, std::string_view text, const std::string& what = "");

// `text` added at the end of FILE (created if missing) in one step (see
// above). `crash_label` names this write for the crash points of the tests
// (crash_point.hpp): "LABEL-torn" kills the process half way through it.
void append_whole(const std::string& file, std::string_view text, const std::string& what = "",
                  const std::string& crash_label = "");

// A table (CSV) that runs add rows to: a new or empty FILE gets `header`
// (its first line, with the newline); an existing one with the same first
// line is added to as it is; one with another first line is refused, never
// replaced (it is some other file, or another command's table). Throws
// std::runtime_error "FILE (WHAT): why".
void open_table(const std::string& file, std::string_view header, const std::string& what = "");

// FILE's size in bytes; 0 if it does not exist.
uint64_t size_of(const std::string& file);

}  // namespace veteran::io
