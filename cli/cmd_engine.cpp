// veteran engine PROGRAM: a period program as an xboard or UCI engine, the
// protocol chosen by the first command on standard input.
#include "cli/commands.hpp"
#include "emu/files/rompath.hpp"
#include "engines/protocol/servers.hpp"
#include "engines/registry/make_engine.hpp"

#include <cstdio>
#include <iostream>

namespace veteran::cli {

const std::vector<Option>& engine_options() {
  static const std::vector<Option> table = {
      {"--level", Option::whole, "N", "the program's level (else the time control chooses)", "0", 1, 99},
      {"--image", Option::list, "FILE",
       "the program's image (FILE.pap, FILE.hex, FILE.wav, FILE@ADDR), else the rompath's", ""},
      rompath_option(),
  };
  return table;
}

int engine(const Args& args) {
  Options o("engine", engine_options(), args);
  engines::EngineSpec spec;
  spec.program = o.positional().size() == 1 ? engines::find_program(o.positional()[0]) : nullptr;
  if (!spec.program) throw UsageError("veteran engine PROGRAM [OPTIONS]; programs: " + engines::program_list());
  spec.images = o.list("--image");
  if (o.given("--level")) spec.level = static_cast<int>(o.whole("--level"));
  try {
    auto e = engines::make_engine(
        spec, {rompath_of(o), [](const std::string& line) { std::fprintf(stderr, "%s\n", line.c_str()); }, 0});
    return engines::serve(*e, std::cin, std::cout) ? 0 : 1;
  } catch (const std::invalid_argument& ex) {
    throw UsageError(ex.what());  // a level the program does not have
  }
}

}  // namespace veteran::cli
