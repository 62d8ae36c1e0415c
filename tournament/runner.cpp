#include "runner.hpp"

#include "chess/pgn.hpp"
#include "game_runner.hpp"
#include "hash/digest.hpp"
#include "journal.hpp"
#include "openings.hpp"
#include "players.hpp"
#include "schedule.hpp"
#include "standings.hpp"

#include <atomic>
#include <cmath>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <set>
#include <sstream>
#include <thread>
#include <unistd.h>

namespace veteran::tournament {
namespace {

// What identifies the event: the same fingerprint means the same schedule.
std::string fingerprint(const TournamentConfig& c, const std::vector<Opening>& openings) {
  std::ostringstream s;
  for (const auto& e : c.engines)
    s << e.name << '|' << e.program << '|' << e.external.command << '|' << e.level << '|' << e.tc << ';';
  s << c.pairing << '|' << c.games << '|' << c.tc << '|' << c.openings_random << '|' << c.seed << '|';
  for (const auto& o : openings) {
    s << o.fen;
    for (const auto& m : o.moves) s << ' ' << m.uci();
    s << ';';
  }
  std::string text = s.str();
  return hash::sha1_hex(std::span<const uint8_t>(reinterpret_cast<const uint8_t*>(text.data()), text.size()));
}

std::string today() {
  std::time_t t = std::time(nullptr);
  std::tm tm{};
  localtime_r(&t, &tm);
  char buf[16];
  std::strftime(buf, sizeof buf, "%Y.%m.%d", &tm);
  return buf;
}

void write_all(const std::string& file, const std::string& text, bool append) {
  std::FILE* f = std::fopen(file.c_str(), append ? "a" : "w");
  if (!f) throw std::runtime_error(file + ": cannot write");
  bool ok = std::fwrite(text.data(), 1, text.size(), f) == text.size() && std::fflush(f) == 0 && fsync(fileno(f)) == 0;
  std::fclose(f);
  if (!ok) throw std::runtime_error(file + ": cannot write");
}

std::string startup_failure(const std::string& name, const std::string& what) {
  return what.find(name) == std::string::npos ? name + " did not start: " + what : what;
}

std::string level_text(engines::Engine& e, const EngineEntry& entry) {
  int level = e.level();
  if (level <= 0) level = entry.level;
  return level > 0 ? std::to_string(level) : "-";
}

}  // namespace

int run_tournament(const TournamentConfig& c, const RunOptions& o, std::ostream& out, std::ostream& progress) {
  std::vector<Opening> openings;
  if (!c.openings.empty()) openings = load_openings(c.openings, c.opening_plies);
  auto schedule = make_schedule(static_cast<int>(c.engines.size()), c.pairing, c.games,
                                static_cast<int>(openings.size()), c.openings_random, c.seed);
  std::vector<std::string> names;
  for (const auto& e : c.engines) names.push_back(e.name);
  std::string journal_file = c.pgn + ".journal";

  if (o.standings_only) {
    std::string warning;
    auto games = Journal::read(journal_file, nullptr, &warning);
    if (!warning.empty()) progress << warning << "\n";
    out << games.size() << " of " << schedule.size() << " games played (" << journal_file << ")\n\n"
        << standings_report(names, games);
    return 0;
  }

  std::string print = fingerprint(c, openings);
  if (!o.resume && std::filesystem::exists(journal_file)) {
    // The same tournament, already complete: say so and show its table.
    std::string found;
    auto earlier = Journal::read(journal_file, &found, nullptr);
    bool complete = found == print && !earlier.empty();
    for (const auto& s : schedule) complete = complete && earlier.count(s.index);
    if (complete) {
      out << c.event << ": all " << schedule.size() << " games were played already (" << journal_file
          << "; move it and " << c.pgn << " away to play again)\nPGN: " << c.pgn << "\n\n"
          << standings_report(names, earlier);
      return 0;
    }
  }
  Journal journal(journal_file, print, o.resume);
  if (!journal.warning().empty()) progress << journal.warning() << "\n";
  // The PGN is the journal's games in order; rebuilt whole, so a PGN write cut
  // short by a kill cannot leave half a game or a game twice.
  std::string pgn_text;
  for (const auto& [i, g] : journal.games()) pgn_text += g.pgn;
  write_all(c.pgn, pgn_text, false);

  std::vector<ScheduledGame> pending;
  for (const auto& s : schedule)
    if (!journal.games().count(s.index)) pending.push_back(s);
  if (o.resume && !journal.games().empty())
    progress << "resuming: " << journal.games().size() << " of " << schedule.size() << " games already played\n";

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

  auto worker = [&]() {
    for (;;) {
      size_t k = next.fetch_add(1);
      if (k >= pending.size()) return;
      const ScheduledGame& s = pending[k];
      // Each side: its entry, engine, time control, and what the PGN says of it.
      struct Side {
        const EngineEntry& entry;
        std::string colour, tc, machine, level = "-", note;
        bool emulated_clock = false;
        std::unique_ptr<engines::Engine> engine;
      };
      auto side_for = [&](int n, const char* colour) {
        const EngineEntry& e = c.engines[static_cast<size_t>(n)];
        return Side{e, colour, e.tc.empty() ? c.tc : e.tc,
                    e.program.empty() ? "external" : e.program.substr(e.program.find('@') + 1), "-", "", false,
                    nullptr};
      };
      Side sides[2] = {side_for(s.white, "White"), side_for(s.black, "Black")};
      Opening opening = s.opening >= 0 ? openings[static_cast<size_t>(s.opening)] : Opening{};
      std::string date = today();
      GameRecord rec;
      bool started = true;
      for (int i = 0; i < 2 && started; ++i) {
        try {
          sides[i].engine = make_engine(sides[i].entry, c.hang_seconds, o.rompath, log);
        } catch (const std::exception& e) {
          started = false;  // an engine that does not start loses, with nothing played
          rec.result = i == 0 ? "0-1" : "1-0";
          rec.termination = "abandoned";
          rec.reason = startup_failure(sides[i].entry.name, e.what());
          rec.pgn.start_fen = opening.fen;
          rec.pgn.moves = opening.moves;
          rec.pgn.comments.assign(opening.moves.size(), "book");
          rec.pgn.result = rec.result;
          rec.pgn.result_comment = rec.reason;
        }
      }
      if (started) {
        Player wp{*sides[0].engine, sides[0].entry.name, TimeControl::parse(sides[0].tc)};
        Player bp{*sides[1].engine, sides[1].entry.name, TimeControl::parse(sides[1].tc)};
        rec = play_game(wp, bp, opening, c.adjudication);
        for (auto& side : sides) {
          side.level = level_text(*side.engine, side.entry);
          side.note = side.engine->position_note(opening.fen);
          side.emulated_clock = side.engine->emulated_time();
        }
      }
      for (auto& side : sides) side.engine.reset();
      const EngineEntry& we = sides[0].entry;
      const EngineEntry& be = sides[1].entry;
      auto& p = rec.pgn;
      p.set_tag("Event", c.event);
      p.set_tag("Site", c.site);
      p.set_tag("Date", date);
      p.set_tag("Round", std::to_string(s.round) + "." + std::to_string(s.index + 1));
      p.set_tag("White", we.name);
      p.set_tag("Black", be.name);
      p.set_tag("TimeControl", TimeControl::parse(sides[0].tc).pgn());
      p.set_tag("Termination", rec.termination);
      p.set_tag("PlyCount", std::to_string(p.moves.size()));
      for (const auto& side : sides) {
        if (sides[0].tc != sides[1].tc) p.set_tag(side.colour + "TimeControl", TimeControl::parse(side.tc).text());
        p.set_tag(side.colour + "Machine", side.machine);
        p.set_tag(side.colour + "Level", side.level);
        if (side.emulated_clock) p.set_tag(side.colour + "Clock", "emulated");
        if (!side.note.empty()) p.set_tag(side.colour + "Note", side.entry.name + " " + side.note);
      }
      if (!opening.name.empty()) p.set_tag("Opening", opening.name);
      JournalEntry entry{s.index, we.name, be.name, rec.result, rec.termination, chess::write_pgn(p)};

      std::lock_guard<std::mutex> guard(lock);
      try {
        journal.record(entry);
        write_all(c.pgn, entry.pgn, true);
      } catch (const std::exception& e) {
        if (first_error.empty()) first_error = e.what();
        next = pending.size();  // stop: nothing more can be kept
        return;
      }
      ++done;
      double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      char line[512];
      std::snprintf(line, sizeof line, "[%zu/%zu] %s - %s: %s (%s), %zu plies | %.1f s", done, schedule.size(),
                    we.name.c_str(), be.name.c_str(), rec.result.c_str(), rec.reason.c_str(), p.moves.size(), elapsed);
      progress << line << "\n" << std::flush;
    }
  };
  std::vector<std::thread> threads;
  for (int t = 0; t < std::max(1, c.concurrency); ++t) threads.emplace_back(worker);
  for (auto& t : threads) t.join();
  if (!first_error.empty()) {
    progress << "veteran tournament: " << first_error << "\n";
    return 1;
  }
  double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  size_t played = pending.size();
  out << c.event << ": " << schedule.size() << " games (" << played << " played now in " << std::fixed;
  out.precision(1);
  out << elapsed << " s";
  if (played > 0 && elapsed > 0) out << ", " << std::llround(static_cast<double>(played) * 3600.0 / elapsed) << " games per hour";
  out << ")\nPGN: " << c.pgn << "\nJournal: " << journal_file << "\n\n" << standings_report(names, journal.games());
  return 0;
}

}  // namespace veteran::tournament
