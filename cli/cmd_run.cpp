// veteran run MACHINE: run a machine headless, type keys as a person would,
// and print what its display shows.
#include "cli/commands.hpp"
#include "emu/capabilities.hpp"
#include "emu/files/rompath.hpp"
#include "emu/formats/memory_image.hpp"
#include "emu/machines/registry.hpp"
#include "emu/state/snapshot.hpp"
#include "emu/video/png.hpp"
#include "emu/video/quadrant_text.hpp"
#include "engines/registry/make_engine.hpp"
#include "util/hash/digest.hpp"
#include "util/io/input_file.hpp"
#include "util/io/output_file.hpp"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <map>
#include <sstream>
#include <stdexcept>
#include <vector>

namespace veteran::cli {

std::string machine_list() {
  std::string list;
  for (const auto& m : emu::machine_names()) list += (list.empty() ? "" : ", ") + m;
  return list;
}

const char* slot_help(const std::string& lead, emu::Slot slot) {
  static std::map<std::pair<std::string, emu::Slot>, std::string> kept;  // an Option holds a const char*
  std::string& text = kept[{lead, slot}];
  if (text.empty()) text = lead + " (" + emu::slot_help(slot) + ")";
  return text.c_str();
}

const std::string& machine_help() {
  static const std::string help = "run a machine on its own instead of a game: " + machine_list();
  return help;
}

namespace {

uint64_t ms_to_cycles(const emu::Machine& m, double ms) { return static_cast<uint64_t>(ms * m.clock_hz() / 1000.0); }

// The files put into the machine, by SHA-1, for a save state's record.
std::vector<emu::SnapshotImage> images_given(std::vector<std::string> files, const std::string& tape,
                                             const std::string& cart) {
  for (const auto* medium : {&tape, &cart})
    if (!medium->empty()) files.push_back(*medium);
  std::vector<emu::SnapshotImage> images;
  for (auto file : files) {
    const std::string path = file.substr(0, file.rfind('@') == std::string::npos ? file.size() : file.rfind('@'));
    const std::string bytes = io::read_file(path, io::kMaxImageFile, "an image");
    images.push_back({file, hash::sha1_hex({reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size()})});
  }
  return images;
}

// --png's help: the machines with a bitmap screen.
const char* bitmap_help() {
  static const std::string help = [] {
    std::string names;
    for (const auto* m : emu::machines())
      if (m->screen == emu::MachineInfo::Screen::bitmap) names += (names.empty() ? "" : ", ") + m->name;
    return "also write the screen as a PNG (machines with a bitmap screen: " + names + ")";
  }();
  return help.c_str();
}

// The longest an until:TEXT waits for its text, in emulated seconds.
constexpr double kUntilSeconds = 120;

// The period program NAME on `machine`, by whatever name the machine was called (`run altair8800
// --program microchess` and `run altair --program microchess` alike: microchess@altair).
const engines::PeriodProgram& program_on(const std::string& program, const std::string& machine) {
  std::string here;
  for (const auto& p : engines::period_programs()) {
    if (p.machine != machine) continue;
    if (p.id.substr(0, p.id.find('@')) == program) return p;
    here += (here.empty() ? "" : ", ") + p.id.substr(0, p.id.find('@'));
  }
  throw UsageError("--program " + program + ": no such program for " + machine +
                   (here.empty() ? " (it has none)" : " (it has: " + here + ")"));
}

// The most words a key's name has (the Altair's "EXAMINE NEXT": two; three to spare).
constexpr size_t kLongestKeyName = 3;

}  // namespace

namespace {

// What veteran run is asked: read once, here, by the rows below.
struct RunSettings {
  std::string keys;
  double seconds = 1, hold_ms = 100;
  std::vector<std::string> loads;
  std::string tape, cart, save_tape, png, save_state, load_state, program;
  bool blocks = false;
  std::vector<std::filesystem::path> rompath;
};
using R = RunSettings;

// A file the run writes, checked before it runs (util/io/output_file.hpp).
Row<R> output_row(Option option, std::string R::*field, const char* what) {
  const std::string name = option.name;
  return {option, [name, field, what](const Options& o, R& r) {
            r.*field = o.text(name);
            if (o.given(name)) io::check_writable(r.*field, what);
          }};
}

const std::vector<Row<R>>& run_rows() {
  static const std::vector<Row<R>> rows = {
      text_row<R>(
          {"--keys", Option::text, "\"K K ...\"",
           "keys in turn: a key name (one of words: SINGLE STEP); type:WORD (a key a character; the words after "
           "it that are not key names are typed too, each after a SPACE: \"type:XEQ CHESS ENTER\"); wait:MS; "
           "until:TEXT (run until the display shows TEXT, at most 120 s)",
           ""},
          &R::keys),
      decimal_row<R>({"--seconds", Option::decimal, "N", "emulated seconds to run after the keys", "1", 0, 1e6},
                     &R::seconds),
      decimal_row<R>(
          {"--hold-ms", Option::decimal, "MS", "how long a key is held, and released after", "100", 1, 60000},
          &R::hold_ms),
      list_row<R>({"--load", Option::list, "FILE[@ADDR]",
                   slot_help("a program image loaded after reset", emu::Slot::memory), ""},
                  &R::loads),
      text_row<R>(tape_option(), &R::tape),
      text_row<R>(cart_option(), &R::cart),
      output_row({"--save-tape", Option::text, "FILE",
                  slot_help("after the run, write what the program saved to the cassette", emu::Slot::tape_out), ""},
                 &R::save_tape, "the recording"),
      output_row({"--png", Option::text, "FILE", bitmap_help(), ""}, &R::png, "the picture"),
      flag_row<R>({"--blocks", Option::flag, "",
                   "print a bitmap screen as quarter blocks, a character for 2 x 2 dots (lit: not the background's "
                   "colour), instead of a letter a dot",
                   ""},
                  &R::blocks),
      output_row(
          {"--save-state", Option::text, "FILE",
           "after the run, save the machine's whole state (a snapshot naming the machine and its ROMs by SHA-1)", ""},
          &R::save_state, "the save state"),
      text_row<R>(load_state_option(), &R::load_state),
      text_row<R>({"--program", Option::text, "NAME",
                   "a period program's image from the rompath, as `veteran engine NAME@MACHINE` finds it", ""},
                  &R::program),
      rompath_row<R>(),
  };
  return rows;
}

}  // namespace

const std::vector<Option>& run_options() {
  static const std::vector<Option> table = options_of(run_rows());
  return table;
}

std::string run_help_for(const Args& args) {
  // The machine named, if one is: its keys (as --keys takes them) and the files each slot takes.
  const emu::MachineInfo* m = nullptr;
  for (const auto& a : args)
    if (!a.empty() && a[0] != '-' && (m = emu::find_machine(a))) break;
  if (!m) return "";
  char clock[32];
  std::snprintf(clock, sizeof clock, "%g MHz", m->clock_hz / 1e6);
  std::string keys = m->ascii_keyboard ? "any printable character, ENTER, SPACE, ... (a keyboard)" : "";
  for (const auto& i : m->inputs) keys += (keys.empty() ? "" : ", ") + i.name;
  std::string out = "\n" + m->name + " (" + m->title + ", " + m->cpu + " at " + clock + "):\n  keys: " + keys + "\n";
  for (const auto& s : m->slots)
    out += std::string("  ") + emu::slot_option(s.slot) + ": " + files::describe(s.formats) + "\n";
  return out;
}

int run(const Args& args) {
  Options o("run", run_options(), args);
  if (o.positional().size() != 1)
    throw UsageError("veteran run MACHINE [OPTIONS]; machines: " + machine_list() + " (see 'veteran run --help')");
  const std::string name = o.positional()[0];
  RunSettings r;
  apply_rows(run_rows(), o, r);
  const double seconds = r.seconds, hold_ms = r.hold_ms;
  const auto& rompath = r.rompath;
  auto warn = [](const std::string& w) { std::fprintf(stderr, "warning: %s\n", w.c_str()); };
  auto machine = emu::create_machine(name, rompath, warn);
  // What the machine holds, named in a save state by SHA-1 as it was put in (not as it may be after
  // the run): what a state loaded here held already, a program, then the files given.
  std::vector<emu::SnapshotImage> images;
  if (!r.save_state.empty() && !r.load_state.empty()) {
    const std::string state = io::read_file(r.load_state, io::kMaxImageFile, "the save state");
    images =
        emu::read_snapshot_header({reinterpret_cast<const uint8_t*>(state.data()), state.size()}, r.load_state).images;
  }
  if (!r.program.empty()) {
    const auto& program = program_on(r.program, machine->name());
    const auto segments = engines::program_image(program, rompath, warn);
    emu::load_segments(*machine, segments);
    std::vector<uint8_t> bytes;
    for (const auto& s : segments) bytes.insert(bytes.end(), s.bytes.begin(), s.bytes.end());
    images.push_back({"--program " + program.id, hash::sha1_hex(bytes)});
  }
  for (const auto& l : r.loads) emu::insert_media(*machine, emu::Slot::memory, l);
  if (!r.tape.empty()) emu::insert_media(*machine, emu::Slot::tape, r.tape);
  if (!r.cart.empty()) emu::insert_media(*machine, emu::Slot::cartridge, r.cart);
  if (!r.save_state.empty())
    for (auto& image : images_given(r.loads, r.tape, r.cart)) images.push_back(std::move(image));
  if (!r.load_state.empty())
    emu::read_snapshot_file(*machine, r.load_state);
  else
    machine->run(ms_to_cycles(*machine, 200));  // let the machine start
  auto press = [&](const std::string& key) {
    machine->set_key(key, true);
    machine->run(ms_to_cycles(*machine, hold_ms));
    machine->set_key(key, false);
    machine->run(ms_to_cycles(*machine, hold_ms));
  };
  auto type = [&](const std::string& word) {
    for (char c : word) press(std::string(1, static_cast<char>(std::toupper(static_cast<unsigned char>(c)))));
  };
  const auto key_names = machine->key_names();
  auto is_key_name = [&](const std::string& k) {
    return std::find(key_names.begin(), key_names.end(), k) != key_names.end();
  };
  // The words of --keys; a key whose name has spaces (the Altair's SINGLE STEP, EXAMINE NEXT) is
  // its words in a row, the longest name that fits taken first.
  std::vector<std::string> words;
  {
    std::istringstream tokens(r.keys);
    for (std::string word; tokens >> word;) words.push_back(word);
  }
  auto next_key = [&](size_t& at) {
    for (size_t last = std::min(words.size(), at + kLongestKeyName); last > at + 1; --last) {
      std::string joined = words[at];
      for (size_t i = at + 1; i < last; ++i) joined += " " + words[i];
      if (is_key_name(joined)) {
        at = last;
        return joined;
      }
    }
    return words[at++];
  };
  bool typing =
      false;  // after type:WORD, a word that is not a key name goes on typing, as a person types a command line
  for (size_t at = 0; at < words.size();) {
    const std::string key = next_key(at);
    const bool command = key.rfind("wait:", 0) == 0 || key.rfind("until:", 0) == 0 || key.rfind("type:", 0) == 0;
    if (typing && !command && !is_key_name(key)) {
      press("SPACE");
      type(key);
      continue;
    }
    typing = false;
    if (key.rfind("wait:", 0) == 0) {
      machine->run(ms_to_cycles(*machine, parse_decimal(key.substr(5), "--keys " + key, 0, 1e9)));
    } else if (key.rfind("until:", 0) == 0) {
      const std::string text = key.substr(6);
      if (text.empty()) throw UsageError("--keys: until: needs the text to wait for (until:READY)");
      const double give_up = machine->seconds() + kUntilSeconds;
      while (machine->display_text().find(text) == std::string::npos) {
        if (machine->seconds() > give_up)
          throw std::runtime_error("--keys " + key + ": the display did not show '" + text + "' within " +
                                   std::to_string(static_cast<int>(kUntilSeconds)) + " emulated seconds; it shows:\n" +
                                   machine->display_text());
        machine->run(ms_to_cycles(*machine, 10));
      }
    } else if (key.rfind("type:", 0) == 0) {  // a word on a keyboard: each character its key
      type(key.substr(5));
      typing = true;
    } else {
      press(key);
    }
  }
  machine->run(static_cast<uint64_t>(seconds * machine->clock_hz()));
  auto bitmap = [&](const char* option) {
    const auto face = machine->face();
    const auto* pixels = std::get_if<emu::PixelFace>(&face);
    if (!pixels) throw std::runtime_error(std::string(option) + ": " + machine->name() + " has no bitmap screen");
    return *pixels;
  };
  std::printf("%s\n",
              r.blocks ? emu::video::quadrant_text(bitmap("--blocks")).c_str() : machine->display_text().c_str());
  if (!r.png.empty()) {
    const auto pixels = bitmap("--png");
    emu::video::write_png(r.png, pixels.width, pixels.height, pixels.rgb, 4);
  }
  if (!r.save_tape.empty()) emu::require<emu::CassetteOutput>(*machine, r.save_tape).save_tape(r.save_tape);
  if (!r.save_state.empty()) emu::write_snapshot_file(*machine, r.save_state, images);
  std::fprintf(stderr, "%s: %.3f emulated seconds\n", machine->name(), machine->seconds());
  return 0;
}

}  // namespace veteran::cli
