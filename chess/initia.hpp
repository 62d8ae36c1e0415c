// INITIA's input language: how the Kotok-McCarthy program (MIT, 1962; seed
// 003) was told a position, on IBM cards. veteran reads it wherever it reads
// a FEN, and writes it on request (veteran perft --initia).
//
//   the board scanned from White's QR1 (a1) to the right, rank by rank;
//   digits: that many empty squares (a number: "16" is two empty ranks);
//   pieces by their most explicit names: QR QN QB Q K KB KN KR for pieces,
//   QRP QNP QBP QP KP KBP KNP KRP for pawns; '*' before a Black piece;
//   a promoted pawn as the piece and the pawn in parentheses, Q(KNP);
//   (M) after a piece that has moved (kings and rooks: no castling with them);
//   comments between slashes; spaces and commas between names;
//   after exactly 64 squares, "." for White to move or "*." for Black.
// Cards: columns 1 to 72 of each line. Errors name the card and column.
#pragma once

#include "chess/position.hpp"

#include <string>

namespace veteran::chess {

// A RulesError, so that whoever reads a FEN reports it the same way.
struct InitiaError : RulesError {
  using RulesError::RulesError;
};

// Whether `text` is written in INITIA's language (it ends with its period).
bool looks_like_initia(const std::string& text);
// The FEN of an INITIA position; throws InitiaError ("INITIA: card 1, column
// 17: ...") for anything INITIA would not read.
std::string initia_to_fen(const std::string& text);
// The position in INITIA's language: each piece named after the side of the
// board it stands on (the second of a kind on one side takes the other name,
// extra pieces as promoted pawns), (M) on kings and rooks that can no longer
// castle, eight squares a group.
std::string to_initia(const Position& position);

}  // namespace veteran::chess
