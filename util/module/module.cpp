#include "util/module/module.hpp"

#include <dlfcn.h>

#include <filesystem>
#include <map>
#include <mutex>
#include <stdexcept>

namespace veteran::modules {

std::string path_of(const std::string& name) {
  std::error_code error;
  const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
  const std::filesystem::path folder = error ? std::filesystem::current_path() : self.parent_path();
  return (folder / ("veteran-" + name + ".so")).string();
}

void* symbol(const std::string& name, const char* symbol_name) {
  static std::mutex mutex;
  static std::map<std::string, void*> loaded;
  std::lock_guard lock(mutex);
  void*& handle = loaded[name];
  const std::string path = path_of(name);
  if (!handle) {
    // RTLD_LOCAL: the part keeps its own copies of what it shares with the
    // executable (both are linked from the same static libraries).
    handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
      const char* why = dlerror();
      loaded.erase(name);
      throw std::runtime_error("veteran's " + name +
                               " part could not be loaded: " + (why ? why : path + ": unknown reason") + " (veteran-" +
                               name + ".so is built beside the veteran executable and must stay there)");
    }
  }
  dlerror();
  void* found = dlsym(handle, symbol_name);
  if (!found) throw std::runtime_error(path + " has no " + symbol_name + ": not this veteran's " + name + " part");
  return found;
}

}  // namespace veteran::modules
