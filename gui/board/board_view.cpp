#include "gui/board/board_view.hpp"

#include "gui/board/piece_set.hpp"

#include <cmath>

#include <string>

namespace veteran::gui {
namespace {

using chess::Square;

const ImU32 kLight = IM_COL32(238, 222, 188, 255), kDark = IM_COL32(176, 136, 99, 255);
const ImU32 kLastMove = IM_COL32(205, 210, 106, 150), kSelected = IM_COL32(120, 180, 90, 170);

// DejaVu's chess symbols: the solid set (U+265A-) filled in the side's colour,
// the outline set (U+2654-) drawn over it for the edge.
std::string glyph(chess::PieceType t, bool solid) {
  static const int order[] = {0, 5, 4, 3, 2, 1, 0};  // pawn..king -> offset from the king
  char32_t c = (solid ? 0x265A : 0x2654) + static_cast<char32_t>(order[t]);
  std::string s;
  s += static_cast<char>(0xE0 | (c >> 12));
  s += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
  s += static_cast<char>(0x80 | (c & 0x3F));
  return s;
}

const char* letter(chess::PieceType t) {
  static const char* letters[] = {"", "P", "N", "B", "R", "Q", "K"};
  return letters[t];
}

void draw_piece(ImDrawList* draw, const PieceStyle& style, chess::Piece p, ImVec2 min, float cell) {
  if (style.set) {  // the SVG set, rendered at the cell's size in whole pixels
    const int px = static_cast<int>(std::lround(cell * 0.94f));
    if (ImTextureID texture = style.set->texture(p, px)) {
      const float margin = (cell - static_cast<float>(px)) / 2;
      const ImVec2 at(std::round(min.x + margin), std::round(min.y + margin));
      draw->AddImage(texture, at, ImVec2(at.x + static_cast<float>(px), at.y + static_cast<float>(px)));
      return;
    }
  }
  ImFont* font = style.font;
  const bool glyphs = style.glyphs;
  bool white = chess::color_of(p) == chess::White;
  ImU32 fill = white ? IM_COL32(255, 255, 255, 255) : IM_COL32(20, 20, 20, 255);
  ImU32 edge = white ? IM_COL32(20, 20, 20, 255) : IM_COL32(20, 20, 20, 255);
  float px = cell * 0.92f;
  if (glyphs) {
    std::string solid = glyph(chess::type_of(p), true), outline = glyph(chess::type_of(p), false);
    ImVec2 size = font->CalcTextSizeA(px, 1000, 0, solid.c_str());
    ImVec2 at(min.x + (cell - size.x) / 2, min.y + (cell - size.y) / 2);
    draw->AddText(font, px, at, fill, solid.c_str());
    draw->AddText(font, px, at, edge, outline.c_str());
  } else {
    ImVec2 size = font->CalcTextSizeA(px * 0.6f, 1000, 0, letter(chess::type_of(p)));
    draw->AddCircleFilled(ImVec2(min.x + cell / 2, min.y + cell / 2), cell * 0.36f, fill);
    draw->AddText(font, px * 0.6f, ImVec2(min.x + (cell - size.x) / 2, min.y + (cell - size.y) / 2),
                  white ? IM_COL32(0, 0, 0, 255) : IM_COL32(255, 255, 255, 255), letter(chess::type_of(p)));
  }
}

}  // namespace

std::optional<chess::Move> BoardView::try_move(const chess::Position& pos, Square from, Square to) {
  bool promotion = false, any = false;
  for (const auto& m : pos.legal_moves())
    if (m.from == from && m.to == to) {
      any = true;
      if (m.promotion != chess::None)
        promotion = true;
      else
        return m;
    }
  if (promotion) promotion_ = std::make_pair(from, to);
  (void)any;
  return std::nullopt;
}

void BoardView::arrow(chess::Square from, chess::Square to, ImU32 colour, float lane) const {
  if (cell_ <= 0 || from == to) return;
  auto centre = [&](chess::Square s) {
    const int col = flipped_ ? 7 - chess::file_of(s) : chess::file_of(s);
    const int row = flipped_ ? chess::rank_of(s) : 7 - chess::rank_of(s);
    return ImVec2(origin_.x + (static_cast<float>(col) + 0.5f) * cell_,
                  origin_.y + (static_cast<float>(row) + 0.5f) * cell_);
  };
  ImVec2 a = centre(from), b = centre(to);
  const float dx = b.x - a.x, dy = b.y - a.y, length = std::sqrt(dx * dx + dy * dy);
  const ImVec2 along(dx / length, dy / length), across(-along.y, along.x);
  const float shift = lane * cell_ * 0.14f, width = cell_ * 0.12f, head = cell_ * 0.32f;
  a = ImVec2(a.x + across.x * shift, a.y + across.y * shift);
  b = ImVec2(b.x + across.x * shift, b.y + across.y * shift);
  const ImVec2 base(b.x - along.x * head, b.y - along.y * head);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddLine(a, base, colour, width);
  draw->AddTriangleFilled(b, ImVec2(base.x + across.x * head * 0.6f, base.y + across.y * head * 0.6f),
                          ImVec2(base.x - across.x * head * 0.6f, base.y - across.y * head * 0.6f), colour);
}

std::optional<chess::Move> BoardView::draw(const chess::Position& pos, bool accept_moves, bool flipped, float size,
                                           const PieceStyle& pieces, const std::optional<chess::Move>& last_move,
                                           Probes& probes) {
  std::optional<chess::Move> made;
  // Whole pixels a square: squares of fractional size leave seams of the background between them.
  size = std::max(8.0f, std::floor(size / 8) * 8);
  const float cell = size / 8;
  ImDrawList* draw = ImGui::GetWindowDrawList();
  ImVec2 origin = ImGui::GetCursorScreenPos();
  origin_ = origin;
  cell_ = cell;
  flipped_ = flipped;
  auto square_at = [&](int file, int rank) {
    int col = flipped ? 7 - file : file, row = flipped ? rank : 7 - rank;
    return ImVec2(origin.x + static_cast<float>(col) * cell, origin.y + static_cast<float>(row) * cell);
  };
  if (!accept_moves) cancel();
  for (int rank = 0; rank < 8; ++rank)
    for (int file = 0; file < 8; ++file) {
      Square s = chess::square(file, rank);
      ImVec2 min = square_at(file, rank), max(min.x + cell, min.y + cell);
      draw->AddRectFilled(min, max, (file + rank) % 2 ? kLight : kDark);
      if (last_move && (last_move->from == s || last_move->to == s)) draw->AddRectFilled(min, max, kLastMove);
      if (s == selected_) draw->AddRectFilled(min, max, kSelected);
      probes.add("square:" + chess::square_name(s), min, max);
    }
  // The selected piece's targets.
  if (selected_ != chess::kNoSquare)
    for (const auto& m : pos.legal_moves())
      if (m.from == selected_) {
        ImVec2 min = square_at(chess::file_of(m.to), chess::rank_of(m.to));
        draw->AddCircleFilled(ImVec2(min.x + cell / 2, min.y + cell / 2), cell * 0.14f, IM_COL32(40, 90, 40, 150));
      }
  for (int rank = 0; rank < 8; ++rank)
    for (int file = 0; file < 8; ++file)
      if (chess::Piece p = pos.at(chess::square(file, rank))) draw_piece(draw, pieces, p, square_at(file, rank), cell);
  // Coordinates along the edges.
  for (int i = 0; i < 8; ++i) {
    char f[2] = {static_cast<char>('a' + i), 0}, r[2] = {static_cast<char>('1' + i), 0};
    ImVec2 fa = square_at(i, flipped ? 7 : 0), ra = square_at(flipped ? 7 : 0, i);
    draw->AddText(ImVec2(fa.x + cell - 10, fa.y + cell - 16), IM_COL32(60, 40, 20, 255), f);
    draw->AddText(ImVec2(ra.x + 2, ra.y + 1), IM_COL32(60, 40, 20, 255), r);
  }

  ImGui::InvisibleButton("board", ImVec2(size, size));
  auto square_under_mouse = [&]() -> Square {
    ImVec2 m = ImGui::GetIO().MousePos;
    int col = static_cast<int>((m.x - origin.x) / cell), row = static_cast<int>((m.y - origin.y) / cell);
    if (m.x < origin.x || m.y < origin.y || col > 7 || row > 7) return chess::kNoSquare;
    int file = flipped ? 7 - col : col, rank = flipped ? row : 7 - row;
    return chess::square(file, rank);
  };
  if (accept_moves && !promotion_) {
    auto own = [&](Square s) {
      return s != chess::kNoSquare && pos.at(s) && chess::color_of(pos.at(s)) == pos.side_to_move();
    };
    if (ImGui::IsItemActivated()) {
      pressed_ = square_under_mouse();
      if (own(pressed_)) {
        if (selected_ == pressed_)
          pressed_ = chess::kNoSquare;  // a second click on it lets go
        else
          selected_ = pressed_;
      } else if (selected_ != chess::kNoSquare && pressed_ != chess::kNoSquare) {
        made = try_move(pos, selected_, pressed_);  // click the piece, then its square
        if (!promotion_) selected_ = chess::kNoSquare;
        pressed_ = chess::kNoSquare;
      }
    }
    if (ImGui::IsItemDeactivated() && pressed_ != chess::kNoSquare) {
      Square released = square_under_mouse();
      if (released != chess::kNoSquare && released != pressed_ && selected_ == pressed_) {
        made = try_move(pos, pressed_, released);  // dragged
        if (!promotion_) selected_ = chess::kNoSquare;
      }
      pressed_ = chess::kNoSquare;
    }
    // While dragging, the piece follows the mouse.
    if (ImGui::IsItemActive() && pressed_ != chess::kNoSquare && selected_ == pressed_ &&
        square_under_mouse() != pressed_) {
      ImVec2 m = ImGui::GetIO().MousePos;
      draw_piece(ImGui::GetForegroundDrawList(), pieces, pos.at(pressed_), ImVec2(m.x - cell / 2, m.y - cell / 2),
                 cell);
    }
  }
  if (promotion_) {
    ImGui::OpenPopup("promotion");
    probes.add("promotion", origin, ImVec2(origin.x + size, origin.y + size));
  }
  if (ImGui::BeginPopup("promotion")) {
    ImGui::TextUnformatted("Promote to");
    for (chess::PieceType t : {chess::Queen, chess::Rook, chess::Bishop, chess::Knight}) {
      static const char* names[] = {"", "", "Knight", "Bishop", "Rook", "Queen"};
      if (ImGui::Button(names[t], ImVec2(80, 0))) {
        for (const auto& m : pos.legal_moves())
          if (promotion_ && m.from == promotion_->first && m.to == promotion_->second && m.promotion == t) made = m;
        promotion_ = std::nullopt;
        selected_ = chess::kNoSquare;
        ImGui::CloseCurrentPopup();
      }
      probes.add(std::string("promote:") + names[t], ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
    }
    ImGui::EndPopup();
  } else if (promotion_ && !ImGui::IsPopupOpen("promotion")) {
    promotion_ = std::nullopt;  // dismissed
  }
  return made;
}

}  // namespace veteran::gui
