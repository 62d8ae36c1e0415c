-- With the user's SARGON image: whole games at look-ahead 1-3, against
-- Fairy-Max and against itself (sargon_games_check.sh).
tournament { event = "SARGON games", pairing = "round-robin", games = 2, concurrency = 2,
             adjudicate = { max_moves = 120 }, pgn = "sargon-games.pgn" }
engine { name = "SARGON 1", program = "sargon@jupiter3", level = 1 }
engine { name = "SARGON 2", program = "sargon@jupiter3", level = 2 }
engine { name = "SARGON 3", program = "sargon@jupiter3", level = 3 }
engine { name = "Fairy-Max", command = installed("fairymax"), protocol = "xboard", tc = "depth=2" }
