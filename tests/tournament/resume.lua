-- CI: a tournament killed with kill -9 and resumed plays every game once.
tournament { event = "CI resume", games = 8, concurrency = 1, pgn = "resume.pgn",
             openings = { file = "builtin:openings.pgn", order = "sequential" }, adjudicate = { max_moves = 60 } }
engine { name = "Fairy-Max", command = installed("fairymax"), protocol = "xboard", tc = "depth=3" }
engine { name = "Stockfish", command = installed("stockfish"), protocol = "uci", tc = "nodes=300",
         options = { Threads = 1, Hash = 16 } }
