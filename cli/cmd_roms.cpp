// veteran roms [SET...]: audit the rompath against the known ROM sets and
// program images, like `mame -verifyroms`.
#include "cli/commands.hpp"
#include "emu/files/rompath.hpp"
#include "emu/machines/machine_table.hpp"
#include "emu/roms/audit.hpp"
#include "emu/roms/library.hpp"

#include <algorithm>
#include <cstdio>

namespace veteran::cli {

const std::vector<Option>& roms_options() {
  static const std::vector<Option> table = {rompath_option()};
  return table;
}

int roms(const Args& arguments) {
  Options o("roms", roms_options(), arguments);
  const Args& args = o.positional();
  auto rompath = rompath_of(o);
  if (rompath.empty())
    std::printf("No rompath: name your folder with --rompath DIR or VETERAN_ROMPATH=DIR (several with ':').\n");

  const auto& sets = roms::builtin_manifests();
  // A name selects sets by set name or by machine (its name or an alias, as
  // the machine declares them): "kim1", "mchess", "altair", "sabavdpl".
  auto of_machine = [](const roms::RomSet& s, const std::string& name) {
    const auto* m = emu::find_machine(name);
    if (!m) return s.machine == name;
    return s.machine == m->name || s.machine == m->parent ||
           std::find(m->rom_sets.begin(), m->rom_sets.end(), s.set) != m->rom_sets.end();
  };
  for (const auto& name : args)
    if (std::none_of(sets.begin(), sets.end(), [&](const auto& s) { return s.set == name || of_machine(s, name); })) {
      std::fprintf(stderr, "veteran roms: no ROM set or machine named '%s'; known sets:", name.c_str());
      for (const auto& s : sets) std::fprintf(stderr, " %s", s.set.c_str());
      std::fprintf(stderr, "\n");
      return 2;
    }

  size_t good = 0, bad = 0, missing = 0;
  bool requested_not_good = false;
  for (const auto& set : sets) {
    // Cartridges of a machine's software list (a set with a board) are a
    // catalogue: shown when found, or when named by their set; a missing one
    // is no fault of the machine's ROMs.
    const bool catalogue = !set.board.empty();
    bool named = std::any_of(args.begin(), args.end(), [&](const auto& n) { return n == set.set; });
    bool requested = named || (!catalogue && std::any_of(args.begin(), args.end(),
                                                         [&](const auto& n) { return of_machine(set, n); }));
    if (!args.empty() && !requested &&
        !(catalogue && std::any_of(args.begin(), args.end(), [&](const auto& n) { return of_machine(set, n); })))
      continue;
    auto audit = roms::audit_set(set, rompath);
    if (catalogue && !named && audit.status == roms::SetStatus::not_found) continue;
    std::printf("%s", roms::format_audit(audit, rompath).c_str());
    if (audit.status == roms::SetStatus::good)
      ++good;
    else if (audit.status == roms::SetStatus::bad)
      ++bad;
    else
      ++missing;
    if (requested && (audit.status == roms::SetStatus::bad || audit.status == roms::SetStatus::not_found))
      requested_not_good = true;
  }
  std::printf("%zu romsets found, %zu were OK, %zu were bad; %zu not found.\n", good + bad, good, bad, missing);
  if (const std::string stopped = roms::library_stopped_at(rompath); !stopped.empty())
    std::fprintf(stderr,
                 "veteran roms: the rompath is larger than veteran reads (%zu files and folders, %d deep); its "
                 "walk stopped at %s: files past it are found by their names only\n",
                 roms::kLibraryEntries, roms::kLibraryDepth, stopped.c_str());
  return (bad || requested_not_good) ? 1 : 0;
}

}  // namespace veteran::cli
