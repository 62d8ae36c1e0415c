// A machine's save state as a file: what it is (the machine, the state
// format, the ROMs it ran and the images put in it, by SHA-1), then the
// machine's own fields (Machine::save_state). Loading refuses a snapshot of
// another machine, another format or other ROMs, saying which, and checks
// every field before it changes anything; a damaged snapshot is refused
// naming the field (cores/common/state_archive.hpp).
#pragma once

#include "emu/machine.hpp"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace veteran::emu {

// Raised by one field added, removed or changed in meaning in any machine.
constexpr uint16_t kStateFormat = 2;  // 2: the KIM-1's SST and the Altair's panel saved

// A file put into the machine before the snapshot (a program image, a tape):
// named for the record, not checked when loading.
struct SnapshotImage {
  std::string file;
  std::string sha1;
  bool operator==(const SnapshotImage&) const = default;
};

struct SnapshotHeader {
  std::string machine;
  uint16_t format = kStateFormat;
  uint64_t cycles = 0;
  std::vector<Machine::Firmware> roms;
  std::vector<SnapshotImage> images;
};

std::vector<uint8_t> save_snapshot(Machine& machine, const std::vector<SnapshotImage>& images = {});

// What a snapshot says it is; throws state::StateError naming `source`.
SnapshotHeader read_snapshot_header(std::span<const uint8_t> bytes, const std::string& source);

// Restores `machine` from a snapshot of it. Throws state::StateError naming
// `source` (the file) and what does not fit; `machine` is unchanged then.
void load_snapshot(Machine& machine, std::span<const uint8_t> bytes, const std::string& source);

// The same through files (written whole, or not at all: util/io/output_file.hpp).
void write_snapshot_file(Machine& machine, const std::string& file, const std::vector<SnapshotImage>& images = {});
void read_snapshot_file(Machine& machine, const std::string& file);

}  // namespace veteran::emu
