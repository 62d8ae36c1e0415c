// The chess board a person plays on: pieces from the position, the last move
// and the selected piece marked, legal moves made by clicking the piece and
// its square or by dragging it, a chooser for a pawn's promotion, and the
// board seen from either side. It only proposes legal moves; the game
// session decides whose turn it is.
#pragma once

#include "chess/position.hpp"
#include "gui/app/probes.hpp"

#include <imgui.h>

#include <optional>

namespace veteran::gui {

class PieceSet;

// How pieces are drawn: from an SVG set when there is one (sharp at any size), else DejaVu's chess
// glyphs in `font` (`glyphs`), else letters.
struct PieceStyle {
  ImFont* font = nullptr;
  bool glyphs = false;
  PieceSet* set = nullptr;
};

class BoardView {
 public:
  // Draws `pos` at the cursor, `size` pixels square. With `accept_moves`,
  // returns the legal move the person completed this frame, if any.
  std::optional<chess::Move> draw(const chess::Position& pos, bool accept_moves, bool flipped, float size,
                                  const PieceStyle& pieces, const std::optional<chess::Move>& last_move,
                                  Probes& probes);
  // An arrow over the board last drawn, from one square to another (an engine's choice), in the
  // current window; `lane` shifts it sideways so that two arrows on one move stay apart.
  void arrow(chess::Square from, chess::Square to, ImU32 colour, float lane = 0) const;
  void cancel() {
    selected_ = chess::kNoSquare;
    promotion_ = std::nullopt;
  }

 private:
  ImVec2 origin_{};  // where the board was last drawn, its squares' size and side
  float cell_ = 0;
  bool flipped_ = false;
  chess::Square selected_ = chess::kNoSquare;
  chess::Square pressed_ = chess::kNoSquare;                          // where the mouse went down
  std::optional<std::pair<chess::Square, chess::Square>> promotion_;  // waiting for the piece
  std::optional<chess::Move> try_move(const chess::Position& pos, chess::Square from, chess::Square to);
};

}  // namespace veteran::gui
