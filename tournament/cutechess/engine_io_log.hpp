// The engines' I/O log (cutechess-cli's -debug, the config's log = FILE):
// every line sent to and read from each external engine. veteran's layout
// has the seconds since the event started, the game number and the
// engine's name:
//   12.345 game 3 Stockfish > go nodes 1000
// cutechess-cli's (veteran match's -debug) the milliseconds, the engine's
// name as it stands and its process number (EnginePool's):
//   12345 >Stockfish 15.1(1): go nodes 1000
// Lines of engines playing side by side are whole lines, never interleaved.
#pragma once

#include <chrono>
#include <memory>
#include <mutex>
#include <ostream>
#include <string>

namespace veteran::io {
class AppendStream;
}

namespace veteran::tournament {

class EngineIoLog {
 public:
  // Appends to `file`; "-" writes to `stream` instead. Throws
  // std::runtime_error naming a file that cannot be written.
  enum class Layout { veteran, cutechess };
  EngineIoLog(const std::string& file, std::ostream& stream, Layout layout = Layout::veteran);
  ~EngineIoLog();
  EngineIoLog(const EngineIoLog&) = delete;
  EngineIoLog& operator=(const EngineIoLog&) = delete;

  // `line` as the engine client notes it: "> sent" or "< read"; `number`:
  // the engine's process number (cutechess's layout only).
  void write(int game, const std::string& engine, int number, const std::string& line);

 private:
  std::unique_ptr<io::AppendStream> out_;  // none: the stream
  std::ostream& stream_;
  Layout layout_;
  std::mutex lock_;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
};

}  // namespace veteran::tournament
