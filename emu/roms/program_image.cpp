#include "emu/roms/program_image.hpp"

#include "emu/machines/machine_table.hpp"
#include "emu/roms/audit.hpp"

#include <stdexcept>

namespace veteran::roms {

std::vector<files::Segment> place(const std::vector<uint8_t>& bytes, const std::string& load,
                                  const std::string& source) {
  if (const auto* format = emu::find_format(load); format && format->decode) return format->decode(bytes, source);
  auto address = files::parse_address(load, 0);
  if (!address || *address + bytes.size() > 0x10000)
    throw std::runtime_error(source + ": the manifest's load entry '" + load + "' is not an address or a known loader");
  return {{*address, bytes}};
}

std::vector<files::Segment> load_program_set(const RomSet& set, const std::vector<std::filesystem::path>& rompath,
                                             std::vector<std::string>* warnings) {
  SetAudit audit = audit_set(set, rompath);
  if (audit.loose) {  // not as the set, but under a loose name
    if (!audit.loose->problem.empty()) throw std::runtime_error(format_audit(audit, rompath));
    if (warnings)
      for (const auto& wrong : audit.loose->wrong)
        warnings->push_back(set.set + ": " + audit.loose->found_at + " does not hold the known program (" + wrong +
                            "): running it anyway; the program might not behave");
    return audit.loose->segments;
  }
  std::vector<files::Segment> segments;
  for (const auto& file : set.files) {
    if (file.optional) continue;
    std::string warning;
    auto bytes = load_rom(set, file, rompath, &warning);
    if (!warning.empty() && warnings) warnings->push_back(warning);
    for (auto& s : place(bytes, file.load, set.set + ": " + file.name)) segments.push_back(std::move(s));
  }
  return segments;
}

}  // namespace veteran::roms
