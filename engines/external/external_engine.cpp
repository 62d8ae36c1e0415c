#include "engines/external/external_engine.hpp"

#include <cctype>

#include "chess/san.hpp"
#include "engines/external/uci_client.hpp"
#include "engines/external/xboard_client.hpp"

#include <algorithm>
#include <sstream>

namespace veteran::engines {

std::vector<std::string> command_line(const ExternalSpec& spec) {
  if (spec.shell) return {"/bin/sh", "-c", spec.command};
  std::vector<std::string> argv;
  std::istringstream words(spec.command);
  for (std::string w; words >> w;) argv.push_back(w);
  argv.insert(argv.end(), spec.arguments.begin(), spec.arguments.end());
  return argv;
}

ExternalEngine::ExternalEngine(const ExternalSpec& spec) : spec_(spec), name_(spec.name) {
  try {
    process_ = std::make_unique<Process>(command_line(spec), spec.directory, spec.stderr_file);
  } catch (const std::exception& e) {
    throw EngineFailure(EngineFailure::Kind::crashed, (spec.name.empty() ? spec.command : spec.name) + ": " + e.what());
  }
  if (name_.empty()) name_ = spec.command;
}

ExternalEngine::~ExternalEngine() {
  if (process_) {
    process_->send("quit");
    process_->stop(std::chrono::milliseconds(300));
  }
}

void ExternalEngine::note(const char* direction, const std::string& line) {
  transcript_.push_back(direction + line);
  if (spec_.io_log) spec_.io_log(direction + line);
}

void ExternalEngine::send(const std::string& line) {
  note("> ", line);
  if (!process_->send(line)) {
    failed_ = true;
    process_->stop(std::chrono::milliseconds(100));
    throw EngineFailure(EngineFailure::Kind::crashed,
                        name_ + " is gone (" + process_->exit_description() + ") and cannot be sent '" + line + "'");
  }
}

void ExternalEngine::stop_search() {
  stop_requested_ = true;
  process_->wake();
}

void ExternalEngine::abandon_search() {
  abandoned_ = true;
  stop_search();
}

std::string ExternalEngine::receive(Process::Clock::time_point deadline, const std::string& waiting_for) {
  std::optional<std::string> line;
  for (;;) {
    bool woken = false;
    auto until = stop_deadline_ ? std::min(deadline, *stop_deadline_) : deadline;
    // An owner that may abandon the engine (ExternalSpec::abandon) is looked at every 100 ms.
    if (spec_.abandon) until = std::min(until, Process::Clock::now() + std::chrono::milliseconds(100));
    line = process_->read_line(until, &woken);
    if (line || process_->at_end()) break;
    if (abandoned_ || (spec_.abandon && *spec_.abandon)) {  // nobody waits for it: killed now, not after the grace
      failed_ = true;
      process_->stop(std::chrono::milliseconds(0));
      throw EngineFailure(EngineFailure::Kind::stopped, name_ + " was stopped while " + waiting_for);
    }
    if (stop_requested_.exchange(false) && !stop_deadline_) {
      // Told to stop: the engine is asked for its move now, and given a
      // little time to give it (its info lines first, then the move).
      failed_ = true;  // its state after a stop is not trusted for another game
      send(stop_command());
      stop_deadline_ = deadline_in(kStopGraceSeconds);
      continue;
    }
    if (woken) continue;
    if (stop_deadline_ && Process::Clock::now() >= *stop_deadline_) {
      process_->stop(std::chrono::milliseconds(0));
      throw EngineFailure(EngineFailure::Kind::stopped,
                          name_ + " was told to stop while " + waiting_for + " and did not answer; it was killed");
    }
    if (Process::Clock::now() < deadline) continue;  // a poll cut short
    break;                                           // the deadline passed: a hang
  }
  if (line) {
    note("< ", *line);
    return *line;
  }
  failed_ = true;
  if (process_->at_end()) {
    process_->stop(std::chrono::milliseconds(200));
    throw EngineFailure(EngineFailure::Kind::crashed,
                        name_ + " crashed (" + process_->exit_description() + ") while " + waiting_for);
  }
  process_->stop(std::chrono::milliseconds(0));
  throw EngineFailure(EngineFailure::Kind::hung, name_ + " stopped answering while " + waiting_for);
}

Process::Clock::time_point ExternalEngine::deadline_in(double seconds) const {
  return Process::Clock::now() + std::chrono::milliseconds(static_cast<long long>(seconds * 1000));
}

double ExternalEngine::move_deadline_seconds(const SearchLimits& l, chess::Color side) const {
  double budget = 60;  // depth and node limits: a minute
  if (l.move_time > 0)
    budget = l.move_time;
  else if ((side == chess::White ? l.white_time : l.black_time) > 0)
    budget = side == chess::White ? l.white_time : l.black_time;
  double grace = spec_.hang_seconds > 0 ? spec_.hang_seconds : std::max(5.0, budget);
  return budget + grace;
}

chess::Position ExternalEngine::current_position() const {
  chess::Position pos(fen_, chess960_);
  for (const auto& m : moves_) pos.play(m);
  return pos;
}

chess::Move ExternalEngine::parse_move(const std::string& text) const {
  chess::Position pos = current_position();
  try {
    return pos.parse_uci(text);
  } catch (const std::exception&) {}
  try {
    return chess::parse_san(pos, text);
  } catch (const std::exception&) {}
  // Not a legal move here: the caller decides (the runner forfeits the game).
  if (text.size() >= 4 && text[0] >= 'a' && text[0] <= 'h' && text[1] >= '1' && text[1] <= '8' && text[2] >= 'a' &&
      text[2] <= 'h' && text[3] >= '1' && text[3] <= '8')
    return chess::Move{chess::square(text[0] - 'a', text[1] - '1'), chess::square(text[2] - 'a', text[3] - '1'),
                       chess::None, 0};
  failed_ = true;
  throw EngineFailure(EngineFailure::Kind::protocol, name_ + " answered '" + text + "', which is not a move", text);
}

void ExternalEngine::set_position(const std::string& fen, const std::vector<chess::Move>& moves) {
  stop_deadline_.reset();  // a new search: an earlier stop is over
  stop_requested_ = false;
  fen_ = fen;
  moves_ = moves;
}

void ExternalEngine::protocol_error(const std::string& what, const std::string& answer) {
  failed_ = true;
  throw EngineFailure(EngineFailure::Kind::protocol, name_ + ": " + what, answer);
}

std::unique_ptr<ExternalEngine> start_external_engine(const ExternalSpec& spec) {
  if (spec.protocol == "uci") return std::make_unique<UciClient>(spec);
  if (spec.protocol == "xboard" || spec.protocol == "cecp") return std::make_unique<XboardClient>(spec);
  throw std::invalid_argument("engine protocol must be 'xboard' or 'uci', not '" + spec.protocol + "'");
}

bool ExternalEngine::refusal(const std::string& line) {
  std::string low;
  for (char c : line) low += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  auto has = [&](const char* text) { return low.find(text) != std::string::npos; };
  return low.rfind("error", 0) == 0 || low.rfind("tellusererror", 0) == 0 || has("no such option") ||
         has("unknown option") || (low.rfind("info string", 0) == 0 && (has("error") || has("invalid")));
}

}  // namespace veteran::engines
