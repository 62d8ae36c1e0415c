#include "util/io/output_file.hpp"

#include "util/io/crash_point.hpp"
#include "util/io/descriptor.hpp"
#include "util/io/kernel_files.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <stdexcept>

namespace veteran::io {
namespace {

std::string named(const std::string& file, const std::string& what) {
  return file + (what.empty() ? "" : " (" + what + ")");
}

std::string folder_of(const std::string& file) {
  auto slash = file.find_last_of('/');
  if (slash == std::string::npos) return ".";
  return slash == 0 ? "/" : file.substr(0, slash);
}

// The file a write lands in: a link to an existing file is written through
// to its target, beside which the temporary is made. Where FILE leads: the file itself, or the end of its chain of
// links, a dangling one included (realpath fails on those, yet open(O_CREAT) follows them and creates the target, so
// its folder is the one that must exist).
std::string target_of(const std::string& file) {
  std::string path = file;
  for (int hops = 0; hops < 40; ++hops) {
    struct stat st {};
    if (::lstat(path.c_str(), &st) != 0 || !S_ISLNK(st.st_mode)) break;
    if (char* real = ::realpath(path.c_str(), nullptr)) {
      std::string out = real;
      std::free(real);
      return out;
    }
    std::string link(static_cast<size_t>(st.st_size > 0 ? st.st_size : 4096) + 1, '\0');
    const ssize_t n = ::readlink(path.c_str(), link.data(), link.size());
    if (n <= 0) break;
    link.resize(static_cast<size_t>(n));
    const size_t slash = path.find_last_of('/');
    path = link.front() == '/' || slash == std::string::npos ? link : path.substr(0, slash + 1) + link;
  }
  return path;
}

mode_t new_file_mode() {
  static const mode_t mode = [] {
    mode_t mask = ::umask(0);
    ::umask(mask);
    return static_cast<mode_t>(0666 & ~mask);
  }();
  return mode;
}

std::string kind_of(mode_t m) {
  return S_ISFIFO(m)                ? "a FIFO"
         : S_ISCHR(m) || S_ISBLK(m) ? "a device"
         : S_ISSOCK(m)              ? "a socket"
                                    : "not a regular file";
}

}  // namespace

void check_writable(const std::string& file, const std::string& what) {
  const std::string who = named(file, what);
  if (file.empty()) throw std::runtime_error("no file named" + (what.empty() ? std::string() : " for " + what));
  struct stat st {};
  if (::stat(file.c_str(), &st) == 0) {
    if (S_ISDIR(st.st_mode)) throw std::runtime_error(who + ": is a folder; name a file to write");
    if (!S_ISREG(st.st_mode))
      throw std::runtime_error(who + ": " + kind_of(st.st_mode) + "; veteran writes only regular files");
    if (::access(file.c_str(), W_OK) != 0) throw std::runtime_error(who + ": cannot write: " + std::strerror(errno));
    if (on_kernel_filesystem(file))
      throw std::runtime_error(who + ": a file the kernel makes (/proc, /sys), not one that can keep what is written");
    return;
  }
  if (errno != ENOENT && errno != ENOTDIR) throw std::runtime_error(who + ": cannot write: " + std::strerror(errno));
  // A dangling link is followed by open(O_CREAT); its target's folder decides.
  const std::string folder = folder_of(target_of(file));
  if (::stat(folder.c_str(), &st) != 0) {
    if (errno == ENOENT) throw std::runtime_error(who + ": the folder " + folder + " does not exist");
    throw std::runtime_error(who + ": the folder " + folder + ": " + std::strerror(errno));
  }
  if (!S_ISDIR(st.st_mode)) throw std::runtime_error(who + ": " + folder + " is not a folder");
  if (::access(folder.c_str(), W_OK | X_OK) != 0)
    throw std::runtime_error(who + ": cannot create files in " + folder + ": " + std::strerror(errno));
}

void write_whole(const std::string& file, std::string_view text, const std::string& what) {
  const std::string who = named(file, what);
  const std::string target = target_of(file);
  struct stat st {};
  const bool exists = ::stat(target.c_str(), &st) == 0;
  if (exists && !S_ISREG(st.st_mode))
    throw std::runtime_error(who + ": " + (S_ISDIR(st.st_mode) ? std::string("is a folder") : kind_of(st.st_mode)) +
                             "; veteran writes only regular files");
  const std::string folder = folder_of(target);
  std::string name = target.substr(target.find_last_of('/') == std::string::npos ? 0 : target.find_last_of('/') + 1);
  std::string temporary = (folder == "/" ? "" : folder) + "/." + name + ".tmp-XXXXXX";
  const int fd = ::mkstemp(temporary.data());  // O_EXCL: never a file or link that is there already
  if (fd < 0)
    throw std::runtime_error(who + ": cannot create a temporary file in " + folder + ": " + std::strerror(errno));
  errno = 0;
  bool ok =
      ::fchmod(fd, exists ? (st.st_mode & 07777) : new_file_mode()) == 0 && write_all(fd, text) && ::fsync(fd) == 0;
  const int error = errno;
  ok = ::close(fd) == 0 && ok;
  if (!ok || ::rename(temporary.c_str(), target.c_str()) != 0) {
    const int why = error ? error : errno;
    ::unlink(temporary.c_str());
    throw std::runtime_error(who + ": cannot write: " + std::strerror(why ? why : EIO) +
                             (exists ? "; the file is kept as it was" : ""));
  }
  // The rename itself on the disk.
  const int dir = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dir >= 0) {
    ::fsync(dir);
    ::close(dir);
  }
}

void append_whole(const std::string& file, std::string_view text, const std::string& what,
                  const std::string& crash_label) {
  const std::string who = named(file, what);
  const int fd = ::open(file.c_str(), O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC | O_NONBLOCK, new_file_mode() | 0600);
  if (fd < 0) throw std::runtime_error(who + ": cannot write: " + std::strerror(errno));
  const Descriptor closer(fd);
  struct stat st {};
  if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode))
    throw std::runtime_error(who + ": " + kind_of(st.st_mode) + "; veteran writes only regular files");
  while (::flock(fd, LOCK_EX) != 0)
    if (errno != EINTR) throw std::runtime_error(who + ": cannot lock: " + std::strerror(errno));
  const off_t before = ::lseek(fd, 0, SEEK_END);
  // A record begins a line: after a file whose last line has no newline (the
  // user's own, say), one first, or the two would be glued into one.
  std::string separated;
  char last = '\n';
  if (before > 0 && ::pread(fd, &last, 1, before - 1) == 1 && last != '\n') {
    separated = "\n";
    separated += text;
    text = separated;
  }
  if (!crash_label.empty() && crash_due(crash_label + "-torn")) {
    write_all(fd, text.substr(0, text.size() / 2));
    ::fsync(fd);
    crash_now();
  }
  errno = 0;
  if (!write_all(fd, text) || ::fsync(fd) != 0) {
    const int why = errno ? errno : EIO;
    // No half record stays: the file is cut back to where it was.
    if (before >= 0 && ::ftruncate(fd, before) == 0) ::fsync(fd);
    throw std::runtime_error(who + ": cannot write: " + std::strerror(why));
  }
}

void open_table(const std::string& file, std::string_view header, const std::string& what) {
  check_writable(file, what);
  if (size_of(file) > 0) {
    // The first line only: the table may be long.
    const int fd = ::open(file.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) throw std::runtime_error(named(file, what) + ": cannot read: " + std::strerror(errno));
    const Descriptor closer(fd);
    std::string first(header.size(), '\0');
    const ssize_t n = ::pread(fd, first.data(), first.size(), 0);
    first.resize(n > 0 ? static_cast<size_t>(n) : 0);
    if (first != header)
      throw std::runtime_error(named(file, what) + ": holds something else (its first line is not \"" +
                               std::string(header.substr(0, header.size() - 1)) +
                               "\"); veteran adds rows to its own table only, and replaces no file: name another");
    return;
  }
  append_whole(file, header, what);
}

uint64_t size_of(const std::string& file) {
  struct stat st {};
  return ::stat(file.c_str(), &st) == 0 && S_ISREG(st.st_mode) ? static_cast<uint64_t>(st.st_size) : 0;
}

}  // namespace veteran::io
