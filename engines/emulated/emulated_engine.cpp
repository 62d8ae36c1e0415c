#include "emulated/emulated_engine.hpp"

#include "chess/position.hpp"
#include "files/loaders.hpp"
#include "machines/registry.hpp"
#include "referee/builtin_scripts.hpp"
#include "roms/audit.hpp"
#include "roms/program_image.hpp"

#include <algorithm>
#include <stdexcept>

namespace veteran::engines {

const std::vector<EmulatedProgram>& emulated_programs() {
  static const std::vector<EmulatedProgram> programs = {
      {"microchess@kim1", "kim1", "microchess-kim1.lua", 2000, "mchess", {"microchess.pap", "microchess.hex"}, 0, "d2d4", ""},
      // The book listing, assembled by the user (docs/jupiter3.md); look-ahead 6 can think for hours,
      // so the benchmark takes look-ahead 2, the level of the 1978 figures.
      {"sargon@jupiter3", "jupiter3", "sargon-jupiter3.lua", 36000, "sargon1978", {"sargon-jupiter3.bin@1000", "sargon.hex"},
       2, "e2e4 e7e5 g1f3", "f1c4"},
  };
  return programs;
}

// The program's image: the specs given, else its manifest set in the
// rompath, else one of the loose forms users keep it in.
std::vector<files::Segment> find_image(const EmulatedProgram& program, const std::vector<std::filesystem::path>& rompath,
                                       const std::vector<std::string>& images,
                                       const std::function<void(const std::string&)>& log) {
  std::vector<files::Segment> segments;
  for (const auto& spec : images)
    for (auto& s : files::load_image(spec)) segments.push_back(std::move(s));
  if (!images.empty()) return segments;
  const auto& set = roms::find_set(program.set, program.machine);
  if (roms::audit_set(set, rompath).status != roms::SetStatus::not_found) {
    std::vector<std::string> warnings;
    auto found = roms::load_program_set(set, rompath, &warnings);
    for (const auto& w : warnings)
      if (log) log(w);
    return found;
  }
  // A loose raw binary is named with its load address: "FILE@ADDR".
  auto file_of = [](const std::string& form) { return form.substr(0, form.rfind('@')); };
  for (const auto& dir : rompath)
    for (const auto& form : program.loose_images)
      if (std::filesystem::exists(dir / file_of(form))) return files::load_image((dir / form).string());
  std::string forms;
  for (const auto& form : program.loose_images) forms += (forms.empty() ? "" : ", ") + file_of(form);
  std::string set_name = set.software_list.empty() ? "the set '" + set.set + "'"
                                                   : "MAME's " + set.software_list + " '" + set.set + "'";
  throw std::runtime_error(program.id + " needs its program: put " + set_name + " (" + set.files.front().name +
                           ") or one of " + forms + " in the rompath, or give --image FILE (.wav, .pap, .hex or " +
                           "FILE@ADDR); `veteran roms " + set.set + "` says more");
}

EmulatedEngine::EmulatedEngine(const EmulatedProgram& program, const std::vector<std::filesystem::path>& rompath,
                               std::vector<std::string> images, std::function<void(const std::string&)> log)
    : program_(program), rompath_(rompath), log_(std::move(log)) {
  image_ = find_image(program_, rompath_, images, log_);
  boot();
  level_ = max_level();  // with no time control, the program at its strongest
}

EmulatedEngine::~EmulatedEngine() = default;

void EmulatedEngine::boot() {
  referee_.reset();
  machine_ = emu::create_machine(program_.machine, rompath_, log_);
  for (const auto& segment : image_)
    for (size_t i = 0; i < segment.bytes.size(); ++i)
      machine_->poke(static_cast<uint16_t>(segment.address + i), segment.bytes[i]);
  std::string script = builtin_script(program_.script);
  if (script.empty()) throw std::logic_error("no referee script " + program_.script);
  referee_ = std::make_unique<LuaReferee>(script, program_.script, *machine_, log_);
  referee_->call("start");
  started_ = false;
  known_.clear();
}

std::string EmulatedEngine::name() const { return referee_->global("name", program_.id); }
std::string EmulatedEngine::author() const { return referee_->global("author", "?"); }
int EmulatedEngine::max_level() const { return std::stoi(referee_->global("max_level", "0")); }
void EmulatedEngine::set_level(int level) {
  level_ = level;
  level_fixed_ = true;
}

void EmulatedEngine::new_game() { wanted_.clear(); }

bool EmulatedEngine::accepts_any_position() const { return referee_->has_function("set_up"); }

std::string EmulatedEngine::position_note(const std::string& fen) const {
  chess::Position p(fen);
  if (p.fen() == chess::Position().fen() || !accepts_any_position()) return "";
  if (p.en_passant() != chess::kNoSquare) return "set up through the program's own set-up, which has no place for the en passant right";
  return "";
}

void EmulatedEngine::set_position(const std::string& fen, const std::vector<chess::Move>& moves) {
  std::string normal = chess::Position(fen).fen();
  if (normal != chess::Position().fen() && !accepts_any_position())
    throw std::runtime_error(name() + " can only play from the initial position");
  fen_ = normal;
  wanted_ = moves;
}

// Types one move of the game into the program, with the extra registered
// moves the 1976-style programs need for castling and en passant.
void EmulatedEngine::tell(const chess::Game& before, const chess::Move& m) {
  std::string rook_from, rook_to, ep;
  if (m.flags & chess::Castle) {
    bool king_side = chess::file_of(m.to) == 6;
    int rank = chess::rank_of(m.to);
    rook_from = chess::square_name(chess::square(king_side ? 7 : 0, rank));
    rook_to = chess::square_name(chess::square(king_side ? 5 : 3, rank));
  }
  if (m.flags & chess::EnPassant) ep = chess::square_name(chess::square(chess::file_of(m.to), chess::rank_of(m.from)));
  (void)before;
  static constexpr const char* kPromotionLetters = "  nbrq";  // by chess::PieceType
  std::string promotion = m.promotion ? std::string(1, kPromotionLetters[m.promotion]) : "";
  referee_->call("player_move", {chess::square_name(m.from), chess::square_name(m.to), promotion, rook_from, rook_to, ep});
}

SearchResult EmulatedEngine::go(const SearchLimits& limits) {
  if (fen_.empty()) fen_ = chess::Position().fen();
  chess::Game game(fen_);
  for (const auto& m : wanted_) game.play(m);
  chess::Color side = game.position().side_to_move();
  // In step when the game extends what the program knows, with the same side
  // for the computer; otherwise start over and type the whole game in.
  bool in_step = known_fen_ == fen_ && continues_game(started_, computer_, known_, side, wanted_);
  // A game from the initial position in which the program has not yet had a
  // turn starts as a person starts one, with the opponent's first move typed
  // in. Beyond that, programs that can set up a position are given the
  // position itself (their dialogue may not take moves for the computer's
  // side); the others have every move typed in.
  bool set_up = !in_step && accepts_any_position() && (fen_ != chess::Position().fen() || wanted_.size() >= 2);
  if (!in_step && started_) boot();
  // A level the user chose stays; otherwise the time control picks the
  // strongest level whose think time fits the budget (the referee knows the
  // program's times per level). It is set before the opponent's move is typed:
  // SARGON starts its search as soon as it has the move, and reads its
  // look-ahead as it goes.
  int level = level_;
  double budget = move_budget(limits, side);
  if (!level_fixed_ && budget > 0) level = level_for_time(referee_->numbers("level_seconds"), budget);
  referee_->call("set_level", {std::to_string(level)});
  played_level_ = level;
  if (!in_step) {
    computer_ = side;
    known_fen_ = fen_;
    if (set_up) {
      referee_->call("set_up", {game.position().fen(), side == chess::White ? "white" : "black"});
      known_ = wanted_;
    } else {
      if (fen_ != chess::Position().fen()) throw std::runtime_error(name() + " can only play from the initial position");
      referee_->call("new_game", {side == chess::White ? "white" : "black"});
    }
    started_ = true;
  }
  chess::Game replay(fen_);
  for (size_t i = 0; i < wanted_.size(); ++i) {
    if (i >= known_.size()) tell(replay, wanted_[i]);
    replay.play(wanted_[i]);
  }
  known_ = wanted_;

  double t0 = machine_->seconds();
  // A program that takes ten times its budget (a minute at least) has hung;
  // at a level the user fixed, only the program's own limit counts.
  double patience = program_.max_think_seconds;
  if (!level_fixed_ && budget > 0) patience = std::min(patience, std::max(60.0, 10 * budget));
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
    known_.clear();
    started_ = false;
    return result;
  }
  std::string from = reply.at(0), to = reply.at(1);
  for (size_t i = 2; i < reply.size(); ++i)
    if (reply[i].rfind("score=", 0) == 0) result.score_cp = std::stoi(reply[i].substr(6));
  auto sq = [](const std::string& s) { return chess::square(s[0] - 'a', s[1] - '1'); };
  result.move = move_between(game.position(), sq(from), sq(to));
  auto legal = game.position().legal_moves();
  if (log_ && std::find(legal.begin(), legal.end(), result.move) == legal.end())
    log_(name() + " answered " + from + to + ", which is not legal here");
  known_.push_back(result.move);
  return result;
}

}  // namespace veteran::engines
