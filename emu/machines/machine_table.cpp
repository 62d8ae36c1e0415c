#include "emu/machines/machine_table.hpp"

#include "emu/capabilities.hpp"
#include "emu/machines/altair8800/altair8800.hpp"
#include "emu/machines/channelf/channelf.hpp"
#include "emu/machines/jupiter3/jupiter3.hpp"
#include "emu/machines/kim1/kim1.hpp"
#include "emu/machines/shah/shah.hpp"
#include "emu/machines/sol20/sol20.hpp"
#include "emu/machines/trs80/trs80.hpp"

#include <algorithm>
#include <stdexcept>

namespace veteran::emu {

const std::vector<const MachineInfo*>& machines() {
  // A machine added to veteran is its folder (emu/machines/NAME/, built whole: emu/CMakeLists.txt)
  // and its row here, with its header's include above.
  static const std::vector<const MachineInfo*> rows = {
      &kim1_info(),  &trs80_info(),    &jupiter3_info(), &altair8800_info(),
      &sol20_info(), &channelf_info(), &sabavdpl_info(), &shah_info(),
  };
  return rows;
}

std::vector<std::string> machine_names() {
  std::vector<std::string> names;
  for (const auto* m : machines()) names.push_back(m->name);
  return names;
}

const MachineInfo* find_machine(const std::string& name) {
  for (const auto* m : machines())
    if (m->name == name || std::find(m->aliases.begin(), m->aliases.end(), name) != m->aliases.end()) return m;
  return nullptr;
}

const MachineInfo& machine_info(const std::string& name) {
  if (const auto* m = find_machine(name)) return *m;
  std::string known;
  for (const auto& m : machine_names()) known += (known.empty() ? "" : ", ") + m;
  throw std::runtime_error("no machine named '" + name + "' (machines: " + known + ")");
}

const files::ImageFormat* find_format(const std::string& id) {
  for (const auto* m : machines())
    for (const auto& slot : m->slots)
      for (const auto* f : slot.formats)
        if (id == f->id) return f;
  return nullptr;
}

namespace {

// Which slot takes a file named so, for the refusal: the machine's own
// other slots first ("a TRS-80 cassette recording, which trs80 takes on
// --tape"), then other machines'.
std::string whose(const MachineInfo& machine, Slot refused, const std::string& spec) {
  std::vector<const MachineInfo*> order = {&machine};
  for (const auto* m : machines())
    if (m != &machine) order.push_back(m);
  for (const auto* m : order)
    for (const auto& slot : m->slots) {
      if (m == &machine && slot.slot == refused) continue;
      if (const auto* f = files::format_of(spec, slot.formats); f && !f->extensions.empty())
        return std::string(": a ") + f->title + ", which " + m->name + " takes on " + slot_option(slot.slot);
    }
  return "";
}

void require_slot(const MachineInfo& machine, Slot slot, const std::string& spec) {
  if (!machine.slot(slot))
    throw std::runtime_error(machine.name + " has no " + slot_title(slot) + " (" + slot_option(slot) + " " + spec +
                             ")");
}

}  // namespace

std::vector<files::Segment> memory_image(const MachineInfo& machine, const std::string& spec) {
  require_slot(machine, Slot::memory, spec);
  const auto& formats = machine.slot(Slot::memory)->formats;
  const auto* format = files::format_of(spec, formats);
  if (!format || (!format->decode && format != &files::kRawBinary))
    throw files::ImageError(spec + whose(machine, Slot::memory, spec) + "; " + machine.name + "'s memory takes " +
                            files::describe(formats));
  return files::load_image(spec, {format}, machine.name + "'s memory");
}

void load_segments(Machine& machine, const std::vector<files::Segment>& segments) {
  // A Harvard machine's program goes to its program memory, not its data.
  ProgramMemory* program = capability<ProgramMemory>(machine);
  for (const auto& segment : segments)
    for (size_t i = 0; i < segment.bytes.size(); ++i)
      if (program)
        program->load_program(static_cast<uint32_t>(segment.address + i), segment.bytes[i]);
      else
        machine.poke(static_cast<uint16_t>(segment.address + i), segment.bytes[i]);
}

void insert_media(Machine& machine, Slot slot, const std::string& spec) {
  const MachineInfo& info = machine.info();
  require_slot(info, slot, spec);
  switch (slot) {
    case Slot::memory: load_segments(machine, memory_image(info, spec)); break;
    // The machine tells its formats apart by what a file holds (a recording
    // starts "RIFF....WAVE", a .chf "CHANNEL F"), not by its name.
    case Slot::tape: require<CassetteInput>(machine, spec).insert_tape(spec); break;
    case Slot::cartridge: require<CartridgeSlot>(machine, spec).insert_cartridge(spec); break;
    case Slot::tape_out: throw std::logic_error("insert_media: a tape to save is not inserted");
  }
}

std::string slot_help(Slot slot) {
  // Machines that take the same formats share a line ("channelf, sabavdpl: ...").
  std::vector<std::pair<std::string, std::string>> lines;  // machines, formats
  for (const auto* m : machines())
    if (const auto* s = m->slot(slot)) {
      const std::string formats = files::describe(s->formats);
      auto same = std::find_if(lines.begin(), lines.end(), [&](const auto& l) { return l.second == formats; });
      if (same != lines.end())
        same->first += ", " + m->name;
      else
        lines.emplace_back(m->name, formats);
    }
  std::string help;
  for (const auto& [names, formats] : lines) help += (help.empty() ? "" : "; ") + names + ": " + formats;
  return help;
}

}  // namespace veteran::emu
