#include "engines/external/process.hpp"

#include <fcntl.h>
#include <poll.h>
#include <sys/eventfd.h>
#include <sys/wait.h>
#include <unistd.h>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <stdexcept>
#include <thread>

namespace veteran::engines {
namespace {

// The running engines' process groups, in a fixed table that a signal
// handler can walk without locks or allocation (0: free).
constexpr int kMaxEngines = 256;
std::atomic<int> live_groups[kMaxEngines];

void remember(int pid) {
  for (auto& slot : live_groups) {
    int free = 0;
    if (slot.compare_exchange_strong(free, pid)) return;
  }
}

void forget(int pid) {
  for (auto& slot : live_groups) {
    int mine = pid;
    if (slot.compare_exchange_strong(mine, 0)) return;
  }
}

void on_interrupt(int signal) {
  Process::kill_all();
  std::signal(signal, SIG_DFL);
  std::raise(signal);
}

}  // namespace

void Process::kill_all() {
  for (auto& slot : live_groups) {
    int pid = slot.load();
    if (pid > 0) kill(-pid, SIGKILL);
  }
}

void Process::kill_all_on_interrupt() {
  std::signal(SIGINT, on_interrupt);
  std::signal(SIGTERM, on_interrupt);
  std::signal(SIGHUP, on_interrupt);  // the terminal closed, or a batch system stopping the job
}

Process::Process(const std::vector<std::string>& argv, const std::string& directory, const std::string& stderr_file) {
  if (argv.empty() || argv[0].empty()) throw std::runtime_error("no command to start");
  const std::string& command = argv[0];
  std::vector<char*> args;
  for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  // An engine that dies while we write to it must not kill us.
  std::signal(SIGPIPE, SIG_IGN);
  int errors = -1;  // opened here, so that a file that cannot be written is reported, not lost in the child
  if (!stderr_file.empty()) {
    errors = open(stderr_file.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    if (errors < 0)
      throw std::runtime_error(stderr_file + ": cannot write the engine's standard error: " + std::strerror(errno));
  }
  int in[2], out[2];
  if (pipe2(in, O_CLOEXEC) != 0) {
    if (errors >= 0) close(errors);
    throw std::runtime_error("cannot make a pipe: " + std::string(std::strerror(errno)));
  }
  if (pipe2(out, O_CLOEXEC) != 0) {
    close(in[0]), close(in[1]);
    if (errors >= 0) close(errors);
    throw std::runtime_error("cannot make a pipe: " + std::string(std::strerror(errno)));
  }
  pid_ = fork();
  if (pid_ < 0) {
    close(in[0]), close(in[1]), close(out[0]), close(out[1]);
    if (errors >= 0) close(errors);
    throw std::runtime_error("cannot start '" + command + "': " + std::strerror(errno));
  }
  if (pid_ == 0) {
    setpgid(0, 0);
    dup2(in[0], 0);
    dup2(out[1], 1);
    if (errors >= 0) dup2(errors, 2);
    if (!directory.empty() && chdir(directory.c_str()) != 0) _exit(127);
    execvp(args[0], args.data());
    _exit(127);
  }
  setpgid(pid_, pid_);
  remember(pid_);
  close(in[0]);
  close(out[1]);
  if (errors >= 0) close(errors);
  to_child_ = in[1];
  from_child_ = out[0];
  wake_ = ::eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);  // -1 (no waking) only if the system has none to give
}

Process::~Process() {
  stop(std::chrono::milliseconds(200));
  if (wake_ >= 0) ::close(wake_);
}

void Process::wake() {
  const uint64_t one = 1;
  if (wake_ >= 0) (void)!::write(wake_, &one, sizeof one);
}

bool Process::send(const std::string& line) {
  if (to_child_ < 0) return false;
  std::string data = line + "\n";
  size_t done = 0;
  while (done < data.size()) {
    ssize_t n = write(to_child_, data.data() + done, data.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    done += static_cast<size_t>(n);
  }
  return true;
}

std::optional<std::string> Process::read_line(Clock::time_point deadline, bool* woken) {
  if (woken) *woken = false;
  for (;;) {
    auto nl = buffer_.find('\n');
    if (nl != std::string::npos) {
      std::string line = buffer_.substr(0, nl);
      buffer_.erase(0, nl + 1);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      return line;
    }
    if (eof_) {
      if (buffer_.empty()) return std::nullopt;
      std::string line;
      line.swap(buffer_);
      return line;
    }
    // Rounded up: a wait never ends before the deadline it was given.
    const auto now = Clock::now();
    if (now >= deadline) return std::nullopt;
    auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - now).count();
    pollfd p[2] = {{from_child_, POLLIN, 0}, {wake_, POLLIN, 0}};
    int r = poll(p, wake_ >= 0 ? 2 : 1, static_cast<int>(std::min<long long>(left, 1000)));
    if (r < 0 && errno != EINTR) return std::nullopt;
    if (r <= 0) continue;
    if (wake_ >= 0 && (p[1].revents & POLLIN)) {
      uint64_t count = 0;
      (void)!::read(wake_, &count, sizeof count);
      if (woken) *woken = true;
      return std::nullopt;
    }
    if (!(p[0].revents & (POLLIN | POLLHUP | POLLERR))) continue;
    char chunk[4096];
    ssize_t n = read(from_child_, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      eof_ = true;
      continue;
    }
    buffer_.append(chunk, static_cast<size_t>(n));
    if (buffer_.size() > (1u << 20) && buffer_.find('\n') == std::string::npos)
      buffer_.push_back('\n');  // runaway line
  }
}

bool Process::exited() {
  if (reaped_) return true;
  if (pid_ <= 0) return true;
  if (waitpid(pid_, &status_, WNOHANG) == pid_) reaped_ = true;
  return reaped_;
}

std::string Process::exit_description() {
  if (!exited()) return "still running";
  if (WIFEXITED(status_)) return "exit status " + std::to_string(WEXITSTATUS(status_));
  if (WIFSIGNALED(status_))
    return std::string("killed by signal ") + std::to_string(WTERMSIG(status_)) + " (" + strsignal(WTERMSIG(status_)) +
           ")";
  return "ended";
}

void Process::stop(std::chrono::milliseconds grace) {
  if (to_child_ >= 0) close(to_child_), to_child_ = -1;
  auto until = Clock::now() + grace;
  while (!exited() && Clock::now() < until) std::this_thread::sleep_for(std::chrono::milliseconds(5));
  if (!exited()) {
    kill(-pid_, SIGKILL);
    kill(pid_, SIGKILL);
    waitpid(pid_, &status_, 0);
    reaped_ = true;
  } else {
    kill(-pid_, SIGKILL);  // whatever the engine left behind in its group
  }
  if (from_child_ >= 0) close(from_child_), from_child_ = -1;
  forget(pid_);
}

}  // namespace veteran::engines
