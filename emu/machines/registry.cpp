#include "veteran/emu/machines/registry.hpp"

#include "veteran/emu/machines/altair8800/altair8800.hpp"
#include "veteran/emu/machines/channelf/channelf.hpp"
#include "veteran/emu/machines/jupiter3/jupiter3.hpp"
#include "veteran/emu/machines/kim1/kim1.hpp"
#include "veteran/emu/machines/sol20/sol20.hpp"
#include "veteran/emu/machines/trs80/trs80.hpp"
#include "veteran/emu/roms/audit.hpp"
#include "veteran/util/hash/digest.hpp"

#include <stdexcept>

namespace veteran::emu {
namespace {

std::vector<uint8_t> rom(const std::string& set, const std::string& machine, const std::string& file,
                         const std::vector<std::filesystem::path>& rompath,
                         const std::function<void(const std::string&)>& warn, std::vector<Machine::Firmware>& loaded) {
  const auto& s = roms::find_set(set, machine);
  for (const auto& f : s.files)
    if (f.name == file) {
      std::string warning;
      auto data = roms::load_rom(s, f, rompath, &warning);
      if (!warning.empty() && warn) warn(warning);
      loaded.push_back({set + "/" + file, hash::sha1_hex(data)});
      return data;
    }
  throw std::logic_error("roms-manifest/" + set + " lists no file " + file);
}

std::unique_ptr<Machine> build_machine(const std::string& name, const std::vector<std::filesystem::path>& rompath,
                                       const std::function<void(const std::string&)>& warn,
                                       std::vector<Machine::Firmware>& loaded) {
  if (name == "kim1") {
    auto kim = std::make_unique<Kim1>();
    kim->load_roms(rom("kim1", "kim1", "6530-002.bin", rompath, warn, loaded),
                   rom("kim1", "kim1", "6530-003.bin", rompath, warn, loaded));
    kim->reset();
    return kim;
  }
  if (name == "trs80") {
    auto trs = std::make_unique<Trs80>();
    std::vector<uint8_t> level2;
    for (const char* part : {"rom-a.z1", "rom-b.z2", "rom-c.z3"}) {
      auto data = rom("trs80l2", "trs80", part, rompath, warn, loaded);
      level2.insert(level2.end(), data.begin(), data.end());
    }
    trs->load_rom(level2);
    // The character generator only draws the screen's characters: without it the machine runs.
    const auto& set = roms::find_set("trs80l2", "trs80");
    for (const auto& f : set.files)
      if (f.name == "mcm6670p.z29") {
        try {
          trs->load_chargen(rom("trs80l2", "trs80", f.name, rompath, warn, loaded));
        } catch (const std::exception&) {  // not there (it is optional) or not usable (`veteran roms` says why):
        }                                  // the GUI draws characters with a font instead
      }
    trs->reset();
    return trs;
  }
  if (name == "jupiter3") return std::make_unique<Jupiter3>();      // its monitor is modelled: no ROM to load
  if (name == "altair8800") return std::make_unique<Altair8800>();  // no ROM: programs are deposited
  if (name == "channelf" || name == "sabavdpl") {                   // NTSC Channel F, PAL SABA Videoplay: one BIOS set
    auto cf = std::make_unique<ChannelF>(name == "channelf" ? ChannelF::Video::ntsc : ChannelF::Video::pal);
    cf->load_bios(rom("channelf", "channelf", "sl31253.rom", rompath, warn, loaded),
                  rom("channelf", "channelf", "sl31254.rom", rompath, warn, loaded));
    cf->reset();
    return cf;
  }
  if (name == "sol20") {
    auto sol = std::make_unique<Sol20>();
    sol->load_rom(rom("sol20", "sol20", "solos.bin", rompath, warn, loaded));
    sol->reset();
    return sol;
  }
  std::string known;
  for (const auto& m : machine_names()) known += " " + m;
  throw std::runtime_error("no machine named '" + name + "' (machines:" + known + ")");
}

}  // namespace

std::vector<std::string> machine_names() {
  return {"kim1", "trs80", "jupiter3", "altair8800", "sol20", "channelf", "sabavdpl"};
}

std::unique_ptr<Machine> create_machine(const std::string& name, const std::vector<std::filesystem::path>& rompath,
                                        const std::function<void(const std::string&)>& warn) {
  std::vector<Machine::Firmware> firmware;
  auto machine = build_machine(name, rompath, warn, firmware);
  machine->firmware = std::move(firmware);
  return machine;
}

}  // namespace veteran::emu
