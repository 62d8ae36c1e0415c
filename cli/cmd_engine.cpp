// veteran engine PROGRAM: a period program as an xboard or UCI engine, the
// protocol chosen by the first command on standard input.
#include "commands.hpp"
#include "veteran/emu/files/rompath.hpp"
#include "veteran/engines/protocol/servers.hpp"
#include "veteran/engines/registry/make_engine.hpp"

#include <cstdio>
#include <iostream>

namespace veteran::cli {

int engine(const Args& original) {
  Args args = original;
  std::string rompath = take_option(args, "--rompath");
  engines::EngineSpec spec;
  for (std::string i; !(i = take_option(args, "--image")).empty();) spec.images.push_back(i);
  std::string level = take_option(args, "--level");
  if (!no_unknown_options(args, "engine")) return 2;
  if (args.size() != 1 || !engines::find_program(args[0])) {
    std::fprintf(stderr, "usage: veteran engine PROGRAM [--image FILE]... [--level N] [--rompath DIRS]\nprograms: %s\n",
                 engines::program_list().c_str());
    return 2;
  }
  spec.program = args[0];
  try {
    if (!level.empty()) spec.level = std::stoi(level);
    auto e = engines::make_engine(spec, {files::rompath(rompath),
                                         [](const std::string& line) { std::fprintf(stderr, "%s\n", line.c_str()); }, 0});
    return engines::serve(*e, std::cin, std::cout) ? 0 : 1;
  } catch (const std::exception& ex) {
    std::fprintf(stderr, "veteran engine %s: %s\n", spec.program.c_str(), ex.what());
    return 1;
  }
}

}  // namespace veteran::cli
