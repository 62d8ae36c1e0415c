#include "util/io/descriptor.hpp"

#include <unistd.h>
#include <cerrno>

namespace veteran::io {

Descriptor::~Descriptor() {
  if (fd_ >= 0) ::close(fd_);
}

bool write_all(int fd, std::string_view text) {
  const char* data = text.data();
  size_t size = text.size();
  while (size > 0) {
    const ssize_t n = ::write(fd, data, size);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      if (n == 0) errno = EIO;
      return false;
    }
    data += n;
    size -= static_cast<size_t>(n);
  }
  return true;
}

}  // namespace veteran::io
