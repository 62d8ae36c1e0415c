#include "tournament/runner.hpp"

#include "emu/machine.hpp"

#include "tournament/cutechess/cutechess_console.hpp"
#include "tournament/cutechess/cutechess_pgn.hpp"

#include "chess/pgn.hpp"
#include "tournament/cutechess/engine_io_log.hpp"
#include "tournament/engine_pool.hpp"
#include "tournament/fastchess/fastchess_console.hpp"
#include "tournament/game_runner.hpp"
#include "tournament/journal.hpp"
#include "tournament/knockout.hpp"
#include "tournament/match_console.hpp"
#include "tournament/opening_books.hpp"
#include "tournament/openings.hpp"
#include "tournament/schedule.hpp"
#include "tournament/shards.hpp"
#include "tournament/statistics/match_report.hpp"
#include "tournament/statistics/standings.hpp"
#include "util/hash/digest.hpp"
#include "util/io/appended_records.hpp"
#include "util/io/crash_point.hpp"
#include "util/io/output_file.hpp"

#include <unistd.h>
#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <functional>
#include <mutex>
#include <optional>
#include <set>
#include <sstream>
#include <thread>

namespace veteran::tournament {
namespace {

using Log = std::function<void(const std::string&)>;

// What identifies the event: the same fingerprint means the same schedule.
std::string fingerprint(const TournamentConfig& c, const OpeningList& openings) {
  std::ostringstream s;
  for (const auto& e : c.engines)
    s << e.name << '|' << (e.spec.program ? e.spec.program->id : "") << '|' << e.spec.external.command << '|'
      << e.spec.level << '|' << (e.tc ? e.tc->spelling : "") << ';';
  s << name_of(c.pairing) << '|' << c.games << '|' << c.tc.spelling << '|' << c.openings_random << '|' << c.seed << '|';
  if (c.chess960) s << "variant=fischerandom|";
  // Settings added later enter only when they differ from what events had
  // before them, so that the journals of those events still resume.
  if (c.opening_repeat != 2 || c.opening_start != 1 || !c.swap_sides || c.reverse_sides)
    s << "repeat=" << c.opening_repeat << "|start=" << c.opening_start << "|swap=" << c.swap_sides
      << "|reverse=" << c.reverse_sides << '|';
  if (c.opening_policy != OpeningPolicy::standard)
    s << "policy=" << name_of(c.opening_policy) << "|encounter=" << c.encounter_games << '|';
  if (c.cutechess_schedule) s << "schedule=cutechess|encounter=" << c.encounter_games << "|seeds=" << c.seeds << '|';
  for (const auto& e : c.engines)
    if (!e.book.empty()) s << "book=" << e.name << '|' << e.book << '|' << e.book_depth << '|';
  std::string text = s.str() + openings.fingerprint_text();
  return hash::sha1_hex(std::span<const uint8_t>(reinterpret_cast<const uint8_t*>(text.data()), text.size()));
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// The games of a pairing that repeat one opening (-repeat, and a new
// opening from the file), in schedule order: each game's first of them.
std::map<int, ScheduledGame> book_lines(const std::vector<ScheduledGame>& schedule, int repeat) {
  std::map<int, ScheduledGame> first;
  std::map<std::pair<int, int>, std::pair<ScheduledGame, int>>
      run;  // pairing -> (its first game of the run, games in it)
  std::map<std::pair<int, int>, int> run_opening;
  for (const auto& s : schedule) {
    const std::pair<int, int> pairing = std::minmax(s.white, s.black);
    auto it = run.find(pairing);
    if (it == run.end() || it->second.second >= std::max(repeat, 1) || run_opening[pairing] != s.opening) {
      run[pairing] = {s, 0};
      run_opening[pairing] = s.opening;
      it = run.find(pairing);
    }
    ++it->second.second;
    first[s.index] = it->second.first;
  }
  return first;
}

// Without a PGN file (cutechess-cli without -pgnout) the journal is kept
// where --resume finds it again: under the user's state folder, named by
// the event's fingerprint. "" if there is no such folder to be had.
std::string state_journal(const std::string& print) {
  const char* state = std::getenv("XDG_STATE_HOME");
  const char* home = std::getenv("HOME");
  std::filesystem::path dir;
  std::error_code ec;
  // Folders are made below a home or state folder that exists, never the home itself
  // (HOME=/nonexistent as root made /nonexistent/.local/state/...).
  if (state && *state == '/' && std::filesystem::is_directory(std::filesystem::path(state).parent_path(), ec))
    dir = state;
  else if (home && *home == '/' && std::filesystem::is_directory(home, ec))
    dir = std::filesystem::path(home) / ".local" / "state";
  else
    return "";
  dir /= "veteran/matches";
  std::filesystem::create_directories(dir, ec);
  if (ec) return "";
  return (dir / (print + ".journal")).string();
}

// Beside the PGN the journal is named by the event, PGN.ID.journal with ID the fingerprint's first
// digits: several events may append to one PGN (cutechess-cli's matches do), each resuming from its
// own journal. A journal of this event under the name earlier versions gave it (PGN.journal) is
// still the one resumed.
constexpr size_t kJournalIdDigits = 10;

std::string event_journal(const std::string& pgn, const std::string& print) {
  const std::string named = pgn + "." + print.substr(0, kJournalIdDigits) + ".journal", old = pgn + ".journal";
  std::error_code ec;
  if (std::filesystem::exists(named, ec) || !std::filesystem::is_regular_file(old, ec)) return named;
  std::string found;
  try {
    Journal::read(old, &found, nullptr);
  } catch (const std::exception&) {
    return named;  // not this event's to resume: a damaged or foreign file is left alone
  }
  return found == print ? old : named;
}

// A knockout's encounters go on while undecided: its journal may hold up to this many games.
constexpr size_t kMaxKnockoutGames = 1000000;

// The event's openings, fingerprint and journal: what every step works from.
// Start positions drawn ahead for a cutechess-cli Chess960 match without
// openings: an event with more new openings takes them again from the first.
constexpr int kCutechessChess960Draws = 4096;

Event identify(const TournamentConfig& c) {
  Event e{c, {}, {}, {}, "", "", 0};
  if (c.chess960)
    for (const auto& engine : c.engines) {
      if (engine.spec.program)
        throw std::runtime_error(engine.name + " (" + engine.spec.program->id +
                                 ") plays chess only, not Chess960 (fischerandom): veteran's programs are of their "
                                 "period, which had no Chess960");
      if (!engine.book.empty())
        throw std::runtime_error(engine.name + ": book= (a Polyglot book of chess) cannot be used in Chess960");
    }
  if (!c.openings.empty())
    e.openings = load_openings(c.openings, c.opening_plies, c.openings_format, c.chess960);
  else if (c.chess960 && c.cutechess_schedule && c.pairing != Pairing::knockout)
    // cutechess-cli draws a position for each new opening; veteran draws as many ahead, in order (a
    // knockout's draw comes first in cutechess-cli's stream: drawn veteran's way).
    e.openings = OpeningList(cutechess_chess960_openings(static_cast<uint32_t>(c.seed), kCutechessChess960Draws));
  else if (c.chess960)
    e.openings = OpeningList(chess960_openings(c.seed));
  std::map<std::string, std::shared_ptr<const chess::PolyglotBook>> read;  // a book shared by engines is read once
  for (const auto& engine : c.engines) {
    std::shared_ptr<const chess::PolyglotBook> book;
    if (!engine.book.empty()) {
      auto& known = read[engine.book];
      if (!known) known = std::make_shared<const chess::PolyglotBook>(chess::PolyglotBook::load(engine.book));
      book = known;
    }
    e.books.push_back(book);
  }
  e.print = fingerprint(c, e.openings);
  e.journal_file = c.pgn.empty() ? state_journal(e.print) : event_journal(c.pgn, e.print);
  return e;
}

// The last resort for a journal: a temporary folder, removed when the run
// ends (the run is then said not to be resumable).
struct TemporaryJournal {
  std::string folder, file;
  TemporaryJournal() {
    std::string pattern = (std::filesystem::temp_directory_path() / "veteran-match-XXXXXX").string();
    if (!mkdtemp(pattern.data()))
      throw std::runtime_error("cannot make a temporary folder for the journal in " + pattern);
    folder = pattern;
    file = folder + "/games.journal";
  }
  ~TemporaryJournal() {
    std::error_code ignored;
    std::filesystem::remove_all(folder, ignored);
  }
};

// The event with its schedule (a knockout's as far as the journal's results take it).
Event plan(const TournamentConfig& c) {
  Event e = identify(c);
  const std::string& journal_file = e.journal_file;
  const ScheduleSettings settings = schedule_settings(c, e.openings.size());
  if (c.pairing == Pairing::knockout) {
    // The games so far follow from the results so far (the journal's).
    std::map<int, JournalEntry> played;
    if (!journal_file.empty() && std::filesystem::exists(journal_file))
      played = Journal::read(journal_file, nullptr, nullptr);
    e.schedule = knockout_so_far(c, e.openings.size(), played).games;
    e.games_in_event = kMaxKnockoutGames;
  } else {
    e.schedule = make_schedule(static_cast<int>(c.engines.size()), settings);
    e.games_in_event = e.schedule.size();
  }
  e.book_line = book_lines(e.schedule, c.opening_repeat);
  for (const auto& engine : c.engines) e.names.push_back(engine.name);
  return e;
}

// One side of a game: its entry, engine, time control, and what the PGN says of it.
struct Side {
  const EngineEntry& entry;
  std::string colour;
  const engines::TimeControl& tc;  // the engine's own, else the event's
  std::string machine, level = "-", note;
  bool emulated_clock = false;
  std::unique_ptr<engines::Engine> engine;

  Side(const EngineEntry& e, const char* colour_name, const engines::TimeControl& event_tc)
      : entry(e), colour(colour_name), tc(e.tc ? *e.tc : event_tc),
        machine(e.spec.program ? e.spec.program->machine : "external") {}

  // What the engine said of itself in the game just played.
  void note_engine(const Opening& opening) {
    int played = engine->level() > 0 ? engine->level() : entry.spec.level;
    level = played > 0 ? std::to_string(played) : "-";
    note = engine->position_note(opening.fen);
    emulated_clock = engine->emulated_time();
  }
};

// An engine that does not start loses, with nothing played.
GameRecord abandoned(int side, const Side& who, const std::string& what, const Opening& opening) {
  GameRecord rec;
  rec.failed_to_start = side;
  rec.result = side == 0 ? "0-1" : "1-0";
  rec.termination = "abandoned";
  rec.reason = what.find(who.entry.name) == std::string::npos ? who.entry.name + " did not start: " + what : what;
  rec.description = side == 0 ? "White disconnects" : "Black disconnects";
  rec.pgn.start_fen = opening.fen;
  rec.pgn.moves = opening.moves;
  rec.pgn.comments.assign(opening.moves.size(), "book");
  rec.evals.assign(opening.moves.size(), MoveEval{true, {}, 0, 0});
  rec.pgn.result = rec.result;
  rec.pgn.result_comment = rec.reason;
  return rec;
}

// The PGN tags of a finished game: the Seven Tag Roster, the time control,
// how it ended, and each side's machine, level and clock.
void tag_game(chess::PgnGame& p, const Event& ev, const ScheduledGame& s, const Side (&sides)[2], const GameRecord& rec,
              const Opening& opening, const std::string& date) {
  const TournamentConfig& c = ev.config;
  p.set_tag("Event", c.event);
  p.set_tag("Site", c.site);
  p.set_tag("Date", date);
  p.set_tag("Round", std::to_string(s.round) + "." + std::to_string(s.index + 1));
  p.set_tag("White", sides[0].entry.name);
  p.set_tag("Black", sides[1].entry.name);
  p.set_tag("TimeControl", sides[0].tc.pgn());
  p.set_tag("Termination", rec.termination);
  p.set_tag("PlyCount", std::to_string(p.moves.size()));
  for (const auto& side : sides) {
    if (sides[0].tc.spelling != sides[1].tc.spelling) p.set_tag(side.colour + "TimeControl", side.tc.text());
    p.set_tag(side.colour + "Machine", side.machine);
    p.set_tag(side.colour + "Level", side.level);
    if (side.emulated_clock) p.set_tag(side.colour + "Clock", "emulated");
    if (!side.note.empty()) p.set_tag(side.colour + "Note", side.entry.name + " " + side.note);
  }
  if (!opening.name.empty()) p.set_tag("Opening", opening.name);
  if (opening.chess960) p.set_tag("Variant", "fischerandom");  // cutechess-cli's name for it
}

// The tags and comments of a finished game as cutechess-cli writes them; a
// veteran program's machine, level and clock are kept (an external engine,
// all cutechess-cli knows, gets none).
void tag_game_as_cutechess(chess::PgnGame& p, const Event& ev, const ScheduledGame& s, const Side (&sides)[2],
                           const GameRecord& rec, const std::string& date, std::chrono::system_clock::time_point began,
                           std::chrono::system_clock::time_point ended) {
  const TournamentConfig& c = ev.config;
  chess::PgnGame veteran_tags;
  veteran_tags.tags = std::move(p.tags);
  p.tags.clear();
  p.set_tag("Event", c.event);
  p.set_tag("Site", c.site);
  p.set_tag("Date", date);
  p.set_tag("Round", std::to_string(s.encounter_round > 0 ? s.encounter_round : s.round));
  p.set_tag("White", sides[0].entry.name);
  p.set_tag("Black", sides[1].entry.name);
  const std::string tc[2] = {cutechess_pgn::time_control(sides[0].tc), cutechess_pgn::time_control(sides[1].tc)};
  // Its TimeControl equality counts the depth and node limits too.
  const bool same_tc = sides[0].tc.text() == sides[1].tc.text();
  if (same_tc) p.set_tag("TimeControl", tc[0]);
  p.set_tag("PlyCount", std::to_string(p.moves.size()));
  p.set_tag("Termination", cutechess_pgn::termination_tag(rec.termination));
  p.set_tag("GameStartTime", cutechess_pgn::time_stamp(began));
  p.set_tag("GameEndTime", cutechess_pgn::time_stamp(ended));
  p.set_tag("GameDuration", cutechess_pgn::duration(began, ended));
  if (veteran_tags.chess960()) p.set_tag("Variant", "fischerandom");
  for (int i = 0; i < 2; ++i) {
    const Side& side = sides[i];
    if (!same_tc) p.set_tag(side.colour + "TimeControl", tc[i]);
    if (!side.entry.spec.program) continue;
    for (const char* what : {"Machine", "Level", "Clock", "Note"})
      p.set_tag(side.colour + what, veteran_tags.tag(side.colour + what));
  }
  p.comments.clear();
  for (const auto& eval : rec.evals) p.comments.push_back(cutechess_pgn::move_comment(eval));
  p.result_comment.clear();
}

// cutechess-cli's "-pgnout FILE min": the Seven Tag Roster and the moves.
void minimal(chess::PgnGame& p) {
  // The variant stays, as cutechess-cli keeps it: without it the moves do not read.
  static const std::set<std::string> roster = {"Event", "Site", "Date", "Round", "White", "Black", "Result", "Variant"};
  std::erase_if(p.tags, [](const auto& tag) { return !roster.count(tag.first); });
  for (auto& comment : p.comments) comment.clear();
  p.result_comment.clear();
}

// The position a game ended in, for -epdout.
std::string final_fen(const chess::PgnGame& p) {
  chess::Position position(p.start_fen);
  for (const auto& m : p.moves) position.play(m);
  return position.fen();
}

// The books' draws of a match in cutechess-cli's order (BookStream): one
// stream through the games in schedule order, at -concurrency 1 (at more,
// cutechess-cli's own order is the threads'). Each game's journal entry
// keeps the stream's count after it, from which a resumed match goes on and
// a repeated opening's line is drawn again.
struct BookDraws {
  uint32_t seed = 0;
  uint64_t before_first = 0;      // what the random opening order took first
  std::vector<int> order;         // the schedule's games in order
  std::map<int, size_t> place;    // by game: its place in `order`
  std::map<int, uint64_t> after;  // by game: the count after it
  std::map<int, Opening> lines;   // by a repeated opening's first game: its line
  std::optional<BookStream> stream;

  // The count after the last game before `index` that drew (the one just before, as games are
  // played in order at -concurrency 1).
  uint64_t count_before(int index) const {
    for (size_t at = place.at(index); at > 0; --at) {
      const auto found = after.find(order[at - 1]);
      if (found != after.end()) return found->second;
    }
    return before_first;
  }
  BookStream& stream_at(int index) {
    const uint64_t count = count_before(index);
    if (!stream || stream->drawn() != count) stream.emplace(seed, count);
    return *stream;
  }
};

// Whether a match's books draw from cutechess-cli's stream (BookDraws).
bool cutechess_book_stream(const TournamentConfig& c) {
  return c.cutechess_schedule && c.concurrency == 1 && c.pairing != Pairing::knockout && !c.chess960;
}

// One game of the schedule: engines taken from the pool (kept or made),
// the game played, the record tagged, the engines given back. `numbers`:
// the engines' numbers (EnginePool), White's and Black's; `draws`: the
// books' stream, if the match draws from one; `announce` is called once both
// engines have started (cutechess-cli's "Started game" comes then).
JournalEntry play_scheduled(const Event& ev, const ScheduledGame& s, const RunOptions& o, EnginePool& pool,
                            GameRecord& rec, int (&numbers)[2], BookDraws* draws,
                            const std::function<void()>& announce) {
  const TournamentConfig& c = ev.config;
  Side sides[2] = {Side(c.engines[static_cast<size_t>(s.white)], "White", c.tc),
                   Side(c.engines[static_cast<size_t>(s.black)], "Black", c.tc)};
  Opening opening = s.opening >= 0 ? ev.openings[static_cast<size_t>(s.opening)] : Opening{};
  std::string date = chess::pgn_date_today();
  const auto began = std::chrono::system_clock::now();
  std::unique_ptr<engines::Engine> taken[2];
  std::string errors[2];
  pool.take(s.white, s.black, taken, errors, numbers);
  bool started = true;
  for (int i = 0; i < 2; ++i) {
    sides[i].engine = std::move(taken[i]);
    if (started && !sides[i].engine) {
      started = false;
      rec = abandoned(i, sides[i], errors[i], opening);
    }
  }
  if (started) {
    if (announce) announce();
    const BookSide books[2] = {{ev.books[static_cast<size_t>(s.white)].get(), sides[0].entry.book_depth},
                               {ev.books[static_cast<size_t>(s.black)].get(), sides[1].entry.book_depth}};
    Player wp{*sides[0].engine, sides[0].entry.name, sides[0].tc, sides[0].entry.time_margin};
    Player bp{*sides[1].engine, sides[1].entry.name, sides[1].tc, sides[1].entry.time_margin};
    if (draws) draws->stream_at(s.index);  // this game's draws go on from the games before it
    if (books[0].book && books[1].book) {
      // Both have books: the line is drawn before the game, with the colours of the
      // first game that repeats this opening, and so the same for each of them.
      auto line = ev.book_line.find(s.index);
      const ScheduledGame& first = line == ev.book_line.end() ? s : line->second;
      const bool same_colours = first.white == s.white;
      const BookSide& first_white = same_colours ? books[0] : books[1];
      const BookSide& first_black = same_colours ? books[1] : books[0];
      if (!draws) {
        const auto line_seed = static_cast<uint64_t>(first.index);
        opening = continue_by_books(opening, first_white, first_black,
                                    [&](size_t ply) { return book_draw(c.seed, line_seed, ply); });
      } else if (auto kept = draws->lines.find(first.index); kept != draws->lines.end()) {
        opening = kept->second;  // the repeat of a line drawn by the stream
      } else if (first.index == s.index) {
        BookStream& stream = *draws->stream;
        opening = continue_by_books(opening, first_white, first_black, [&](size_t) { return stream.next(); });
        draws->lines[first.index] = opening;
      } else {  // a resumed match's repeat of a line drawn before: drawn again as it was
        BookStream again(draws->seed, draws->count_before(first.index));
        opening = continue_by_books(opening, first_white, first_black, [&](size_t) { return again.next(); });
        draws->lines[first.index] = opening;
      }
    } else if (draws) {
      wp.book = books[0], bp.book = books[1];
      BookStream& stream = *draws->stream;
      wp.book_random = bp.book_random = [&stream](size_t) { return stream.next(); };
    } else {
      wp.book = books[0], bp.book = books[1];
      const uint64_t game_seed = book_draw(c.seed, static_cast<uint64_t>(s.index), 1);
      wp.book_random = bp.book_random = [game_seed](size_t ply) { return book_draw(game_seed, 0, ply); };
    }
    if (o.watch && o.watch->started) o.watch->started(s.index, sides[0].entry.name, sides[1].entry.name, opening.fen);
    std::function<void(const chess::Move&, const MoveEval&)> moved;
    if (o.watch && o.watch->moved)
      moved = [&](const chess::Move& m, const MoveEval& e) { o.watch->moved(s.index, m, e.seconds); };
    // A watcher sees the period machines think (the GUI draws their faces): a copy of the face at
    // most every 50 ms of the wall clock; the watch goes with the game.
    const bool faces = o.watch && o.watch->face;
    for (int i = 0; faces && i < 2; ++i) {
      auto last = std::make_shared<std::chrono::steady_clock::time_point>();
      sides[i].engine->set_machine_watch(
          [&o, index = s.index, i, last](emu::Machine& m) {
            const auto now = std::chrono::steady_clock::now();
            if (now - *last < std::chrono::milliseconds(50)) return;
            *last = now;
            o.watch->face(index, i, m.name(), m.face());
          },
          0.02);
    }
    rec = play_game(wp, bp, opening, c.adjudication, moved, o.stop);
    for (int i = 0; faces && i < 2; ++i) sides[i].engine->set_machine_watch(nullptr, 0);
    for (auto& side : sides) side.note_engine(opening);
  }
  const int index[2] = {s.white, s.black};
  for (int i = 0; i < 2; ++i) pool.give_back(index[i], std::move(sides[i].engine), numbers[i], !sides[i].entry.restart);
  tag_game(rec.pgn, ev, s, sides, rec, opening, date);
  std::string pgn;
  if (c.pgn_layout == OutputFormat::cutechess) {
    tag_game_as_cutechess(rec.pgn, ev, s, sides, rec, date, began, std::chrono::system_clock::now());
    pgn = cutechess_pgn::write(rec.pgn, rec.description, c.pgn_minimal);
  } else {
    if (c.pgn_minimal) minimal(rec.pgn);
    pgn = chess::write_pgn(rec.pgn);
  }
  JournalEntry entry{s.index, sides[0].entry.name, sides[1].entry.name, rec.result, rec.termination,
                     pgn,     final_fen(rec.pgn),  rec.description};
  if (draws && draws->stream) {
    entry.book_draws = draws->stream->drawn();
    draws->after[s.index] = *entry.book_draws;
  }
  return entry;
}

// Whether the journal already holds every game of this very event.
bool already_complete(const Event& ev, std::map<int, JournalEntry>& earlier) {
  std::error_code ec;
  if (ev.journal_file.empty() || !std::filesystem::exists(ev.journal_file, ec)) return false;
  std::string found;
  earlier = Journal::read(ev.journal_file, &found, nullptr);
  bool complete = found == ev.print && !earlier.empty();
  for (const auto& s : ev.schedule) complete = complete && earlier.count(s.index);
  return complete;
}

// How many games the event played if the journal is the record a finished
// event leaves (Journal::finish); nothing otherwise.
std::optional<size_t> finished_games(const Event& ev) {
  std::error_code ec;
  if (ev.journal_file.empty() || !std::filesystem::exists(ev.journal_file, ec)) return std::nullopt;
  JournalHeader header;
  Journal::read(ev.journal_file, nullptr, nullptr, &header);
  return header.fingerprint == ev.print ? header.finished : std::nullopt;
}

// A finished game's records for the outputs: nullopt for an output that
// has it already (or that the event does not write).
struct GameTexts {
  std::optional<std::string> pgn, epd;
};

// Journalled games whose records are not in an output yet, by game: they
// wait for the games scheduled before them (restore_outputs).
using HeldGames = std::map<int, GameTexts>;

// Finished games held back until those scheduled before them are done, so
// that the PGN and the EPD output hold the games in the schedule's order, as
// cutechess-cli writes its PGN, however the games finish and whatever kills
// and resumes came between.
class InOrder {
 public:
  // `order`: the games still to write, in schedule order.
  explicit InOrder(const std::vector<int>& order) : waiting_(order.size()) {
    for (size_t k = 0; k < order.size(); ++k) slot_[order[k]] = k;
  }
  void finished(int index, GameTexts texts) {
    auto it = slot_.find(index);
    if (it != slot_.end()) waiting_[it->second] = std::move(texts);
  }
  // The next game to write, if it is done.
  std::optional<GameTexts> next() {
    if (written_ >= waiting_.size() || !waiting_[written_]) return std::nullopt;
    auto texts = std::move(waiting_[written_]);
    waiting_[written_++].reset();
    return texts;
  }
  std::vector<GameTexts> rest() {
    std::vector<GameTexts> left;
    for (size_t k = written_; k < waiting_.size(); ++k)
      if (waiting_[k]) left.push_back(std::move(*waiting_[k]));
    written_ = waiting_.size();
    return left;
  }

 private:
  std::vector<std::optional<GameTexts>> waiting_;
  std::map<int, size_t> slot_;
  size_t written_ = 0;
};

// Writes a finished game's records to the outputs that lack them.
void write_texts(const TournamentConfig& c, const GameTexts& texts) {
  if (!c.pgn.empty() && texts.pgn) io::append_whole(c.pgn, *texts.pgn, "the PGN", "pgn");
  io::crash_point("pgn");
  if (!c.epd_out.empty() && texts.epd) io::append_whole(c.epd_out, *texts.epd, "the EPD output", "epd");
  io::crash_point("epd");
}

// How a run of play_pending ended.
struct PlayEnd {
  std::string error;  // the first error that stopped it ("" if none)
  // Without -recover, a crash or a stall ends the match as a finished one,
  // as cutechess-cli's: `last_lines` are the game's own console lines, which
  // cutechess-cli prints after "Finished match" (its game ends in the Qt
  // event after the tournament's).
  bool ended_by_engine = false;
  std::string last_lines;
  // An engine did not start: the players given no name= had none yet (cutechess-cli's
  // "Player: " lines with nothing after them).
  bool no_names = false;
};

// Plays `pending` on `concurrency` threads, each game journalled and
// appended to the PGN as it ends, each moment said by `console`.
PlayEnd play_pending(const Event& ev, const std::vector<ScheduledGame>& pending, const HeldGames& held,
                     Journal& journal, const RunOptions& o, MatchConsole& console, std::ostream& progress,
                     std::atomic<int>& starts, std::atomic<int>& engine_numbers, BookDraws* draws) {
  const TournamentConfig& c = ev.config;
  std::mutex lock;
  std::set<std::string> logged;
  Log log = [&](const std::string& line) {
    std::lock_guard<std::mutex> guard(lock);
    if (logged.insert(line).second) progress << line << "\n" << std::flush;
  };
  std::atomic<size_t> next{0};
  size_t done = journal.games().size();
  auto start = std::chrono::steady_clock::now();
  std::string first_error;
  PlayEnd end;
  std::optional<EngineIoLog> io_log;
  if (!c.engine_log.empty()) io_log.emplace(c.engine_log, console.io_stream(), console.io_layout());
  // A two-engine match's count from the first engine's side, kept game by game (counting every
  // game again after each one cost 29 ms a game at 100,000 games).
  const bool two = ev.names.size() == 2;
  MatchTally tally = two ? tally_match(ev.names[0], journal.games()) : MatchTally{};
  // Games go into the PGN in the schedule's order, as cutechess-cli writes
  // them: one finished early waits (safe in the journal) for those before it.
  std::vector<int> order;
  {
    std::set<int> to_write;
    for (const auto& s : pending) to_write.insert(s.index);
    for (const auto& [index, texts] : held) to_write.insert(index);
    for (const auto& s : ev.schedule)
      if (to_write.count(s.index)) order.push_back(s.index);
  }
  InOrder in_order(order);
  for (const auto& [index, texts] : held) in_order.finished(index, texts);
  auto worker = [&]() {
    int counted_starts = 0;
    // A worker plays one game at a time: its engines' lines in the I/O log
    // carry the number of the game it is playing.
    int game_number = 0;
    const engines::EngineContext context{o.rompath, log, c.hang_seconds};
    EnginePool pool(
        [&](int index, int number) {
          const EngineEntry& entry = c.engines[static_cast<size_t>(index)];
          engines::EngineSpec spec = entry.spec;
          if (io_log) {
            // The I/O log names an engine as the layout does until the engine says its own name
            // (the line that says it still under the old name).
            const bool uci = spec.external.protocol == "uci";
            auto shown = std::make_shared<std::string>(console.name_before_start(entry));
            spec.external.io_log = [&io_log, &game_number, shown, number, uci,
                                    name = entry.name](const std::string& line) {
              io_log->write(game_number, *shown, number, line);
              const bool says_name =
                  uci ? line.rfind("< id name ", 0) == 0
                      : line.rfind("< feature ", 0) == 0 && line.find(" myname=") != std::string::npos;
              if (says_name) *shown = name;
            };
          }
          if (console.prints_engine_warnings())
            spec.external.warn = [&lock, &console](const std::string& line) {
              std::lock_guard<std::mutex> guard(lock);
              console.engine_warning(line);
            };
          return engines::make_engine(spec, context);
        },
        &engine_numbers);
    for (size_t k; (k = next.fetch_add(1)) < pending.size();) {
      if (o.stop && o.stop->stopped()) break;
      if (c.wait_ms > 0) std::this_thread::sleep_for(std::chrono::milliseconds(c.wait_ms));
      GameRecord rec;
      game_number = pending[k].index + 1;
      auto announce = [&, k] {
        std::lock_guard<std::mutex> guard(lock);
        console.started(game_number, pending[k]);
      };
      int numbers[2] = {-1, -1};
      JournalEntry entry = play_scheduled(ev, pending[k], o, pool, rec, numbers, draws, announce);
      starts += pool.started() - counted_starts;
      counted_starts = pool.started();
      if (rec.result == "*") break;  // stopped unfinished: not kept, played again on --resume
      if (rec.failed_to_start >= 0) {
        const ScheduledGame& s = pending[k];
        const EngineEntry& failed = c.engines[static_cast<size_t>(rec.failed_to_start == 0 ? s.white : s.black)];
        std::lock_guard<std::mutex> guard(lock);
        if (console.failed_to_start(failed, numbers[rec.failed_to_start])) {
          end.ended_by_engine = end.no_names = true;
          next = pending.size();
          break;
        }
      }
      std::lock_guard<std::mutex> guard(lock);
      try {
        // The journal first: once it holds the game, the game is kept
        // (restore_outputs puts it in the PGN and EPD if a kill comes between).
        journal.record(entry);
        if (two) tally_add(tally, ev.names[0], entry.index, journal.games());
        io::crash_point("journal");
        in_order.finished(entry.index, GameTexts{entry.pgn, entry.epd + "\n"});
        while (auto game = in_order.next()) write_texts(c, *game);
        if (o.watch && o.watch->finished) o.watch->finished(entry);
      } catch (const std::exception& e) {
        if (first_error.empty()) first_error = e.what();
        next = pending.size();  // stop: nothing more can be kept
        return;
      }
      ++done;
      if (rec.lost_engine >= 0)
        console.terminated(rec.lost_engine == 0 ? entry.white : entry.black, numbers[rec.lost_engine]);
      // Without -recover (as cutechess-cli), a crash or a stall ends the match, as a finished one
      // (the games being played finish and are kept).
      const bool last = !c.recover && rec.lost_engine >= 0 && !end.ended_by_engine;
      if (last) {
        end.ended_by_engine = true;
        next = pending.size();
        console.ends_by_engine(game_number, entry, rec);
      }
      const SprtDecision decision = two && c.sprt ? console.sprt(tally, *c.sprt) : SprtDecision::carry_on;
      const std::string held_back = console.kept(
          KeptGame{entry, rec, journal.games(), two ? &tally : nullptr, done, decision, seconds_since(start)}, last);
      if (last) end.last_lines = held_back;
      // A decided SPRT ends the match: no new game starts; those being played finish and are kept.
      if (decision != SprtDecision::carry_on && next < pending.size()) {
        next = pending.size();
        console.sprt_stops(decision, done);
      }
    }
  };
  std::vector<std::thread> threads;
  for (int t = 0; t < std::max(1, c.concurrency); ++t) threads.emplace_back(worker);
  for (auto& t : threads) t.join();
  // Those still waiting for an unfinished game: written now, out of order,
  // so that the PGN holds every game the journal does.
  for (const auto& game : in_order.rest()) {
    try {
      write_texts(c, game);
    } catch (const std::exception& e) {
      if (first_error.empty()) first_error = e.what();
      break;
    }
  }
  end.error = first_error;
  return end;
}

// The config a shard plays: the event's, with the shard's own PGN (and so
// journal) and EPD file beside the event's.
TournamentConfig shard_config(const TournamentConfig& c, const Shard& shard) {
  const std::string why = "--shard " + std::to_string(shard.index) + "/" + std::to_string(shard.count) + ": ";
  if (c.sprt)
    throw std::runtime_error(why + "an SPRT decides on the games in the order they end; run it in one process");
  if (c.pairing == Pairing::knockout)
    throw std::runtime_error(why + "a knockout's next games follow from the last ones' results; run it in one process");
  if (c.pgn.empty() || c.pgn_append)
    throw std::runtime_error(
        why + "the event needs a PGN file of its own (tournament{ pgn = ... }), beside which the shards write theirs");
  TournamentConfig s = c;
  s.pgn = shard_pgn(c.pgn, shard);
  if (!c.epd_out.empty()) s.epd_out = shard_pgn(c.epd_out, shard) + ".epd";
  return s;
}

// In Chess960 every external engine is started once and asked to play it before any game, as
// cutechess-cli checks its engines' variants: one that cannot stops the event with its reason,
// rather than losing each of its games (the programs were refused already, in identify).
void check_chess960_engines(const TournamentConfig& c, const RunOptions& o) {
  if (!c.chess960) return;
  const engines::EngineContext context{o.rompath, {}, c.hang_seconds};
  for (const auto& entry : c.engines) {
    std::unique_ptr<engines::Engine> engine;
    try {
      engine = engines::make_engine(entry.spec, context);
    } catch (const std::exception& e) { throw std::runtime_error(entry.name + " did not start: " + e.what()); }
    engine->set_chess960(true);  // throws, naming the engine, if it cannot
  }
}

// Every file the event writes, checked before anything is played or any
// journal or lock is made beside them.
void check_outputs(const TournamentConfig& c) {
  if (!c.pgn.empty()) io::check_writable(c.pgn, "the PGN");
  if (!c.epd_out.empty()) io::check_writable(c.epd_out, "the EPD output");
  if (!c.engine_log.empty() && c.engine_log != "-") io::check_writable(c.engine_log, "the engine log");
  // An engine's standard error goes to a file it appends to (/dev/null to drop it): one that
  // cannot be written would end the engine's first game as a disconnection.
  for (const auto& e : c.engines) {
    const std::string& file = e.spec.external.stderr_file;
    if (!file.empty() && file != "/dev/null") io::check_writable(file, e.name + "'s standard error (stderr=)");
  }
}

// The EPD line of a game journalled before the journal kept it.
std::string epd_of(const JournalEntry& e) {
  if (!e.epd.empty()) return e.epd;
  auto games = chess::read_pgn(e.pgn, "the journal's game " + std::to_string(e.index + 1));
  return games.empty() ? std::string() : final_fen(games.front());
}

// The journal is the record of truth: every game it holds is made to be in
// the PGN and the EPD output (a kill between the journal's write and theirs,
// or a write that failed, left it out). Those scheduled before the first
// game still to play are written now; a later one (finished ahead of its
// turn when the run was stopped) is returned, to be written in its turn.
HeldGames restore_outputs(const Journal& journal, const std::vector<ScheduledGame>& schedule, std::ostream& progress) {
  // The games whose turn has come: all but those after the first unplayed one.
  std::set<int> later;
  bool gap = false;
  for (const auto& s : schedule) {
    if (!journal.games().count(s.index))
      gap = true;
    else if (gap)
      later.insert(s.index);
  }
  HeldGames held;
  for (const auto& [key, output] : journal.header().outputs) {
    const bool pgn = key == "pgn";
    std::vector<std::string> texts;
    std::vector<int> indices;
    // In the schedule's order, as they were written (a game outside the schedule last).
    std::set<int> listed;
    auto add = [&](int index) {
      const JournalEntry& entry = journal.games().at(index);
      texts.push_back(pgn ? entry.pgn : epd_of(entry) + "\n");
      indices.push_back(index);
      listed.insert(index);
    };
    for (const auto& s : schedule)
      if (journal.games().count(s.index)) add(s.index);
    for (const auto& [index, entry] : journal.games())
      if (!listed.count(index)) add(index);
    std::vector<io::WantedRecord> wanted;
    for (size_t i = 0; i < texts.size(); ++i) wanted.push_back({texts[i], !later.count(indices[i])});
    const io::RestoredRecords restored = io::restore_records(output.file, {output.base, output.seam}, wanted,
                                                             pgn ? "[Event " : "", pgn ? "the PGN" : "the EPD output");
    for (size_t i = 0; i < texts.size(); ++i)
      if (!restored.present[i]) (pgn ? held[indices[i]].pgn : held[indices[i]].epd) = std::move(texts[i]);
    if (restored.added > 0)
      progress << output.file << ": " << restored.added << " game" << (restored.added == 1 ? "" : "s")
               << " of the journal restored (the run was stopped before writing "
               << (restored.added == 1 ? "it" : "them") << ")\n";
  }
  return held;
}

std::map<std::string, std::string> outputs_of(const TournamentConfig& c) {
  return {{"pgn", c.pgn}, {"epd", c.epd_out}};
}

}  // namespace

int run_tournament(const TournamentConfig& event_config, const RunOptions& o, std::ostream& out,
                   std::ostream& progress) {
  const TournamentConfig shard = o.shard.count ? shard_config(event_config, o.shard) : TournamentConfig{};
  const TournamentConfig& c = o.shard.count ? shard : event_config;
  const std::string program = o.program.empty() ? "veteran tournament" : o.program;
  if (o.standings_only) {
    // Only the journal's games: no schedule is built for this.
    Event ev = identify(c);
    ScheduleSettings settings = schedule_settings(c, ev.openings.size());
    const uint64_t scheduled =
        c.pairing == Pairing::knockout ? 0 : scheduled_games(static_cast<int>(c.engines.size()), settings);
    std::error_code ec;
    if (ev.journal_file.empty() || !std::filesystem::exists(ev.journal_file, ec))
      throw std::runtime_error("no journal of this event" +
                               (ev.journal_file.empty() ? std::string() : " (" + ev.journal_file + ")") +
                               ": nothing has been played");
    std::string warning;
    auto games = Journal::read(ev.journal_file, nullptr, &warning);
    if (!warning.empty()) progress << warning << "\n";
    std::vector<std::string> names;
    for (const auto& engine : c.engines) names.push_back(engine.name);
    out << games.size() << " of ";
    if (c.pairing == Pairing::knockout)
      out << "the knockout's";
    else
      out << (o.shard.count ? (scheduled + o.shard.count - static_cast<uint64_t>(o.shard.index)) / o.shard.count
                            : scheduled);
    out << " games played (" << ev.journal_file << ")\n\n" << standings_report(names, games);
    return 0;
  }

  check_outputs(c);
  // cutechess-cli says this as it reads its options.
  if (c.output == OutputFormat::cutechess && c.openings_random && !c.openings.empty())
    out << "Indexing opening suite...\n" << std::flush;
  Event ev = plan(c);
  std::erase_if(ev.schedule, [&](const ScheduledGame& s) { return !o.shard.plays(s.index); });
  check_chess960_engines(c, o);
  if (ev.journal_file.empty())
    progress << program << ": no state folder ($XDG_STATE_HOME or $HOME) for the journal, and no -pgnout: "
             << "this run cannot be resumed if it is stopped\n";
  std::optional<TemporaryJournal> scratch;
  if (ev.journal_file.empty()) ev.journal_file = scratch.emplace().file;

  std::map<int, JournalEntry> earlier;
  if (!o.resume && !c.pgn_append && already_complete(ev, earlier)) {
    // Played before: the outputs are still made to hold every game.
    Journal journal(ev.journal_file, ev.print, true, ev.games_in_event, outputs_of(c));
    restore_outputs(journal, ev.schedule, progress);
    out << c.event << ": all " << ev.schedule.size() << " games were played already (" << ev.journal_file
        << "; move it and " << c.pgn << " away to play again)\nPGN: " << c.pgn << "\n\n"
        << standings_report(ev.names, journal.games());
    return 0;
  }
  if (o.resume)
    if (const auto finished = finished_games(ev)) {
      out << c.event << ": finished already: its " << *finished << " game" << (*finished == 1 ? " is" : "s are")
          << " in " << (c.pgn.empty() ? std::string("its outputs") : c.pgn) << " (" << ev.journal_file
          << "); --resume plays nothing more (run the command without --resume to play the event again)\n";
      return 0;
    }
  std::error_code ec;
  if (o.resume && !std::filesystem::exists(ev.journal_file, ec))
    progress << program << ": --resume: no journal of this event (" << ev.journal_file
             << "); playing it from the start\n";
  std::optional<Journal> open_journal;
  open_journal.emplace(ev.journal_file, ev.print, o.resume, ev.games_in_event, outputs_of(c));
  Journal& journal = *open_journal;
  if (!journal.warning().empty()) progress << journal.warning() << "\n";
  const HeldGames held = restore_outputs(journal, ev.schedule, progress);
  if (o.watch && o.watch->finished)
    for (const auto& [index, entry] : journal.games()) o.watch->finished(entry);  // an earlier run's games
  if (o.watch && o.watch->scheduled) o.watch->scheduled(ev.schedule.size());

  // cutechess-cli's knockout picks each game as the one before it ends (its
  // game numbers are its start order): one at a time, the next one made
  // from the results so far.
  const bool one_at_a_time = c.pairing == Pairing::knockout && c.cutechess_schedule;
  auto unplayed = [&] {
    std::vector<ScheduledGame> left;
    for (const auto& s : ev.schedule)
      if (!journal.games().count(s.index) && !(one_at_a_time && !left.empty())) left.push_back(s);
    return left;
  };
  std::vector<ScheduledGame> pending = unplayed();
  if (o.resume && !journal.games().empty())
    progress << "resuming: " << journal.games().size() << " of " << ev.schedule.size() << " games already played\n";

  const auto console = make_match_console(ev, out, progress);
  if (journal.games().empty()) console->opening();
  auto start = std::chrono::steady_clock::now();
  const size_t played_before = journal.games().size();
  std::atomic<int> starts{0}, engine_numbers{0};
  std::optional<BookDraws> draws;
  const bool books = std::any_of(ev.books.begin(), ev.books.end(), [](const auto& b) { return b != nullptr; });
  if (books && cutechess_book_stream(c)) {
    draws.emplace();
    draws->seed = static_cast<uint32_t>(c.seed);
    // cutechess-cli's random opening order took the stream's first draws (a Knuth shuffle).
    const size_t openings = ev.openings.size();
    if (c.openings_random && openings > 1) draws->before_first = openings - 1;
    for (const auto& s : ev.schedule) {
      draws->place[s.index] = draws->order.size();
      draws->order.push_back(s.index);
    }
    for (const auto& [index, entry] : journal.games())
      if (entry.book_draws) draws->after[index] = *entry.book_draws;
  }
  BookDraws* book_draws = draws ? &*draws : nullptr;
  PlayEnd played = play_pending(ev, pending, held, journal, o, *console, progress, starts, engine_numbers, book_draws);
  // A knockout's next games follow from these results: played until it is decided.
  while (played.error.empty() && !played.ended_by_engine && c.pairing == Pairing::knockout &&
         !(o.stop && o.stop->stopped())) {
    ev.schedule = knockout_so_far(c, ev.openings.size(), journal.games()).games;
    ev.book_line = book_lines(ev.schedule, c.opening_repeat);
    if (o.watch && o.watch->scheduled) o.watch->scheduled(ev.schedule.size());
    pending = unplayed();
    if (pending.empty()) break;
    played = play_pending(ev, pending, {}, journal, o, *console, progress, starts, engine_numbers, book_draws);
  }
  const std::string& error = played.error;
  if (played.no_names)
    for (size_t i = 0; i < c.engines.size(); ++i)
      if (c.engines[i].name_from_engine) ev.names[i].clear();
  if (error.empty() && o.stop && o.stop->stopped()) {
    progress << program << ": stopped; " << journal.games().size() << " games are kept in " << ev.journal_file
             << " (go on with --resume)\n";
    return 130;
  }
  if (!error.empty()) {
    progress << program << ": " << error << "\n";
    if (!scratch)
      progress << program << ": the " << journal.games().size() << " games played are kept in " << ev.journal_file
               << "; go on with --resume once the cause is fixed\n";
    return 1;
  }
  console->finished(
      MatchEnd{journal, scratch.has_value(), played_before, starts, seconds_since(start), played.last_lines});
  if (c.pgn_append && !scratch) {
    // Every game is in the PGN and EPD (appended and synced as it ended, or
    // restored above): the journal's games need not be kept twice. What is
    // left of it, in one step, is the record that the event is finished, so
    // that --resume plays nothing more.
    journal.finish();
    io::crash_point("finished");
    open_journal.reset();
    std::error_code ignored;
    std::filesystem::remove(ev.journal_file + ".lock", ignored);
  }
  return 0;
}

int merge_shards(const TournamentConfig& c, const std::string& dir, std::ostream& out, std::ostream& progress) {
  if (c.pgn.empty()) throw std::runtime_error("--merge: the event has no PGN file to write (tournament{ pgn = ... })");
  std::error_code error;
  const auto status = std::filesystem::status(dir, error);
  if (error && error.value() != ENOENT) throw std::runtime_error("--merge " + dir + ": " + error.message());
  if (!std::filesystem::exists(status)) throw std::runtime_error("--merge " + dir + ": no such folder");
  if (!std::filesystem::is_directory(status)) throw std::runtime_error("--merge " + dir + ": not a folder");
  io::check_writable(c.pgn, "the merged PGN");
  Event ev = plan(c);
  // The shards' journals, in name order, so that an error names the same file every time.
  std::vector<std::filesystem::path> journals;
  for (const auto& f : std::filesystem::directory_iterator(dir, error)) {
    const std::string name = f.path().filename().string();
    if (name.find(".shard-") != std::string::npos && name.find(".pgn.") != std::string::npos &&
        name.ends_with(".journal"))
      journals.push_back(f.path());
  }
  if (error) throw std::runtime_error("--merge " + dir + ": cannot read the folder: " + error.message());
  if (journals.empty())
    throw std::runtime_error("--merge " + dir + ": no shard journals (NAME.shard-K-of-N.pgn.ID.journal) to merge");
  std::sort(journals.begin(), journals.end());
  std::map<int, JournalEntry> games;
  std::map<int, std::string> source;
  for (const auto& file : journals) {
    std::string warning;
    JournalHeader header;
    auto shard_games = Journal::read(file.string(), nullptr, &warning, &header);
    if (!warning.empty()) progress << warning << "\n";
    if (header.fingerprint.empty())
      throw std::runtime_error(file.string() +
                               ": no fingerprint line (an empty journal, or one whose shard was killed as it "
                               "began); run that shard again with --resume, or move the file away; nothing merged");
    if (header.fingerprint != ev.print)
      throw std::runtime_error(file.string() +
                               ": a shard of a different event (engines, pairing, games, time controls "
                               "or openings differ from " +
                               (c.source.empty() ? "the config" : c.source) + "); nothing merged");
    for (auto& [index, entry] : shard_games) {
      if (index < 0 || static_cast<size_t>(index) >= ev.games_in_event)
        throw std::runtime_error(file.string() + ": game " + std::to_string(index) +
                                 " is not in this event's schedule");
      if (games.count(index))
        throw std::runtime_error(file.string() + ": game " + std::to_string(index + 1) + " is also in " +
                                 source[index] + " (shards of different splits in one folder?); nothing merged");
      source[index] = file.string();
      games[index] = std::move(entry);
    }
  }
  // Written whole (io::write_whole): an interrupted merge leaves no half PGN.
  std::string text;
  for (const auto& [index, entry] : games) text += entry.pgn;
  io::write_whole(c.pgn, text, "the merged PGN");
  if (!c.epd_out.empty()) {
    std::string epd;
    for (const auto& [index, entry] : games) epd += epd_of(entry) + "\n";
    io::write_whole(c.epd_out, epd, "the merged EPD output");
  }
  out << c.event << ": " << games.size() << " of " << ev.games_in_event << " games merged from " << journals.size()
      << " shard" << (journals.size() == 1 ? "" : "s") << "\nPGN: " << c.pgn << "\n\n"
      << standings_report(ev.names, games);
  if (ev.names.size() == 2) out << "\n" << match_report(ev.names, tally_match(ev.names[0], games), c.sprt);
  if (games.size() < ev.games_in_event) {
    progress << "veteran tournament --merge: " << ev.games_in_event - games.size()
             << " games are missing (a shard not finished? go on with it with --shard K/N --resume)\n";
    return 1;
  }
  return 0;
}

}  // namespace veteran::tournament
