// Reading a user's file, whatever the user points at: only a regular file is
// read (a folder, FIFO, device or socket is refused by name before anything
// blocks on it), and never more than a cap suited to the kind of file, so a
// mistaken /dev/zero or a multi-gigabyte file is an error, not a hang or an
// out-of-memory kill.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace veteran::io {

// Caps by kind: far above any real file of the kind, far below what would hurt.
inline constexpr size_t kMaxTextFile = size_t{64} << 20;    // configs, engines.json, EPD and PGN suites, journals
inline constexpr size_t kMaxConfigFile = size_t{4} << 20;   // a Lua config or engines.json
inline constexpr size_t kMaxImageFile = size_t{256} << 20;  // ROMs, program images, recordings, archives

// The whole of FILE. Throws std::runtime_error "FILE: why" (no such file, a
// folder, not a regular file, unreadable, larger than `cap` bytes). `what`
// names the file's role in messages ("the openings file").
std::string read_file(const std::string& file, size_t cap, const std::string& what = "");

}  // namespace veteran::io
