// File descriptors for the writers of util/io and the journal: one that
// closes itself, and a whole write to one.
#pragma once

#include <string_view>

namespace veteran::io {

class Descriptor {
 public:
  explicit Descriptor(int fd) : fd_(fd) {}
  ~Descriptor();
  Descriptor(const Descriptor&) = delete;
  Descriptor& operator=(const Descriptor&) = delete;
  int get() const { return fd_; }

 private:
  int fd_;
};

// Every byte of `text` to `fd`, through short writes and EINTR; false (errno
// set) if a write failed.
bool write_all(int fd, std::string_view text);

}  // namespace veteran::io
