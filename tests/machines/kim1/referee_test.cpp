// The Lua referee host, driving the KIM-1 with our keypad test ROM: the API,
// the sandbox, and errors that name the script and line.
#include "emu/files/rompath.hpp"
#include "emu/machines/kim1/kim1.hpp"
#include "engines/referee/builtin_scripts.hpp"
#include "engines/referee/lua_referee.hpp"

#include "emu/machines/altair8800/altair8800.hpp"
#include "emu/machines/channelf/channelf.hpp"
#include "emu/machines/jupiter3/jupiter3.hpp"
#include "emu/machines/shah/shah.hpp"
#include "emu/machines/sol20/sol20.hpp"
#include "engines/engine.hpp"
#include "engines/programs.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <vector>

using veteran::emu::Kim1;
using veteran::engines::LuaReferee;
using veteran::engines::RefereeError;

namespace {
struct Rig {
  Kim1 kim;
  Rig() {
    std::vector<uint8_t> blank(1024, 0xFF);
    kim.load_roms(veteran::files::read_file(VETERAN_KIM1_TEST_ROM), blank);
    kim.reset();
  }
};
}  // namespace

TEST_CASE("referee: keys, display, time and memory through the API", "[referee][kim1]") {
  Rig t;
  std::vector<std::string> log;
  LuaReferee ref(R"LUA(
    name = "test referee"
    function read_key(key)
      machine.run(100)
      machine.key(key, true)
      local seen = machine.run_until(function() return machine.display():sub(6, 7) ~= "15" end, 200)
      local shown = machine.display()
      machine.key(key, false)
      machine.run(60)
      return shown, seen
    end
    function elapsed() return machine.seconds() end
    function poke_and_peek() machine.poke(0x0300, 0x5A) machine.log("poked") return machine.peek(0x0300) end
    function nmi_twice() machine.press("ST", 50) machine.press("ST", 50) return machine.display() end
  )LUA",
                 "test.lua", t.kim, [&](const std::string& s) { log.push_back(s); });
  CHECK(ref.global("name") == "test referee");
  auto shown = ref.call("read_key", {"GO"});
  CHECK(shown.at(0) == "0076 13");
  CHECK(shown.at(1) == "true");
  CHECK(std::stod(ref.call("elapsed").at(0)) > 0.05);
  CHECK(ref.call("poke_and_peek").at(0) == "90");
  CHECK(log == std::vector<std::string>{"poked"});
  CHECK(ref.call("nmi_twice").at(0) == "0276 15");
}

TEST_CASE("referee: the sandbox has no files, no loading, no os", "[referee]") {
  Rig t;
  LuaReferee ref(R"LUA(
    function probe() return tostring(io) .. tostring(os) .. tostring(load) .. tostring(dofile) .. tostring(require) end
  )LUA",
                 "sandbox.lua", t.kim);
  CHECK(ref.call("probe").at(0) == "nilnilnilnilnil");
}

TEST_CASE("referee: the host reads no script value through a metamethod, and a loop ends", "[referee]") {
  Rig t;
  LuaReferee ref(R"LUA(
    setmetatable(_G, { __index = function(_, k) error("no global " .. k) end })
    function odd() return setmetatable({}, { __tostring = function() error("boom") end }) end
    function forever() while true do end end
  )LUA",
                 "odd.lua", t.kim);
  CHECK_FALSE(ref.has_function("set_up"));
  CHECK(ref.global("name", "fallback") == "fallback");
  CHECK(ref.numbers("level_seconds").empty());
  CHECK_THROWS_WITH(ref.call("missing"), Catch::Contains("no function 'missing'"));
  CHECK_THROWS_WITH(ref.call("odd"), Catch::Contains("returned a table"));
  CHECK_THROWS_WITH(ref.call("forever"), Catch::Contains("odd.lua:4:") && Catch::Contains("endless loop"));
  CHECK_THROWS_WITH(LuaReferee("error({})", "table.lua", t.kim),
                    Catch::Contains("table.lua:1: a Lua error raised with a table value"));
}

TEST_CASE("referee: errors carry the script and line", "[referee]") {
  Rig t;
  CHECK_THROWS_WITH(LuaReferee("x = = 1", "broken.lua", t.kim), Catch::Contains("broken.lua:1:"));
  LuaReferee ref("function bad_key()\n  machine.press('Q')\nend\nfunction boom()\n  error('no reply')\nend\n",
                 "program.lua", t.kim);
  CHECK_THROWS_WITH(ref.call("bad_key"), Catch::Contains("program.lua:2:") && Catch::Contains("no key named 'Q'"));
  CHECK_THROWS_WITH(ref.call("boom"), Catch::Contains("program.lua:5: no reply"));
  CHECK_THROWS_WITH(ref.call("missing"), Catch::Contains("no function 'missing'"));
  CHECK_THROWS_AS(LuaReferee(std::filesystem::path("/nonexistent/referee.lua"), t.kim), RefereeError);
}

namespace {
// Our own stand-in of each machine a registered program runs on, enough to
// load its referee and set its levels. A program on a new machine needs one.
std::unique_ptr<veteran::emu::Machine> stand_in(const std::string& machine) {
  if (machine == "kim1") {
    auto kim = std::make_unique<Kim1>();
    kim->load_roms(veteran::files::read_file(VETERAN_KIM1_TEST_ROM), std::vector<uint8_t>(1024, 0xFF));
    kim->reset();
    return kim;
  }
  if (machine == "jupiter3") return std::make_unique<veteran::emu::Jupiter3>();
  if (machine == "altair8800") return std::make_unique<veteran::emu::Altair8800>();
  if (machine == "shah")
    return std::make_unique<veteran::emu::Shah>();  // an empty flash: the levels are keyed in later
  FAIL("no stand-in for the machine " << machine << " in referee_test.cpp");
  return nullptr;
}
}  // namespace

// The registry is the one place for a program's name and levels: each
// referee takes exactly the registry's levels and defines none of its facts.
TEST_CASE("referee: every program's referee and the registry agree on its levels", "[referee]") {
  int referees = 0;
  for (const auto& p : veteran::engines::period_programs()) {
    if (p.native()) continue;
    ++referees;
    INFO(p.id);
    auto machine = stand_in(p.machine);
    LuaReferee ref(veteran::engines::builtin_script(p.referee), p.referee, *machine, nullptr);
    for (const char* fact : {"name", "author", "max_level", "level_seconds"}) {
      INFO(fact);
      CHECK(ref.global(fact).empty());
      CHECK(ref.numbers(fact).empty());
    }
    CHECK(p.levels.max >= 1);
    CHECK(p.levels.seconds.size() == static_cast<size_t>(p.levels.max));
    CHECK(std::is_sorted(p.levels.seconds.begin(), p.levels.seconds.end()));
    for (int level = 1; level <= p.levels.max; ++level) CHECK_NOTHROW(ref.call("set_level", {std::to_string(level)}));
    CHECK_THROWS_AS(ref.call("set_level", {std::to_string(p.levels.max + 1)}), RefereeError);
    CHECK_THROWS_AS(ref.call("set_level", {"0"}), RefereeError);
    // A native twin plays by the same levels.
    if (!p.twin.empty())
      CHECK(veteran::engines::levels_of(veteran::engines::program(p.twin)).seconds == p.levels.seconds);
  }
  CHECK(referees >= 2);
}

TEST_CASE("referee: Microchess's levels: the registry's times, the manual's strength bytes", "[referee][kim1]") {
  Rig t;
  LuaReferee ref(veteran::engines::builtin_script("microchess-kim1.lua"), "microchess-kim1.lua", t.kim, nullptr);
  // The manual's times: about 3 s, 10 s and 100 s a move.
  auto times = veteran::engines::program("microchess@kim1").levels.seconds;
  CHECK(times == std::vector<double>{3, 10, 100});
  CHECK(veteran::engines::level_for_time(times, 0.5) == 1);
  CHECK(veteran::engines::level_for_time(times, 9.9) == 1);
  CHECK(veteran::engines::level_for_time(times, 10) == 2);
  CHECK(veteran::engines::level_for_time(times, 99) == 2);
  CHECK(veteran::engines::level_for_time(times, 1800) == 3);
  // set_level writes the strength bytes at once.
  ref.call("set_level", {"3"});
  CHECK(t.kim.peek(0x02F2) == 0x08);
  CHECK(t.kim.peek(0x018B) == 0xFB);
  ref.call("set_level", {"1"});
  CHECK(t.kim.peek(0x02F2) == 0x00);
  CHECK(t.kim.peek(0x018B) == 0xFF);
}

TEST_CASE("referee: bytes sent to a serial port and a program's lamp through the API", "[referee]") {
  // The Sol-20's serial port with a program of our own that sends back what it reads.
  veteran::emu::Sol20 sol;
  const uint8_t echo[] = {0xDB, 0xF8, 0xE6, 0x40, 0xCA, 0x00, 0x10,   // wait: IN 0F8H; ANI 40H; JZ wait
                          0xDB, 0xF9, 0xD3, 0xF9, 0xC3, 0x00, 0x10};  // IN 0F9H; OUT 0F9H; JMP wait
  for (size_t i = 0; i < sizeof echo; ++i) sol.poke(static_cast<uint16_t>(0x1000 + i), echo[i]);
  sol.cpu().r.pc = 0x1000;
  LuaReferee serial(R"LUA(
    function echo(text)
      machine.send(text)
      local seen = machine.run_until(function() return machine.output() == text end, 1000, 10)
      return machine.output(), seen
    end
    function lamp(name) return machine.lamp(name) end
  )LUA",
                    "serial.lua", sol);
  auto echoed = serial.call("echo", {"E2E4\r"});
  CHECK(echoed.at(0) == "E2E4\r");
  CHECK(echoed.at(1) == "true");
  CHECK_THROWS_WITH(serial.call("lamp", {"THINKING"}),
                    Catch::Contains("serial.lua:") && Catch::Contains("sol20 has no lamps (machine.lamp)"));

  veteran::emu::ChannelF cf;
  cf.load_cartridge(std::vector<uint8_t>(6144, 0), veteran::emu::ChannelF::Board::chess);
  LuaReferee board("function lamp(name) return machine.lamp(name) end\nfunction send() machine.send('x') end",
                   "lamp.lua", cf);
  CHECK(board.call("lamp", {"THINKING"}).at(0) == "false");
  cf.write(0x8000, 0);  // Schach's board: a write with A15 set lights it
  CHECK(board.call("lamp", {"THINKING"}).at(0) == "true");
  CHECK_THROWS_WITH(board.call("lamp", {"MOVE"}), Catch::Contains("no lamp named 'MOVE' (lamps: THINKING)"));
  CHECK_THROWS_WITH(board.call("send"), Catch::Contains("lamp.lua:2: channelf has no serial port (machine.send)"));
}

// What an emulated engine hands its referee: the machine itself, run in
// slices under a watcher (emu/sliced_run.hpp). Every function a machine
// offers reaches the script through it (a forwarding wrapper once dropped
// send and lamp).
TEST_CASE("referee: send and lamp through the emulated engine's watched run on the Altair, Sol-20, Channel F",
          "[referee]") {
  int slices = 0;
  veteran::emu::SliceWatch watch{[&](veteran::emu::Machine&) { ++slices; }, 5000};
  const char* script = R"LUA(
    function echo(text)
      machine.send(text)
      local seen = machine.run_until(function() return machine.output() == text end, 1000, 10)
      return machine.output(), seen
    end
    function lamp(name) machine.run(50) return machine.lamp(name) end
  )LUA";
  // Our own echo programs: the 2SIO's first ACIA at $10/$11 (status bit 0: a byte in), the Sol-20's port at $F8/$F9.
  veteran::emu::Altair8800 altair;
  const uint8_t altair_echo[] = {0xDB, 0x10, 0xE6, 0x01, 0xCA, 0x00, 0x00,   // wait: IN 10H; ANI 1; JZ wait
                                 0xDB, 0x11, 0xD3, 0x11, 0xC3, 0x00, 0x00};  // IN 11H; OUT 11H; JMP wait
  for (size_t i = 0; i < sizeof altair_echo; ++i) altair.poke(static_cast<uint16_t>(i), altair_echo[i]);
  altair.reset();
  LuaReferee on_altair(script, "altair.lua", altair, {}, &watch);
  auto echoed = on_altair.call("echo", {"E2E4\r"});
  CHECK(echoed.at(0) == "E2E4\r");
  CHECK(echoed.at(1) == "true");
  CHECK(slices > 0);

  veteran::emu::Sol20 sol;
  const uint8_t sol_echo[] = {0xDB, 0xF8, 0xE6, 0x40, 0xCA, 0x00, 0x10, 0xDB, 0xF9, 0xD3, 0xF9, 0xC3, 0x00, 0x10};
  for (size_t i = 0; i < sizeof sol_echo; ++i) sol.poke(static_cast<uint16_t>(0x1000 + i), sol_echo[i]);
  sol.cpu().r.pc = 0x1000;
  const int before = slices;
  LuaReferee on_sol(script, "sol.lua", sol, {}, &watch);
  CHECK(on_sol.call("echo", {"G1H3\r"}).at(0) == "G1H3\r");
  CHECK(slices > before);

  veteran::emu::ChannelF cf;
  cf.load_cartridge(std::vector<uint8_t>(6144, 0), veteran::emu::ChannelF::Board::chess);
  LuaReferee on_cf(script, "cf.lua", cf, {}, &watch);
  CHECK(on_cf.call("lamp", {"THINKING"}).at(0) == "false");
  cf.write(0x8000, 0);
  CHECK(on_cf.call("lamp", {"THINKING"}).at(0) == "true");
  CHECK_THROWS_WITH(on_cf.call("echo", {"x"}),
                    Catch::Contains("cf.lua:") && Catch::Contains("channelf has no serial port"));
}

// What an emulated engine restores with its machine's post-boot snapshot.
TEST_CASE("referee: the script's state is remembered and put back: locals, shared tables, globals", "[referee]") {
  Rig t;
  LuaReferee ref(R"LUA(
    local count = 0
    local seen = { 1 }
    local alias = seen
    local function add(v) seen[#seen + 1] = v end
    level = 5
    function bump()
      count = count + 1
      add(count)
      level = level + 1
      extra = "set after"
      return count, #seen, rawequal(alias, seen) and #alias or -1, level
    end
  )LUA",
                 "state.lua", t.kim);
  ref.remember_state();
  ref.call("bump");
  CHECK(ref.call("bump") == std::vector<std::string>{"2", "3", "3", "7"});
  CHECK(ref.global("extra") == "set after");
  ref.recall_state();
  CHECK(ref.global("extra", "none") == "none");
  CHECK(ref.global("level") == "5");
  CHECK(ref.call("bump") == std::vector<std::string>{"1", "2", "2", "6"});
  ref.recall_state();  // as often as asked: the memory is copied, not handed out
  CHECK(ref.call("bump") == std::vector<std::string>{"1", "2", "2", "6"});
  // Several states at once, each under its number; a dropped one is gone.
  ref.remember_state(7);  // count 1, level 6
  ref.call("bump");
  ref.remember_state(8);  // count 2, level 7
  ref.recall_state(7);
  CHECK(ref.call("bump") == std::vector<std::string>{"2", "3", "3", "7"});
  ref.recall_state(8);
  CHECK(ref.call("bump") == std::vector<std::string>{"3", "4", "4", "8"});
  ref.recall_state(0);
  CHECK(ref.global("level") == "5");
  ref.drop_state(8);
  ref.recall_state(8);  // nothing kept under 8 now: the state stays as it is
  CHECK(ref.global("level") == "5");
}

TEST_CASE("referee: a capability's functions only where the machine has it; elsewhere an error naming both",
          "[referee]") {
  Rig t;
  LuaReferee ref(R"LUA(
    function has(name) return machine[name] ~= nil end
    function wait() return machine.waiting_for_key() end
    function output() return machine.output() end
  )LUA",
                 "kim.lua", t.kim);
  CHECK(ref.call("has", {"display"}).at(0) == "true");
  CHECK(ref.call("has", {"frobnicate"}).at(0) == "false");  // not a capability's: plain nil
  CHECK_THROWS_WITH(ref.call("has", {"send"}), Catch::Contains("kim.lua:2: kim1 has no serial port (machine.send)"));
  CHECK_THROWS_WITH(ref.call("wait"), Catch::Contains("kim.lua:3: kim1 has no way to tell it waits for a key "
                                                      "(machine.waiting_for_key)"));
  CHECK_THROWS_WITH(ref.call("output"), Catch::Contains("kim.lua:4: kim1 has no serial port (machine.output)"));
  veteran::emu::Altair8800 altair;
  LuaReferee on_altair("function wait() return machine.waiting_for_key() end", "altair.lua", altair);
  CHECK(on_altair.call("wait").at(0) == "false");
}
