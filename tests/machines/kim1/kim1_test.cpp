// The KIM-1 machine with a test ROM of our own (keypad_display.s, assembled
// with ca65 at build time): keypad matrix, multiplexed display, ST and RS.
#include "emu/machines/kim1/kim1.hpp"
#include "emu/debug/debug_console.hpp"
#include "emu/debug/debugger.hpp"
#include "emu/files/rompath.hpp"
#include "tests/machines/save_state_check.hpp"

#include <catch2/catch.hpp>

#include <sys/resource.h>
#include <csignal>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include <unistd.h>

using veteran::emu::Kim1;

namespace {
struct Rig {
  Kim1 kim;
  Rig() {
    auto rom = veteran::files::read_file(VETERAN_KIM1_TEST_ROM);
    std::vector<uint8_t> blank(1024, 0xFF);
    kim.load_roms(rom, blank);
    kim.reset();
    kim.run(100'000);  // 100 ms
  }
  std::string after(double ms) {
    kim.run(static_cast<uint64_t>(ms * 1000));
    return kim.display_text();
  }
};
}  // namespace

TEST_CASE("KIM-1: reset vector through the address mirror, display multiplexed", "[machines][kim1]") {
  Rig t;
  CHECK(t.kim.display_text() == "0076 15");
}

TEST_CASE("KIM-1: each keypad key reads on its row and column", "[machines][kim1]") {
  Rig t;
  const std::pair<const char*, const char*> keys[] = {
      {"0", "00"}, {"5", "05"},  {"6", "06"},  {"7", "07"}, {"A", "0A"},  {"D", "0D"},  {"E", "0E"},
      {"F", "0F"}, {"AD", "10"}, {"DA", "11"}, {"+", "12"}, {"GO", "13"}, {"PC", "14"},
  };
  for (const auto& [key, code] : keys) {
    t.kim.set_key(key, true);
    CHECK(t.after(60) == std::string("0076 ") + code);
    t.kim.set_key(key, false);
    CHECK(t.after(60) == "0076 15");
  }
}

TEST_CASE("KIM-1: ST is an NMI, RS a reset", "[machines][kim1]") {
  Rig t;
  t.kim.set_key("ST", true);
  t.kim.set_key("ST", false);
  CHECK(t.after(60) == "0176 15");
  t.kim.set_key("ST", true);
  CHECK(t.after(60) == "0276 15");
  t.kim.set_key("RS", true);
  CHECK(t.after(60) == "0076 15");
}

TEST_CASE("KIM-1: unknown keys are refused by name", "[machines][kim1]") {
  Rig t;
  CHECK_THROWS_WITH(t.kim.set_key("Q", true), Catch::Contains("no key named 'Q'"));
}

TEST_CASE("KIM-1: memory map and mirrors", "[machines][kim1]") {
  Rig t;
  t.kim.poke(0x0200, 0x42);
  CHECK(t.kim.peek(0x2200) == 0x42);  // A13-A15 are not decoded
  CHECK(t.kim.peek(0xFFFC) == t.kim.peek(0x1FFC));
  t.kim.poke(0x17C5, 0x99);  // U2's RAM
  CHECK(t.kim.peek(0x17C5) == 0x99);
  t.kim.poke(0x1C00, 0x00);  // ROM stays
  CHECK(t.kim.peek(0x1C00) != 0x00);
}

// The timer probe's results as MAME 0.251's kim1 produced them
// (tools/oracle/kim1-probe on timer_probe.s): per prescaler 1, 8, 64, 1024,
// sixteen counts at 16-cycle steps, the interrupt flag, a spare byte.
TEST_CASE("KIM-1: the 6530 timer counts as MAME's does", "[machines][kim1]") {
  static const uint8_t kMame[] = {
      0xff, 0xef, 0xdf, 0xcf, 0xbf, 0xaf, 0x9f, 0x8f, 0x7f, 0x6f, 0x5f, 0x4f, 0x3f, 0x2f, 0x1f, 0x0f, 0x00, 0x00,
      0x01, 0xfd, 0xed, 0xdd, 0xcd, 0xbd, 0xad, 0x9d, 0x8d, 0x7d, 0x6d, 0x5d, 0x4d, 0x3d, 0x2d, 0x1d, 0x00, 0x00,
      0x00, 0x00, 0x00, 0x00, 0xf5, 0xe5, 0xd5, 0xc5, 0xb5, 0xa5, 0x95, 0x85, 0x75, 0x65, 0x55, 0x45, 0x00, 0x00,
      0xf5, 0xe5, 0xd5, 0xc5, 0xb5, 0xa5, 0x95, 0x85, 0x75, 0x65, 0x55, 0x45, 0x35, 0x25, 0x15, 0x05, 0x00, 0x00,
  };
  Kim1 kim;
  std::vector<uint8_t> blank(1024, 0);
  kim.load_roms(veteran::files::read_file(VETERAN_KIM1_TIMER_PROBE), blank);
  kim.reset();
  kim.run(500'000);
  for (size_t i = 0; i < sizeof kMame; ++i) {
    INFO("address $" << std::hex << 0x0200 + i);
    CHECK(kim.peek(static_cast<uint16_t>(0x0200 + i)) == kMame[i]);
  }
  CHECK(kim.peek(0x02FF) == 0xA5);  // the probe ran to its end
}

TEST_CASE("KIM-1 under the debugger: breakpoint, registers, step, step over, watchpoint, run to",
          "[machines][kim1][debug]") {
  Rig t;
  t.kim.reset();
  auto& view = *t.kim.cpu_view();
  REQUIRE(std::string(view.cpu()) == "6502");
  REQUIRE(view.pc() == 0x1C00);  // RESET's vector through the mirror
  // The first JSR after reset is main's `jsr scan`.
  uint16_t main = view.pc();
  while (!view.disassemble(main).call) main = static_cast<uint16_t>(main + view.disassemble(main).length);
  CHECK(view.disassemble(main).text.rfind("JSR $1", 0) == 0);

  veteran::emu::Debugger debug(t.kim);
  debug.breakpoints.insert(main);
  CHECK_FALSE(debug.run(1'000'000));
  char expected[32];
  std::snprintf(expected, sizeof expected, "breakpoint $%04X", main);
  CHECK(debug.stop_reason() == expected);
  CHECK(view.pc() == main);
  // As reset's code left them: LDX #$FF / TXS, LDA #$1E, SEI, CLD.
  auto reg = [&](const std::string& name) {
    for (const auto& r : view.registers())
      if (r.name == name) return r.value;
    FAIL("no register " << name);
    return 0u;
  };
  CHECK(reg("A") == 0x1E);
  CHECK(reg("X") == 0xFF);
  CHECK(reg("S") == 0xFF);
  CHECK(view.flags().find('I') != std::string::npos);
  CHECK(view.flags().find('D') == std::string::npos);

  // Step over the call: the next instruction, the stack as it was.
  CHECK(debug.step_over());
  CHECK(view.pc() == main + 3);
  CHECK(reg("S") == 0xFF);
  CHECK(view.disassemble(view.pc()).text == "STA $00");
  debug.step();
  CHECK(view.pc() == main + 5);
  // Step into `jsr show`: the subroutine's first instruction, a return address pushed.
  std::string call = view.disassemble(view.pc()).text;
  REQUIRE(call.rfind("JSR $", 0) == 0);
  uint16_t show = static_cast<uint16_t>(std::stoul(call.substr(5), nullptr, 16));
  debug.step();
  CHECK(view.pc() == show);
  CHECK(reg("S") == 0xFD);

  // A watchpoint on `key` ($00): the next STA $00 that changes it stops the machine after it.
  debug.breakpoints.clear();
  CHECK(debug.run_to(main));
  t.kim.poke(0x00, 0x77);
  debug.watchpoints.insert(0x00);
  CHECK_FALSE(debug.run(1'000'000));
  CHECK(debug.stop_reason() == "watchpoint $0000: $77 -> $15");  // no key held: scan returns $15
  CHECK(view.pc() == main + 5);
}

TEST_CASE("KIM-1 under the debugger's command line: MAME's verbs, conditions, symbols, out, dump, trace",
          "[machines][kim1][debug]") {
  Rig t;
  t.kim.reset();
  auto& view = *t.kim.cpu_view();
  veteran::emu::Debugger debug(t.kim);
  veteran::emu::DebugConsole console;
  auto run = [&](const std::string& line) { return console.execute(debug, line); };
  const auto dir = std::filesystem::temp_directory_path() / ("veteran-console-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  // main's `jsr scan`, as in the test above.
  uint16_t main = view.pc();
  while (!view.disassemble(main).call) main = static_cast<uint16_t>(main + view.disassemble(main).length);
  char main_hex[8];
  std::snprintf(main_hex, sizeof main_hex, "%04X", main);

  CHECK(run(std::string("bp ") + main_hex).text == std::string("Breakpoint 1 set at ") + main_hex);
  CHECK(debug.breakpoints.count(main));
  auto go = run("go");
  CHECK(go.go);  // the window runs the machine on
  CHECK_FALSE(debug.run(1'000'000));
  CHECK(view.pc() == main);
  // step: one instruction, into the subroutine; out: back after the call, the stack as it was.
  const std::string call = view.disassemble(view.pc()).text;  // JSR $XXXX
  REQUIRE(call.rfind("JSR $", 0) == 0);
  CHECK_THAT(run("step").text, Catch::StartsWith(call.substr(5) + ": "));
  CHECK(view.sp() == 0x1FD);
  // `out` aims the debugger; the caller runs the machine to it in slices (the window's
  // thread never waits for a subroutine that takes long): a slice too short runs on.
  auto out = run("out");
  CHECK(out.go);
  CHECK(out.text == "Stepping out");
  CHECK(debug.has_goal());
  int slices = 0;
  while (debug.run(20)) ++slices;
  CHECK(slices > 0);
  CHECK(debug.stop_reason().empty());
  CHECK_FALSE(debug.has_goal());
  CHECK(view.pc() == main + 3);
  CHECK(view.sp() == 0x1FF);
  CHECK_THAT(console.where(debug), Catch::Contains("STA $00"));
  // `over 2`: the STA, then the `jsr show` run through as one.
  CHECK(run("over 2").text == "Stepping over 2 times");
  CHECK_FALSE(debug.run(1'000'000));
  CHECK(debug.stop_reason().empty());
  CHECK(view.pc() == main + 8);
  CHECK(view.sp() == 0x1FF);
  // A condition: the breakpoint stops only when it holds.
  run("bpclear");
  // A goal's budget: run to an address never reached within it says so and ends the goal.
  CHECK_FALSE(debug.run_to(0x0000, 5000));
  CHECK(debug.stop_reason() == "did not reach $0000 within 5000 cycles");
  CHECK_FALSE(debug.has_goal());
  CHECK(run(std::string("bp ") + main_hex + ",a==99").text.find("Breakpoint 2 set") == 0);
  CHECK(debug.run(200'000));  // A is never $99 there
  CHECK(run(std::string("bpclear 2")).text == "Cleared breakpoint 2");
  CHECK(run(std::string("bp ") + main_hex + ",s==ff && a!=99").text.find("Breakpoint 3") == 0);
  CHECK_FALSE(debug.run(200'000));
  CHECK(view.pc() == main);
  CHECK(run("bpdisable 3").text == "Breakpoint 3 disabled");
  CHECK(debug.breakpoints.empty());
  CHECK_THAT(run("bplist").text, Catch::Contains("3: ") && Catch::Contains("disabled"));
  CHECK(run("bpenable").text == "Enabled all breakpoints");
  CHECK(debug.breakpoints.count(main));
  CHECK_THAT(run("bp 1c00,q==1").text, Catch::StartsWith("error: 'q' is not a register of the 6502"));
  CHECK_THAT(run("bpclear 9").text, Catch::StartsWith("error: no breakpoint 9"));
  // Numbers past what they can be are named as given (issue 54).
  CHECK_THAT(run("bpclear 99999999999999999999").text, Catch::StartsWith("error: no breakpoint 99999999999999999999"));
  CHECK_THAT(run("step fffff").text, Catch::StartsWith("error: 'fffff' is 1048575 in hexadecimal; a count is 1 to"));
  CHECK_THAT(run("step zz").text, Catch::StartsWith("error: 'zz' is not a count (hexadecimal"));
  CHECK_THAT(run("dump ,0,10").text, Catch::StartsWith("error: dump needs a file to write"));
  CHECK_THAT(run("frobnicate").text, Catch::StartsWith("error: no such command: frobnicate"));
  // Watchpoints watch 1024 bytes at most together (each is read twice an instruction).
  CHECK_THAT(run("wp 0,ffff").text, Catch::StartsWith("error: watchpoints watch at most 1024 bytes together"));
  // wp with a length watches each byte.
  CHECK(run("wp 0,2").text == "Watchpoint 1 set at 0000");
  CHECK(debug.watchpoints == std::set<uint16_t>{0, 1});
  run("wpclear");
  CHECK(debug.watchpoints.empty());
  // dump: MAME's layout, hex and ASCII, the ROM's bytes.
  CHECK(run("dump " + (dir / "d.txt").string() + ",1c00,10").text.find("Data dumped") == 0);
  std::ifstream dumped(dir / "d.txt");
  std::string line;
  std::getline(dumped, line);
  char expected[80];
  std::snprintf(expected, sizeof expected, "1C00: %02X %02X", t.kim.peek(0x1C00), t.kim.peek(0x1C01));
  CHECK(line.rfind(expected, 0) == 0);
  CHECK(line.size() == 6 + 16 * 3 - 1 + 2 + 16);
  // Symbols: names in place of addresses; a bad line named with its file and number.
  std::ofstream(dir / "syms.txt") << "# the stand-in monitor\n" << main_hex << " main_loop\n1C00 reset\n";
  CHECK(run("symbols " + (dir / "syms.txt").string()).text.find("2 symbols") == 0);
  CHECK(console.symbol_at(0x1C00) == "reset");
  run("bpclear");
  CHECK(run("bp MAIN_LOOP").text.find("Breakpoint") == 0);
  CHECK(debug.breakpoints.count(main));
  std::ofstream(dir / "bad.txt") << "1C00 reset\nzz nothing\n";
  CHECK_THAT(run("symbols " + (dir / "bad.txt").string()).text, Catch::Contains("bad.txt:2: not 'ADDR NAME'"));
  // trace: each instruction run, as ADDR: TEXT.
  run("bpclear");
  CHECK(run("trace " + (dir / "t.txt").string()).text.find("Tracing") == 0);
  run("step 3");
  run("trace off");
  std::ifstream traced(dir / "t.txt");
  int lines = 0;
  for (std::string l; std::getline(traced, l);) {
    CHECK(l.size() > 6);
    CHECK(l[4] == ':');
    ++lines;
  }
  CHECK(lines == 3);
  // A second trace to the same file adds to it (a file is never truncated);
  // a write that fails (a file-size limit) ends the trace, and the next
  // command says so; the file keeps its whole lines.
  CHECK(run("trace " + (dir / "t.txt").string()).text.find("Tracing") == 0);
  run("step 2");
  run("trace off");
  CHECK(std::filesystem::file_size(dir / "t.txt") > 0);
  const auto before = std::filesystem::file_size(dir / "t.txt");
  struct rlimit old {};
  getrlimit(RLIMIT_FSIZE, &old);
  auto previous = std::signal(SIGXFSZ, SIG_IGN);
  struct rlimit small = old;
  small.rlim_cur = before + 10;
  CHECK(run("trace " + (dir / "t.txt").string()).text.find("Tracing") == 0);
  REQUIRE(setrlimit(RLIMIT_FSIZE, &small) == 0);
  const std::string said = run("step 2").text;
  setrlimit(RLIMIT_FSIZE, &old);
  std::signal(SIGXFSZ, previous);
  CHECK_THAT(said, Catch::Contains("t.txt (the trace): cannot write: File too large; the trace stopped there"));
  CHECK(std::filesystem::file_size(dir / "t.txt") == before);
  CHECK(run("trace off").text == "Stopped tracing");
  std::ifstream again(dir / "t.txt");
  lines = 0;
  for (std::string l; std::getline(again, l);) ++lines;
  CHECK(lines == 5);
  // Run in slices of one instruction (a window pacing the machine finely): a breakpoint still
  // stops it, and a resume goes on past it once.
  t.kim.reset();
  debug.breakpoints = {main};
  debug.conditions.clear();
  bool stopped = false;
  for (int i = 0; i < 200'000 && !stopped; ++i) stopped = !debug.run(1);
  CHECK(stopped);
  CHECK(view.pc() == main);
  debug.resume_here();
  CHECK(debug.run(1));
  CHECK(view.pc() != main);
  std::filesystem::remove_all(dir);
}

TEST_CASE("KIM-1's SST switch: an NMI after each instruction outside the monitor's ROM", "[machines][kim1]") {
  Rig t;
  // In RAM: INX; JMP $0200. The test ROM's NMI handler (at $1Cxx) counts NMIs in $01 and returns.
  const uint8_t program[] = {0xE8, 0x4C, 0x00, 0x02};
  for (size_t i = 0; i < sizeof program; ++i) t.kim.poke(static_cast<uint16_t>(0x200 + i), program[i]);
  auto start = [&] {
    t.kim.poke(0x01, 0);
    t.kim.cpu().r.pc = 0x200;
    t.kim.cpu().r.x = 0;
  };
  start();
  t.kim.run(2000);
  CHECK(t.kim.peek(0x01) == 0);  // the switch off: the loop runs on, no NMI
  CHECK(t.kim.switches().at(0).on == false);
  t.kim.set_key("SST", true);  // flips it on
  t.kim.set_key("SST", false);
  CHECK(t.kim.switches().at(0).on);
  start();
  t.kim.run(2000);
  // Each INX and each JMP was followed by the handler: NMIs counted = user instructions run.
  const int nmis = t.kim.peek(0x01), inx = t.kim.cpu().r.x;
  CHECK(inx > 20);
  CHECK((nmis == 2 * inx || nmis == 2 * inx - 1));
  t.kim.set_key("SST", true);  // and off again
  CHECK_FALSE(t.kim.switches().at(0).on);
}

TEST_CASE("KIM-1: a save state restores the machine mid-timer and with a key held", "[machines][kim1]") {
  auto with = [](const char* rom) {
    return [rom] {
      auto kim = std::make_unique<Kim1>();
      kim->load_roms(veteran::files::read_file(rom), std::vector<uint8_t>(1024, 0xFF));
      kim->reset();
      return kim;
    };
  };
  SECTION("the 6530 timer running") {
    auto make = with(VETERAN_KIM1_TIMER_PROBE);
    auto kim = make();
    veteran::tests::check_save_state(*kim, make, 1237, 500'000);
    CHECK(kim->peek(0x02FF) == 0xA5);  // the probe ran to its end
  }
  SECTION("a key held, the display part way through a frame") {
    auto make = with(VETERAN_KIM1_TEST_ROM);
    auto kim = make();
    veteran::tests::check_save_state(*kim, make, 100'003, 60'000, [](auto& m) { m.set_key("5", true); });
    CHECK(kim->display_text() == "0076 05");
  }
  SECTION("single-stepping (SST on): a fresh machine restored steps too") {
    auto make = with(VETERAN_KIM1_TEST_ROM);
    auto kim = make();
    veteran::tests::check_save_state(*kim, make, 100'003, 60'000, [](auto& m) {
      m.set_key(Kim1::kSingleStepName, true);  // flips it on
      m.set_key(Kim1::kSingleStepName, false);
    });
    REQUIRE(kim->switches().front().on);
  }
}
