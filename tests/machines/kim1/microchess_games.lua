-- With the user's KIM-1 ROMs and Microchess image in the rompath: the 1976
-- program at each of its three levels, against itself (the other levels) and
-- against Fairy-Max, one game with each colour per pairing. Run by
-- microchess_games_check.sh, which wants every game to end by the rules or
-- by adjudication: no illegal move, hang, crash or time forfeit.
tournament {
  event = "Microchess at each level",
  pairing = "round-robin",
  games = 2,
  tc = "st=100",  -- 100 emulated seconds a move: the manual's time for level 3
  adjudicate = { max_moves = 100 },
  concurrency = 2,
  pgn = "microchess-games.pgn",
}
engine { name = "Microchess 1", program = "microchess@kim1", level = 1 }
engine { name = "Microchess 2", program = "microchess@kim1", level = 2 }
engine { name = "Microchess 3", program = "microchess@kim1", level = 3 }
engine { name = "Fairy-Max", command = installed("fairymax"), protocol = "xboard", tc = "depth=2" }
