// Parts of veteran kept out of the executable, in shared objects beside it
// (veteran-gui.so: the window; veteran-png.so: librsvg for PNG charts), and
// loaded the first time a command needs one. Linked in, their libraries
// (SDL2, librsvg with glib, cairo and pango: sixty-odd) were loaded and
// relocated at every start of every command, a solver's two-mover or an
// engine a tournament starts: most of the 11 ms `veteran mate` took to
// answer one.
#pragma once

#include <string>

namespace veteran::modules {

// The symbol `symbol` of veteran-NAME.so, which lies beside the running
// executable; loaded once, kept for the process's life. Throws
// std::runtime_error naming the file and the loader's reason when it is
// missing or cannot be loaded, or lacks the symbol.
void* symbol(const std::string& name, const char* symbol);

template <class Function>
Function* function(const std::string& name, const char* symbol_name) {
  return reinterpret_cast<Function*>(symbol(name, symbol_name));
}

// Where veteran-NAME.so is looked for.
std::string path_of(const std::string& name);

}  // namespace veteran::modules
