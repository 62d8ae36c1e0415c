#include "engines/native/sargon_engine.hpp"

#include "engines/native/mate_distance.hpp"

#include <algorithm>
#include <stdexcept>

namespace veteran::engines {

std::string NativeSargon::position_note(const std::string& fen) const {
  chess::Position p(fen);
  if (p.fen() == chess::Position().fen()) return "";
  if (p.en_passant() != chess::kNoSquare)
    return "set up through the program's own set-up, which has no place for the en passant right";
  return "";
}

std::optional<int> sargon_score_cp(uint8_t score) {
  if (score == 0) return std::nullopt;  // a book move: no search, no score
  if (score == 0xFF) return 9999;       // SARGON sees a forced mate (it keeps no distance; go() tells the
  if (score == 0x01) return -9999;      // distance when veteran's solver finds it), or sees itself mated
  return (score - 0x80) * 25 / 2;       // 8 units a pawn (values doubled, material times 4)
}

std::array<uint8_t, 64> sargon_squares(const chess::Position& position) {
  static constexpr uint8_t kKinds[7] = {
      0, sargon::Pawn, sargon::Knight, sargon::Bishop, sargon::Rook, sargon::Queen, sargon::King};
  std::array<uint8_t, 64> squares{};
  uint8_t rights = position.castling();
  for (int rank = 0; rank < 8; ++rank)
    for (int file = 0; file < 8; ++file) {
      chess::Square s = chess::square(file, rank);
      chess::Piece piece = position.at(s);
      if (!piece) continue;
      chess::PieceType type = chess::type_of(piece);
      bool white = chess::color_of(piece) == chess::White;
      int home = white ? 0 : 7;
      bool unmoved = false;
      switch (type) {
        case chess::King:
          unmoved = rank == home && file == 4 &&
                    (rights & (white ? chess::WhiteKingside | chess::WhiteQueenside
                                     : chess::BlackKingside | chess::BlackQueenside));
          break;
        case chess::Rook:
          unmoved = rank == home && ((file == 7 && (rights & (white ? chess::WhiteKingside : chess::BlackKingside))) ||
                                     (file == 0 && (rights & (white ? chess::WhiteQueenside : chess::BlackQueenside))));
          break;
        case chess::Pawn: unmoved = rank == (white ? 1 : 6); break;
        case chess::Knight: unmoved = rank == home && (file == 1 || file == 6); break;
        case chess::Bishop: unmoved = rank == home && (file == 2 || file == 5); break;
        case chess::Queen: unmoved = rank == home && file == 3; break;
        default: break;
      }
      squares[static_cast<size_t>(rank * 8 + file)] =
          static_cast<uint8_t>(kKinds[type] | (white ? 0 : sargon::kBlack) | (unmoved ? 0 : sargon::kMoved));
    }
  return squares;
}

namespace {
uint8_t index_of(chess::Square s) { return sargon::board_index(chess::file_of(s), chess::rank_of(s)); }
}  // namespace

SearchResult NativeSargon::go(const SearchLimits& limits) {
  const chess::Position& position = wanted_position();
  chess::Color side = position.side_to_move();
  int level = choose_level(limits, side);
  // As the emulated engine decides: in step, a game typed from its start, or a set-up.
  if (!in_step(side)) {
    program_ = make_program_();  // the program as loaded
    program_->set_book_choice(book_queen_pawn_);
    program_->set_self_check(self_check_);
    start_over(side);
    if (!from_initial_position() || wanted_.size() >= 2) {
      int number = std::clamp(position.fullmove_number(), 2, 255);
      program_->set_up(sargon_squares(position), side == chess::White, level, static_cast<uint8_t>(number));
      known_ = wanted_;
    } else {
      program_->new_game(side == chess::White, level);
    }
    started_ = true;
  }
  program_->set_look_ahead(level);
  // The moves SARGON has not been told yet, typed.
  for (size_t i = known_.size(); i < wanted_.size(); ++i) {
    const chess::Move& m = wanted_[i];
    if (!program_->player_move(index_of(m.from), index_of(m.to))) {
      forget();
      throw std::runtime_error(name() + " refused " + m.uci());
    }
    if (m.promotion && m.promotion != chess::Queen) {
      static constexpr sargon::Kind kKinds[5] = {sargon::Empty, sargon::Pawn, sargon::Knight, sargon::Bishop,
                                                 sargon::Rook};
      program_->replace_piece(index_of(m.to), kKinds[m.promotion]);
    }
  }
  known_ = wanted_;

  SearchResult result;
  auto square = [&](uint8_t index) {
    int file = index % 10 - 1, rank = index / 10 - 2;
    if (file < 0 || file > 7 || rank < 0 || rank > 7)
      throw std::runtime_error(name() + " chose board index " + std::to_string(index) + ", off the board");
    return chess::square(file, rank);
  };
  program_->set_stop(&stop_requested_);
  sargon::Program::Reply reply;
  try {
    reply = program_->computer_move();
  } catch (const EngineFailure&) {  // stopped midway: the program no longer holds the game
    forget();
    auto best = program_->best_so_far();
    if (!best) throw;
    result.move = move_between(position, square(best->first), square(best->second));
    return result;  // its best so far: no score, as FNDMOV had not finished
  }
  if (reply.resigns) {
    result.resigns = true;
    forget();
    return result;
  }
  result.move = move_between(position, square(reply.from), square(reply.to));
  if (reply.score == 0xFF || reply.score == 0x01) {
    // SARGON sees a forced mate, its own or its opponent's, within its look-ahead and keeps
    // no distance: the distance is the position's, as veteran's solver finds it (mate_distance).
    chess::Position after = position;
    after.play(result.move);
    result.score_mate = mate_score_after(after, (program_->look_ahead() + 2) / 2);
  }
  if (!result.score_mate) result.score_cp = sargon_score_cp(reply.score);
  known_.push_back(result.move);
  return result;
}

}  // namespace veteran::engines
