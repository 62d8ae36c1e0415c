#include "emu/roms/audit.hpp"

#include "emu/files/rompath.hpp"
#include "emu/files/zip_archive.hpp"
#include "emu/machines/machine_table.hpp"
#include "emu/roms/library.hpp"
#include "util/hash/digest.hpp"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <stdexcept>

namespace veteran::roms {
namespace {

namespace fs = std::filesystem;

struct Candidate {
  std::string where;
  std::vector<uint8_t> data;
  std::string problem;       // it could not be read: why
  uint64_t size = 0;         // the data's size, or a zip member's declared size when it was not inflated
  bool by_contents = false;  // found by the library (its size and checksums), not by its name
};

bool is_good(const Candidate& c, const RomFile& file) {
  return c.problem.empty() && c.data.size() == file.size && hash::crc32(c.data) == file.crc32 &&
         hash::sha1_hex(c.data) == file.sha1;
}

// Something named like the file at `path`: its bytes, or why they cannot be read.
void consider(const fs::path& path, std::vector<Candidate>& out) {
  std::error_code ec;
  if (!fs::exists(fs::symlink_status(path, ec))) return;
  try {
    auto data = files::read_file(path);
    uint64_t size = data.size();
    out.push_back({path.string(), std::move(data), "", size});
  } catch (const std::exception& e) { out.push_back({path.string(), {}, e.what(), 0}); }
}

// Where a set's files may be, in the order they are tried.
std::vector<fs::path> set_places(const RomSet& set, const fs::path& dir) {
  std::vector<fs::path> places;
  if (!set.software_list.empty()) places.push_back(dir / set.software_list / set.set);
  places.push_back(dir / set.set);
  return places;
}

// Every candidate for `file`: the right CRC in a zip wins, then the name.
std::vector<Candidate> candidates(const RomSet& set, const RomFile& file, const std::vector<fs::path>& rompath) {
  std::vector<Candidate> out;
  std::error_code ec;
  for (const auto& dir : rompath) {
    for (const auto& place : set_places(set, dir)) {
      consider(place / file.name, out);
      fs::path zip = place;
      zip += ".zip";
      if (fs::is_regular_file(zip, ec)) {
        try {
          files::ZipArchive archive(zip);
          const files::ZipMember* by_name = nullptr;
          const files::ZipMember* by_crc = nullptr;
          for (const auto& m : archive.members()) {
            std::string base = fs::path(m.name).filename().string();
            if (m.crc32 == file.crc32 && m.size == file.size) by_crc = &m;
            if (base == file.name) by_name = &m;
          }
          if (const auto* m = by_crc ? by_crc : by_name) {
            if (m->size != file.size) {
              out.push_back({zip.string() + ":" + m->name, {}, "", m->size});  // the wrong length, not inflated
            } else {
              auto data = archive.read(*m);
              out.push_back({zip.string() + ":" + m->name, std::move(data), "", m->size});
            }
          }
        } catch (const std::exception& e) {
          out.push_back({zip.string(), {}, e.what(), 0});  // a damaged archive is reported, never skipped silently
        }
      }
    }
    consider(dir / file.name, out);
  }
  // None where MAME's layout puts it: any file under the rompath with its contents.
  if (std::none_of(out.begin(), out.end(), [&](const Candidate& c) { return is_good(c, file); }))
    if (auto found = find_in_library(rompath, file.size, file.crc32, file.sha1))
      out.push_back({found->where, std::move(found->data), "", file.size, true});
  return out;
}

std::string hex16(uint16_t v) {
  char b[6];
  std::snprintf(b, sizeof b, "$%04X", v);
  return b;
}

// The program's memory as a loose image gives it, against the manifest's ranges.
LooseAudit check_loose(const RomSet& set, const std::string& where, const std::string& spec) {
  LooseAudit loose;
  loose.found_at = where;
  try {
    loose.segments = emu::memory_image(emu::machine_info(set.machine), spec);
  } catch (const std::exception& e) {
    loose.problem = e.what();
    return loose;
  }
  std::vector<uint8_t> memory(0x10000, 0);
  for (const auto& s : loose.segments) std::copy(s.bytes.begin(), s.bytes.end(), memory.begin() + s.address);
  for (const auto& range : set.memory) {
    std::string found =
        hash::sha1_hex(std::span<const uint8_t>(memory).subspan(range.from, range.to - range.from + 1u));
    if (found != range.sha1)
      loose.wrong.push_back(hex16(range.from) + "-" + hex16(range.to) + ": EXPECTED SHA1(" + range.sha1 +
                            ") FOUND SHA1(" + found + ")");
  }
  return loose;
}

// The first of the set's loose names present in the rompath (beside the set's
// folders, in them, or at a rompath folder's top), checked; a good one wins.
std::optional<LooseAudit> find_loose(const RomSet& set, const std::vector<fs::path>& rompath) {
  std::optional<LooseAudit> first;
  std::error_code ec;
  for (const auto& dir : rompath) {
    auto places = set_places(set, dir);
    places.push_back(dir);
    for (const auto& place : places)
      for (const auto& form : set.loose) {
        // A raw binary is named with its load address: "FILE@ADDR".
        std::string file = form.substr(0, form.rfind('@'));
        fs::path path = place / file;
        if (!fs::exists(fs::symlink_status(path, ec))) continue;
        std::string spec = (place / form).string();
        auto loose = check_loose(set, spec, spec);
        if (loose.problem.empty() && loose.wrong.empty()) return loose;
        if (!first) first = std::move(loose);
      }
  }
  if (first) return first;
  // Under none of its names: a file of one of their kinds that loads exactly the program (a
  // renamed paper tape). Others of the kind are other programs, not reported. A raw binary's
  // form (FILE@ADDR) is not looked for so: any file could be one.
  std::vector<std::string> extensions;
  for (const auto& form : set.loose)
    if (form.find('@') == std::string::npos) {
      std::string ext = fs::path(form).extension().string();
      for (char& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      if (!ext.empty()) extensions.push_back(ext);
    }
  if (extensions.empty()) return std::nullopt;
  for (const auto& file : library_files_ending(rompath, extensions)) {
    auto loose = check_loose(set, file.string(), file.string());
    if (loose.problem.empty() && loose.wrong.empty()) {
      loose.by_contents = true;
      return loose;
    }
  }
  return std::nullopt;
}

std::string hex32(uint32_t v) {
  char b[9];
  std::snprintf(b, sizeof b, "%08x", v);
  return b;
}

}  // namespace

SetAudit audit_set(const RomSet& set, const std::vector<fs::path>& rompath) {
  SetAudit audit;
  audit.set = &set;
  bool any_found = false, any_bad = false;
  for (const auto& file : set.files) {
    FileAudit fa;
    fa.file = &file;
    for (auto& c : candidates(set, file, rompath)) {
      FileAudit seen;
      seen.file = &file;
      seen.found_at = c.where;
      seen.found_size = c.size;
      seen.found_crc32 = hash::crc32(c.data);
      seen.found_sha1 = hash::sha1_hex(c.data);
      seen.problem = c.problem;
      seen.by_contents = c.by_contents;
      if (!c.problem.empty())
        seen.status = FileStatus::unreadable;
      else if (seen.found_size != file.size)
        seen.status = FileStatus::wrong_length;
      else if (seen.found_crc32 != file.crc32 || seen.found_sha1 != file.sha1)
        seen.status = FileStatus::wrong_checksum;
      else
        seen.status = FileStatus::good;
      // Keep the best: good beats wrong checksum beats wrong length.
      auto rank = [](FileStatus s) {
        return s == FileStatus::good             ? 4
               : s == FileStatus::wrong_checksum ? 3
               : s == FileStatus::wrong_length   ? 2
               : s == FileStatus::unreadable     ? 1
                                                 : 0;
      };
      if (rank(seen.status) > rank(fa.status)) fa = seen;
      if (fa.status == FileStatus::good) break;
    }
    if (fa.status == FileStatus::missing && !file.optional) {
      fa.same_length = library_files_of_size(rompath, file.size, 3);
      if (fa.same_length.size() > 3) fa.same_length.clear();  // too many to mean anything
    }
    if (fa.status != FileStatus::missing) any_found = true;
    if (fa.status != FileStatus::good && !file.optional) any_bad = true;
    audit.files.push_back(std::move(fa));
  }
  const bool any_required =
      std::any_of(set.files.begin(), set.files.end(), [](const RomFile& f) { return !f.optional; });
  audit.status = !any_found ? (any_required ? SetStatus::not_found : SetStatus::not_needed)
                 : any_bad  ? SetStatus::bad
                            : SetStatus::good;
  if (audit.status == SetStatus::not_found && !set.loose.empty()) {
    audit.loose = find_loose(set, rompath);
    if (audit.loose)
      audit.status = audit.loose->problem.empty() && audit.loose->wrong.empty() ? SetStatus::good : SetStatus::bad;
  }
  return audit;
}

std::string format_audit(const SetAudit& audit, const std::vector<fs::path>& rompath) {
  const RomSet& set = *audit.set;
  std::string out;
  std::string label =
      set.set + (set.kind == "program" && !set.software_list.empty() ? " (" + set.software_list + ")" : "");
  if (audit.loose) {
    const LooseAudit& loose = *audit.loose;
    if (!loose.problem.empty()) out += label + ": " + loose.found_at + " - UNREADABLE: " + loose.problem + "\n";
    for (const auto& wrong : loose.wrong)
      out += label + ": " + loose.found_at + " - INCORRECT CONTENTS at " + wrong + "\n";
    out += "romset " + label + (audit.status == SetStatus::good ? " is good" : " is bad") + " (as " + loose.found_at +
           (loose.by_contents ? ", found by its contents" : "") + ")\n";
    if (audit.status != SetStatus::good)
      out += "    " + set.description + "\n    to fix: replace " + loose.found_at + " with a good copy, or remove it\n";
    return out;
  }
  for (const auto& fa : audit.files) {
    const RomFile& f = *fa.file;
    if (fa.status == FileStatus::good) {
      out += label + ": " + f.name + " found in " + fa.found_at + (fa.by_contents ? " (by its contents)" : "") + "\n";
      continue;
    }
    if (fa.status == FileStatus::missing &&
        (audit.status == SetStatus::not_found || audit.status == SetStatus::not_needed))
      continue;
    std::string head = label + ": " + f.name + " (" + std::to_string(f.size) + " bytes)";
    switch (fa.status) {
      case FileStatus::missing: out += head + " - NOT FOUND" + (f.optional ? " (optional)" : "") + "\n"; break;
      case FileStatus::unreadable: out += head + " - UNREADABLE: " + fa.problem + "\n"; break;
      case FileStatus::wrong_length:
        out += head + " - INCORRECT LENGTH: " + std::to_string(fa.found_size) + " bytes, in " + fa.found_at + "\n";
        break;
      case FileStatus::wrong_checksum:
        out += head + " - INCORRECT CHECKSUM, in " + fa.found_at + ":\n    EXPECTED: CRC(" + hex32(f.crc32) +
               ") SHA1(" + f.sha1 + ")\n       FOUND: CRC(" + hex32(fa.found_crc32) + ") SHA1(" + fa.found_sha1 + ")\n";
        break;
      default: break;
    }
  }
  switch (audit.status) {
    case SetStatus::good: out += "romset " + label + " is good\n"; break;
    case SetStatus::bad: out += "romset " + label + " is bad\n"; break;
    case SetStatus::not_found: out += "romset " + label + " not found\n"; break;
    case SetStatus::not_needed:
      out += "romset " + label + " not found (optional: veteran's " + set.machine + " runs without it)\n";
      break;
  }
  if (audit.status == SetStatus::bad || audit.status == SetStatus::not_found) {
    std::string dir = rompath.empty() ? "DIR" : rompath.front().string();
    std::string place = set.software_list.empty() ? dir + "/" + set.set : dir + "/" + set.software_list + "/" + set.set;
    std::string needed;
    for (const auto& fa : audit.files)
      if (fa.status != FileStatus::good && !fa.file->optional) needed += (needed.empty() ? "" : ", ") + fa.file->name;
    std::string loose;
    for (const auto& form : set.loose) loose += (loose.empty() ? "" : ", ") + form.substr(0, form.rfind('@'));
    out += "    " + set.description + "\n    to fix: put " + needed + " in " + place + "/ or " + place + ".zip" +
           (loose.empty() || audit.status == SetStatus::bad ? "" : ", or one of " + loose + " in " + dir) +
           (rompath.empty() ? ", and name " + dir + " with --rompath or VETERAN_ROMPATH" : "") + "\n";
    for (const auto& fa : audit.files)
      for (const auto& other : fa.same_length)
        out += "    " + other + " has " + fa.file->name + "'s length (" + std::to_string(fa.file->size) +
               " bytes) but not its checksums: if it is a bad dump of it, name it " + fa.file->name + " in " + place +
               "/ and veteran runs it with a warning\n";
  }
  return out;
}

std::vector<uint8_t> load_rom(const RomSet& set, const RomFile& file, const std::vector<fs::path>& rompath,
                              std::string* warning) {
  auto found = candidates(set, file, rompath);
  for (auto& c : found)
    if (is_good(c, file)) return std::move(c.data);
  if (warning)
    for (auto& c : found)
      if (c.problem.empty() && c.data.size() == file.size) {
        *warning = set.set + ": " + file.name + " in " + c.where + " has the wrong checksum (expected CRC(" +
                   hex32(file.crc32) + ") SHA1(" + file.sha1 + "), found CRC(" + hex32(hash::crc32(c.data)) +
                   ") SHA1(" + hash::sha1_hex(c.data) + ")): running it anyway; the machine might not behave";
        return std::move(c.data);
      }
  SetAudit audit = audit_set(set, rompath);
  throw std::runtime_error(format_audit(audit, rompath));
}

const RomSet& find_set(const std::string& set, const std::string& machine) {
  for (const auto& s : builtin_manifests())
    if (s.set == set && s.machine == machine) return s;
  throw std::runtime_error("no ROM set '" + set + "' for machine '" + machine + "' in roms-manifest/");
}

}  // namespace veteran::roms
