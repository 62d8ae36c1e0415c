#include "engines/registry/make_engine.hpp"

#include "engines/emulated/emulated_engine.hpp"
#include "engines/native/kotok_engine.hpp"
#include "engines/native/mate_engine.hpp"
#include "engines/native/microchess_engine.hpp"
#include "engines/native/player_engine.hpp"
#include "engines/native/sargon_engine.hpp"

#include <map>
#include <stdexcept>

namespace veteran::engines {
namespace {

using Settings = std::vector<std::pair<std::string, std::string>>;

std::string setting(const Settings& settings, const std::string& key) {
  for (const auto& [k, v] : settings)
    if (k == key) return v;
  return "";
}

// The native reimplementations, by program id, with their settings.
const std::map<std::string, std::function<std::unique_ptr<Engine>(const Settings&)>>& native_makers() {
  static const std::map<std::string, std::function<std::unique_ptr<Engine>(const Settings&)>> makers = {
      {"microchess@native", [](const Settings&) { return std::make_unique<NativeMicrochess>(); }},
      {"sargon@native", [](const Settings&) { return std::make_unique<NativeSargon>(); }},
      {"mate@native", [](const Settings&) { return std::make_unique<NativeMate>(); }},
      {"kotok@native", [](const Settings&) { return std::make_unique<NativeKotok>(); }},
      {"player@native",
       [](const Settings& s) {
         const std::string file = setting(s, "weights");
         return file.empty() ? std::make_unique<NativePlayer>()
                             : std::make_unique<NativePlayer>(player::read_weights(file), file);
       }},
  };
  return makers;
}

std::unique_ptr<Engine> make_program(const EngineSpec& spec, const EngineContext& context) {
  const PeriodProgram& p = *spec.program;
  std::unique_ptr<Engine> engine;
  if (p.native()) {
    auto maker = native_makers().find(p.id);
    if (maker == native_makers().end()) throw std::logic_error("no native engine for " + p.id);
    for (const auto& [key, value] : spec.settings) check_setting(p, key);
    engine = maker->second(spec.settings);
  } else {
    for (const auto& [key, value] : spec.settings) check_setting(p, key);
    engine = std::make_unique<EmulatedEngine>(p, context.rompath, spec.images, context.log);
  }
  if (spec.level > 0) engine->set_level(spec.level);
  return engine;
}

}  // namespace

std::unique_ptr<Engine> make_engine(const EngineSpec& spec, const EngineContext& context) {
  if (spec.program) return make_program(spec, context);
  ExternalSpec external = spec.external;
  if (external.hang_seconds <= 0) external.hang_seconds = context.hang_seconds;
  auto engine = start_external_engine(external);
  if (context.log)
    for (const auto& w : engine->warnings()) context.log("warning: " + w);
  return engine;
}

std::vector<std::string> native_engine_ids() {
  std::vector<std::string> ids;
  for (const auto& [id, maker] : native_makers()) ids.push_back(id);
  return ids;
}

std::string program_unavailable(const std::string& id, const std::vector<std::filesystem::path>& rompath) {
  const PeriodProgram* p = find_program(id);
  if (!p) return "no such program (" + program_list() + ")";
  if (p->native()) return "";  // native programs need no files
  try {
    EmulatedEngine probe(*p, rompath, {}, nullptr);
    return "";
  } catch (const std::exception& e) { return e.what(); }
}

bool program_available(const std::string& id, const std::vector<std::filesystem::path>& rompath) {
  return program_unavailable(id, rompath).empty();
}

std::vector<files::Segment> program_image(const PeriodProgram& program,
                                          const std::vector<std::filesystem::path>& rompath,
                                          const std::function<void(const std::string&)>& log) {
  return find_image(program, rompath, {}, log);
}

}  // namespace veteran::engines
