#include "gui/play/game_session.hpp"

#include "chess/pgn.hpp"
#include "chess/san.hpp"
#include "emu/debug/debugger.hpp"
#include "emu/machine.hpp"
#include "engines/programs.hpp"
#include "engines/registry/make_engine.hpp"
#include "gui/app/pacer.hpp"
#include "util/io/output_file.hpp"

#include <cstdio>
#include <ctime>
#include <fstream>
#include <stdexcept>

namespace veteran::gui {
namespace {

using Steady = std::chrono::steady_clock;

// Thrown from inside a search (through the referee, which passes host errors
// on as its own) when the game it serves was replaced or the window closes.
struct SearchAbandoned : std::runtime_error {
  SearchAbandoned() : std::runtime_error("the search was abandoned (new game, take back or quit)") {}
};

constexpr double kWatchSlice = 0.02;      // emulated seconds between looks at the machine
constexpr double kFaceEveryWall = 0.015;  // the face is copied for the window at most this often

std::string side_name(int side) { return side == 0 ? "White" : "Black"; }

// An engine's score as GUIs print it, from the engine's side: +0.35, #3 (mates in 3), #-2 (is mated in 2).
std::string score_text(const std::optional<int>& cp, const std::optional<int>& mate) {
  char text[32] = "";
  if (mate)
    std::snprintf(text, sizeof text, "#%d", *mate);
  else if (cp)
    std::snprintf(text, sizeof text, "%+.2f", *cp / 100.0);
  return text;
}

// A line of moves in SAN from `pos`, as far as the moves are legal there.
std::string pv_text(chess::Position pos, const std::vector<chess::Move>& pv) {
  std::string out;
  for (const auto& m : pv) {
    bool legal = false;
    for (const auto& l : pos.legal_moves()) legal = legal || l == m;
    if (!legal) break;
    out += (out.empty() ? "" : " ") + chess::to_san(pos, m);
    pos.play(m);
  }
  return out;
}

constexpr size_t kOutputLines = 64;  // the engine output panel keeps the last lines of a search

}  // namespace

GameSession::GameSession(SessionSettings settings) : settings_(std::move(settings)) {
  speed_ = settings_.speed;
  tc_ = settings_.tc;
  game_ = std::make_unique<chess::Game>(settings_.fen.empty() ? chess::Position::kStartFen : settings_.fen);
  reset_clocks();
  thread_ = std::thread([this] { loop(); });
}

GameSession::~GameSession() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
    ++generation_;
  }
  *closing_ = true;  // an engine still starting is killed (its handshake's wait ends)
  stop_.stop();      // a search in progress ends now (an external engine that does not answer is killed)
  changed_.notify_all();
  thread_.join();
}

bool GameSession::person(int side) const { return (side == 0 ? settings_.white : settings_.black).empty(); }
int GameSession::to_move() const { return game_->position().side_to_move() == chess::White ? 0 : 1; }

void GameSession::reset_clocks() {
  for (int side = 0; side < 2; ++side) {
    clocks_[side] = tc_ ? std::make_unique<engines::Clock>(*tc_) : nullptr;
    used_[side] = 0;
    output_[side].clear();
  }
  clock_history_.clear();
  keep_clocks();
  person_since_ = Steady::now();
}

// Called before a move is played: the clocks as they stand, at the index of the move about to be made.
void GameSession::keep_clocks() {
  clock_history_.resize(game_->moves().size());
  ClockState now;
  for (int side = 0; side < 2; ++side) {
    if (clocks_[side]) now.clocks[side] = *clocks_[side];
    now.used[side] = used_[side];
  }
  clock_history_.push_back(now);
}

// The engine's lines while it searches `searched`, for the output panel.
void GameSession::watch_output(engines::Engine& e, int side, uint64_t generation, const chess::Position& searched) {
  {
    std::lock_guard lock(mutex_);
    output_[side].clear();
  }
  e.set_info_watch([this, side, generation, searched](const engines::SearchInfo& info) {
    if (info.multipv != 1) return;  // the engine's own line only
    EngineLine line{info.seconds, info.depth, info.nodes, score_text(info.score_cp, info.score_mate),
                    pv_text(searched, info.pv)};
    std::lock_guard lock(mutex_);
    if (generation_ != generation) return;
    output_[side].push_back(std::move(line));
    if (output_[side].size() > kOutputLines) output_[side].erase(output_[side].begin());
  });
}

SessionView GameSession::view() const {
  std::lock_guard lock(mutex_);
  SessionView v;
  v.position = game_->position();
  v.san = san_;
  if (!game_->moves().empty()) v.last = game_->moves().back();
  for (int side = 0; side < 2; ++side) {
    const std::string& spec = side == 0 ? settings_.white : settings_.black;
    v.names[side] = spec.empty() ? "You" : names_[side].empty() ? spec : names_[side];
    v.levels[side] = levels_[side];
    v.machines[side] = machines_[side];
    bool counting = tc_ && tc_->kind == engines::TimeControl::Kind::clock;
    v.clock_counts_down = counting;
    double running = 0;
    if (person(side) && to_move() == side && result_ == "*" && !paused_)
      running = std::chrono::duration<double>(Steady::now() - person_since_).count();
    if (thinking_ == side)  // an engine's clock runs as it thinks: emulated seconds on a period machine
      running = emulated_[side] ? face_seconds_[side] - think_from_
                                : std::chrono::duration<double>(Steady::now() - think_wall_).count();
    v.clocks[side] = counting ? clocks_[side]->remaining() - running : used_[side] + running;
  }
  v.thinking = thinking_;
  v.person_to_move = result_ == "*" && person(to_move()) && !failed_;
  v.paused = paused_;
  for (int side = 0; side < 2; ++side) {
    v.faces[side] = faces_[side];
    v.face_machines[side] = face_machines_[side];
    v.face_seconds[side] = face_seconds_[side];
    v.printouts[side] = printouts_[side];
  }
  v.status = status_;
  v.result = result_;
  v.start_fen = game_->start_fen();
  v.moves = game_->moves();
  for (int side = 0; side < 2; ++side) v.output[side] = output_[side];
  return v;
}

bool GameSession::with_held_machine(const std::function<void(emu::Machine&, emu::Debugger&)>& f) {
  std::lock_guard lock(mutex_);
  if (!held_ || !paused_) return false;
  if (!held_debugger_ || &held_debugger_->machine() != held_) held_debugger_ = std::make_unique<emu::Debugger>(*held_);
  f(*held_, *held_debugger_);
  // What the debugger did shows on the machine's face at once.
  for (int side = 0; side < 2; ++side)
    if (face_machines_[side] == held_->name() && thinking_ == side) {
      faces_[side] = held_->face();
      face_seconds_[side] = held_->seconds();
    }
  return true;
}

bool GameSession::busy() const {
  std::lock_guard lock(mutex_);
  return thinking_ >= 0 || (result_ == "*" && !failed_ && !person(to_move()));
}

bool GameSession::play(const chess::Move& move) {
  std::lock_guard lock(mutex_);
  if (result_ != "*" || !person(to_move()) || failed_) {
    status_ = "it is not your move";
    return false;
  }
  chess::Position pos = game_->position();
  bool legal = false;
  for (const auto& m : pos.legal_moves()) legal = legal || m == move;
  if (!legal) {
    status_ = move.uci() + " is not legal here";
    return false;
  }
  int side = to_move();
  double spent = paused_ ? 0 : std::chrono::duration<double>(Steady::now() - person_since_).count();
  keep_clocks();
  used_[side] += spent;
  san_.push_back(chess::to_san(pos, move));
  game_->play(move);
  status_.clear();
  if (clocks_[side] && !clocks_[side]->spend(spent)) {
    result_ = side == 0 ? "0-1" : "1-0";
    termination_ = side_name(side) + " lost on time";
    status_ = termination_;
  }
  finish_if_over();
  changed_.notify_all();
  return true;
}

void GameSession::finish_if_over() {
  if (result_ != "*") return;
  auto verdict = game_->verdict();
  if (verdict.outcome == chess::Outcome::ongoing) return;
  result_ = verdict.result();
  termination_ = verdict.reason;
  status_ = "game over: " + verdict.reason + " (" + result_ + ")";
}

void GameSession::new_game(const std::string& fen) {
  std::lock_guard lock(mutex_);
  std::string start =
      fen.empty() ? (settings_.fen.empty() ? std::string(chess::Position::kStartFen) : settings_.fen) : fen;
  chess::Game fresh(start);  // throws std::invalid_argument for a bad FEN, leaving this game as it was
  ++generation_;
  stop_.interrupt();  // a search for the old game ends now
  *game_ = fresh;
  san_.clear();
  result_ = "*";
  termination_.clear();
  status_.clear();
  failed_ = false;
  new_game_[0] = new_game_[1] = true;          // told on the engine thread, before their next search
  for (auto& page : printouts_) page.clear();  // the last game's printer page is not this one's
  reset_clocks();
  changed_.notify_all();
}

void GameSession::load(const chess::PgnGame& pgn) {
  chess::Game fresh(pgn.start_fen);
  std::vector<std::string> san;
  for (const auto& m : pgn.moves) {  // read_pgn gave legal moves; SAN for the move list
    san.push_back(chess::to_san(fresh.position(), m));
    fresh.play(m);
  }
  std::lock_guard lock(mutex_);
  ++generation_;
  stop_.interrupt();
  *game_ = fresh;
  san_ = san;
  result_ = "*";
  termination_.clear();
  status_.clear();
  failed_ = false;
  new_game_[0] = new_game_[1] = true;
  reset_clocks();
  for (size_t i = 0; i < pgn.moves.size(); ++i) clock_history_.push_back(clock_history_.back());
  finish_if_over();
  if (result_ == "*" && pgn.result != "*") {  // decided off the board (a resignation, time, agreement)
    result_ = pgn.result;
    termination_ = pgn.result_comment.empty() ? "as the PGN says" : pgn.result_comment;
    status_ = "game over: " + termination_ + " (" + result_ + ")";
  }
  changed_.notify_all();
}

void GameSession::take_back() {
  std::lock_guard lock(mutex_);
  std::vector<chess::Move> moves = game_->moves();
  std::vector<std::string> san = san_;
  if (moves.empty()) return;
  // Back over the engine's reply and the person's move before it.
  const int first = chess::Position(game_->start_fen()).side_to_move() == chess::White ? 0 : 1;
  auto side_after = [&](size_t plies) { return static_cast<int>((static_cast<size_t>(first) + plies) % 2); };
  do {
    moves.pop_back();
    san.pop_back();
  } while (!moves.empty() && !person(side_after(moves.size())));
  ++generation_;
  stop_.interrupt();  // a search for the position taken back ends now
  chess::Game replay(game_->start_fen());
  for (const auto& m : moves) replay.play(m);
  *game_ = replay;
  san_ = san;
  if (moves.size() < clock_history_.size()) {  // the clocks as they were before the first move taken back
    const ClockState& then = clock_history_[moves.size()];
    for (int side = 0; side < 2; ++side) {
      if (then.clocks[side]) *clocks_[side] = *then.clocks[side];
      used_[side] = then.used[side];
    }
    clock_history_.resize(moves.size() + 1);
  }
  output_[0].clear();
  output_[1].clear();
  result_ = "*";
  termination_.clear();
  status_.clear();
  failed_ = false;
  person_since_ = Steady::now();
  changed_.notify_all();
}

void GameSession::set_paused(bool paused) {
  std::lock_guard lock(mutex_);
  if (paused_ == paused) return;
  int side = to_move();
  if (person(side) && result_ == "*") {  // the person's clock stops and starts with the pause
    if (paused) used_[side] += std::chrono::duration<double>(Steady::now() - person_since_).count();
    person_since_ = Steady::now();
  }
  paused_ = paused;
  changed_.notify_all();
}

void GameSession::set_person(const std::string& name) {
  std::lock_guard lock(mutex_);
  settings_.person = name;
}

void GameSession::set_speed(double speed) {
  speed_ = speed;
  changed_.notify_all();
}

engines::Engine& GameSession::engine(int side) {
  if (!engines_[side]) {
    engines::EngineSpec spec = engines::parse_engine_spec(side == 0 ? settings_.white : settings_.black);
    int level = side == 0 ? settings_.white_level : settings_.black_level;
    if (level > 0 && spec.program) spec.level = level;
    const auto* program = spec.program;
    if (program && !program->native()) spec.images = settings_.images;
    engines::EngineContext context;
    context.rompath = settings_.rompath;
    spec.external.abandon = closing_;  // an engine still starting when the window closes is killed
    engines_[side] = engines::make_engine(spec, context);
  }
  return *engines_[side];
}

// Watches the engine's machine for the search of game `generation`: its face
// for the window, its pace, the pause; a newer game abandons the search.
void GameSession::attach(engines::Engine& e, int side, uint64_t generation) {
  // The watch owns what it keeps: the engine holds it after this search.
  struct WatchState {
    Pacer pacer;
    Steady::time_point last_face{};
    bool first = true;
  };
  auto state = std::make_shared<WatchState>();
  e.set_machine_watch(
      [this, state, generation, side](emu::Machine& m) {
        const bool first = state->first;
        if (first || state->pacer.speed() != speed_) state->pacer.set_speed(speed_, m.seconds());
        state->first = false;
        auto now = Steady::now();
        std::unique_lock watch_lock(mutex_);
        if (generation_ != generation || stopping_) throw SearchAbandoned();
        if (first) think_from_ = m.seconds();
        if (first || now - state->last_face >= std::chrono::duration<double>(kFaceEveryWall)) {
          faces_[side] = m.face();
          face_machines_[side] = m.name();
          face_seconds_[side] = m.seconds();
          state->last_face = now;
        }
        if (paused_) {
          // Held here, the machine is the window's to inspect and step (with_held_machine).
          held_ = &m;
          changed_.wait(watch_lock, [&] { return !paused_ || stopping_ || generation_ != generation; });
          held_ = nullptr;
          if (generation_ != generation || stopping_) throw SearchAbandoned();
          state->pacer.restart(m.seconds());
          if (held_debugger_) held_debugger_.reset();
        }
        watch_lock.unlock();
        state->pacer.wait_for(m.seconds());
      },
      kWatchSlice);
  std::lock_guard lock(mutex_);
  names_[side] = e.name();
  machines_[side] = e.machine();
  emulated_[side] = e.emulated_time();
  levels_[side] = e.level();
}

void GameSession::loop() {
  std::unique_lock lock(mutex_);
  // The engines are made at once: a missing ROM is said before the first
  // move, and a period machine's face shows while the person thinks.
  for (int side = 0; side < 2 && !stopping_; ++side) {
    if (person(side)) continue;
    uint64_t generation = generation_;
    lock.unlock();
    std::string error;
    try {
      attach(engine(side), side, generation);
    } catch (const std::exception& ex) { error = ex.what(); }
    lock.lock();
    if (!error.empty() && generation_ == generation) {
      failed_ = true;
      status_ = (side == 0 ? settings_.white : settings_.black) + ": " + error;
      engines_[side].reset();
    }
  }
  while (!stopping_) {
    if (result_ != "*" || failed_ || paused_ || person(to_move())) {
      changed_.wait(lock);
      continue;
    }
    think(lock);
  }
}

// One engine move: the search runs without the lock; its result counts only
// if the game it was asked about is still the game.
void GameSession::think(std::unique_lock<std::mutex>& lock) {
  const int side = to_move();
  const uint64_t generation = generation_;
  // The search works on copies: the window reads the game and the clocks
  // under the lock while the engine thinks without it.
  const chess::Game game = *game_;
  std::optional<engines::Clock> own, other;
  if (clocks_[side]) own = *clocks_[side], other = *clocks_[1 - side];
  const std::string who = names_[side].empty() ? (side == 0 ? settings_.white : settings_.black) : names_[side];
  thinking_ = side;
  think_wall_ = Steady::now();
  lock.unlock();

  engines::MoveAnswer answer;
  try {
    engines::Engine& e = engine(side);
    attach(e, side, generation);
    bool fresh = false;
    {
      std::lock_guard names_lock(mutex_);
      fresh = new_game_[side];
      new_game_[side] = false;
    }
    if (fresh) e.new_game();
    watch_output(e, side, generation, game.position());
    engines::MoveRequest request{.engine = e,
                                 .name = who,
                                 .game = game,
                                 .clock = own ? &*own : nullptr,
                                 .opponent = other ? &*other : nullptr,
                                 .stop = &stop_};
    answer = engines::ask_for_move(request);
    attach(e, side, generation);        // the face as the program left it (the watch copies it at once)
  } catch (const std::exception& ex) {  // the engine could not be made or set up
    answer.outcome = engines::MoveAnswer::Outcome::failed;
    answer.reason = who + ": " + ex.what();
  }
  lock.lock();
  thinking_ = -1;
  using Outcome = engines::MoveAnswer::Outcome;
  if (generation_ != generation || stopping_ || answer.outcome == Outcome::stopped) {
    // A search for a game that is no longer the game (taken back, new, closing):
    // void; an engine stopped or failed in the middle starts afresh.
    if (answer.outcome != Outcome::move && answer.outcome != Outcome::resigns) engines_[side].reset();
    return;
  }
  if (answer.loses()) {
    // Scored as the tournament scores it: a resignation, a time loss, an
    // illegal move, a crash, a hang or a broken protocol loses the game, the
    // reason in the window and in the PGN.
    result_ = side == 0 ? "0-1" : "1-0";
    termination_ = answer.reason;
    status_ = "game over: " + answer.reason + " (" + result_ + ")";
    if (answer.outcome == Outcome::time_forfeit && clocks_[side]) *clocks_[side] = *own;
    const bool still_sound = answer.outcome == Outcome::resigns || answer.outcome == Outcome::time_forfeit ||
                             answer.outcome == Outcome::illegal;
    if (!still_sound) engines_[side].reset();  // started afresh for the next game
    return;
  }
  levels_[side] = engines_[side]->level();
  printouts_[side] = engines_[side]->printout();
  if (output_[side].empty()) {  // a program that said nothing while it thought: what its move tells
    EngineLine line;
    line.seconds = answer.seconds;
    line.depth = answer.depth;
    line.score = score_text(answer.score_cp, std::nullopt);
    line.pv = chess::to_san(game_->position(), answer.move);
    output_[side].push_back(line);
  }
  keep_clocks();
  used_[side] += answer.seconds;
  if (clocks_[side]) *clocks_[side] = *own;
  san_.push_back(chess::to_san(game_->position(), answer.move));
  game_->play(answer.move);
  person_since_ = Steady::now();
  finish_if_over();
  changed_.notify_all();
}

std::string GameSession::pgn() const {
  std::lock_guard lock(mutex_);
  chess::PgnGame g;
  g.set_tag("Event", "veteran gui");
  g.set_tag("Site", "veteran");
  g.set_tag("Date", chess::pgn_date_today());
  g.set_tag("Round", "-");
  for (int side = 0; side < 2; ++side) {
    const std::string& spec = side == 0 ? settings_.white : settings_.black;
    g.set_tag(side == 0 ? "White" : "Black", spec.empty()           ? settings_.person
                                             : names_[side].empty() ? spec
                                                                    : names_[side]);
  }
  g.set_tag("Result", result_);
  if (tc_) g.set_tag("TimeControl", tc_->pgn());
  if (!termination_.empty()) g.result_comment = termination_;
  g.start_fen = game_->start_fen();
  g.moves = game_->moves();
  g.comments.assign(g.moves.size(), "");
  g.result = result_;
  return chess::write_pgn(g);
}

void GameSession::save_pgn(const std::string& file) const { io::write_whole(file, pgn(), "the game"); }

}  // namespace veteran::gui
