#include "tournament/cutechess/engine_io_log.hpp"

#include "util/io/append_stream.hpp"

#include <cstdio>

namespace veteran::tournament {

EngineIoLog::EngineIoLog(const std::string& file, std::ostream& stream, Layout layout)
    : stream_(stream), layout_(layout) {
  if (file != "-") out_ = std::make_unique<io::AppendStream>(file, "the engine log");
}

EngineIoLog::~EngineIoLog() = default;

void EngineIoLog::write(int game, const std::string& engine, int number, const std::string& line) {
  const auto since = std::chrono::steady_clock::now() - start_;
  std::string text;
  if (layout_ == Layout::cutechess && line.size() >= 2) {  // EngineMatch::print of ChessEngine's debugMessage
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(since).count();
    text = std::to_string(ms) + " " + line[0] + engine + "(" + std::to_string(number) + "): " + line.substr(2) + "\n";
  } else {
    char stamp[48];
    std::snprintf(stamp, sizeof stamp, "%.3f game %d ", std::chrono::duration<double>(since).count(), game);
    text = stamp + engine + " " + line + "\n";
  }
  std::lock_guard<std::mutex> guard(lock_);
  if (!out_) {
    stream_ << text << std::flush;
    return;
  }
  // A log that cannot be written (a full disk) must not stop the games: the
  // first failure is said once, on the stream, and the log stops.
  if (out_->failed()) return;
  if (!out_->write(text)) stream_ << out_->error() << "; the engine log stops here\n" << std::flush;
}

}  // namespace veteran::tournament
