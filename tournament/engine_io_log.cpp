#include "veteran/tournament/engine_io_log.hpp"

#include "veteran/util/io/append_stream.hpp"

#include <cstdio>

namespace veteran::tournament {

EngineIoLog::EngineIoLog(const std::string& file, std::ostream& stream) : stream_(stream) {
  if (file != "-") out_ = std::make_unique<io::AppendStream>(file, "the engine log");
}

EngineIoLog::~EngineIoLog() = default;

void EngineIoLog::write(int game, const std::string& engine, const std::string& line) {
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  char stamp[48];
  std::snprintf(stamp, sizeof stamp, "%.3f game %d ", seconds, game);
  std::string text = stamp + engine + " " + line + "\n";
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
