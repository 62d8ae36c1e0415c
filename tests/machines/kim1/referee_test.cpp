// The Lua referee host, driving the KIM-1 with our keypad test ROM: the API,
// the sandbox, and errors that name the script and line.
#include "files/rompath.hpp"
#include "machines/kim1/kim1.hpp"
#include "referee/builtin_scripts.hpp"
#include "referee/lua_referee.hpp"

#include "engine.hpp"

#include <catch2/catch.hpp>

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
  )LUA", "test.lua", t.kim, [&](const std::string& s) { log.push_back(s); });
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
  )LUA", "sandbox.lua", t.kim);
  CHECK(ref.call("probe").at(0) == "nilnilnilnilnil");
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

TEST_CASE("referee: Microchess's script maps a move budget to its levels", "[referee][kim1]") {
  Rig t;
  LuaReferee ref(veteran::engines::builtin_script("microchess-kim1.lua"), "microchess-kim1.lua", t.kim, nullptr);
  CHECK(ref.global("max_level") == "3");
  // The manual's times: about 3 s, 10 s and 100 s a move.
  auto times = ref.numbers("level_seconds");
  CHECK(times == std::vector<double>{3, 10, 100});
  CHECK(veteran::engines::level_for_time(times, 0.5) == 1);
  CHECK(veteran::engines::level_for_time(times, 9.9) == 1);
  CHECK(veteran::engines::level_for_time(times, 10) == 2);
  CHECK(veteran::engines::level_for_time(times, 99) == 2);
  CHECK(veteran::engines::level_for_time(times, 1800) == 3);
  CHECK(ref.numbers("max_level").empty());  // not a list
  // set_level writes the strength bytes at once.
  ref.call("set_level", {"3"});
  CHECK(t.kim.peek(0x02F2) == 0x08);
  CHECK(t.kim.peek(0x018B) == 0xFB);
  ref.call("set_level", {"1"});
  CHECK(t.kim.peek(0x02F2) == 0x00);
  CHECK(t.kim.peek(0x018B) == 0xFF);
}
