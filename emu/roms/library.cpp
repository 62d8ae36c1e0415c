#include "emu/roms/library.hpp"

#include "emu/files/rompath.hpp"
#include "emu/files/zip_archive.hpp"
#include "util/hash/digest.hpp"
#include "util/io/kernel_files.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <mutex>
#include <tuple>

namespace veteran::roms {
namespace {

namespace fs = std::filesystem;

struct Entry {
  fs::path file;       // the file, or the archive
  std::string member;  // the member's name in the archive; "" for a file
  uint64_t size = 0;
  std::optional<uint32_t> crc32;  // a loose file's, computed when a ROM of its size is first looked for
  // What the file was when indexed: changed since, it is indexed again.
  uintmax_t file_size = 0;
  fs::file_time_type time;
};

struct Library {
  std::vector<Entry> entries;
  std::string stopped_at;  // where the walk stopped at kLibraryEntries ("" if it read every folder)
  // Each folder walked and its time then: a file added or removed since
  // changes its folder's time, and the library is built again.
  std::vector<std::pair<fs::path, fs::file_time_type>> folders;
};

bool unchanged(const Entry& e) {
  std::error_code ec;
  const auto size = fs::file_size(e.file, ec);
  if (ec || size != e.file_size) return false;
  const auto time = fs::last_write_time(e.file, ec);
  return !ec && time == e.time;
}

// Adds the file at `path` (or its members, for a zip) to `out`.
void index_file(const fs::path& path, std::vector<Entry>& out) {
  std::error_code ec;
  const auto size = fs::file_size(path, ec);
  if (ec) return;
  const auto time = fs::last_write_time(path, ec);
  if (ec) return;
  if (path.extension() == ".zip") {
    try {
      files::ZipArchive archive(path);
      for (const auto& m : archive.members()) out.push_back({path, m.name, m.size, m.crc32, size, time});
    } catch (const std::exception&) {}  // a damaged archive: the audit by name reports it
    return;
  }
  out.push_back({path, "", size, std::nullopt, size, time});
}

Library build(const std::vector<fs::path>& rompath) {
  Library library;
  size_t seen = 0;
  for (const auto& folder : rompath) {
    std::error_code ec;
    if (io::on_kernel_filesystem(folder.string())) continue;
    fs::recursive_directory_iterator it(folder, fs::directory_options::skip_permission_denied, ec), end;
    for (; !ec && it != end; it.increment(ec), ++seen) {
      if (seen >= kLibraryEntries) {
        library.stopped_at = it->path().string();
        break;
      }
      if (it.depth() >= kLibraryDepth) it.disable_recursion_pending();
      std::error_code type_error;
      if (it->is_regular_file(type_error)) {
        index_file(it->path(), library.entries);
      } else if (it->is_directory(type_error)) {
        // /proc, /sys and /dev of a rompath of "/": trees that never end, and no ROM in them.
        if (io::on_kernel_filesystem(it->path().string())) {
          it.disable_recursion_pending();
          continue;
        }
        library.folders.emplace_back(it->path(), fs::last_write_time(it->path(), type_error));
      }
    }
    library.folders.emplace_back(folder, fs::last_write_time(folder, ec));
  }
  return library;
}

std::mutex& library_lock() {
  static std::mutex m;
  return m;
}

// The library of `rompath`, built on first use and kept for the run.
Library& library_of(const std::vector<fs::path>& rompath) {
  static std::map<std::vector<fs::path>, Library> libraries;
  auto it = libraries.find(rompath);
  if (it == libraries.end()) it = libraries.emplace(rompath, build(rompath)).first;
  return it->second;
}

std::optional<std::vector<uint8_t>> read_entry(const Entry& e) {
  try {
    if (e.member.empty()) return files::read_file(e.file);
    files::ZipArchive archive(e.file);
    for (const auto& m : archive.members())
      if (m.name == e.member) return archive.read(m);
  } catch (const std::exception&) {}
  return std::nullopt;
}

bool folders_unchanged(const Library& library) {
  for (const auto& [folder, time] : library.folders) {
    std::error_code ec;
    if (fs::last_write_time(folder, ec) != time || ec) return false;
  }
  return true;
}

// The library of `rompath`, built again if a folder changed, with the files
// of `size` (and zips, whose members may have changed) changed in place since
// they were indexed read again (a stat of every file at every look-up made
// a rompath of /usr take 8 s). Under library_lock().
Library& fresh_library(const std::vector<fs::path>& rompath, std::optional<uint64_t> size) {
  Library& library = library_of(rompath);
  if (!folders_unchanged(library)) library = build(rompath);
  std::vector<fs::path> changed;
  for (const auto& e : library.entries)
    if ((!size || e.size == *size || !e.member.empty()) && !unchanged(e) &&
        std::find(changed.begin(), changed.end(), e.file) == changed.end())
      changed.push_back(e.file);
  for (const auto& file : changed) {
    std::erase_if(library.entries, [&](const Entry& x) { return x.file == file; });
    index_file(file, library.entries);
  }
  return library;
}

std::string where(const Entry& e) { return e.member.empty() ? e.file.string() : e.file.string() + ":" + e.member; }

}  // namespace

std::optional<LibraryFile> find_in_library(const std::vector<fs::path>& rompath, uint64_t size, uint32_t crc32,
                                           const std::string& sha1) {
  std::lock_guard lock(library_lock());
  Library& library = fresh_library(rompath, size);
  for (auto& e : library.entries) {
    if (e.size != size || (e.crc32 && e.crc32 != crc32)) continue;
    // Read once: the bytes that give the CRC are the ones checked and handed out.
    auto data = read_entry(e);
    if (!e.crc32) e.crc32 = data ? hash::crc32(*data) : 0;
    if (e.crc32 != crc32 || !data || hash::sha1_hex(*data) != sha1) continue;
    return LibraryFile{where(e), std::move(*data)};
  }
  return std::nullopt;
}

std::vector<fs::path> library_files_ending(const std::vector<fs::path>& rompath,
                                           const std::vector<std::string>& extensions) {
  std::lock_guard lock(library_lock());
  auto lower = [](std::string s) {
    for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
  };
  std::vector<fs::path> out;
  for (const auto& e : fresh_library(rompath, std::nullopt).entries)
    if (e.member.empty() &&
        std::find(extensions.begin(), extensions.end(), lower(e.file.extension().string())) != extensions.end())
      out.push_back(e.file);
  return out;
}

std::vector<std::string> library_files_of_size(const std::vector<fs::path>& rompath, uint64_t size, size_t at_most) {
  std::lock_guard lock(library_lock());
  std::vector<std::string> out;
  for (const auto& e : fresh_library(rompath, size).entries)
    if (e.size == size && out.size() <= at_most) out.push_back(where(e));
  return out;
}

size_t library_size(const std::vector<fs::path>& rompath) {
  std::lock_guard lock(library_lock());
  return library_of(rompath).entries.size();
}

std::string library_stopped_at(const std::vector<fs::path>& rompath) {
  std::lock_guard lock(library_lock());
  return library_of(rompath).stopped_at;
}

}  // namespace veteran::roms
