#include "util/lua/time_box.hpp"

#include <fcntl.h>
#include <poll.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstring>

namespace veteran::lua {
namespace {

// The child's status when `work` threw: it should not, the caller's work
// catches its own errors and says them in its output.
constexpr int kThrew = 3;

void write_all(int fd, const std::string& text) {
  for (size_t done = 0; done < text.size();) {
    const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return;
    done += static_cast<size_t>(n);
  }
}

std::string said_by(int status) {
  if (WIFEXITED(status))
    return WEXITSTATUS(status) == kThrew ? "its run failed in the time box" : "it ended without a result";
  const int sig = WTERMSIG(status);
  return std::string("stopped by signal ") + std::to_string(sig) + " (" + strsignal(sig) + ") while it ran";
}

}  // namespace

BoxedRun run_in_time_box(const std::function<std::string()>& work, double seconds, size_t max_output) {
  int pipe_fds[2];
  if (::pipe2(pipe_fds, O_CLOEXEC) != 0)
    return {std::string("cannot make a pipe to run it in a time box: ") + std::strerror(errno), ""};
  std::fflush(nullptr);  // nothing buffered is written twice
  const pid_t child = ::fork();
  if (child < 0) {
    const int why = errno;
    ::close(pipe_fds[0]), ::close(pipe_fds[1]);
    return {std::string("cannot start a process to run it in a time box (fork: ") + std::strerror(why) +
                "); it is not run outside one",
            ""};
  }
  if (child == 0) {
    ::close(pipe_fds[0]);
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    std::signal(SIGALRM, SIG_DFL);
    std::signal(SIGPIPE, SIG_DFL);
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);           // never outlives the caller
    ::alarm(static_cast<unsigned>(seconds) + 2);  // nor its own time by much
    try {
      write_all(pipe_fds[1], work());
    } catch (...) { std::_Exit(kThrew); }
    std::_Exit(0);
  }
  ::close(pipe_fds[1]);
  BoxedRun run;
  const auto start = std::chrono::steady_clock::now();
  bool too_much = false;
  // Read to the pipe's end, which comes when the child exits (or dies).
  for (;;) {
    const double waited = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (waited > seconds) {
      ::kill(child, SIGKILL);
      ::waitpid(child, nullptr, 0);
      ::close(pipe_fds[0]);
      char text[160];
      std::snprintf(text, sizeof text,
                    "the script ran more than %g s without finishing (an endless loop, or a pattern or string function "
                    "that never ends?); stopped",
                    seconds);
      return {text, ""};
    }
    pollfd p{pipe_fds[0], POLLIN, 0};
    if (::poll(&p, 1, 5) <= 0) continue;
    char buffer[1 << 16];
    const ssize_t n = ::read(pipe_fds[0], buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    if (too_much) continue;
    run.output.append(buffer, static_cast<size_t>(n));
    if (run.output.size() > max_output) too_much = true, run.output.clear();
  }
  ::close(pipe_fds[0]);
  int status = 0;
  while (::waitpid(child, &status, 0) < 0 && errno == EINTR) {}
  if (WIFSIGNALED(status) && (WTERMSIG(status) == SIGINT || WTERMSIG(status) == SIGTERM)) {
    ::kill(::getpid(), WTERMSIG(status));  // the whole process was told to stop
    return {"interrupted", ""};
  }
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) return {said_by(status), ""};
  if (too_much) return {"it made more than " + std::to_string(max_output >> 20) + " MiB of settings", ""};
  return run;
}

}  // namespace veteran::lua
