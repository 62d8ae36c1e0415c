#include "util/io/append_stream.hpp"

#include "util/io/descriptor.hpp"
#include "util/io/output_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cerrno>
#include <cstring>
#include <stdexcept>

namespace veteran::io {

AppendStream::AppendStream(const std::string& file, const std::string& what, size_t buffer)
    : file_(file), what_(what), buffer_(buffer) {
  check_writable(file, what);  // names a folder, a missing folder or a device before anything is created
  const std::string who = file + (what.empty() ? "" : " (" + what + ")");
  // O_NONBLOCK: a FIFO planted after the check must not hang the open.
  fd_ = ::open(file.c_str(), O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NONBLOCK, 0666);
  if (fd_ < 0) throw std::runtime_error(who + ": cannot write: " + std::strerror(errno));
  struct stat st {};
  if (::fstat(fd_, &st) != 0 || !S_ISREG(st.st_mode)) {
    ::close(fd_);
    throw std::runtime_error(who + ": not a regular file; veteran writes only regular files");
  }
}

AppendStream::~AppendStream() {
  flush();
  ::fsync(fd_);
  ::close(fd_);
}

bool AppendStream::write(std::string_view lines) {
  if (failed()) return false;
  pending_ += lines;
  return pending_.size() < buffer_ || flush();
}

bool AppendStream::flush() {
  if (failed()) return false;
  if (pending_.empty()) return true;
  const off_t before = ::lseek(fd_, 0, SEEK_END);
  errno = 0;
  if (!write_all(fd_, pending_)) {
    const int why = errno ? errno : EIO;
    if (before >= 0) static_cast<void>(::ftruncate(fd_, before));  // no part of the lines stays
    error_ = file_ + (what_.empty() ? "" : " (" + what_ + ")") + ": cannot write: " + std::strerror(why);
    pending_.clear();
    return false;
  }
  pending_.clear();
  return true;
}

}  // namespace veteran::io
