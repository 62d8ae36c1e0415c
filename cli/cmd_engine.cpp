// veteran engine PROGRAM: a period program as an xboard or UCI engine, the
// protocol chosen by the first command on standard input.
#include "commands.hpp"
#include "emulated/emulated_engine.hpp"
#include "files/rompath.hpp"
#include "native/native_programs.hpp"
#include "protocol/servers.hpp"

#include <algorithm>
#include <cstdio>
#include <iostream>

namespace veteran::cli {

int engine(const Args& original) {
  Args args = original;
  std::string rompath = take_option(args, "--rompath");
  std::vector<std::string> images;
  for (std::string i; !(i = take_option(args, "--image")).empty();) images.push_back(i);
  std::string level = take_option(args, "--level");
  if (!no_unknown_options(args, "engine")) return 2;
  for (const auto& native : engines::native_programs()) {
    if (args.size() != 1 || args[0] != native.id) continue;
    auto e = native.make();
    if (!level.empty()) e->set_level(std::stoi(level));
    return engines::serve(*e, std::cin, std::cout) ? 0 : 1;
  }
  const auto& programs = engines::emulated_programs();
  auto program = args.size() == 1 ? std::find_if(programs.begin(), programs.end(),
                                                 [&](const auto& p) { return p.id == args[0]; })
                                  : programs.end();
  if (program == programs.end()) {
    std::fprintf(stderr, "usage: veteran engine PROGRAM [--image FILE]... [--level N] [--rompath DIRS]\nprograms:");
    for (const auto& p : programs) std::fprintf(stderr, " %s", p.id.c_str());
    for (const auto& p : engines::native_programs()) std::fprintf(stderr, " %s", p.id.c_str());
    std::fprintf(stderr, "\n");
    return 2;
  }
  try {
    engines::EmulatedEngine e(*program, files::rompath(rompath), images,
                              [](const std::string& line) { std::fprintf(stderr, "%s\n", line.c_str()); });
    if (!level.empty()) e.set_level(std::stoi(level));
    return engines::serve(e, std::cin, std::cout) ? 0 : 1;
  } catch (const std::exception& ex) {
    std::fprintf(stderr, "veteran engine %s: %s\n", program->id.c_str(), ex.what());
    return 1;
  }
}

}  // namespace veteran::cli
