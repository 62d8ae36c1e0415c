#include "veteran/tournament/engine_io_log.hpp"

#include <cerrno>
#include <cstring>
#include <stdexcept>

namespace veteran::tournament {

EngineIoLog::EngineIoLog(const std::string& file, std::ostream& stream) : file_(file), stream_(stream) {
  if (file == "-") return;
  out_ = std::fopen(file.c_str(), "a");
  if (!out_) throw std::runtime_error(file + ": cannot write the engine log: " + std::strerror(errno));
}

EngineIoLog::~EngineIoLog() {
  if (out_) std::fclose(out_);
}

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
  if (failed_) return;
  if (std::fputs(text.c_str(), out_) < 0 || std::fflush(out_) != 0) {
    failed_ = true;
    stream_ << file_ << ": cannot write the engine log (" << std::strerror(errno) << "); it stops here\n" << std::flush;
  }
}

}  // namespace veteran::tournament
