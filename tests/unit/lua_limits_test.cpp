// The Lua sandbox's limits inside Lua's C functions, where the instruction
// count never looks, and the time box around a whole script.
#include "util/lua/sandbox.hpp"
#include "util/lua/time_box.hpp"

#include <catch2/catch.hpp>

#include <chrono>
#include <stdexcept>
#include <thread>

using veteran::lua::Sandbox;

namespace {
std::string run(const std::string& script) {
  Sandbox sandbox({size_t{64} << 20, 20000000});
  return sandbox.run(script, "@t.lua");
}
}  // namespace

TEST_CASE("lua: string.rep is bounded whatever the result's length", "[lua]") {
  CHECK(run("assert(string.rep('', 2^53, '') == '')") == "");
  CHECK(run("assert(('ab'):rep(3, ',') == 'ab,ab,ab')") == "");
  CHECK_THAT(run("local x = ('x'):rep(2^40)"), Catch::Contains("t.lua:1: string.rep: 1099511627776 pieces of 1 bytes"));
  CHECK_THAT(run("local x = string.rep('', 2^30, 'y')"), Catch::Contains("more than a veteran script may make"));
}

TEST_CASE("lua: no __gc finalizers", "[lua]") {
  CHECK_THAT(run("setmetatable({}, {__gc = function() while true do end end})"),
             Catch::Contains("t.lua:1: setmetatable: __gc finalizers are not allowed"));
  CHECK(run("local t = setmetatable({}, {__index = {a = 1}}) assert(t.a == 1)") == "");
}

TEST_CASE("lua: the time box stops work stuck where no hook reaches, and hands back what ended", "[lua]") {
  using veteran::lua::run_in_time_box;
  // Work that ends gets a box of a minute: a hang guard, never reached (no test waits on the clock);
  // the stuck one below is boxed for 0.3 s and sleeps 30, so that only the box can end it.
  constexpr double kAmple = 60;
  auto nothing = [] { return std::string(); };
  CHECK(run_in_time_box(nothing, kAmple, 100).stopped == "");
  const auto said = run_in_time_box([] { return std::string("settings"); }, kAmple, 100);
  CHECK(said.stopped == "");
  CHECK(said.output == "settings");
  // More than a pipe holds at once comes through whole.
  const auto large = run_in_time_box([] { return std::string(3 << 20, 'x'); }, kAmple, 4 << 20);
  CHECK(large.stopped == "");
  CHECK(large.output == std::string(3 << 20, 'x'));
  CHECK_THAT(run_in_time_box([] { return std::string(3 << 20, 'x'); }, kAmple, 1 << 20).stopped,
             Catch::Contains("more than 1 MiB"));
  CHECK_THAT(run_in_time_box([]() -> std::string { throw std::runtime_error("x"); }, kAmple, 100).stopped,
             Catch::Contains("its run failed"));
  const std::string stopped = run_in_time_box(
                                  [] {
                                    std::this_thread::sleep_for(std::chrono::seconds(30));
                                    return std::string();
                                  },
                                  0.3, 100)
                                  .stopped;
  CHECK_THAT(stopped, Catch::Contains("ran more than 0.3 s without finishing"));
  CHECK_THAT(run_in_time_box([]() -> std::string { std::abort(); }, kAmple, 100).stopped,
             Catch::Contains("stopped by signal 6"));
}
