#include "veteran/util/lua/time_box.hpp"

#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstring>

namespace veteran::lua {

std::string run_in_time_box(const std::function<void()>& work, double seconds) {
  std::fflush(nullptr);  // nothing buffered is written twice
  const pid_t child = ::fork();
  if (child < 0) return "";  // no process to spare: the in-process limits still hold
  if (child == 0) {
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    std::signal(SIGALRM, SIG_DFL);
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);           // never outlives the caller
    ::alarm(static_cast<unsigned>(seconds) + 2);  // nor its own time by much
    try {
      work();
    } catch (...) {}
    std::_Exit(0);
  }
  const auto start = std::chrono::steady_clock::now();
  for (;;) {
    int status = 0;
    const pid_t done = ::waitpid(child, &status, WNOHANG);
    if (done == child) {
      if (WIFEXITED(status)) return "";
      const int sig = WTERMSIG(status);
      if (sig == SIGINT || sig == SIGTERM) {
        ::kill(::getpid(), sig);  // the whole process was told to stop
        return "interrupted";
      }
      return std::string("stopped by signal ") + std::to_string(sig) + " (" + strsignal(sig) + ") while it ran";
    }
    if (done < 0 && errno != EINTR) return "";
    const double waited = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (waited > seconds) {
      ::kill(child, SIGKILL);
      ::waitpid(child, &status, 0);
      char text[160];
      std::snprintf(text, sizeof text,
                    "the script ran more than %g s without finishing (an endless loop, or a pattern or string function "
                    "that never ends?); stopped",
                    seconds);
      return text;
    }
    ::usleep(2000);
  }
}

}  // namespace veteran::lua
