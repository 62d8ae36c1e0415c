// Every machine veteran emulates, a row each (emu/machine_info.hpp), and
// what is read from the rows: names, the formats each slot takes, loading a
// user's file into a slot. Building a machine with its ROMs is the
// registry's (registry.hpp).
#pragma once

#include "emu/formats/memory_image.hpp"
#include "emu/machine.hpp"

#include <string>
#include <vector>

namespace veteran::emu {

const std::vector<const MachineInfo*>& machines();
std::vector<std::string> machine_names();  // "kim1", "trs80", ...
// A machine by its name or an alias; nullptr for none.
const MachineInfo* find_machine(const std::string& name);
// The same, or std::runtime_error "no machine named 'X' (machines: kim1, ...)".
const MachineInfo& machine_info(const std::string& name);

// A format by its id ("kim1-cassette", a manifest's `load`) among those any
// machine's slots take; nullptr for none.
const files::ImageFormat* find_format(const std::string& id);

// The memory a user's file (FILE, or FILE@ADDR for a raw binary) loads into
// `machine`, decoded as the format of its memory slot that the name picks.
// A file of no format it takes is refused naming the formats it takes and,
// when the file is another machine's, that machine's ("game.cas: a TRS-80
// SYSTEM tape, which trs80 takes; kim1 takes ...").
std::vector<files::Segment> memory_image(const MachineInfo& machine, const std::string& spec);

// Puts memory segments into the machine after reset: a Harvard machine's
// program memory (ProgramMemory) when it has one, else its memory by poke.
// The one way a program image goes in (`--load`, `--program`, an engine).
void load_segments(Machine& machine, const std::vector<files::Segment>& segments);

// Puts a user's file into one of the machine's slots: memory (poked after
// reset), the cassette recorder, the cartridge slot. A machine without the
// slot refuses by name ("kim1 has no cartridge slot (--cart schach.bin)").
void insert_media(Machine& machine, Slot slot, const std::string& spec);

// For help: "kim1: .pap (MOS paper tape), ...; trs80: ..." for the machines with `slot`.
std::string slot_help(Slot slot);

}  // namespace veteran::emu
