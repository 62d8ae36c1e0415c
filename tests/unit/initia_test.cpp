// INITIA's input language (the Kotok-McCarthy program's, 1962): positions
// read wherever a FEN is, written back the same, and errors that name the card
// and column as INITIA did.
#include "chess/initia.hpp"
#include "chess/position.hpp"

#include <catch2/catch.hpp>
#include <random>

using namespace veteran::chess;

TEST_CASE("INITIA: the initial position, Black to move, comments, cards", "[chess][initia]") {
  const std::string start =
      "/the initial position/\n"
      "QR QN QB Q K KB KN KR QRP QNP QBP QP KP KBP KNP KRP 32\n"
      "*QRP *QNP *QBP *QP *KP *KBP *KNP *KRP *QR *QN *QB *Q *K *KB *KN *KR .";
  CHECK(initia_to_fen(start) == Position().fen());
  CHECK(Position(start).fen() == Position().fen());  // wherever a FEN is read
  // Digits: one number ("18" empty squares, not 1 and 8).
  CHECK(initia_to_fen("K 18 QP 31 *QP 11 *K *.") == "7k/3p4/8/8/8/3P4/8/K7 b - - 0 1");
  // A promoted pawn and moved kings and rooks: no castling with them.
  CHECK(initia_to_fen("QR(M) 3 K 2 KR 48 *Q(KRP) 2 *K(M) 4 .") == "q2k4/8/8/8/8/8/8/R3K2R w K - 0 1");
}

TEST_CASE("INITIA round trips random positions", "[chess][initia]") {
  std::mt19937 rng(1962);
  for (int n = 0; n < 300; ++n) {
    Position p;
    int plies = static_cast<int>(rng() % 120);
    for (int i = 0; i < plies; ++i) {
      auto moves = p.legal_moves();
      if (moves.empty()) break;
      p.play(moves[rng() % moves.size()]);
    }
    Position here(p.fen());
    std::string text = to_initia(here);
    INFO(here.fen() << "\n" << text);
    // INITIA has no en passant square and no move counters.
    Position back(text);
    Position want(here.fen());
    std::string expect = want.fen();
    // Compare placement, side and castling.
    auto head = [](const std::string& fen) {
      return fen.substr(0, fen.find(' ', fen.find(' ', fen.find(' ') + 1) + 1));
    };
    CHECK(head(back.fen()) == head(expect));
    for (size_t start = 0, end; start < text.size(); start = end + 1) {
      end = text.find('\n', start);
      if (end == std::string::npos) end = text.size();
      CHECK(end - start <= 72);  // cards of 72 columns
    }
  }
}

TEST_CASE("INITIA's errors name the card and column", "[chess][initia]") {
  auto error = [](const std::string& text) {
    try {
      initia_to_fen(text);
    } catch (const InitiaError& e) { return std::string(e.what()); }
    return std::string("no error");
  };
  CHECK(error("K 61 *K QX .") ==
        "INITIA: card 1, column 10: 'X' is not a piece (QR QN QB Q K KB KN KR, QRP ... KRP; * before Black's)");
  CHECK(error("K 62 .") == "INITIA: card 1, column 6: the board has 63 squares before the period, not exactly 64");
  CHECK(error("K 62 *K") == "INITIA: no closing '.' (White to move) or '*.' (Black to move)");
  CHECK(error("K 70 *K .").find("card 1, column 3: more than 64 squares") != std::string::npos);
  // A run of digits too long for any number: no overflow (a fuzzer's find), the same error.
  CHECK(error("K111111111111111111111111111111111111111[BB.").find("column 2: more than 64 squares") !=
        std::string::npos);
  CHECK(error("K\n62 *K *K .").find("card 2, column 7: more than 64 squares") != std::string::npos);
  CHECK(error("K 62 *K . QP").find("text after the closing period") != std::string::npos);
  CHECK(error("/unended K 62 *K .").find("comment") != std::string::npos);
  CHECK(error(std::string(72, ' ') + "K 62 *K .").find("column 73: past column 72") != std::string::npos);
  CHECK(error("K 62 *K(X) .").find("only (M) follows") != std::string::npos);
  CHECK(error("K 62 Q(KZP) *K .").find("names its pawn") != std::string::npos);
  // The rules' checks come after INITIA's: two white kings.
  CHECK_THROWS_AS(initia_to_fen("K K 61 *K ."), RulesError);
}

TEST_CASE("INITIA: after castling the queen's rook is unmoved; pawns at home keep their file's name", "[initia]") {
  // 1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.O-O: the king and the king's rook have moved, the queen's rook not.
  const std::string castled = veteran::chess::to_initia(
      veteran::chess::Position("r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4"));
  CHECK_THAT(castled, Catch::StartsWith("QR QN QB Q 1 KR(M) K(M)"));
  // ...dxc6: the c7 pawn, never moved, is the QBP; the pawn on c6 the former QP.
  const std::string doubled = veteran::chess::to_initia(
      veteran::chess::Position("r1bqkbnr/ppp2ppp/2p5/4p3/4P3/8/PPPP1PPP/RNBQKB1R w KQkq - 0 5"));
  CHECK_THAT(doubled, Catch::Contains("*KP 5 *QP 5") && Catch::Contains("*QRP *QNP *QBP 2"));  // c6, then the 7th rank
  // The king at home with one right lost: that rook has moved.
  const std::string one_right =
      veteran::chess::to_initia(veteran::chess::Position("r3k2r/8/8/8/8/8/8/R3K2R w Kkq - 0 1"));
  CHECK_THAT(one_right, Catch::StartsWith("QR(M) 3 K 2 KR "));
}
