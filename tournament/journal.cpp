#include "veteran/tournament/journal.hpp"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <unistd.h>

namespace veteran::tournament {

std::map<int, JournalEntry> Journal::read(const std::string& file, std::string* fingerprint, std::string* warning) {
  std::map<int, JournalEntry> games;
  std::ifstream in(file);
  int number = 0;
  for (std::string line; std::getline(in, line);) {
    ++number;
    nlohmann::json j;
    try {
      j = nlohmann::json::parse(line);
      if (j.contains("fingerprint")) {
        if (fingerprint) *fingerprint = j.at("fingerprint").get<std::string>();
        continue;
      }
      JournalEntry e;
      e.index = j.at("index").get<int>();
      e.white = j.at("white").get<std::string>();
      e.black = j.at("black").get<std::string>();
      e.result = j.at("result").get<std::string>();
      e.termination = j.at("termination").get<std::string>();
      e.pgn = j.at("pgn").get<std::string>();
      games[e.index] = std::move(e);
    } catch (const std::exception&) {
      // Only the last line can be torn by a kill; anything else is damage.
      if (in.peek() != EOF) throw std::runtime_error(file + ":" + std::to_string(number) + ": not a journal line");
      if (warning) *warning = file + ":" + std::to_string(number) + ": an unfinished line (the tournament was killed while writing it) is dropped";
    }
  }
  return games;
}

Journal::Journal(const std::string& file, const std::string& fingerprint, bool resume) : file_(file) {
  bool exists = std::filesystem::exists(file);
  if (exists) {
    std::string found;
    games_ = read(file, &found, &warning_);
    if (!resume && !games_.empty())
      throw std::runtime_error(file + " holds " + std::to_string(games_.size()) +
                               " finished games of an earlier run: give --resume to go on with it, or move it away");
    if (resume && !found.empty() && found != fingerprint)
      throw std::runtime_error(file + " belongs to a different tournament (its engines, pairing, games or openings "
                               "differ from this config's); it cannot be resumed with this config");
  } else if (resume) {
    // Nothing to resume: a fresh start.
  }
  // Rewrite the journal clean (drops a torn last line), then append.
  std::string tmp = file + ".tmp";
  {
    std::ofstream fresh(tmp, std::ios::trunc);
    if (!fresh) throw std::runtime_error(file + ": cannot write the journal");
    fresh << nlohmann::json{{"fingerprint", fingerprint}}.dump() << '\n';
    for (const auto& [i, e] : games_)
      fresh << nlohmann::json{{"index", e.index}, {"white", e.white}, {"black", e.black}, {"result", e.result},
                              {"termination", e.termination}, {"pgn", e.pgn}}
                   .dump()
            << '\n';
  }
  std::filesystem::rename(tmp, file);
  out_ = std::fopen(file.c_str(), "a");
  if (!out_) throw std::runtime_error(file + ": cannot append to the journal");
}

Journal::~Journal() {
  if (out_) std::fclose(out_);
}

void Journal::record(const JournalEntry& e) {
  std::string line = nlohmann::json{{"index", e.index}, {"white", e.white}, {"black", e.black}, {"result", e.result},
                                    {"termination", e.termination}, {"pgn", e.pgn}}
                         .dump() + "\n";
  if (std::fwrite(line.data(), 1, line.size(), out_) != line.size() || std::fflush(out_) != 0 || fsync(fileno(out_)) != 0)
    throw std::runtime_error(file_ + ": cannot write the journal");
  games_[e.index] = e;
}

}  // namespace veteran::tournament
