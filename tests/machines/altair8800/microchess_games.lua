-- With the user's 8080 Microchess image in the rompath: the program at each
-- of its three strengths, against itself (the other strengths) and against
-- Fairy-Max, one game with each colour per pairing. Run by
-- microchess_games_check.sh, which wants every game to end by the rules or
-- by adjudication: no illegal move, hang, crash or time forfeit.
tournament {
  event = "8080 Microchess at each strength",
  pairing = "round-robin",
  games = 2,
  tc = "st=100",  -- 100 emulated seconds a move: room for Normal's longest moves
  adjudicate = { max_moves = 100 },
  concurrency = 2,
  pgn = "microchess-altair-games.pgn",
}
engine { name = "8080 Microchess S", program = "microchess@altair", level = 1 }
engine { name = "8080 Microchess B", program = "microchess@altair", level = 2 }
engine { name = "8080 Microchess N", program = "microchess@altair", level = 3 }
engine { name = "Fairy-Max", command = installed("fairymax"), protocol = "xboard", tc = "depth=2" }
