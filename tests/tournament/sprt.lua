-- An SPRT match (issue 18's bar, as a config): SARGON's and Microchess's
-- native reimplementations, elo0 = 0, elo1 = 100, alpha = beta = 0.05; the
-- match must stop by itself long before its 400 games, with H1 accepted.
tournament { event = "SPRT check", games = 400, tc = "st=30", concurrency = 2, rating_interval = 10,
             sprt = { elo0 = 0, elo1 = 100, alpha = 0.05, beta = 0.05 }, pgn = "sprt.pgn",
             openings = { file = "builtin:openings.pgn", order = "random", seed = 7 } }
engine { program = "sargon@native", level = 2 }
engine { program = "microchess@native", level = 3 }
