#include "engines/emulated/emulated_engine.hpp"

#include "chess/position.hpp"
#include "emu/machines/machine_table.hpp"
#include "emu/machines/registry.hpp"
#include "emu/roms/audit.hpp"
#include "emu/roms/program_image.hpp"
#include "emu/state/snapshot.hpp"
#include "engines/referee/builtin_scripts.hpp"

#include <algorithm>
#include <optional>
#include <stdexcept>

namespace veteran::engines {

namespace {

// Where find_image() looked, for its error: the rompath's folders, and any
// file of one of `names` further down them, which veteran does not search
// (a user who unpacked images into a subfolder learns which folder to add).
std::string where_looked(const std::vector<std::filesystem::path>& rompath, const std::vector<std::string>& names) {
  if (rompath.empty()) return " (no rompath is set: give --rompath DIR or set VETERAN_ROMPATH)";
  std::string out = " (looked in ";
  for (size_t i = 0; i < rompath.size(); ++i) out += (i ? ", " : "") + rompath[i].string();
  out += ")";
  namespace fs = std::filesystem;
  constexpr int kDepth = 4;
  constexpr size_t kMaxEntries = 20000;  // a rompath of a whole disk is not walked to its end
  for (const auto& folder : rompath) {
    std::error_code ec;
    fs::recursive_directory_iterator it(folder, fs::directory_options::skip_permission_denied, ec), end;
    for (size_t seen = 0; !ec && it != end && seen < kMaxEntries; it.increment(ec), ++seen) {
      if (it.depth() >= kDepth) it.disable_recursion_pending();
      if (it.depth() < 1 || !it->is_regular_file(ec)) continue;
      if (std::find(names.begin(), names.end(), it->path().filename().string()) == names.end()) continue;
      return out + "; " + it->path().string() + " is below a rompath folder, where veteran does not look: add " +
             it->path().parent_path().string() + " to the rompath";
    }
  }
  return out;
}

// A square as referees name them ("e2"), or nothing for any other text.
std::optional<chess::Square> square_named(const std::string& s) {
  if (s.size() != 2 || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8') return std::nullopt;
  return chess::square(s[0] - 'a', s[1] - '1');
}

}  // namespace

// The program's image: the specs given, else its manifest set in the
// rompath, or one of the loose forms the manifest names.
std::vector<files::Segment> find_image(const PeriodProgram& program, const std::vector<std::filesystem::path>& rompath,
                                       const std::vector<std::string>& images,
                                       const std::function<void(const std::string&)>& log) {
  std::vector<files::Segment> segments;
  for (const auto& spec : images)
    for (auto& s : emu::memory_image(emu::machine_info(program.machine), spec)) segments.push_back(std::move(s));
  if (!images.empty()) return segments;
  const auto& set = roms::find_set(program.image_set, program.machine);
  if (roms::audit_set(set, rompath).status == roms::SetStatus::not_found) {
    std::string forms;
    std::vector<std::string> names;
    for (const auto& file : set.files) names.push_back(file.name);
    for (const auto& form : set.loose) {
      names.push_back(form.substr(0, form.rfind('@')));
      forms += (forms.empty() ? "" : ", ") + names.back();
    }
    std::string set_name =
        set.software_list.empty() ? "the set '" + set.set + "'" : "MAME's " + set.software_list + " '" + set.set + "'";
    throw std::runtime_error(program.id + " needs its program: put " + set_name + " (" + set.files.front().name + ")" +
                             (forms.empty() ? "" : " or one of " + forms) + " in the rompath" +
                             where_looked(rompath, names) + ", or give --image FILE (" +
                             files::describe(emu::machine_info(program.machine).slot(emu::Slot::memory)->formats) +
                             "); `veteran roms " + set.set + "` says more");
  }
  std::vector<std::string> warnings;
  auto found = roms::load_program_set(set, rompath, &warnings);
  for (const auto& w : warnings)
    if (log) log(w);
  return found;
}

EmulatedEngine::EmulatedEngine(const PeriodProgram& program, const std::vector<std::filesystem::path>& rompath,
                               std::vector<std::string> images, std::function<void(const std::string&)> log)
    : PeriodEngine(program), rompath_(rompath), log_(std::move(log)) {
  image_ = find_image(program, rompath_, images, log_);
  boot();
}

EmulatedEngine::~EmulatedEngine() = default;

// The program booted once; after that, a new game puts the machine and the
// referee back to the state they had just after (a snapshot, emu/state/):
// the same state a reboot reaches, without the reboot.
void EmulatedEngine::boot() {
  if (referee_ && !booted_.empty()) {
    emu::load_snapshot(*machine_, booted_, name() + "'s machine just after it booted");
    referee_->recall_state();
    forget();
    marks_.clear_game();
    at_boot_ = true;
    return;
  }
  referee_.reset();
  machine_ = emu::create_machine(info().machine, rompath_, log_);
  emu::load_segments(*machine_, image_);
  std::string script = builtin_script(info().referee);
  if (script.empty()) throw std::logic_error("no referee script " + info().referee);
  install_watch();
  referee_ = std::make_unique<LuaReferee>(script, info().referee, *machine_, log_, &watch_slices_);
  referee_->call("start");
  reads_best_so_far_ = referee_->has_function("best_so_far");
  booted_ = emu::save_snapshot(*machine_);
  referee_->remember_state();
  forget();
  at_boot_ = true;
}

uint64_t EmulatedEngine::watch_cycles() const {
  const double slice = watch_ ? watch_slice_ : kStopSliceSeconds;
  return static_cast<uint64_t>(std::max(slice, 1e-6) * machine_->clock_hz());
}

void EmulatedEngine::install_watch() {
  watch_slices_.watcher = [this](emu::Machine& m) {
    if (stop_requested_) {
      if (abandon_requested_ || reads_best_so_far_)
        throw EngineFailure(EngineFailure::Kind::stopped, name() + " was told to stop");
      // No best move to read: the program runs on to its own answer, unpaced.
      const auto now = std::chrono::steady_clock::now();
      if (!grace_started_) grace_started_ = now;
      if (now - *grace_started_ > std::chrono::duration<double>(kStopGraceSeconds))
        throw EngineFailure(EngineFailure::Kind::stopped, name() + " was told to stop");
      return;
    }
    if (watch_) watch_(m);
  };
  watch_slices_.slice_cycles = watch_cycles();
}

void EmulatedEngine::set_machine_watch(MachineWatch watch, double slice_seconds) {
  watch_ = std::move(watch);
  watch_slice_ = slice_seconds;
  install_watch();
  if (watch_) watch_(*machine_);  // the machine as it stands, before it next runs
}

bool EmulatedEngine::accepts_any_position() const { return referee_->has_function("set_up"); }

std::string EmulatedEngine::position_note(const std::string& fen) const {
  chess::Position p(fen);
  if (p.fen() == start_fen() || !accepts_any_position()) return "";
  if (p.en_passant() != chess::kNoSquare)
    return "set up through the program's own set-up, which has no place for the en passant right";
  return "";
}

// Types one move of the game into the program, with the extra registered
// moves the 1976-style programs need for castling and en passant.
void EmulatedEngine::tell(const chess::Move& m) {
  std::string rook_from, rook_to, ep;
  if (m.flags & chess::Castle) {
    bool king_side = chess::file_of(m.to) == 6;
    int rank = chess::rank_of(m.to);
    rook_from = chess::square_name(chess::square(king_side ? 7 : 0, rank));
    rook_to = chess::square_name(chess::square(king_side ? 5 : 3, rank));
  }
  if (m.flags & chess::EnPassant) ep = chess::square_name(chess::square(chess::file_of(m.to), chess::rank_of(m.from)));
  static constexpr const char* kPromotionLetters = "  nbrq";  // by chess::PieceType
  std::string promotion = m.promotion ? std::string(1, kPromotionLetters[m.promotion]) : "";
  ++moves_typed_;
  referee_->call("player_move",
                 {chess::square_name(m.from), chess::square_name(m.to), promotion, rook_from, rook_to, ep});
}

SearchResult EmulatedEngine::go(const SearchLimits& limits) {
  if (stopped_midway_) {
    stopped_midway_ = false;
    boot();
  }
  grace_started_.reset();
  try {
    return search(limits);
  } catch (const std::exception&) {
    if (!stop_requested_.exchange(false)) throw;
    // The stop reached the program in the middle of its search (through the
    // referee, which reports it as its own error): the machine is booted
    // afresh before the next search. Its answer is its best move so far
    // where the referee can read one, else none (a program without
    // best_so_far gets here only after its grace ran out, or abandoned).
    stopped_midway_ = true;
    if (auto best = best_so_far()) return *best;
    throw EngineFailure(EngineFailure::Kind::stopped, name() + " was told to stop and did");
  }
}

// The program's best move so far, read by the referee's best_so_far() from
// the stopped machine: a legal move in the position asked for, else nothing.
std::optional<SearchResult> EmulatedEngine::best_so_far() {
  if (!referee_->has_function("best_so_far")) return std::nullopt;
  std::vector<std::string> squares;
  try {
    squares = referee_->call("best_so_far");
  } catch (const std::exception&) { return std::nullopt; }
  if (squares.size() < 2) return std::nullopt;
  const auto from = square_named(squares[0]), to = square_named(squares[1]);
  if (!from || !to) return std::nullopt;
  const chess::Position& position = wanted_position();
  SearchResult result;
  result.move = move_between(position, *from, *to);
  auto legal = position.legal_moves();
  if (std::find(legal.begin(), legal.end(), result.move) == legal.end()) return std::nullopt;
  result.seconds = machine_->seconds() - search_started_;
  return result;
}

SearchResult EmulatedEngine::search(const SearchLimits& limits) {
  const chess::Position& position = wanted_position();
  chess::Color side = position.side_to_move();
  // A level the user chose stays; otherwise the time control picks the
  // strongest level whose think time fits the budget. It is set before the
  // opponent's move is typed: SARGON starts its search as soon as it has the
  // move, and reads its look-ahead as it goes.
  int level = choose_level(limits, side);
  // In step when the game extends what the program knows, with the same side
  // for the computer, or after a take back to a point of the game it holds;
  // otherwise start over and type the whole game in.
  bool step = in_step(side) || back_to_game_point(side);
  // A game from the initial position in which the program has not yet had a
  // turn starts as a person starts one, with the opponent's first move typed
  // in. Beyond that, programs that can set up a position are given the
  // position itself (their dialogue may not take moves for the computer's
  // side); the others have every move typed in.
  bool set_up = !step && accepts_any_position() && (!from_initial_position() || wanted_.size() >= 2);
  bool typing = !step && !set_up;
  if (step) {
    referee_->call("set_level", {std::to_string(level)});
  } else if (set_up) {
    if (!at_boot_) boot();
    referee_->call("set_level", {std::to_string(level)});
    start_over(side);
    marks_.clear_game();
    referee_->call("set_up", {position.fen(), side == chess::White ? "white" : "black"});
    known_ = wanted_;
  } else {
    start_typing(level, side);
  }
  at_boot_ = false;
  for (size_t i = known_.size(); i < wanted_.size(); ++i) {
    tell(wanted_[i]);
    if (typing) marks_.typed(wanted_[i], take_mark());
  }
  known_ = wanted_;

  double t0 = search_started_ = machine_->seconds();
  // A program that takes ten times its budget (a minute at least) has hung;
  // at a level the user fixed, only the program's own limit counts.
  double patience = info().max_think_seconds;
  double budget = move_budget(limits, side);
  if (!level_fixed() && budget > 0) patience = std::min(patience, std::max(60.0, 10 * budget));
  auto reply = referee_->call("computer_move", {std::to_string(patience)});
  SearchResult result;
  result.seconds = machine_->seconds() - t0;
  if (reply.empty() || reply[0].empty()) {
    boot();  // the machine is stuck: start afresh for whatever comes next
    throw EngineFailure(EngineFailure::Kind::hung,
                        reply.size() > 1 && !reply[1].empty() ? reply[1] : name() + " gave no move");
  }
  if (reply[0] == "resign") {
    result.resigns = true;
    forget();
    marks_.clear_game();
    return result;
  }
  std::string from = reply.at(0), to = reply.at(1);
  for (size_t i = 2; i < reply.size(); ++i)
    if (reply[i].rfind("score=", 0) == 0) result.score_cp = std::stoi(reply[i].substr(6));
  const auto from_square = square_named(from), to_square = square_named(to);
  if (!from_square || !to_square)
    throw std::runtime_error("referee " + info().referee + " named the move '" + from + "'-'" + to +
                             "', not two squares");
  result.move = move_between(position, *from_square, *to_square);
  auto legal = position.legal_moves();
  if (log_ && std::find(legal.begin(), legal.end(), result.move) == legal.end())
    log_(name() + " answered " + from + to + ", which is not legal here");
  known_.push_back(result.move);
  marks_.keep_in_game(known_.size(), take_mark());
  return result;
}

GameMark EmulatedEngine::take_mark() {
  GameMark mark{emu::save_snapshot(*machine_), marks_.next_script()};
  referee_->remember_state(mark.script);
  return mark;
}

void EmulatedEngine::restore(const GameMark& mark, const std::string& what) {
  emu::load_snapshot(*machine_, mark.machine, name() + "'s machine " + what);
  referee_->recall_state(mark.script);
}

// A take back: the game asked for leaves the one the program holds (same
// start, same side for the computer) after `common` moves; the latest point
// kept at or before it is restored, and the rest is typed in step.
bool EmulatedEngine::back_to_game_point(chess::Color side) {
  if (!started_ || known_fen_ != fen_ || side != computer_) return false;
  size_t common = 0;
  while (common < known_.size() && common < wanted_.size() && known_[common] == wanted_[common]) ++common;
  auto ply = marks_.game_point(common);
  if (!ply) return false;
  // After the mark only the opponent's moves can be typed: a move of the
  // program's own side there (a take back, then a move the user made for it,
  // xboard's force mode) is not one it can be told as the player's; the
  // position is then set up (or the game typed afresh).
  const chess::Color first = chess::Position(fen_).side_to_move();
  for (size_t i = *ply; i < wanted_.size(); ++i)
    if ((i % 2 == 0 ? first : (first == chess::White ? chess::Black : chess::White)) == computer_) return false;
  restore(marks_.game_mark(*ply), "at move " + std::to_string(*ply) + " of the game");
  known_.resize(*ply);
  marks_.cut_game_after(*ply);
  return true;
}

// The game typed in afresh from the initial position, from the longest start
// of it typed before at this level and side (the state a reboot and the
// whole game typed would reach), else from the post-boot state.
void EmulatedEngine::start_typing(int level, chess::Color side) {
  start_over(side);
  marks_.clear_game();
  if (auto ply = marks_.typed_point(level, side, wanted_)) {
    restore(marks_.typed_mark(level, side, *ply), "with " + std::to_string(*ply) + " moves typed");
    known_.assign(wanted_.begin(), wanted_.begin() + static_cast<long>(*ply));
    marks_.start_typing(level, side, *ply, std::nullopt);
    return;
  }
  if (!at_boot_) boot();
  start_over(side);
  referee_->call("set_level", {std::to_string(level)});
  referee_->call("new_game", {side == chess::White ? "white" : "black"});
  marks_.start_typing(level, side, 0, take_mark());
}

}  // namespace veteran::engines
