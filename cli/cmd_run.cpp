// veteran run MACHINE: run a machine headless, type keys as a person would,
// and print what its display shows.
//   --keys "K K wait:500 K"   each key is held --hold-ms, then released for as long;
//                             type:WORD types a word, a key for each character
//   --load FILE[@ADDR]        a program image after reset: .hex, .pap, or raw at ADDR (repeatable)
//   --program NAME            a period program's image from the rompath, as `veteran engine NAME@MACHINE`
//                             finds it (microchess on kim1, sargon on jupiter3)
//   --seconds N               emulated seconds to run after the keys
#include "commands.hpp"
#include "veteran/engines/registry/make_engine.hpp"
#include "veteran/emu/files/loaders.hpp"
#include "veteran/emu/files/rompath.hpp"
#include "veteran/emu/machines/registry.hpp"

#include <cctype>
#include <cstdio>
#include <sstream>
#include <stdexcept>
#include <vector>

namespace veteran::cli {

namespace {

uint64_t ms_to_cycles(const emu::Machine& m, double ms) { return static_cast<uint64_t>(ms * m.clock_hz() / 1000.0); }

void load(emu::Machine& m, const std::string& spec) {
  for (const auto& segment : files::load_image(spec))
    for (size_t i = 0; i < segment.bytes.size(); ++i)
      m.poke(static_cast<uint16_t>(segment.address + i), segment.bytes[i]);
}

}  // namespace

int run(const Args& original) {
  Args args = original;
  std::string rompath = take_option(args, "--rompath");
  std::string keys = take_option(args, "--keys");
  std::vector<std::string> loads;
  for (std::string l; !(l = take_option(args, "--load")).empty();) loads.push_back(l);
  std::string tape = take_option(args, "--tape");
  std::string program = take_option(args, "--program");
  double seconds = 0, hold_ms = 0;
  try {
    seconds = std::stod(take_option(args, "--seconds", "1"));
    hold_ms = std::stod(take_option(args, "--hold-ms", "100"));
  } catch (const std::exception&) {
    std::fprintf(stderr, "veteran run: --seconds and --hold-ms take a number\n");
    return 2;
  }
  if (!no_unknown_options(args, "run")) return 2;
  if (args.size() != 1) {
    std::fprintf(stderr, "usage: veteran run MACHINE [--program NAME] [--keys \"...\"] [--seconds N] [--load FILE@ADDR] [--tape FILE] [--rompath DIRS]\n");
    return 2;
  }
  try {
    auto machine = emu::create_machine(args[0], files::rompath(rompath),
                                       [](const std::string& w) { std::fprintf(stderr, "warning: %s\n", w.c_str()); });
    if (!program.empty()) {
      const auto& found = engines::program(program + "@" + args[0]);
      auto warn = [](const std::string& w) { std::fprintf(stderr, "warning: %s\n", w.c_str()); };
      for (const auto& segment : engines::program_image(found, files::rompath(rompath), warn))
        for (size_t i = 0; i < segment.bytes.size(); ++i)
          machine->poke(static_cast<uint16_t>(segment.address + i), segment.bytes[i]);
    }
    for (const auto& l : loads) load(*machine, l);
    if (!tape.empty()) machine->insert_tape(tape);
    machine->run(ms_to_cycles(*machine, 200));  // let the machine start
    std::istringstream tokens(keys);
    auto press = [&](const std::string& key) {
      machine->set_key(key, true);
      machine->run(ms_to_cycles(*machine, hold_ms));
      machine->set_key(key, false);
      machine->run(ms_to_cycles(*machine, hold_ms));
    };
    for (std::string key; tokens >> key;) {
      if (key.rfind("wait:", 0) == 0) {
        machine->run(ms_to_cycles(*machine, std::stod(key.substr(5))));
        continue;
      }
      if (key.rfind("type:", 0) == 0) {  // a word on a keyboard: each character its key
        for (char c : key.substr(5)) press(std::string(1, static_cast<char>(std::toupper(static_cast<unsigned char>(c)))));
        continue;
      }
      press(key);
    }
    machine->run(static_cast<uint64_t>(seconds * machine->clock_hz()));
    std::printf("%s\n", machine->display_text().c_str());
    std::fprintf(stderr, "%s: %.3f emulated seconds\n", machine->name(), machine->seconds());
    return 0;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "veteran run: %s\n", e.what());
    return 1;
  }
}

}  // namespace veteran::cli
