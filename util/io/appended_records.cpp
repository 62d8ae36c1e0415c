#include "veteran/util/io/appended_records.hpp"

#include "veteran/util/io/descriptor.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <unordered_map>

namespace veteran::io {
namespace {

// The most of an output file read back to check it: a PGN of a million games.
constexpr uint64_t kMaxOutputFile = uint64_t{4} << 30;

std::vector<std::string_view> split(std::string_view text, std::string_view marker) {
  std::vector<std::string_view> out;
  size_t start = std::string_view::npos;
  for (size_t line = 0; line < text.size();) {
    if (text.compare(line, marker.size(), marker) == 0) {
      if (start != std::string_view::npos) out.push_back(text.substr(start, line - start));
      start = line;
    }
    size_t end = text.find('\n', line);
    line = end == std::string_view::npos ? text.size() : end + 1;
  }
  if (start != std::string_view::npos) out.push_back(text.substr(start));
  return out;
}

}  // namespace

size_t restore_records(const std::string& file, uint64_t base, const std::vector<std::string>& records,
                       std::string_view marker, const std::string& what) {
  const std::string who = file + (what.empty() ? "" : " (" + what + ")");
  if (records.empty()) return 0;
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
  const uint64_t from = base <= size ? base : 0;
  std::string text(size - from, '\0');
  for (size_t got = 0; got < text.size();) {
    ssize_t n = ::pread(fd, text.data() + got, text.size() - got, static_cast<off_t>(from + got));
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) throw std::runtime_error(who + ": read error: " + std::strerror(n < 0 ? errno : EIO));
    got += static_cast<size_t>(n);
  }
  std::vector<std::string_view> present = split(text, marker);
  std::unordered_map<std::string_view, size_t> count;
  for (auto r : present) ++count[r];
  std::vector<const std::string*> missing;
  for (const auto& r : records) {
    auto it = count.find(r);
    if (it != count.end() && it->second > 0)
      --it->second;
    else
      missing.push_back(&r);
  }
  if (missing.empty()) return 0;
  // A last record that a kill cut short is what was being written: cut off.
  uint64_t end = size;
  if (!present.empty()) {
    std::string_view last = present.back();
    auto whole = count.find(last);
    const bool unmatched = whole == count.end() || whole->second > 0;
    if (unmatched)
      for (const std::string* m : missing)
        if (last.size() < m->size() && std::string_view(*m).substr(0, last.size()) == last) {
          end = from + static_cast<uint64_t>(last.data() - text.data());
          break;
        }
  }
  if (end != size && ::ftruncate(fd, static_cast<off_t>(end)) != 0)
    throw std::runtime_error(who + ": cannot cut off an unfinished game: " + std::strerror(errno));
  std::string add;
  for (const std::string* m : missing) add += *m;
  if (::lseek(fd, static_cast<off_t>(end), SEEK_SET) < 0) throw std::runtime_error(who + ": " + std::strerror(errno));
  if (!write_all(fd, add) && (::ftruncate(fd, static_cast<off_t>(end)), true))
    throw std::runtime_error(who + ": cannot write: " + std::strerror(errno ? errno : EIO));
  if (::fsync(fd) != 0) throw std::runtime_error(who + ": cannot write: " + std::strerror(errno));
  return missing.size();
}

}  // namespace veteran::io
