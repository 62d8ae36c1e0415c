#include "emu/machines/registry.hpp"

#include "emu/machines/machine_table.hpp"
#include "emu/roms/audit.hpp"
#include "util/hash/digest.hpp"

#include <stdexcept>

namespace veteran::emu {
namespace {

// The machine's ROMs from the user's rompath, checked by the audit, and
// recorded (Machine::firmware) as they are handed over.
class RompathRoms : public RomSource {
 public:
  RompathRoms(const MachineInfo& machine, const std::vector<std::filesystem::path>& rompath,
              const std::function<void(const std::string&)>& warn)
      : machine_(machine), rompath_(rompath), warn_(warn) {}

  std::vector<uint8_t> rom(const std::string& set, const std::string& file) override {
    const auto& s = roms::find_set(set, machine_.parent.empty() ? machine_.name : machine_.parent);
    for (const auto& f : s.files)
      if (f.name == file) {
        std::string warning;
        auto data = roms::load_rom(s, f, rompath_, &warning);
        if (!warning.empty() && warn_) warn_(warning);
        loaded.push_back({set + "/" + file, hash::sha1_hex(data)});
        return data;
      }
    throw std::logic_error("roms-manifest/" + set + " lists no file " + file);
  }

  std::optional<std::vector<uint8_t>> optional_rom(const std::string& set, const std::string& file) override {
    try {
      return rom(set, file);
    } catch (const std::runtime_error&) {  // not there or not usable: `veteran roms` says why
      return std::nullopt;
    }
  }

  std::vector<Machine::Firmware> loaded;

 private:
  const MachineInfo& machine_;
  const std::vector<std::filesystem::path>& rompath_;
  const std::function<void(const std::string&)>& warn_;
};

}  // namespace

std::unique_ptr<Machine> create_machine(const std::string& name, const std::vector<std::filesystem::path>& rompath,
                                        const std::function<void(const std::string&)>& warn) {
  const MachineInfo& info = machine_info(name);
  RompathRoms roms(info, rompath, warn);
  auto machine = info.make(info, roms);
  machine->firmware = std::move(roms.loaded);
  return machine;
}

}  // namespace veteran::emu
