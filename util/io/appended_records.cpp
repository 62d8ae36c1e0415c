#include "util/io/appended_records.hpp"

#include "util/io/descriptor.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <functional>
#include <optional>
#include <stdexcept>
#include <unordered_map>

namespace veteran::io {
namespace {

// The most of an output file read back to check it: a PGN of a million games.
constexpr uint64_t kMaxOutputFile = uint64_t{4} << 30;
// How much of the file's end is kept as the seam before an event's records.
constexpr size_t kSeamBytes = 64;
// The file is read in pieces of this size.
constexpr size_t kChunk = size_t{1} << 20;

std::string normalized(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (char c : s)
    if (c != '\r') out += c;
  while (!out.empty() && (out.back() == '\n' || out.back() == ' ' || out.back() == '\t')) out.pop_back();
  return out;
}

uint64_t key_of(std::string_view s) { return std::hash<std::string>{}(normalized(s)); }

void read_at(int fd, char* into, size_t size, uint64_t at, const std::string& who) {
  for (size_t got = 0; got < size;) {
    const ssize_t n = ::pread(fd, into + got, size - got, static_cast<off_t>(at + got));
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) throw std::runtime_error(who + ": read error: " + std::strerror(n < 0 ? errno : EIO));
    got += static_cast<size_t>(n);
  }
}

// A record as the scan found it: where it begins, its key, and its text when
// it is no longer than the longest record looked for could be (a longer one
// can be neither a wanted record nor a piece of one).
struct Found {
  uint64_t offset = 0;
  std::optional<uint64_t> key;
  std::string text;
};

// FD's bytes [from, size) as records (see restore_records), one at a time to
// `each`; `crlf` says whether the last whole line ended with CR LF.
void scan(int fd, uint64_t from, uint64_t size, std::string_view marker, size_t cap, const std::string& who,
          const std::function<void(const Found&)>& each, bool& crlf) {
  std::string chunk(kChunk, '\0'), line;
  Found record;
  bool in_record = false, too_long = false;
  uint64_t line_offset = from;
  auto end_record = [&] {
    if (!in_record) return;
    if (!too_long) record.key = key_of(record.text);
    each(record);
    in_record = false;
  };
  auto end_line = [&] {
    if (marker.empty() || line.compare(0, marker.size(), marker) == 0) {
      end_record();
      in_record = true, too_long = false;
      record = Found{line_offset, std::nullopt, {}};
    }
    if (in_record && !too_long) {
      if (record.text.size() + line.size() > cap)
        too_long = true, record.text.clear();
      else
        record.text += line;
    }
  };
  uint64_t at = from;
  while (at < size) {
    const size_t n = static_cast<size_t>(std::min<uint64_t>(kChunk, size - at));
    read_at(fd, chunk.data(), n, at, who);
    for (size_t i = 0; i < n;) {
      const char* nl = static_cast<const char*>(std::memchr(chunk.data() + i, '\n', n - i));
      const size_t end = nl ? static_cast<size_t>(nl - chunk.data()) + 1 : n;
      // A line longer than any record looked for keeps only what the marker needs.
      if (line.size() <= cap) line.append(chunk, i, std::min(end - i, cap + 1 - line.size()));
      i = end;
      if (nl) {
        crlf = line.size() >= 2 && line[line.size() - 2] == '\r';
        end_line();
        line_offset = at + end;
        line.clear();
      }
    }
    at += n;
  }
  if (!line.empty()) end_line();
  end_record();
}

}  // namespace

RecordStart record_start(const std::string& file) {
  const int fd = ::open(file.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
  if (fd < 0) return {};
  const Descriptor closer(fd);
  struct stat st {};
  if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) return {};
  RecordStart start{static_cast<uint64_t>(st.st_size), {}};
  start.seam.resize(static_cast<size_t>(std::min<uint64_t>(kSeamBytes, start.base)));
  read_at(fd, start.seam.data(), start.seam.size(), start.base - start.seam.size(), file);
  return start;
}

RestoredRecords restore_records(const std::string& file, const RecordStart& start,
                                const std::vector<WantedRecord>& wanted, std::string_view marker,
                                const std::string& what) {
  const std::string who = file + (what.empty() ? "" : " (" + what + ")");
  RestoredRecords result{0, std::vector<bool>(wanted.size(), false)};
  if (wanted.empty()) return result;
  const int fd = ::open(file.c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NONBLOCK, 0666);
  if (fd < 0) throw std::runtime_error(who + ": cannot open to restore its games: " + std::strerror(errno));
  const Descriptor closer(fd);
  struct stat st {};
  if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) throw std::runtime_error(who + ": not a regular file");
  while (::flock(fd, LOCK_EX) != 0)
    if (errno != EINTR) throw std::runtime_error(who + ": cannot lock: " + std::strerror(errno));
  if (::fstat(fd, &st) != 0) throw std::runtime_error(who + ": " + std::strerror(errno));
  const uint64_t size = static_cast<uint64_t>(st.st_size);
  if (size > kMaxOutputFile)
    throw std::runtime_error(who + ": larger than 4 GiB; veteran cannot check it against the journal");

  // From the event's base while the seam before it is intact; else all of it.
  uint64_t from = 0;
  if (start.base <= size && start.seam.size() <= start.base) {
    std::string seam(start.seam.size(), '\0');
    read_at(fd, seam.data(), seam.size(), start.base - seam.size(), who);
    if (seam == start.seam) from = start.base;
  }
  std::unordered_map<uint64_t, std::vector<size_t>> by_key;  // in the order given
  size_t longest = 0;
  for (size_t i = 0; i < wanted.size(); ++i) {
    by_key[key_of(wanted[i].text)].push_back(i);
    longest = std::max(longest, wanted[i].text.size());
  }
  // A record converted to CRLF grows by a byte a line: at most twice as long.
  const size_t cap = 2 * longest + 64;
  std::vector<std::pair<uint64_t, uint64_t>> matches;  // offset, key: the wanted keys found, in file order
  Found last;
  bool any = false, crlf = false;
  scan(
      fd, from, size, marker, cap, who,
      [&](const Found& r) {
        if (r.key && by_key.count(*r.key)) matches.emplace_back(r.offset, *r.key);
        last = r;
        any = true;
      },
      crlf);
  // Equal records are matched in order: the file's copies are the first of
  // the wanted ones with their key (records go out in the order given, so
  // the ones missing are the last of them).
  std::unordered_map<uint64_t, size_t> used;
  bool last_matched = false;
  for (const auto& [offset, key] : matches) {
    const auto& list = by_key[key];
    size_t& next = used[key];
    if (next >= list.size()) continue;
    result.present[list[next++]] = true;
    if (any && offset == last.offset) last_matched = true;
  }
  // A last record that a kill cut short is what was being written: cut off.
  uint64_t end = size;
  if (any && !last_matched && !last.text.empty()) {
    const std::string piece = normalized(last.text);
    for (size_t i = 0; i < wanted.size(); ++i) {
      if (result.present[i]) continue;
      const std::string whole = normalized(wanted[i].text);
      if (piece.size() < whole.size() && whole.compare(0, piece.size(), piece) == 0) {
        end = last.offset;
        break;
      }
    }
  }
  std::string add;
  for (size_t i = 0; i < wanted.size(); ++i)
    if (!result.present[i] && wanted[i].now) {
      add += wanted[i].text;
      result.present[i] = true;
      ++result.added;
    }
  if (end != size && ::ftruncate(fd, static_cast<off_t>(end)) != 0)
    throw std::runtime_error(who + ": cannot cut off an unfinished game: " + std::strerror(errno));
  if (add.empty()) {
    if (end != size && ::fsync(fd) != 0) throw std::runtime_error(who + ": cannot write: " + std::strerror(errno));
    return result;
  }
  // On a line of its own, after a file whose last line has no newline.
  if (end > 0) {
    char before = '\n';
    read_at(fd, &before, 1, end - 1, who);
    if (before != '\n') add.insert(0, "\n");
  }
  if (crlf) {
    std::string converted;
    converted.reserve(add.size() + add.size() / 16);
    for (char c : add) converted += c == '\n' ? std::string_view("\r\n") : std::string_view(&c, 1);
    add = std::move(converted);
  }
  if (::lseek(fd, static_cast<off_t>(end), SEEK_SET) < 0) throw std::runtime_error(who + ": " + std::strerror(errno));
  errno = 0;
  if (!write_all(fd, add) || ::fsync(fd) != 0) {
    const int why = errno ? errno : EIO;
    if (::ftruncate(fd, static_cast<off_t>(end)) == 0) ::fsync(fd);
    throw std::runtime_error(who + ": cannot write: " + std::strerror(why));
  }
  return result;
}

}  // namespace veteran::io
