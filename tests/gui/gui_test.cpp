// veteran gui through its own executable, headless: the KIM-1's face lights
// the segments the stand-in monitor drives and its keypad reaches the
// machine; a game against microchess@native is played by clicks on the
// board; the TRS-80's face draws our own ROM's screen; bad input leaves a
// message and the window up. Pixels are read from the window's screenshots
// where the window says (--do "probes FILE") it drew each thing.
#include "chess/pgn.hpp"
#include "emu/machines/registry.hpp"
#include "gui/app/widgets.hpp"
#include "gui/faces/keypads.hpp"
#include "gui/machine/key_typist.hpp"
#include "tests/gui/gui_harness.hpp"

#include <stb_image.h>
#include <catch2/catch.hpp>

#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;
using namespace veteran;
using namespace gui_harness;

namespace {
// Our own program `source` as a machine's ROM files in w/roms/SET: its bytes
// cut into the files named, each of its size, one after the other.
void install_roms(const Work& w, const std::string& set, const char* source,
                  const std::vector<std::pair<std::string, size_t>>& files) {
  std::ifstream in(source, std::ios::binary);
  fs::create_directories(w / ("roms/" + set));
  for (const auto& [name, size] : files) {
    std::vector<char> bytes(size, 0);
    in.read(bytes.data(), static_cast<std::streamsize>(size));
    std::ofstream(w / ("roms/" + set + "/" + name), std::ios::binary)
        .write(bytes.data(), static_cast<std::streamsize>(size));
  }
}

// Our keyboard-and-video test ROM in the Level II sockets of w/roms (the right
// sizes, not MAME's checksums: the machine runs it with a warning).
void trs80_rompath(const Work& w) {
  std::vector<char> rom(4096, 0), zeros(4096, 0);
  {
    std::ifstream in(VETERAN_TRS80_TEST_ROM, std::ios::binary);
    in.read(rom.data(), static_cast<std::streamsize>(rom.size()));
  }
  fs::create_directories(w / "roms/trs80l2");
  std::ofstream(w / "roms/trs80l2/rom-a.z1", std::ios::binary).write(rom.data(), 4096);
  for (const char* part : {"rom-b.z2", "rom-c.z3"})
    std::ofstream(w / "roms/trs80l2" / part, std::ios::binary).write(zeros.data(), 4096);
}

// The TRS-80 on w/roms for half an emulated second: its screenshot in w/t.png,
// and where the window drew its screen.
Rect run_trs80(const Work& w) {
  std::string steps = "run 0.5; screenshot " + (w / "t.png").string() + "; probes " + (w / "t.txt").string() + "; quit";
  REQUIRE(veteran_gui("--machine trs80 --speed max --rompath " + (w / "roms").string() + " --do '" + steps + "'",
                      w / "log") == 0);
  return probes(w / "t.txt").at("screen");
}

}  // namespace

TEST_CASE("gui: host keys and keypads come from the machines' declarations", "[gui]") {
  using namespace veteran::gui;
  CHECK(unknown_host_keys().empty());  // every host key a machine names is one SDL knows
  CHECK(host_key("kim1", SDLK_F1) == "AD");
  CHECK(host_key("kim1", SDLK_KP_7) == "7");
  CHECK(host_key("kim1", SDLK_a) == "A");
  CHECK(host_key("trs80", SDLK_ESCAPE) == "BREAK");
  CHECK(host_key("trs80", SDLK_RSHIFT) == "SHIFT");
  CHECK(host_key("sabavdpl", SDLK_1) == "TIME");
  CHECK(host_key("sol20", SDLK_RETURN) == "ENTER");
  CHECK(host_key("sol20", SDLK_a).empty());  // typed as text instead
  CHECK(typed_keys("altair8800"));
  CHECK_FALSE(typed_keys("kim1"));
  CHECK(keypad_of("kim1").size() == 6);
  CHECK(keypad_of("trs80").empty());
  CHECK_THAT(host_key_help("kim1"), Catch::StartsWith("keys: as labelled; ") && Catch::Contains("F1 AD") &&
                                        Catch::Contains("F4 or Escape ST") && !Catch::Contains("Keypad 1"));
  CHECK(host_key_help("jupiter3") == "keys: type; Return ENTER");  // Backspace, Escape, Keypad Enter: as named
}

TEST_CASE("gui: the KIM-1's face lights the segments the monitor drives, and a keypad click reaches it", "[gui]") {
  Work w;
  std::string steps = "run 0.5; screenshot " + (w / "a.png").string() + "; probes " + (w / "a.txt").string() +
                      "; click key:1; run 0.3; screenshot " + (w / "b.png").string() + "; probes " +
                      (w / "b.txt").string() + "; quit";
  REQUIRE(
      veteran_gui("--machine kim1 --speed max --rompath " + std::string(VETERAN_KIM1_STANDIN) + " --do '" + steps + "'",
                  w / "log") == 0);
  // After RESET the stand-in monitor shows POINTH POINTL INH: 0000 00.
  Image a(w / "a.png");
  auto pa = probes(w / "a.txt");
  for (int d = 0; d < 6; ++d) CHECK(lit_segments(a, pa, d) == "abcdef");
  // A click on the keypad's 1 shifts it into POINTL: 0001 00.
  Image b(w / "b.png");
  auto pb = probes(w / "b.txt");
  CHECK(lit_segments(b, pb, 3) == "bc");
  for (int d : {0, 1, 2, 4, 5}) CHECK(lit_segments(b, pb, d) == "abcdef");
}

TEST_CASE("gui: Save state and Load state take the machine back; --load-state starts from a saved one", "[gui]") {
  Work w;
  const std::string kim = "--machine kim1 --speed max --rompath " + std::string(VETERAN_KIM1_STANDIN);
  std::string steps = "run 0.5; click key:1; run 0.3; click button:Save state; click key:2; run 0.3; probes " +
                      (w / "b.txt").string() + "; screenshot " + (w / "b.png").string() +
                      "; click button:Load state; run 0.3; screenshot " + (w / "c.png").string() + "; probes " +
                      (w / "c.txt").string() + "; quit";
  REQUIRE(veteran_gui(kim + " --do '" + steps + "'", w / "log", w.dir) == 0);
  // Before the load: POINTL 12 (0012 00); after it, back to 0001 00 as saved.
  Image b(w / "b.png");
  auto pb = probes(w / "b.txt");
  CHECK(lit_segments(b, pb, 2) == "bc");
  CHECK(lit_segments(b, pb, 3) == "abdeg");
  Image c(w / "c.png");
  auto pc = probes(w / "c.txt");
  CHECK(lit_segments(c, pc, 2) == "abcdef");
  CHECK(lit_segments(c, pc, 3) == "bc");
  // The state was written beside it, and a new window starts from it.
  fs::path saved;
  for (const auto& e : fs::directory_iterator(w.dir))
    if (e.path().extension() == ".state") saved = e.path();
  REQUIRE(!saved.empty());
  CHECK_THAT(saved.filename().string(), Catch::EndsWith("-kim1.state"));
  steps = "run 0.2; screenshot " + (w / "d.png").string() + "; probes " + (w / "d.txt").string() + "; quit";
  REQUIRE(veteran_gui(kim + " --load-state " + saved.string() + " --do '" + steps + "'", w / "log2") == 0);
  Image d(w / "d.png");
  auto pd = probes(w / "d.txt");
  CHECK(lit_segments(d, pd, 3) == "bc");
  CHECK(lit_segments(d, pd, 2) == "abcdef");
  // Rewind: nothing kept before the machine has run a second of wall time; after, back to a snapshot.
  steps =
      "click button:Rewind; expect nothing to rewind to yet; run 0.2; wait 1.2; click button:Rewind; "
      "expect back about a second further; quit";
  CHECK(veteran_gui(kim + " --do '" + steps + "'", w / "log4") == 0);
  // A state of another machine is refused by name, in the window, which stays up.
  CHECK(veteran_gui("--machine jupiter3 --load-state " + saved.string() +
                        " --do 'wait 0.2; expect is a save state of the kim1, not of the jupiter3; quit'",
                    w / "log3") == 0);
}

TEST_CASE("gui: a game against microchess@native, the person's move made by clicks on the board", "[gui]") {
  Work w;
  std::string steps = "click square:e2; click square:e4; wait-engine 120; save-pgn " + (w / "game.pgn").string() +
                      "; screenshot " + (w / "game.png").string() + "; probes " + (w / "game.txt").string() + "; quit";
  REQUIRE(veteran_gui("--white '' --black microchess@native --do '" + steps + "'", w / "log") == 0);
  auto games = chess::read_pgn(read_text(w / "game.pgn"), "game.pgn");
  REQUIRE(games.size() == 1);
  REQUIRE(games[0].moves.size() == 2);
  CHECK(games[0].moves[0].uci() == "e2e4");
  CHECK(games[0].tag("Black") == "Microchess 1976 (native)");
  // The reply is on the board: a black piece where it went, none where it came from.
  Image image(w / "game.png");
  auto p = probes(w / "game.txt");
  const auto& reply = games[0].moves[1];
  auto at = [&](chess::Square s) { return p.at("square:" + chess::square_name(s)); };
  CHECK(image.dark_pixels(at(reply.to), 40) > 50);
  CHECK(image.dark_pixels(at(reply.from), 40) == 0);
}

// The reconstructions have no machine: their face is the period's printout (kotok@native: the
// 7090's line printer; player@native: PLAYER's page of parameters), printed beside the board.
TEST_CASE("gui: a reconstruction's move is shown on its period printout beside the board", "[gui]") {
  const auto [program, options] = GENERATE(table<std::string, std::string>({
      {"kotok@native", "--level 1"},
      {"player@native", ""},
  }));
  INFO(program);
  Work w;
  std::string steps = "click square:e2; click square:e4; wait-engine 60; save-pgn " + (w / "game.pgn").string() +
                      "; screenshot " + (w / "printout.png").string() + "; probes " + (w / "printout.txt").string() +
                      "; quit";
  REQUIRE(veteran_gui("--white '' --black " + program + " " + options + " --do '" + steps + "'", w / "log") == 0);
  auto games = chess::read_pgn(read_text(w / "game.pgn"), "game.pgn");
  REQUIRE(games.size() == 1);
  REQUIRE(games[0].moves.size() == 2);
  auto p = probes(w / "printout.txt");
  REQUIRE(p.count("printer:black"));
  CHECK(p.count("printer:white") == 0);
  // The printout has text on it: light characters on the dark page.
  Image image(w / "printout.png");
  CHECK(image.light_pixels(p.at("printer:black"), 150) > 500);
}

TEST_CASE("gui: the TRS-80's face draws the screen our own ROM writes, blocks and text at their cells", "[gui]") {
  Work w;
  trs80_rompath(w);
  const Rect screen = run_trs80(w);
  Image image(w / "t.png");
  const float cw = (screen.x1 - screen.x0) / 64, ch = (screen.y1 - screen.y0) / 16;
  auto block = [&](int column, int row, int bit) {  // one of a cell's six blocks
    float x = screen.x0 + static_cast<float>(column) * cw + static_cast<float>(bit & 1) * cw / 2;
    float y = screen.y0 + static_cast<float>(row) * ch + static_cast<float>(bit >> 1) * ch / 3;
    return Rect{x, y, x + cw / 2, y + ch / 3};
  };
  // Line 2 holds the codes $80-$BF: column c shows the blocks of bits c.
  for (int column : {0, 1, 6, 42, 63})
    for (int bit = 0; bit < 6; ++bit) {
      bool on = image.mean(block(column, 2, bit), 1) > 128;
      CHECK(on == ((column >> bit & 1) != 0));
    }
  // Line 0's title is text: ink in its first cell, none past its end.
  auto cell = [&](int column, int row) {
    float x = screen.x0 + static_cast<float>(column) * cw, y = screen.y0 + static_cast<float>(row) * ch;
    return Rect{x, y, x + cw, y + ch};
  };
  CHECK(image.dark_pixels(cell(0, 0), 60) < static_cast<int>(cw * ch));                      // some ink
  CHECK(image.dark_pixels(cell(63, 0), 60) == static_cast<int>(cw) * static_cast<int>(ch));  // blank
  CHECK_THAT(read_text(w / "log"), !Catch::Contains("error"));
}

TEST_CASE("gui: a machine without its ROMs says so in the window and stays up", "[gui]") {
  Work w;
  std::string steps = "wait 0.3; expect romset kim1 not found; screenshot " + (w / "m.png").string() + "; quit";
  CHECK(veteran_gui("--machine kim1 --rompath " + (w / "none").string() + " --do '" + steps + "'", w / "log") == 0);
  CHECK(fs::exists(w / "m.png"));
  // A bad --do step is refused before the window opens, naming the step.
  CHECK(veteran_gui("--do 'click'", w / "log2") == 1);
  CHECK_THAT(read_text(w / "log2"), Catch::Contains("--do step 1") && Catch::Contains("needs a name"));
  // A FEN typed into the window that is not one: a message, and the game goes on.
  std::string fen_steps =
      "click field:fen; type 8/8/9 w - - 0 1; click button:Set up FEN; expect FEN: ; "
      "click square:e2; click square:e4; wait-engine 60; save-pgn " +
      (w / "g.pgn").string() + "; quit";
  REQUIRE(veteran_gui("--do '" + fen_steps + "'", w / "log3") == 0);
  auto games = chess::read_pgn(read_text(w / "g.pgn"), "g.pgn");
  REQUIRE(games.size() == 1);
  CHECK(games[0].moves.size() == 2);
}

TEST_CASE("gui: a wrong machine, speed, key or replay file is an error with a status, not a window", "[gui]") {
  Work w;
  CHECK(veteran_gui("--machine nonexistent", w / "m") == 2);
  CHECK_THAT(read_text(w / "m"), Catch::Contains("--machine nonexistent: no such machine (machines: kim1"));
  CHECK(veteran_gui("--speed 7", w / "s") == 2);
  CHECK_THAT(read_text(w / "s"), Catch::Contains("--speed 7: the window runs machines at 1, 10 or 100 times"));
  CHECK(veteran_gui("--replay " + (w / "missing.pgn").string(), w / "r") == 1);
  CHECK_THAT(read_text(w / "r"), Catch::Contains("missing.pgn (the games to replay): no such file"));
  std::string steps = "key NOPE; quit";
  CHECK(veteran_gui("--machine kim1 --rompath " + std::string(VETERAN_KIM1_STANDIN) + " --do '" + steps + "'",
                    w / "k") == 1);
  CHECK_THAT(read_text(w / "k"), Catch::Contains("--do step 1 (key): kim1 has no key named 'NOPE' (keys: "));
  CHECK_THAT(read_text(w / "k"), !Catch::Contains("veteran gui: veteran gui:"));
}

TEST_CASE("gui: the debugger stops the stand-in KIM-1 at a breakpoint set in its window", "[gui]") {
  Work w;
  // The stand-in monitor's reset code is SEI, CLD, LDX #$FF, TXS from $1C00: TXS is at $1C04.
  std::string steps =
      "click button:Break; click button:Reset; click field:breakpoint; type 1C04; "
      "click button:Add breakpoint; click button:Reset; click button:Continue; wait 0.3; "
      "expect breakpoint $1C04; click button:Step; click button:Step over; screenshot " +
      (w / "d.png").string() + "; quit";
  CHECK(veteran_gui("--machine kim1 --rompath " + std::string(VETERAN_KIM1_STANDIN) + " --do '" + steps + "'",
                    w / "log") == 0);
  CHECK_THAT(read_text(w / "log"), !Catch::Contains("--do step"));
}

TEST_CASE("gui: the tournament view's crosstable sums match the PGN the runner wrote", "[gui]") {
  Work w;
  write_event(w.dir, "GUI event", 4, 60,
              {"engine { program = \"microchess@native\", tc = \"st=30\" }",
               "engine { program = \"sargon@native\", level = 1 }"});
  std::string steps = "wait-engine 300; save-standings " + (w / "standings.txt").string() + "; probes " +
                      (w / "tables.txt").string() + "; click finished:1; wait 0.3; probes " +
                      (w / "replay.txt").string() + "; quit";
  REQUIRE(veteran_gui("--tournament " + (w / "event.lua").string() + " --do '" + steps + "'", w / "log") == 0);
  // The ratings table has a row an engine, the finished games a row each, and a click on one
  // replays it on the large board with its controls.
  const auto tables = probes(w / "tables.txt"), replay = probes(w / "replay.txt");
  CHECK(tables.count("rating:microchess@native"));
  CHECK(tables.count("rating:sargon@native"));
  for (int game = 1; game <= 4; ++game) CHECK(tables.count("finished:" + std::to_string(game)));
  CHECK(tables.count("progress"));
  CHECK(replay.count("button:All games"));
  CHECK(replay.count("button:>|"));
  CHECK(replay.count("square:e4"));
  // The crosstable's rows follow the ratings table's order: the engine with more points first.
  std::vector<std::string> cross;
  for (const auto& [name, rect] : tables)
    if (name.rfind("cross:", 0) == 0) cross.push_back(name.substr(name.find(':', 6) + 1));
  REQUIRE(cross.size() == 2);  // "cross:1:..." sorts before "cross:2:..."
  auto games = chess::read_pgn(read_text(w / "event.pgn"), "event.pgn");
  REQUIRE(games.size() == 4);
  std::map<std::string, double> points;
  for (const auto& g : games) {
    double white = g.result == "1-0" ? 1 : g.result == "0-1" ? 0 : 0.5;
    points[g.tag("White")] += white;
    points[g.tag("Black")] += 1 - white;
  }
  if (points.size() == 2 && points.begin()->second != std::next(points.begin())->second) {
    const std::string leader = points.begin()->second > std::next(points.begin())->second
                                   ? points.begin()->first
                                   : std::next(points.begin())->first;
    CHECK(cross[0] == leader);
  }
  // "Rank Engine Points Games ..." then one line an engine.
  std::istringstream table(read_text(w / "standings.txt"));
  std::string header;
  std::getline(table, header);
  REQUIRE(header.find("Points") != std::string::npos);
  int rows = 0;
  for (std::string line; std::getline(table, line) && !line.empty();) {
    std::istringstream fields(line);
    int rank = 0, played = 0;
    std::string name;
    double shown = 0;
    fields >> rank >> name >> shown >> played;
    CHECK(points.count(name) == 1);
    CHECK(shown == points[name]);
    CHECK(played == 4);
    ++rows;
  }
  CHECK(rows == 2);
}

TEST_CASE("gui: the replay view compares two engines on each position as veteran compare does", "[gui]") {
  Work w;
  std::ofstream(w / "game.pgn") << "[Event \"replay\"]\n[White \"a\"]\n[Black \"b\"]\n[Result \"*\"]\n\n"
                                   "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 *\n";
  std::string steps = "wait-engine 300; click button:>|; save-compare " + (w / "replay.txt").string() + "; quit";
  REQUIRE(veteran_gui("--replay " + (w / "game.pgn").string() +
                          " --compare sargon@native,microchess@native --level 2 --do '" + steps + "'",
                      w / "log") == 0);
  // The same positions through `veteran compare`.
  std::string cli = std::string(VETERAN_EXE) +
                    " compare sargon@native microchess@native --level 2 --show 100 --positions '" +
                    (w / "game.pgn").string() + "' > '" + (w / "cli.txt").string() + "' 2>&1";
  (void)std::system(cli.c_str());
  std::string replay = read_text(w / "replay.txt"), text = read_text(w / "cli.txt");
  int agree = 0, differ = 0;
  std::istringstream lines(replay);
  for (std::string line; std::getline(lines, line);) {
    std::istringstream f(line);
    std::string ply_word, kind, a, b;
    int ply = 0;
    f >> ply_word >> ply >> kind >> a >> b;
    if (kind == "agree") {
      ++agree;
      CHECK(a == b);
    }
    if (kind == "differ") {
      ++differ;
      CHECK(a != b);
      // veteran compare names the same disagreement with the same two moves.
      CHECK_THAT(text, Catch::Contains("ply " + std::to_string(ply) + "\n") &&
                           Catch::Contains(a + ", microchess@native " + b));
    }
  }
  CHECK(agree + differ == 11);  // every position of the 10-ply game, the last one included
  CHECK_THAT(text, Catch::Contains("agreement: " + std::to_string(agree) + " of 11 positions"));

  // Only where they differ: > from the start goes to the first disagreement, where each engine's
  // choice is an arrow of its colour on the board (blue, orange).
  int first_differ = -1;
  std::istringstream again(replay);
  for (std::string line; std::getline(again, line) && first_differ < 0;)
    if (line.find(" differ ") != std::string::npos) first_differ = std::stoi(line.substr(4));
  REQUIRE(first_differ > 0);
  steps = "wait-engine 300; click check:only where they differ; click button:|<; click button:>; wait 0.2; save-fen " +
          (w / "shown.fen").string() + "; screenshot " + (w / "arrows.png").string() + "; probes " +
          (w / "arrows.txt").string() + "; quit";
  REQUIRE(veteran_gui("--replay " + (w / "game.pgn").string() +
                          " --compare sargon@native,microchess@native --level 2 --do '" + steps + "'",
                      w / "log2") == 0);
  auto games = chess::read_pgn(read_text(w / "game.pgn"), "game.pgn");
  chess::Position at(games[0].start_fen);
  for (int k = 0; k < first_differ; ++k) at.play(games[0].moves[static_cast<size_t>(k)]);
  CHECK(read_text(w / "shown.fen") == at.fen() + "\n");
  const auto p = probes(w / "arrows.txt");
  const Rect board{p.at("square:a8").x0, p.at("square:a8").y0, p.at("square:h1").x1, p.at("square:h1").y1};
  Image image(w / "arrows.png");
  int blue = 0, orange = 0;
  for (int y = static_cast<int>(board.y0); y < static_cast<int>(board.y1); ++y)
    for (int x = static_cast<int>(board.x0); x < static_cast<int>(board.x1); ++x) {
      const unsigned char* px =
          &image.rgba[(static_cast<size_t>(y) * static_cast<size_t>(image.width) + static_cast<size_t>(x)) * 4];
      blue += px[2] > 170 && px[0] < 120;
      orange += px[0] > 200 && px[1] > 100 && px[1] < 170 && px[2] < 90;
    }
  CHECK(blue > 100);
  CHECK(orange > 100);
}

TEST_CASE("gui: pausing a game while the period program thinks holds its machine in the debugger", "[gui]") {
  Work w;
  std::string standin = std::string(VETERAN_KIM1_STANDIN),
              image = fs::path(VETERAN_KIM1_STANDIN).parent_path() / "standin_chess.bin";
  // Paused at once after the person's move (the referee is still typing it at 1x): the
  // debugger's window appears over the held KIM-1; a step and a step over (run in the machine's
  // slices, paused again at its end) run it; the game goes on.
  std::string steps =
      "click square:e2; click square:e4; click button:Pause; wait 0.3; click button:Step; "
      "click button:Step over; wait 0.3; click button:Continue; wait-engine 120; save-pgn " +
      (w / "g.pgn").string() + "; quit";
  REQUIRE(
      veteran_gui("--black microchess@kim1 --rompath " + standin + " --image " + image + "@0000 --do '" + steps + "'",
                  w / "log") == 0);
  auto games = chess::read_pgn(read_text(w / "g.pgn"), "g.pgn");
  REQUIRE(games.size() == 1);
  CHECK(games[0].moves.size() == 2);
}

TEST_CASE("gui: the TRS-80's natural keyboard types characters as its keys type them", "[gui]") {
  using veteran::gui::natural_chords;
  using Chords = std::vector<std::vector<std::string>>;
  // '*' is SHIFT with ':' on the Model I (SHIFT with 8, where a PC has it, is '('); letters in capitals.
  CHECK(natural_chords("trs80", "PRINT 6*7") ==
        Chords{{"P"}, {"R"}, {"I"}, {"N"}, {"T"}, {"SPACE"}, {"6"}, {"SHIFT", ":"}, {"7"}});
  CHECK(natural_chords("trs80", "a(b)\n") == Chords{{"A"}, {"SHIFT", "8"}, {"B"}, {"SHIFT", "9"}, {"ENTER"}});
  std::string missing;
  CHECK(natural_chords("trs80", "1~2", &missing) == Chords{{"1"}, {"2"}});
  CHECK(missing == "~");
  CHECK(natural_chords("kim1", "1C") == Chords{{"1"}, {"C"}});
  CHECK(natural_chords("jupiter3", "a\n") == Chords{{"a"}, {"ENTER"}});
  // On our keyboard test ROM (it shows the first key held as "KEY row bit"): '*' holds ':' (row 5,
  // bit 2; '8' would be bit 0) for the time the machine declares, then lets go, then the next chord.
  Work w;
  trs80_rompath(w);
  auto trs80 = emu::create_machine("trs80", {w / "roms"}, [](const std::string&) {});
  trs80->run(300'000);
  gui::KeyTypist typist(trs80->info().key_hold_seconds);
  typist.type(natural_chords("trs80", "*1"));
  const double slice = 0.005, hz = trs80->clock_hz();
  auto run_for = [&](double seconds) {
    for (double t = 0; t < seconds; t += slice) {
      typist.advance(*trs80);
      trs80->run(static_cast<uint64_t>(slice * hz));
    }
  };
  run_for(0.03);
  CHECK_THAT(trs80->display_text(), Catch::Contains("KEY 5 2"));
  run_for(trs80->info().key_hold_seconds + 0.03);  // let go, the gap, then 1 (row 4, bit 1)
  CHECK_THAT(trs80->display_text(), Catch::Contains("KEY 4 1"));
  run_for(3 * trs80->info().key_hold_seconds);
  CHECK_THAT(trs80->display_text(), Catch::Contains("NO KEY"));
  CHECK_FALSE(typist.active());
  // In the window: the type step waits until the text is typed; all keys are up after it.
  std::string steps = "run 0.3; type *1; expect NO KEY; quit";
  REQUIRE(veteran_gui("--machine trs80 --rompath " + (w / "roms").string() + " --do '" + steps + "'", w / "log") == 0);
}

TEST_CASE("gui: View > CRT look draws a screen's scan lines, and is remembered", "[gui]") {
  Work w;
  trs80_rompath(w);
  const std::string rompath = (w / "roms").string();
  std::string steps = "run 0.3; screenshot " + (w / "plain.png").string() + "; probes " + (w / "p.txt").string() +
                      "; click menu:View; click menu:View/CRT look; run 0.3; screenshot " + (w / "crt.png").string() +
                      "; quit";
  REQUIRE(veteran_gui("--machine trs80 --speed max --rompath " + rompath + " --do '" + steps + "'", w / "log") == 0);
  const Rect screen = probes(w / "p.txt").at("screen");
  Image plain(w / "plain.png"), crt(w / "crt.png");
  // The block graphics on line 2 (light) lose light on every other pixel row.
  const Rect blocks{screen.x0, screen.y0 + (screen.y1 - screen.y0) * 2 / 16, screen.x1,
                    screen.y0 + (screen.y1 - screen.y0) * 3 / 16};
  CHECK(crt.mean(blocks, 1) < plain.mean(blocks, 1) * 0.9);
  CHECK(crt.mean(blocks, 1) > plain.mean(blocks, 1) * 0.5);
  CHECK_THAT(read_text(w / "config/veteran/gui.conf"), Catch::Contains("crt=1"));
}

TEST_CASE("gui: with a character generator in the rompath, the TRS-80's characters are its pixels", "[gui]") {
  Work w;
  trs80_rompath(w);
  // A character generator of our own: every character a solid 6 x 8 block, the space blank.
  std::vector<char> chargen(1024, 0x3F);
  for (int row = 0; row < 8; ++row) chargen[0x20 * 8 + row] = 0;
  std::ofstream(w / "roms/trs80l2/mcm6670p.z29", std::ios::binary).write(chargen.data(), 1024);
  const Rect screen = run_trs80(w);
  Image image(w / "t.png");
  const float cw = (screen.x1 - screen.x0) / 64, ch = (screen.y1 - screen.y0) / 16;
  auto part = [&](int column, int row, float top, float bottom) {  // rows of the cell's 12 scan lines
    float x = screen.x0 + static_cast<float>(column) * cw, y = screen.y0 + static_cast<float>(row) * ch;
    return Rect{x, y + ch * top / 12, x + cw, y + ch * bottom / 12};
  };
  // "VETERAN TRS-80" on line 0: the generator's 8 rows lit, the 4 below dark; the space dark.
  CHECK(image.mean(part(0, 0, 0, 8), 1) > 200);  // V
  CHECK(image.mean(part(0, 0, 8, 12), 1) < 30);
  CHECK(image.mean(part(7, 0, 0, 8), 1) < 30);   // the space
  CHECK(image.mean(part(8, 0, 0, 8), 1) > 200);  // T
}

TEST_CASE("gui: an engine that crashes mid-game loses it, as in a tournament, and the game is saved", "[gui]") {
  Work w;
  std::string steps =
      "click square:e2; click square:e4; wait-engine 60; expect crashed; save-pgn " + (w / "g.pgn").string() + "; quit";
  REQUIRE(veteran_gui("--black uci:" + std::string(VETERAN_CRASHING_ENGINE) + " --do '" + steps + "'", w / "log") == 0);
  auto games = chess::read_pgn(read_text(w / "g.pgn"), "g.pgn");
  REQUIRE(games.size() == 1);
  REQUIRE(games[0].moves.size() == 1);
  CHECK(games[0].moves[0].uci() == "e2e4");
  CHECK(games[0].result == "1-0");  // Black's engine crashed: Black loses
  CHECK(read_text(w / "g.pgn").find("{Crasher crashed (exit status 3)") != std::string::npos);  // the reason
}

TEST_CASE("gui: an engine that never answers: the window keeps drawing, and closing it ends the search", "[gui]") {
  // The engine never answers: every step after the move runs while it thinks. A window held by the
  // search would never reach save-stats (ctest's timeout would end the test), nor draw a frame.
  Work w;
  std::string steps = "click square:e2; click square:e4; wait 1.5; save-stats " + (w / "stats").string() + "; quit";
  REQUIRE(veteran_gui("--black 'uci:" + std::string(VETERAN_SCRIPTED_ENGINE) + " never' --do '" + steps + "'",
                      w / "log", {}, "VETERAN_SCRIPTED_PID='" + (w / "scripted.pid").string() + "' ") == 0);
  const std::string stats = read_text(w / "stats");
  INFO(stats);
  auto at = stats.find("frames while busy ");
  REQUIRE(at != std::string::npos);
  CHECK(std::stoull(stats.substr(at + 18)) >= 2);  // frames went on while the engine thought
  int pid = 0;
  std::ifstream(w / "scripted.pid") >> pid;
  REQUIRE(pid > 0);
  CHECK(::kill(pid, 0) != 0);  // the engine is gone with the window
}

TEST_CASE("gui: a cartridge in the Channel F's slot, and the lamp its board lights", "[gui]") {
  // Our boot program as the BIOS, our board probe in the slot on Schach's board (MAME's for a file):
  // its last write lights the THINKING lamp, which the window draws red.
  Work w;
  install_roms(w, "channelf", VETERAN_CHANNELF_BOOT, {{"sl31253.rom", 1024}, {"sl31254.rom", 1024}});
  std::string steps = "run 0.5; screenshot " + (w / "c.png").string() + "; probes " + (w / "c.txt").string() + "; quit";
  REQUIRE(veteran_gui("--machine channelf --speed max --rompath " + (w / "roms").string() + " --cart " +
                          VETERAN_CHANNELF_BOARD_PROBE + " --do '" + steps + "'",
                      w / "log") == 0);
  Image image(w / "c.png");
  // The screen as a television shows it (MAME's visible area, 102 x 58 dots, at 4:3), not the 128 x 64
  // of video memory with the palette columns at its right.
  const Rect screen = probes(w / "c.txt").at("screen");
  const float width = screen.x1 - screen.x0, height = screen.y1 - screen.y0;
  CHECK(width / height == Approx(4.0 / 3.0).epsilon(0.01));
  CHECK(static_cast<int>(height) % 58 == 0);  // whole lines a row
  const Rect lamp = probes(w / "c.txt").at("lamp:THINKING");
  CHECK(image.mean(lamp, 0) > 200);  // lit: red
  CHECK(image.mean(lamp, 1) < 100);
  // A cartridge the machine cannot take is said in the window, which stays up.
  std::ofstream(w / "big.bin", std::ios::binary) << std::string(70000, 'x');
  CHECK(veteran_gui("--machine channelf --rompath " + (w / "roms").string() + " --cart " + (w / "big.bin").string() +
                        " --do 'wait 0.3; expect big.bin: 70000 bytes; quit'",
                    w / "log2") == 0);
}

TEST_CASE("gui: a script's type step types on a typing machine's keyboard in the machine view", "[gui]") {
  // Our Sol-20 module echoes each key on its third line: ink there after "type XEQ", none before.
  Work w;
  install_roms(w, "sol20", VETERAN_SOL20_PROBE, {{"solos.bin", 2048}});
  auto shot = [&](const std::string& steps, const std::string& name) {
    REQUIRE(veteran_gui("--machine sol20 --rompath " + (w / "roms").string() + " --do '" + steps + "; screenshot " +
                            (w / (name + ".png")).string() + "; probes " + (w / (name + ".txt")).string() + "; quit'",
                        w / "log") == 0);
    const Rect screen = probes(w / (name + ".txt")).at("screen");
    const float cw = (screen.x1 - screen.x0) / 64, ch = (screen.y1 - screen.y0) / 16;
    Image image(w / (name + ".png"));
    return image.dark_pixels(Rect{screen.x0, screen.y0 + 2 * ch, screen.x0 + 3 * cw, screen.y0 + 3 * ch}, 60) <
           static_cast<int>(3 * cw) * static_cast<int>(ch);  // some ink in the first three cells of line 2
  };
  CHECK_FALSE(shot("run 0.5", "before"));
  CHECK(shot("run 0.5; type XEQ; run 0.5", "after"));
}

TEST_CASE("gui: clocks show minutes and seconds, rounded to a tenth without reading 0:60.0", "[gui]") {
  using veteran::gui::clock_text;
  CHECK(clock_text(59.96) == "1:00.0");
  CHECK(clock_text(59.94) == "0:59.9");
  CHECK(clock_text(0) == "0:00.0");
  CHECK(clock_text(125.25) == "2:05.3");
  CHECK(clock_text(-5) == "-0:05.0");
  CHECK(clock_text(-0.01) == "0:00.0");
  CHECK(clock_text(3599.99) == "60:00.0");
}

TEST_CASE("gui: the mate view solves a problem as veteran mate does and shows a line of its tree", "[gui]") {
  Work w;
  std::string steps = "wait-engine 60; expect key: Qd8 (#2); screenshot " + (w / "before.png").string() +
                      "; click tree:1.Qg5-d8 !; click tree:1...Kd5-c5; expect shown: Qd8 Kc5; save-solution " +
                      (w / "solution.txt").string() + "; screenshot " + (w / "after.png").string() + "; probes " +
                      (w / "probes.txt").string() + "; quit";
  REQUIRE(veteran_gui("--mate '5B2/3n4/2Ppp3/3kN1Q1/1R6/3P4/2K5/8 w - -' --stipulation '#2' --do '" + steps + "'",
                      w / "log") == 0);
  std::string cli = std::string(VETERAN_EXE) + " mate '5B2/3n4/2Ppp3/3kN1Q1/1R6/3P4/2K5/8 w - -' 2 > '" +
                    (w / "cli.txt").string() + "' 2>&1";
  (void)std::system(cli.c_str());
  std::string window = read_text(w / "solution.txt"), text = read_text(w / "cli.txt");
  // The same tree as the command line prints, and the same key line.
  CHECK_THAT(text, Catch::Contains(window.substr(0, window.rfind("key:"))));
  CHECK_THAT(window, Catch::Contains("key: Qd8 (#2)"));
  // The board shows the line clicked: the black king has left d5 for c5,
  // the queen g5 for d8 (each square's dark pixels change).
  auto where = probes(w / "probes.txt");
  Image before(w / "before.png"), after(w / "after.png");
  for (const char* sq : {"square:d5", "square:c5", "square:g5", "square:d8"}) {
    INFO(sq);
    REQUIRE(where.count(sq));
    CHECK(std::abs(before.dark_pixels(where[sq], 60) - after.dark_pixels(where[sq], 60)) > 20);
  }
  CHECK(std::abs(before.dark_pixels(where["square:b4"], 60) - after.dark_pixels(where["square:b4"], 60)) < 5);
}

TEST_CASE("gui: a bad problem is said in the mate view, and a helpmate lists its lines", "[gui]") {
  Work w;
  // On the command line a bad problem is refused before the window opens (issue 54); typed into the
  // view, it is said there.
  CHECK(veteran_gui("--mate 'k7/8/8/8/8/8/8/K6K w - -' --do quit", w / "log") == 1);
  CHECK_THAT(read_text(w / "log"),
             Catch::Contains("--mate k7/8/8/8/8/8/8/K6K w - -: ") && Catch::Contains("2 white kings"));
  REQUIRE(veteran_gui("--mate new --do 'click field:fen; type k7/8/8/8/8/8/8/K6K w - -; click button:Solve; "
                      "wait 0.5; expect 2 white kings; quit'",
                      w / "log") == 0);
  std::string steps =
      "wait-engine 60; expect 2 solution(s) of h#2; save-solution " + (w / "help.txt").string() + "; quit";
  REQUIRE(veteran_gui("--mate '4R3/8/Q7/1B1p4/2bpR3/P2kr3/6K1/6b1 b - -' --stipulation h#2 --do '" + steps + "'",
                      w / "log") == 0);
  CHECK_THAT(read_text(w / "help.txt"), Catch::Contains("Re8-c8 #") && Catch::Contains("Qa6-h6 #"));
}

TEST_CASE("gui: the training view draws PRO's learning curve as veteran train makes it", "[gui]") {
  Work w;
  std::string steps = "wait-engine 120; expect kept pass; save-stats " + (w / "stats.csv").string() + "; probes " +
                      (w / "probes.txt").string() + "; quit";
  REQUIRE(veteran_gui(std::string("--train ") + VETERAN_PRO_LESSONS +
                          " --train-options '--equal 100 --n 1700 --passes 3' --do '" + steps + "'",
                      w / "log") == 0);
  // The same passes as the command line's, point for point.
  const std::string cli = std::string(VETERAN_EXE) + " train player@native --positions " + VETERAN_PRO_LESSONS +
                          " --equal 100 --n 1700 --passes 3 --weights-out '" + (w / "w.txt").string() + "' > '" +
                          (w / "cli.txt").string() + "' 2>&1";
  REQUIRE(std::system(cli.c_str()) == 0);
  const std::string stats = read_text(w / "stats.csv"), text = read_text(w / "cli.txt");
  std::istringstream rows(stats);
  std::string row;
  std::getline(rows, row);  // the header
  int points = 0;
  while (std::getline(rows, row)) {
    const std::string pass = row.substr(0, row.find(','));
    INFO(row);
    CHECK_THAT(text, Catch::Contains("pass " + pass));
    ++points;
  }
  CHECK(points >= 2);
  auto where = probes(w / "probes.txt");
  CHECK(where.count("curve:rank"));
  CHECK(where.count("curve:firsts"));
}
