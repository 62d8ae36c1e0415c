// A file written as it goes, for logs and traces: opened for appending (an
// existing file is never truncated; a link to one is written through, as
// everywhere in util/io), only a regular file, and text added in whole lines:
// a write that fails (a full disk, a file-size limit) is cut back off, so the
// file ends with the last whole flush, and the stream then stops and says why.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace veteran::io {

class AppendStream {
 public:
  // Throws std::runtime_error "FILE (WHAT): why" when FILE cannot be opened so.
  // Text is written when `buffer` bytes are waiting (0: at every write) and on flush().
  AppendStream(const std::string& file, const std::string& what, size_t buffer = 0);
  ~AppendStream();  // flushes and syncs; call flush() first to learn of a failure
  AppendStream(const AppendStream&) = delete;
  AppendStream& operator=(const AppendStream&) = delete;

  // Adds whole lines; false once a write has failed (nothing is written after).
  bool write(std::string_view lines);
  bool flush();
  bool failed() const { return !error_.empty(); }
  // "FILE (WHAT): cannot write: why" after a failure.
  const std::string& error() const { return error_; }
  const std::string& file() const { return file_; }

 private:
  std::string file_, what_, pending_, error_;
  size_t buffer_;
  int fd_ = -1;
};

}  // namespace veteran::io
