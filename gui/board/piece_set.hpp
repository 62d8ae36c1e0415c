// Chess pieces drawn from SVG files at run time (librsvg), sharp at any size:
// the twelve of a set such as the one xboard installs in Debian
// (/usr/share/games/xboard/themes/default: WhiteKing.svg ... BlackPawn.svg).
// Each piece is rendered once for each size the board asks for and kept as a
// texture; nothing of the set is in the repository. Without the files the
// board draws DejaVu's chess glyphs instead.
#pragma once

#include "chess/position.hpp"

#include <SDL.h>

#include <imgui.h>

#include <array>
#include <filesystem>
#include <list>
#include <string>

namespace veteran::gui {

class PieceSet {
 public:
  // Where Debian's xboard package puts its pieces.
  static constexpr const char* kXboardPieces = "/usr/share/games/xboard/themes/default";

  // Reads the twelve files of `folder`; with any of them missing or unreadable the set is empty
  // and `problem()` says which.
  PieceSet(SDL_Renderer* renderer, const std::filesystem::path& folder);
  ~PieceSet();
  PieceSet(const PieceSet&) = delete;
  PieceSet& operator=(const PieceSet&) = delete;

  bool empty() const { return handles_[0] == nullptr; }
  const std::string& problem() const { return problem_; }
  // The piece `px` pixels square, as a texture the ImGui SDL renderer backend draws; nullptr
  // when the set is empty or it cannot be rendered.
  ImTextureID texture(chess::Piece piece, int px);

 private:
  SDL_Renderer* renderer_;
  std::array<void*, 12> handles_{};  // RsvgHandle*, by colour and type
  std::string problem_;
  struct Rendered {
    int px = 0;
    std::array<SDL_Texture*, 12> textures{};
  };
  std::list<Rendered> sizes_;  // the sizes asked for lately, the latest first (a few are kept)
  SDL_Texture* render(int index, int px);
};

}  // namespace veteran::gui
