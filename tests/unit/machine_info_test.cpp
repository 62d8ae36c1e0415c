// Every machine's declaration (emu/machine_info.hpp) against the machine it
// builds: the same row, keys that all work, a keypad of its own keys, slots
// whose formats are told apart, and refusals that name the machine.
#include "emu/capabilities.hpp"
#include "emu/machines/machine_table.hpp"
#include "emu/roms/audit.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

namespace {

using namespace veteran;

// The ROMs a machine asks for, as zeros of the manifest's size: enough to build it.
class ZeroRoms : public emu::RomSource {
 public:
  explicit ZeroRoms(const emu::MachineInfo& m) : machine_(m.parent.empty() ? m.name : m.parent) {}
  std::vector<uint8_t> rom(const std::string& set, const std::string& file) override {
    for (const auto& f : roms::find_set(set, machine_).files)
      if (f.name == file) return std::vector<uint8_t>(f.size, 0);
    throw std::runtime_error("no " + file + " in " + set);
  }
  std::optional<std::vector<uint8_t>> optional_rom(const std::string& set, const std::string& file) override {
    return rom(set, file);
  }

 private:
  std::string machine_;
};

}  // namespace

TEST_CASE("machine info: each row builds its machine, whose keys, keypad and slots agree with it", "[machines]") {
  std::set<std::string> names;
  for (const auto* row : emu::machines()) {
    INFO(row->name);
    CHECK(names.insert(row->name).second);
    for (const auto& alias : row->aliases) CHECK(names.insert(alias).second);  // no name means two machines
    CHECK(&emu::machine_info(row->name) == row);
    ZeroRoms roms(*row);
    auto machine = row->make(*row, roms);
    REQUIRE(machine);
    CHECK(&machine->info() == row);
    CHECK(machine->clock_hz() == row->clock_hz);
    const auto keys = machine->key_names();
    CHECK(keys.size() == std::set<std::string>(keys.begin(), keys.end()).size());
    for (const auto& key : keys) {
      CHECK_NOTHROW(machine->set_key(key, true));
      CHECK_NOTHROW(machine->set_key(key, false));
    }
    CHECK_THROWS_WITH(machine->set_key("NO-SUCH-KEY", true),
                      Catch::StartsWith(row->name + " has no key named 'NO-SUCH-KEY' (keys: "));
    for (const auto& keypad_row : row->keypad)
      for (const auto& k : keypad_row) CHECK(std::count(keys.begin(), keys.end(), k.key) == 1);
    // A slot is what the machine has: a tape slot is a cassette input, a cartridge slot a cartridge slot.
    CHECK((row->slot(emu::Slot::tape) != nullptr) == (emu::capability<emu::CassetteInput>(*machine) != nullptr));
    CHECK((row->slot(emu::Slot::tape_out) != nullptr) == (emu::capability<emu::CassetteOutput>(*machine) != nullptr));
    CHECK((row->slot(emu::Slot::cartridge) != nullptr) == (emu::capability<emu::CartridgeSlot>(*machine) != nullptr));
    // Within a slot a file's name picks one format: no extension is two formats'.
    for (const auto& slot : row->slots) {
      std::set<std::string> extensions;
      for (const auto* f : slot.formats)
        if (!f->by_contents)
          for (const char* e : f->extensions) CHECK(extensions.insert(e).second);
    }
    if (!row->slot(emu::Slot::cartridge))
      CHECK_THROWS_WITH(emu::insert_media(*machine, emu::Slot::cartridge, "game.bin"),
                        row->name + " has no cartridge slot (--cart game.bin)");
  }
  // A manifest's `load` entry names a format by its id.
  REQUIRE(emu::find_format("kim1-cassette"));
  CHECK(emu::find_format("kim1-cassette")->decode != nullptr);
  CHECK(emu::find_format("no-such-format") == nullptr);
}
