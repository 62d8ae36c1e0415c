#include "util/io/input_file.hpp"

#include "util/io/descriptor.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cerrno>
#include <cstring>
#include <stdexcept>

namespace veteran::io {
namespace {

std::string megabytes(size_t bytes) {
  return bytes >= (size_t{1} << 20) ? std::to_string(bytes >> 20) + " MiB" : std::to_string(bytes >> 10) + " KiB";
}

}  // namespace

std::string read_file(const std::string& file, size_t cap, const std::string& what) {
  const std::string who = file + (what.empty() ? "" : " (" + what + ")");
  if (file.empty()) throw std::runtime_error("no file named" + (what.empty() ? std::string() : " for " + what));
  // O_NONBLOCK: opening a FIFO for reading must not wait for a writer; the
  // descriptor is checked to be a regular file before any read.
  const int fd = ::open(file.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) {
    const int e = errno;
    if (e == ENOENT) throw std::runtime_error(who + ": no such file");
    throw std::runtime_error(who + ": cannot open: " + std::strerror(e));
  }
  const Descriptor closer(fd);
  struct stat st {};
  if (fstat(fd, &st) != 0) throw std::runtime_error(who + ": cannot read: " + std::strerror(errno));
  if (S_ISDIR(st.st_mode)) throw std::runtime_error(who + ": is a folder, not a file");
  if (!S_ISREG(st.st_mode))
    throw std::runtime_error(who + ": not a regular file (" +
                             (S_ISFIFO(st.st_mode)                         ? "a FIFO"
                              : S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode) ? "a device"
                                                                           : "a socket") +
                             "); veteran reads only files");
  auto too_big = [&] {
    return std::runtime_error(who + ": larger than " + megabytes(cap) + ", more than veteran reads of such a file");
  };
  if (static_cast<uintmax_t>(st.st_size) > cap) throw too_big();
  ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
  std::string text;
  text.reserve(static_cast<size_t>(st.st_size));
  char chunk[65536];
  for (;;) {
    const ssize_t n = ::read(fd, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) throw std::runtime_error(who + ": read error: " + std::strerror(errno));
    if (n == 0) break;
    text.append(chunk, static_cast<size_t>(n));
    if (text.size() > cap) throw too_big();  // a file that grows while read is capped too
  }
  return text;
}

}  // namespace veteran::io
