#include "emu/state/snapshot.hpp"

#include "util/io/input_file.hpp"
#include "util/io/output_file.hpp"

#include <algorithm>
#include <cstring>

namespace veteran::emu {
namespace {

// The file's first bytes, before its records: `file` and a reader's first check.
constexpr char kMagic[8] = {'V', 'E', 'T', 'S', 'T', 'A', 'T', 'E'};

// Both directions of the header, as every part of a machine writes its state.
template <class Archive>
void header_fields(Archive& a, SnapshotHeader& h, const std::string& source) {
  a("format", h.format);
  if constexpr (Archive::kLoading) {
    if (h.format != kStateFormat)
      throw state::StateError(source + " is a save state of format " + std::to_string(h.format) +
                              "; this veteran reads format " + std::to_string(kStateFormat) +
                              " (save the state again with this version)");
  }
  a("machine", h.machine), a("cycles", h.cycles, state::within_cycles, state::kCyclesWhy);
  std::vector<std::pair<std::string, std::string>> roms, images;
  for (const auto& r : h.roms) roms.emplace_back(r.file, r.sha1);
  for (const auto& i : h.images) images.emplace_back(i.file, i.sha1);
  a("roms", roms), a("images", images);
  if constexpr (Archive::kLoading) {
    h.roms.clear(), h.images.clear();
    for (auto& [file, sha1] : roms) h.roms.push_back({file, sha1});
    for (auto& [file, sha1] : images) h.images.push_back({file, sha1});
  }
}

// The machine's fields as one part of the file.
struct MachineFields {
  Machine& machine;
  template <class Archive>
  void serialize(Archive& a) {
    if constexpr (Archive::kLoading)
      machine.load_state(a);
    else
      machine.save_state(a);
  }
};

std::span<const uint8_t> records_of(std::span<const uint8_t> bytes, const std::string& source) {
  if (bytes.size() < sizeof kMagic || std::memcmp(bytes.data(), kMagic, sizeof kMagic) != 0)
    throw state::StateError(source + " is not a veteran save state (it does not start with VETSTATE)");
  return bytes.subspan(sizeof kMagic);
}

// The ROMs that differ between the state and the machine, file by file: a
// changed dump names its two SHA-1s, a file only one side has says so.
std::string rom_differences(const std::vector<Machine::Firmware>& saved, const std::vector<Machine::Firmware>& here) {
  std::string out;
  auto add = [&out](const std::string& line) { out += (out.empty() ? "" : "; ") + line; };
  auto find = [](const std::vector<Machine::Firmware>& list, const std::string& file) {
    return std::find_if(list.begin(), list.end(), [&](const Machine::Firmware& r) { return r.file == file; });
  };
  for (const auto& r : saved) {
    auto other = find(here, r.file);
    if (other == here.end())
      add(r.file + " SHA1(" + r.sha1 + "), which this machine does not have");
    else if (other->sha1 != r.sha1)
      add(r.file + " was SHA1(" + r.sha1 + "), this machine's is SHA1(" + other->sha1 + ")");
  }
  for (const auto& r : here)
    if (find(saved, r.file) == saved.end()) add("this machine's " + r.file + " SHA1(" + r.sha1 + "), not in the state");
  return out.empty() ? "the same files in another order" : out;
}

// Refuses a snapshot that is not of this machine as it was built.
void check_fits(const SnapshotHeader& h, const Machine& machine, const std::string& source) {
  if (h.machine != machine.name())
    throw state::StateError(source + " is a save state of the " + h.machine + ", not of the " + machine.name());
  if (h.roms != machine.firmware)
    throw state::StateError(source + " was saved with other ROMs: " + rom_differences(h.roms, machine.firmware));
}

}  // namespace

std::vector<uint8_t> save_snapshot(Machine& machine, const std::vector<SnapshotImage>& images) {
  SnapshotHeader h{machine.name(), kStateFormat, machine.cycles(), machine.firmware, images};
  state::StateWriter w;
  header_fields(w, h, "");
  MachineFields fields{machine};
  w.scope(machine.name(), fields);
  const auto& records = w.bytes();
  std::vector<uint8_t> out;
  out.reserve(sizeof kMagic + records.size());
  for (char c : kMagic) out.push_back(static_cast<uint8_t>(c));
  out.insert(out.end(), records.begin(), records.end());
  return out;
}

SnapshotHeader read_snapshot_header(std::span<const uint8_t> bytes, const std::string& source) {
  state::StateReader r(records_of(bytes, source), source);
  SnapshotHeader h;
  header_fields(r, h, source);
  return h;
}

void load_snapshot(Machine& machine, std::span<const uint8_t> bytes, const std::string& source) {
  const auto records = records_of(bytes, source);
  // Checked whole first, then applied: a snapshot that does not fit changes nothing.
  for (bool apply : {false, true}) {
    state::StateReader r(records, source);
    SnapshotHeader h;
    header_fields(r, h, source);
    check_fits(h, machine, source);
    r.set_apply(apply);
    MachineFields fields{machine};
    r.scope(machine.name(), fields);
    r.finish();
  }
}

void write_snapshot_file(Machine& machine, const std::string& file, const std::vector<SnapshotImage>& images) {
  const auto bytes = save_snapshot(machine, images);
  io::write_whole(file, std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()), "the save state");
}

void read_snapshot_file(Machine& machine, const std::string& file) {
  const std::string text = io::read_file(file, io::kMaxImageFile, "the save state");
  load_snapshot(machine, std::span(reinterpret_cast<const uint8_t*>(text.data()), text.size()), file);
}

}  // namespace veteran::emu
