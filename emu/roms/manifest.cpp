#include "emu/roms/manifest.hpp"

#include "emu/formats/memory_image.hpp"

#include <nlohmann/json.hpp>

#include <utility>

#include <cctype>
#include <stdexcept>

namespace veteran::embedded {
const std::vector<std::pair<std::string, std::string>>& manifest_files();
}

namespace veteran::roms {
namespace {

[[noreturn]] void fail(const std::string& source, const std::string& what) {
  throw std::runtime_error(source + ": " + what);
}

std::string text(const nlohmann::json& j, const char* key, const std::string& where, bool required = true) {
  if (!j.contains(key)) {
    if (required) fail(where, std::string("missing \"") + key + "\"");
    return {};
  }
  if (!j.at(key).is_string()) fail(where, std::string("\"") + key + "\" must be a string");
  return j.at(key).get<std::string>();
}

bool is_hex(const std::string& s, size_t length) {
  if (s.size() != length) return false;
  for (char c : s)
    if (!std::isxdigit(static_cast<unsigned char>(c)) || std::isupper(static_cast<unsigned char>(c))) return false;
  return true;
}

}  // namespace

RomSet parse_manifest(const std::string& json_text, const std::string& source) {
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(json_text);
  } catch (const nlohmann::json::exception& e) {  // a syntax error, or a number out of range (1e923)
    fail(source, std::string("not valid JSON: ") + e.what());
  }
  if (!j.is_object()) fail(source, "the top level must be an object");
  RomSet set;
  set.source = source;
  set.set = text(j, "set", source);
  set.kind = text(j, "kind", source);
  if (set.kind != "system" && set.kind != "program") fail(source, "\"kind\" must be \"system\" or \"program\"");
  set.machine = text(j, "machine", source);
  set.software_list = text(j, "software_list", source, false);
  set.board = text(j, "board", source, false);
  set.description = text(j, "description", source);
  if (!j.contains("files") || !j.at("files").is_array() || j.at("files").empty())
    fail(source, "\"files\" must be a non-empty array");
  for (size_t i = 0; i < j.at("files").size(); ++i) {
    const auto& f = j.at("files")[i];
    std::string where = source + ": files[" + std::to_string(i) + "]";
    if (!f.is_object()) fail(where, "must be an object");
    RomFile file;
    file.name = text(f, "name", where);
    if (!f.contains("size") || !f.at("size").is_number_unsigned()) fail(where, "\"size\" must be a whole number");
    file.size = f.at("size").get<uint64_t>();
    std::string crc = text(f, "crc32", where);
    if (!is_hex(crc, 8)) fail(where, "\"crc32\" must be 8 lower-case hex digits");
    file.crc32 = static_cast<uint32_t>(std::stoul(crc, nullptr, 16));
    file.sha1 = text(f, "sha1", where);
    if (!is_hex(file.sha1, 40)) fail(where, "\"sha1\" must be 40 lower-case hex digits");
    file.load = text(f, "load", where);
    if (f.contains("optional")) {
      if (!f.at("optional").is_boolean()) fail(where, "\"optional\" must be true or false");
      file.optional = f.at("optional").get<bool>();
    }
    set.files.push_back(std::move(file));
  }
  if (j.contains("loose")) {
    const auto& loose = j.at("loose");
    if (!loose.is_array()) fail(source, "\"loose\" must be an array of file names");
    for (const auto& name : loose) {
      if (!name.is_string() || name.get<std::string>().empty())
        fail(source, "\"loose\" must be an array of file names");
      set.loose.push_back(name.get<std::string>());
    }
  }
  if (j.contains("memory")) {
    const auto& memory = j.at("memory");
    if (!memory.is_array()) fail(source, "\"memory\" must be an array");
    for (size_t i = 0; i < memory.size(); ++i) {
      std::string where = source + ": memory[" + std::to_string(i) + "]";
      if (!memory[i].is_object()) fail(where, "must be an object");
      MemoryRange range;
      auto from = files::parse_address(text(memory[i], "from", where), 0);
      auto to = files::parse_address(text(memory[i], "to", where), 0);
      if (!from || !to || *to < *from) fail(where, "\"from\" and \"to\" must be addresses 0x0000-0xFFFF, from <= to");
      range.from = *from;
      range.to = *to;
      range.sha1 = text(memory[i], "sha1", where);
      if (!is_hex(range.sha1, 40)) fail(where, "\"sha1\" must be 40 lower-case hex digits");
      set.memory.push_back(std::move(range));
    }
  }
  if (!set.loose.empty() && set.memory.empty())
    fail(source, "\"loose\" names need \"memory\": the ranges and hashes a loose image is checked by");
  return set;
}

const std::vector<RomSet>& builtin_manifests() {
  static const std::vector<RomSet> sets = [] {
    std::vector<RomSet> out;
    for (const auto& [name, text] : embedded::manifest_files())
      out.push_back(parse_manifest(text, "roms-manifest/" + name));
    return out;
  }();
  return sets;
}

}  // namespace veteran::roms
