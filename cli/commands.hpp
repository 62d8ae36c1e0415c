// The `veteran` subcommands. Each takes its own arguments (after the
// subcommand name) and returns the process exit code.
#pragma once

#include "cli/options.hpp"
#include "emu/machine_info.hpp"
#include "engines/native/player/pro.hpp"
#include "engines/play/time_control.hpp"

#include <filesystem>
#include <string>
#include <vector>

namespace veteran::cli {

struct Command {
  const char* name;
  const char* usage;    // the positional arguments' synopsis
  const char* summary;  // one line for `veteran --help`
  int (*run)(const Args& args);
  const std::vector<Option>& (*options)();  // its options: parsing and --help
  // What --help adds for the arguments given ("run kim1 --help": the KIM-1's keys and media); none: nothing.
  std::string (*help_for)(const Args& args) = nullptr;
};

const std::vector<Command>& commands();

int bench(const Args& args);
int cputest(const Args& args);
int roms(const Args& args);
int run(const Args& args);
std::string run_help_for(const Args& args);
int perft(const Args& args);
int engine(const Args& args);
int tournament(const Args& args);
int match(const Args& args);
int compare(const Args& args);
int gui(const Args& args);
int mate(const Args& args);
int suite(const Args& args);
int rank(const Args& args);
int train(const Args& args);

const std::vector<Option>& bench_options();
const std::vector<Option>& cputest_options();
const std::vector<Option>& roms_options();
const std::vector<Option>& run_options();
const std::vector<Option>& perft_options();
const std::vector<Option>& engine_options();
const std::vector<Option>& tournament_options();
const std::vector<Option>& match_options();
const std::vector<Option>& compare_options();
const std::vector<Option>& gui_options();
const std::vector<Option>& mate_options();
const std::vector<Option>& suite_options();
const std::vector<Option>& rank_options();
const std::vector<Option>& train_options();

// veteran train's options read once into what PRO needs (cmd_train.cpp): the lessons, the test
// positions (an overlap refused), the starting weights and the training's constants; for the
// command and for the window's training view (gui --train).
struct TrainingSetup {
  std::vector<engines::player::Lesson> lessons, tests;
  std::vector<std::string> skipped;
  engines::player::Weights start{};
  engines::player::TrainingOptions options{};
};
TrainingSetup training_setup(const Options& o);

// The option every command that reads user files takes.
inline Option rompath_option() {
  return {"--rompath", Option::text, "DIRS", "folders of ROMs and program images, ':' between (else VETERAN_ROMPATH)",
          ""};
}
// The folders --rompath names (else VETERAN_ROMPATH's): every command's one way to read the option.
std::vector<std::filesystem::path> rompath_of(const Options& o);
// A time control option (--tc, --opponent-tc) read once, here at the edge: a UsageError naming the
// option and the forms it takes for a bad one.
engines::TimeControl time_control_of(const Options& o, const std::string& name);

// The options of the commands that put engines to a file of positions
// (suite, rank, compare): a period program's image, its level, how many positions.
inline Option image_option() {
  return {"--image", Option::list, "FILE", "a program image for emulated engines (FILE.pap, FILE.hex, FILE@ADDR)", ""};
}
inline Option positions_level_option() {
  return {"--level", Option::whole, "N", "period programs' level (0: as the limit picks)", "0", 0, 99};
}
inline Option max_positions_option() {
  return {"--max", Option::whole, "N", "the first N positions only (0: all)", "0", 0, 1e9};
}

// The same rows with their handlers, for settings that name their fields alike
// (images, rompath, level, max_positions): one declaration for every command.
template <class Settings>
Row<Settings> image_row() {
  return list_row(image_option(), &Settings::images);
}
template <class Settings>
Row<Settings> rompath_row() {
  return {rompath_option(), [](const Options& o, Settings& s) { s.rompath = rompath_of(o); }};
}
template <class Settings>
Row<Settings> positions_level_row() {
  return whole_row(positions_level_option(), &Settings::level);
}
template <class Settings>
Row<Settings> max_positions_row() {
  return whole_row(max_positions_option(), &Settings::max_positions);
}
// A time control row (--tc, --opponent-tc), read once at the edge (time_control_of).
template <class Settings>
Row<Settings> time_control_row(Option option, engines::TimeControl Settings::*field) {
  const std::string name = option.name;
  return {option, [name, field](const Options& o, Settings& s) { s.*field = time_control_of(o, name); }};
}

// The media `veteran run` and `veteran gui --machine` put in a machine; their
// help lists what each machine takes, from the machines' declarations
// (emu/machine_info.hpp).
const char* slot_help(const std::string& lead, emu::Slot slot);
inline Option tape_option() {
  return {"--tape", Option::text, "FILE", slot_help("a cassette in the machine's recorder", emu::Slot::tape), ""};
}
inline Option cart_option() {
  return {"--cart", Option::text, "FILE", slot_help("a cartridge in the machine's slot", emu::Slot::cartridge), ""};
}
inline Option load_state_option() {
  return {"--load-state", Option::text, "FILE",
          "start from a saved state instead of a reset (the same machine with the same ROMs; a saved state names "
          "them)",
          ""};
}

// The machines `veteran run` and `veteran gui --machine` take, from the registry: "kim1, trs80, ...".
std::string machine_list();
// gui --machine's help line, kept for the life of the program (Option holds a const char*).
const std::string& machine_help();

}  // namespace veteran::cli
