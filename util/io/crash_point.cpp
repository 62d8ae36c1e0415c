#include "util/io/crash_point.hpp"

#include <unistd.h>
#include <csignal>
#include <cstdlib>
#include <map>
#include <mutex>

namespace veteran::io {
namespace {

struct Plan {
  std::mutex lock;
  std::map<std::string, long> remaining;  // label -> passes left before the kill
  bool any = false;
  Plan() {
    const char* spec = std::getenv("VETERAN_CRASH_AT");
    std::string text = spec ? spec : "";
    for (size_t start = 0; start < text.size();) {
      size_t end = text.find(',', start);
      if (end == std::string::npos) end = text.size();
      std::string item = text.substr(start, end - start);
      if (auto colon = item.rfind(':'); colon != std::string::npos) {
        long n = std::strtol(item.c_str() + colon + 1, nullptr, 10);
        if (n > 0) remaining[item.substr(0, colon)] = n, any = true;
      }
      start = end + 1;
    }
  }
};

Plan& plan() {
  static Plan p;
  return p;
}

}  // namespace

bool crash_due(const std::string& label) {
  Plan& p = plan();
  if (!p.any) return false;
  std::lock_guard<std::mutex> guard(p.lock);
  auto it = p.remaining.find(label);
  return it != p.remaining.end() && --it->second == 0;
}

void crash_now() {
  ::kill(::getpid(), SIGKILL);
  std::_Exit(137);  // not reached
}

}  // namespace veteran::io
