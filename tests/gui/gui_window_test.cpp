// The window as a person arranges and reads it: panels laid out from the
// window's size (both machines' faces in view at 1280x800 and 1920x1080,
// nothing overlapping after a resize), the move list that follows a long game
// and steps the board through it, the menu bar's settings remembered, the
// clocks restored by take back, and each engine's output shown.
#include "chess/game.hpp"
#include "chess/pgn.hpp"
#include "gui/board/piece_set.hpp"
#include "gui/play/game_layout.hpp"
#include "gui/play/game_session.hpp"
#include "tests/gui/gui_harness.hpp"

#include <catch2/catch.hpp>

#include <chrono>
#include <cstdint>
#include <ctime>
#include <thread>

using namespace veteran;
using namespace gui_harness;

namespace {

bool overlap(const Rect& a, const Rect& b) {
  return a.x0 < b.x1 - 1 && b.x0 < a.x1 - 1 && a.y0 < b.y1 - 1 && b.y0 < a.y1 - 1;
}

bool inside(const Rect& r, const Rect& area) {
  return r.x0 >= area.x0 - 1 && r.y0 >= area.y0 - 1 && r.x1 <= area.x1 + 1 && r.y1 <= area.y1 + 1;
}

const std::vector<std::string> kGamePanels = {"panel:Board", "panel:Game", "panel:Moves", "panel:Engine output",
                                              "panel:Machines"};

// The game view's panels as drawn: each inside the window, none over another.
void check_panels(const std::map<std::string, Rect>& p, float width, float height) {
  const Rect window{0, 0, width, height};
  // A player's line is cut short before the clock, never under it.
  for (const char* side : {"white", "black"}) {
    INFO(side);
    REQUIRE(p.count(std::string("player:") + side));
    CHECK_FALSE(overlap(p.at(std::string("player:") + side), p.at(std::string("clock:") + side)));
  }
  for (size_t i = 0; i < kGamePanels.size(); ++i) {
    INFO(kGamePanels[i]);
    REQUIRE(p.count(kGamePanels[i]));
    CHECK(inside(p.at(kGamePanels[i]), window));
    for (size_t j = i + 1; j < kGamePanels.size(); ++j) {
      INFO(kGamePanels[j]);
      CHECK_FALSE(overlap(p.at(kGamePanels[i]), p.at(kGamePanels[j])));
    }
  }
}

// Both stand-in KIM-1s in full view: each face inside the window and the
// Machines panel, and lit segments of each read from the picture.
void check_faces(const Image& image, const std::map<std::string, Rect>& p) {
  const Rect window{0, 0, static_cast<float>(image.width), static_cast<float>(image.height)};
  for (const std::string side : {"white:", "black:"}) {
    INFO(side);
    REQUIRE(p.count(side + "face"));
    CHECK(inside(p.at(side + "face"), window));
    CHECK(inside(p.at(side + "face"), p.at("panel:Machines")));
    int lit_count = 0;
    for (int digit = 0; digit < 6; ++digit) lit_count += static_cast<int>(lit_segments(image, p, digit, side).size());
    CHECK(lit_count >= 6);  // the monitor shows its digits on each machine
  }
  CHECK_FALSE(overlap(p.at("white:face"), p.at("black:face")));
}

// A legal game of `plies` half-moves, the moves drawn from the legal ones by a fixed LCG.
chess::PgnGame long_game(size_t plies) {
  for (uint64_t seed = 1;; ++seed) {
    chess::Game game(chess::Position::kStartFen);
    uint64_t x = seed;
    while (game.moves().size() < plies) {
      const auto legal = game.position().legal_moves();
      if (legal.empty()) break;
      x = x * 6364136223846793005ULL + 1442695040888963407ULL;
      game.play(legal[static_cast<size_t>(x >> 33) % legal.size()]);
    }
    if (game.moves().size() < plies) continue;
    chess::PgnGame pgn;
    pgn.moves = game.moves();
    pgn.comments.assign(pgn.moves.size(), "");
    return pgn;
  }
}

std::string fen_after(const chess::PgnGame& pgn, size_t plies) {
  chess::Position pos(pgn.start_fen);
  for (size_t i = 0; i < plies; ++i) pos.play(pgn.moves[i]);
  return pos.fen();
}

std::string first_line(const fs::path& file) {
  std::string text = read_text(file);
  return text.substr(0, text.find('\n'));
}

}  // namespace

TEST_CASE("gui: the game view's boxes stay apart and inside the window at every size", "[gui]") {
  for (bool machines : {false, true})
    for (float width = 960; width <= 3840; width += 160)
      for (float height = 578; height <= 2160; height += 120) {
        INFO(width << "x" << height << (machines ? " with machines" : ""));
        const auto l = gui::game_layout(ImVec2(width, height), machines);
        std::vector<gui::Box> boxes = {l.board, l.game, l.moves, l.output};
        if (machines) boxes.push_back(l.machines);
        for (size_t i = 0; i < boxes.size(); ++i) {
          const auto& a = boxes[i];
          CHECK(a.x >= 0);
          CHECK(a.y >= 0);
          CHECK(a.right() <= width);
          CHECK(a.bottom() <= height);
          CHECK(a.w >= 100);
          CHECK(a.h >= 60);
          for (size_t j = i + 1; j < boxes.size(); ++j) {
            const auto& b = boxes[j];
            CHECK_FALSE((a.x < b.right() && b.x < a.right() && a.y < b.bottom() && b.y < a.bottom()));
          }
        }
        CHECK(l.board.w == l.board.h);
      }
}

TEST_CASE("gui: both machines' faces in view at 1280x800 and 1920x1080, and after a resize", "[gui]") {
  const auto [width, height] = GENERATE(table<int, int>({{1280, 800}, {1920, 1080}}));
  INFO(width << "x" << height);
  Work w;
  const std::string standin = VETERAN_KIM1_STANDIN,
                    image = (fs::path(VETERAN_KIM1_STANDIN).parent_path() / "standin_chess.bin").string();
  auto shot = [&](const std::string& name) {
    return "screenshot " + (w / (name + ".png")).string() + "; probes " + (w / (name + ".txt")).string();
  };
  const std::string steps = "wait-engine 120; " + shot("full") + "; resize 960x600; " + shot("small") + "; resize " +
                            std::to_string(width) + "x" + std::to_string(height) + "; " + shot("again") + "; quit";
  REQUIRE(veteran_gui("--size " + std::to_string(width) + "x" + std::to_string(height) +
                          " --white microchess@kim1 --black microchess@kim1 --speed max --rompath " + standin +
                          " --image " + image + "@0000 --do '" + steps + "'",
                      w / "log") == 0);
  for (const auto& [name, size] : std::vector<std::pair<std::string, std::pair<int, int>>>{
           {"full", {width, height}}, {"small", {960, 600}}, {"again", {width, height}}}) {
    INFO(name);
    Image picture(w / (name + ".png"));
    CHECK(picture.width == size.first);
    CHECK(picture.height == size.second);
    const auto p = probes(w / (name + ".txt"));
    check_panels(p, static_cast<float>(picture.width), static_cast<float>(picture.height));
    check_faces(picture, p);
  }
  // The layout is remembered for the next run, with the window's size.
  CHECK_THAT(read_text(w / "config/veteran/gui.conf"),
             Catch::Contains("width=" + std::to_string(width)) && Catch::Contains("height=" + std::to_string(height)));
  CHECK_THAT(read_text(w / "config/veteran/imgui.ini"), Catch::Contains("[Window][Moves]"));
}

TEST_CASE("gui: two Jupiter III screens in a game: each readable, one at a time where both would not be", "[gui]") {
  // Our SARGON stand-in on both sides: a 64-column screen each, read in our font from 6.5 pixels a
  // column (416 wide). At 1280x720 both at once would be about 300 wide: the side thinking's is
  // shown alone, larger; at 1920x1080 both are.
  const auto [width, height, both] = GENERATE(table<int, int, bool>({{1280, 720, false}, {1920, 1080, true}}));
  INFO(width << "x" << height);
  Work w;
  const std::string image = std::string(VETERAN_SARGON_STANDIN) + "@1000";
  const std::string steps = "wait 1; probes " + (w / "p.txt").string() + "; click show:White; wait 0.2; probes " +
                            (w / "white.txt").string() + "; quit";
  REQUIRE(veteran_gui("--size " + std::to_string(width) + "x" + std::to_string(height) +
                          " --white sargon@jupiter3 --black sargon@jupiter3 --level 1 --image " + image + " --do '" +
                          steps + "'",
                      w / "log") == 0);
  const auto p = probes(w / "p.txt"), white = probes(w / "white.txt");
  CHECK(p.count("white:face") + p.count("black:face") == (both ? 2u : 1u));
  for (const char* face : {"white:face", "black:face"})
    if (p.count(face)) CHECK(p.at(face).x1 - p.at(face).x0 >= 416);
  // Chosen above the faces: White's alone.
  CHECK(white.count("white:face"));
  CHECK_FALSE(white.count("black:face"));
}

TEST_CASE("gui: a tournament's period machines in a panel of their own, as large as it allows", "[gui]") {
  Work w;
  write_event(w.dir, "Faces", 2, 40,
              {"engine { program = \"sargon@jupiter3\", level = 1, image = { \"" + std::string(VETERAN_SARGON_STANDIN) +
                   "@1000\" } }",
               "engine { program = \"sargon@native\", level = 1 }"});
  REQUIRE(veteran_gui("--size 1920x1080 --tournament " + (w / "event.lua").string() +
                          " --do 'wait-for game1:white:face; wait-for game2:black:face; probes " +
                          (w / "p.txt").string() + "; quit'",
                      w / "log") == 0);
  const auto p = probes(w / "p.txt");
  REQUIRE(p.count("panel:Machines"));
  int faces = 0;
  for (const auto& [name, rect] : p)
    if (name.size() > 5 && name.compare(name.size() - 5, 5, ":face") == 0) {
      ++faces;
      CHECK(inside(rect, p.at("panel:Machines")));
      CHECK(rect.x1 - rect.x0 >= 400);  // side by side in the panel's cells, not thumbnails under boards
    }
  CHECK(faces == 2);  // the stand-in SARGON thinking in each of the two games
}

TEST_CASE("gui: the debugger fills its panel, its command line in view at 1280x720 and 1920x1080", "[gui]") {
  const auto [width, height] = GENERATE(table<int, int>({{1280, 720}, {1920, 1080}}));
  INFO(width << "x" << height);
  Work w;
  REQUIRE(veteran_gui("--size " + std::to_string(width) + "x" + std::to_string(height) + " --machine kim1 --rompath " +
                          std::string(VETERAN_KIM1_STANDIN) + " --do 'wait 0.3; probes " + (w / "p.txt").string() +
                          "; quit'",
                      w / "log") == 0);
  const auto p = probes(w / "p.txt");
  REQUIRE(p.count("panel:Debugger"));
  REQUIRE(p.count("field:command"));
  const Rect panel = p.at("panel:Debugger"), field = p.at("field:command");
  CHECK(inside(field, panel));
  CHECK(panel.y1 - field.y1 < 60);  // no empty space under it: the listing, memory and console share the height
  // More of the listing and the console where the window is taller.
  CHECK(p.at("console").y1 - p.at("console").y0 >= 100);
}

TEST_CASE("gui: a new game leaves no printer page of the last one", "[gui]") {
  // kotok@native (Black) prints its page after its first move; in the new game it waits for White's.
  Work w;
  const std::string steps =
      "click square:e2; click square:e4; wait-for printer:black; probes " + (w / "printed.txt").string() +
      "; click button:New game; click button:Start; wait 0.3; probes " + (w / "new.txt").string() + "; quit";
  REQUIRE(veteran_gui("--white \"\" --black kotok@native --do '" + steps + "'", w / "log") == 0);
  CHECK(probes(w / "printed.txt").count("printer:black"));
  CHECK_FALSE(probes(w / "new.txt").count("printer:black"));
}

TEST_CASE("gui: with the ROM folders' audit held, the window draws and answers while '/' is typed", "[gui]") {
  // The audit held as if it walked a whole disk: the window still draws (it says it is looking),
  // takes the keys typed after it, and Escape closes the dialog, all while the audit waits.
  Work w;
  auto probes_to = [&](const std::string& name) { return "probes " + (w / name).string(); };
  const std::string steps =
      "click menu:Settings; click menu:Settings/ROM folders...; wait 0.2; hold-workers on; "
      "click field:rompath; type /; wait 0.3; " +
      probes_to("held.txt") + "; type usr; wait 0.3; " + probes_to("typed.txt") + "; hostkey Escape; wait 0.2; " +
      probes_to("closed.txt") + "; hold-workers off; quit";
  REQUIRE(veteran_gui("--do '" + steps + "'", w / "log") == 0);
  CHECK(probes(w / "held.txt").count("text:looking"));
  CHECK(probes(w / "typed.txt").count("text:looking"));
  CHECK_FALSE(probes(w / "closed.txt").count("field:rompath"));
}

TEST_CASE("gui: the file dialog lists its folder from a worker, folders first, the kinds it opens", "[gui]") {
  Work w;
  fs::create_directories(w / "folder" / "sub");
  std::ofstream(w / "folder" / "one.pgn") << "1. e4 e5 *\n";
  std::ofstream(w / "folder" / "notes.txt") << "not a game\n";
  REQUIRE(veteran_gui("--do 'click menu:Game; click menu:Game/Open PGN or EPD...; wait-for file:one.pgn; probes " +
                          (w / "p.txt").string() + "; quit'",
                      w / "log", w / "folder") == 0);
  const auto p = probes(w / "p.txt");
  REQUIRE(p.count("file:sub/"));
  CHECK(p.at("file:sub/").y0 < p.at("file:one.pgn").y0);  // folders first
  CHECK_FALSE(p.count("file:notes.txt"));                 // not a kind it opens
}

TEST_CASE("gui: a machine whose screen starts blank says what to type or load over it", "[gui]") {
  Work w;
  REQUIRE(veteran_gui("--machine jupiter3 --do 'wait 0.3; probes " + (w / "j.txt").string() +
                          "; type G; wait 0.3; probes " + (w / "typed.txt").string() + "; quit'",
                      w / "log") == 0);
  const auto blank = probes(w / "j.txt");
  REQUIRE(blank.count("hint"));
  CHECK(inside(blank.at("hint"), blank.at("face")));
  // Once something is on the screen (the typed G echoed), the screen is the machine's alone.
  CHECK_FALSE(probes(w / "typed.txt").count("hint"));
}

TEST_CASE("gui: a window larger than the display can hold is cut to it, and never remembered larger", "[gui]") {
  Work w;
  // Headless, the largest window is 4K: --size, a resize step and a remembered size all stay within it.
  REQUIRE(veteran_gui("--size 8192x8192 --machine kim1 --do 'screenshot " + (w / "big.png").string() +
                          "; resize 99999x99999; screenshot " + (w / "huge.png").string() + "; quit'",
                      w / "log") == 0);
  for (const char* name : {"big.png", "huge.png"}) {
    Image picture(w / name);
    CHECK(picture.width == 3840);
    CHECK(picture.height == 2160);
  }
  CHECK_THAT(read_text(w / "log"),
             Catch::Contains("a window of 8192x8192 does not fit here; 3840x2160 is the largest"));
  CHECK_THAT(read_text(w / "config/veteran/gui.conf"), Catch::Contains("width=3840") && Catch::Contains("height=2160"));
  // A gui.conf that remembers 20000 wide (an older veteran's) opens a window all the same.
  std::ofstream(w / "config/veteran/gui.conf") << "width=20000\nheight=20000\n";
  REQUIRE(veteran_gui("--machine kim1 --do 'screenshot " + (w / "again.png").string() + "; quit'", w / "log2") == 0);
  CHECK(Image(w / "again.png").width == 3840);
  // A gui.conf that cannot be read (here a folder) is named with why as the window starts: status 1.
  fs::remove(w / "config/veteran/gui.conf");
  fs::create_directories(w / "config/veteran/gui.conf");
  CHECK(veteran_gui("--do quit", w / "log3") == 1);
  CHECK_THAT(read_text(w / "log3"), Catch::Contains("gui.conf (the window's settings): is a folder"));
}

TEST_CASE("gui: the move list follows a 60-move game, and a click or an arrow key steps the board", "[gui]") {
  Work w;
  const auto game = long_game(120);
  std::ofstream(w / "long.pgn") << chess::write_pgn(game);
  const std::string steps =
      "click menu:Game; click menu:Game/Open PGN or EPD...; click field:file; type " + (w / "long.pgn").string() +
      "; click button:Open; wait 0.3; probes " + (w / "end.txt").string() + "; save-fen " + (w / "end.fen").string() +
      "; hostkey Home; click move:10w; save-fen " + (w / "ten.fen").string() + "; hostkey Left; save-fen " +
      (w / "left.fen").string() + "; hostkey End; save-fen " + (w / "live.fen").string() + "; quit";
  REQUIRE(veteran_gui("--white \"\" --black \"\" --do '" + steps + "'", w / "log") == 0);
  const auto p = probes(w / "end.txt");
  // The last move is in view, inside the list; the first ones have scrolled away.
  REQUIRE(p.count("move:60b"));
  CHECK(inside(p.at("move:60b"), p.at("moves")));
  CHECK(p.count("move:1w") == 0);
  CHECK(first_line(w / "end.fen") == fen_after(game, 120));
  CHECK(first_line(w / "ten.fen") == fen_after(game, 19));   // after White's 10th move
  CHECK(first_line(w / "left.fen") == fen_after(game, 18));  // one back
  CHECK(first_line(w / "live.fen") == fen_after(game, 120));
}

TEST_CASE("gui: your name from the Settings menu goes into the PGN, dated today, and is remembered", "[gui]") {
  Work w;
  const std::string steps =
      "click menu:Settings; click menu:Settings/Your name...; click field:person; type Ada "
      "Lovelace; click button:OK; click square:e2; click square:e4; wait-engine 60; save-pgn " +
      (w / "g.pgn").string() + "; quit";
  REQUIRE(veteran_gui("--white \"\" --black microchess@native --do '" + steps + "'", w / "log") == 0);
  auto games = chess::read_pgn(read_text(w / "g.pgn"), "g.pgn");
  REQUIRE(games.size() == 1);
  CHECK(games[0].tag("White") == "Ada Lovelace");
  CHECK(games[0].tag("Date") == chess::pgn_date_today());
  CHECK(games[0].tag("Date").find('?') == std::string::npos);
  CHECK_THAT(read_text(w / "config/veteran/gui.conf"), Catch::Contains("person=Ada Lovelace"));
}

TEST_CASE("gui: take back puts the clocks back as they were before the moves taken back", "[gui]") {
  gui::SessionSettings settings;  // two persons: no engine
  settings.black = "";
  gui::GameSession session(settings);
  std::this_thread::sleep_for(std::chrono::milliseconds(30));  // White's clock runs while White thinks
  chess::Position start(chess::Position::kStartFen);
  REQUIRE(session.play(start.parse_uci("e2e4")));
  session.set_paused(true);  // the clocks stand still, so what they show can be compared exactly
  CHECK(session.view().clocks[0] > 0);
  session.take_back();
  const auto v = session.view();
  CHECK(v.moves.empty());
  CHECK(v.clocks[0] == 0);
  CHECK(v.clocks[1] == 0);
}

TEST_CASE("gui: an engine's lines are shown in its output panel as it thinks", "[gui]") {
  Work w;
  const std::string steps = "click square:e2; click square:e4; wait-engine 60; probes " + (w / "p.txt").string() +
                            "; screenshot " + (w / "p.png").string() + "; quit";
  REQUIRE(veteran_gui("--white \"\" --black player@native --do '" + steps + "'", w / "log") == 0);
  const auto p = probes(w / "p.txt");
  REQUIRE(p.count("output:black"));
  CHECK(p.count("output:white") == 0);  // the person says nothing
  Image image(w / "p.png");
  CHECK(image.light_pixels(p.at("output:black"), 150) > 100);  // text in the panel
}

TEST_CASE("gui: Escape closes an open menu, and a dialog even while its field is typed in", "[gui]") {
  Work w;
  auto probes = [&](const std::string& name) { return (w / name).string(); };
  const std::string steps =
      "click menu:Settings; probes " + probes("open.txt") + "; hostkey Escape; wait 0.2; probes " + probes("menu.txt") +
      "; click menu:Settings; click menu:Settings/ROM folders...; click field:rompath; type /x; "
      "probes " +
      probes("dialog.txt") + "; hostkey Escape; wait 0.2; probes " + probes("closed.txt") + "; quit";
  REQUIRE(veteran_gui("--do '" + steps + "'", w / "log") == 0);
  CHECK_THAT(read_text(w / "open.txt"), Catch::Contains("menu:Settings/ROM folders..."));
  CHECK_THAT(read_text(w / "menu.txt"), !Catch::Contains("menu:Settings/ROM folders..."));
  CHECK_THAT(read_text(w / "dialog.txt"), Catch::Contains("field:rompath"));
  CHECK_THAT(read_text(w / "closed.txt"), !Catch::Contains("field:rompath"));
}

TEST_CASE("gui: the ROM folders dialog and its long lines stay inside the smallest window", "[gui]") {
  Work w;
  // Folders with none of the programs: each says at length what it needs, wrapped in the dialog.
  const std::string steps = "click menu:Settings; click menu:Settings/ROM folders...; click field:rompath; type " +
                            (w / "none").string() + "; wait 1; probes " + (w / "p.txt").string() + "; quit";
  REQUIRE(veteran_gui("--size 960x600 --do '" + steps + "'", w / "log") == 0);
  const auto p = probes(w / "p.txt");
  REQUIRE(p.count("dialog:ROM folders"));
  const Rect d = p.at("dialog:ROM folders");
  CHECK(d.x0 >= 0);
  CHECK(d.y0 >= 0);
  CHECK(d.x1 <= 960);
  CHECK(d.y1 <= 600);
  for (const char* inside : {"field:rompath", "button:OK"}) {
    REQUIRE(p.count(inside));
    CHECK(p.at(inside).x1 <= d.x1);
    CHECK(p.at(inside).y1 <= d.y1);
  }
}

TEST_CASE("gui: a key tapped quicker than a frame is not lost", "[gui]") {
  // F1 down and up within one frame: ImGui 1.86 reads key state once a frame, so the window holds
  // the release back a frame and the Shortcuts list opens.
  Work w;
  REQUIRE(veteran_gui("--do 'tap F1; probes " + (w / "probes.txt").string() + "; quit'", w / "log") == 0);
  CHECK_THAT(read_text(w / "probes.txt"), Catch::Contains("button:Close"));
}

TEST_CASE("gui: ROM folders chosen in the Settings menu are remembered and found by the next game", "[gui]") {
  Work w;
  const std::string standin = VETERAN_KIM1_STANDIN,
                    image = (fs::path(VETERAN_KIM1_STANDIN).parent_path() / "standin_chess.bin").string();
  const std::string no_rompath = "VETERAN_ROMPATH= ";
  std::string steps = "click menu:Settings; click menu:Settings/ROM folders...; click field:rompath; type " + standin +
                      "; click button:OK; expect ROM folders: " + standin + "; quit";
  REQUIRE(veteran_gui("--do '" + steps + "'", w / "log", {}, no_rompath) == 0);
  CHECK_THAT(read_text(w / "config/veteran/gui.conf"), Catch::Contains("rompath=" + standin));
  // The next run, without --rompath or VETERAN_ROMPATH: the stand-in KIM-1 is found there.
  steps = "click square:e2; click square:e4; wait-engine 120; save-pgn " + (w / "g.pgn").string() + "; quit";
  REQUIRE(
      veteran_gui("--white \"\" --black microchess@kim1 --speed max --image " + image + "@0000 --do '" + steps + "'",
                  w / "log", {}, no_rompath) == 0);
  auto games = chess::read_pgn(read_text(w / "g.pgn"), "g.pgn");
  REQUIRE(games.size() == 1);
  CHECK(games[0].moves.size() == 2);
}

TEST_CASE("gui: the debugger's command line: bp, go, step and dump on the stand-in KIM-1", "[gui]") {
  Work w;
  const std::string standin = VETERAN_KIM1_STANDIN;
  const std::string steps =
      "click field:command; type bp 1c04; hostkey Return; expect Breakpoint 1 set at 1C04; "
      "type go; hostkey Return; wait 0.5; expect breakpoint $1C04; type step; hostkey Return; "
      "expect 1C05: LDA; type dump " +
      (w / "d.txt").string() + ",1c00,20; hostkey Return; expect Data dumped; screenshot " + (w / "d.png").string() +
      "; probes " + (w / "d.txt.probes").string() + "; quit";
  REQUIRE(veteran_gui("--machine kim1 --paused --rompath " + standin + " --do '" + steps + "'", w / "log") == 0);
  // The dump is the stand-in monitor's first 32 bytes, as MAME's dump lays them out.
  std::ifstream rom(standin + "/kim1/6530-002.bin", std::ios::binary);
  std::vector<unsigned char> bytes(32);
  rom.read(reinterpret_cast<char*>(bytes.data()), 32);
  std::string expected;
  for (int row = 0; row < 2; ++row) {
    char line[96];
    int n = std::snprintf(line, sizeof line, "%04X:", 0x1C00 + row * 16);
    std::string ascii;
    for (int i = 0; i < 16; ++i) {
      const unsigned char b = bytes[static_cast<size_t>(row * 16 + i)];
      n += std::snprintf(line + n, sizeof line - static_cast<size_t>(n), "%s%02X", i == 8 ? "-" : " ", b);
      ascii += b >= 0x20 && b < 0x7F ? static_cast<char>(b) : '.';
    }
    expected += std::string(line) + "  " + ascii + "\n";
  }
  CHECK(read_text(w / "d.txt") == expected);
  // The dialogue is on the screen: light text in the console.
  Image image(w / "d.png");
  CHECK(image.light_pixels(probes(w / "d.txt.probes").at("console"), 150) > 100);
}

TEST_CASE("gui: the KIM-1's SST slide switch on its keypad stays where it is put", "[gui]") {
  Work w;
  const std::string steps = "click key:SST; run 0.1; screenshot " + (w / "on.png").string() + "; probes " +
                            (w / "on.txt").string() + "; click key:SST; run 0.1; screenshot " +
                            (w / "off.png").string() + "; quit";
  REQUIRE(veteran_gui("--machine kim1 --rompath " + std::string(VETERAN_KIM1_STANDIN) + " --do '" + steps + "'",
                      w / "log") == 0);
  const Rect key = probes(w / "on.txt").at("key:SST");
  // The cream slider in the switch's dark body: at the right (ON) while on, at the left once off.
  const float middle = (key.x0 + key.x1) / 2, top = key.y0 + (key.y1 - key.y0) * 0.4f;
  const Rect left{key.x0, top, middle, key.y1}, right{middle, top, key.x1, key.y1};
  Image on(w / "on.png"), off(w / "off.png");
  CHECK(on.mean(right, 0) > on.mean(left, 0) + 60);
  CHECK(off.mean(left, 0) > off.mean(right, 0) + 60);
}

TEST_CASE("gui: the Altair's front panel: a program deposited through its switches runs", "[gui]") {
  Work w;
  // STOP; EXAMINE $0000; HLT ($76: switches 6, 5, 4, 2, 1) deposited; the switches back to 0;
  // EXAMINE $0000; RUN: the 8080 halts, and the HLTA light comes on.
  const std::string steps =
      "click key:STOP; click key:EXAMINE; click key:SW6; click key:SW5; click key:SW4; click key:SW2; click key:SW1; "
      "click key:DEPOSIT; probes " +
      (w / "deposited.txt").string() + "; screenshot " + (w / "deposited.png").string() +
      "; click key:SW6; click key:SW5; click key:SW4; click key:SW2; click key:SW1; click key:EXAMINE; "
      "click key:RUN; run 0.1; screenshot " +
      (w / "halted.png").string() + "; probes " + (w / "halted.txt").string() + "; quit";
  REQUIRE(veteran_gui("--machine altair8800 --do '" + steps + "'", w / "log") == 0);
  auto lit = [](const Image& image, const Rect& r) { return image.mean(r, 0) > 180 && image.mean(r, 1) < 100; };
  Image deposited(w / "deposited.png"), halted(w / "halted.png");
  const auto p = probes(w / "deposited.txt"), q = probes(w / "halted.txt");
  // Deposited: the data lights show $76 at the examined address, the machine waits.
  for (int bit = 0; bit < 8; ++bit) {
    INFO("D" << bit);
    CHECK(lit(deposited, p.at("lamp:D" + std::to_string(bit))) == (((0x76 >> bit) & 1) != 0));
  }
  CHECK(lit(deposited, p.at("lamp:WAIT")));
  CHECK_FALSE(lit(deposited, p.at("lamp:HLTA")));
  // Run: it executed the HLT it was given.
  CHECK(lit(halted, q.at("lamp:HLTA")));
  CHECK_FALSE(lit(halted, q.at("lamp:WAIT")));
}

TEST_CASE("gui: pieces from an SVG set are rendered at the size asked, and a missing set is named", "[gui]") {
  SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, 64, 64, 32, SDL_PIXELFORMAT_ARGB8888);
  REQUIRE(surface);
  SDL_Renderer* renderer = SDL_CreateSoftwareRenderer(surface);
  REQUIRE(renderer);
  {
    gui::PieceSet missing(renderer, "/nonexistent");
    CHECK(missing.empty());
    CHECK_THAT(missing.problem(), Catch::Contains("/nonexistent/WhiteKing.svg"));
    CHECK(missing.texture(chess::make_piece(chess::King, chess::White), 64) == nullptr);
    if (!fs::exists(std::string(gui::PieceSet::kXboardPieces) + "/WhiteKing.svg")) {
      WARN("xboard's SVG pieces are not installed (tools/install-deps installs xboard): the rest is not checked");
    } else {
      gui::PieceSet set(renderer, gui::PieceSet::kXboardPieces);
      REQUIRE_FALSE(set.empty());
      // Drawn 64 pixels square: the white king's texture is that size, partly opaque.
      auto* texture = static_cast<SDL_Texture*>(set.texture(chess::make_piece(chess::King, chess::White), 64));
      REQUIRE(texture);
      int w = 0, h = 0;
      SDL_QueryTexture(texture, nullptr, nullptr, &w, &h);
      CHECK(w == 64);
      CHECK(h == 64);
      SDL_SetRenderDrawColor(renderer, 0, 0, 255, 255);
      SDL_RenderClear(renderer);
      SDL_RenderCopy(renderer, texture, nullptr, nullptr);
      int covered = 0;
      for (int y = 0; y < 64; ++y)
        for (int x = 0; x < 64; ++x) {
          const uint32_t p = static_cast<uint32_t*>(surface->pixels)[y * surface->pitch / 4 + x];
          covered += (p & 0xFFFFFF) != 0x0000FF;  // the blue ground hidden by the piece
        }
      CHECK(covered > 600);
      CHECK(covered < 64 * 64);
      CHECK(set.texture(chess::make_piece(chess::King, chess::White), 64) == texture);  // kept, not drawn again
    }
  }
  SDL_DestroyRenderer(renderer);
  SDL_FreeSurface(surface);
}

TEST_CASE("gui: an EPD file opened from the Game menu sets up its first position; a bad one is named", "[gui]") {
  Work w;
  std::ofstream(w / "p.epd") << "# two positions\n"
                             << "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - id \"a\";\n"
                             << "8/8/8/8/8/8/8/K6k w - - id \"b\";\n";
  std::ofstream(w / "bad.epd") << "\n8/8/9/8 w - -\n";
  auto open = [&](const std::string& file) {
    return "click menu:Game; click menu:Game/Open PGN or EPD...; click field:file; type " + (w / file).string() +
           "; click button:Open; wait 0.2; ";
  };
  const std::string steps = open("p.epd") + "expect set up; save-fen " + (w / "shown.fen").string() + "; " +
                            open("bad.epd") + "expect bad.epd:2: ; quit";
  REQUIRE(veteran_gui("--white \"\" --black \"\" --do '" + steps + "'", w / "log") == 0);
  CHECK(first_line(w / "shown.fen") == "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 1");
}

TEST_CASE("gui: the Machine menu opens a machine on its own and goes back to a game", "[gui]") {
  Work w;
  const std::string steps = "click menu:Machine; click menu:Machine/kim1; wait 0.3; probes " +
                            (w / "kim.txt").string() +
                            "; click key:1; click menu:Machine; click menu:Machine/Chess game; wait 0.3; probes " +
                            (w / "game.txt").string() + "; quit";
  REQUIRE(
      veteran_gui("--white \"\" --black \"\" --rompath " + std::string(VETERAN_KIM1_STANDIN) + " --do '" + steps + "'",
                  w / "log") == 0);
  const auto kim = probes(w / "kim.txt"), game = probes(w / "game.txt");
  CHECK(kim.count("key:GO"));
  CHECK(kim.count("segment:0:a"));
  CHECK(kim.count("square:e2") == 0);
  CHECK(game.count("square:e2"));
  CHECK(game.count("key:GO") == 0);
}
