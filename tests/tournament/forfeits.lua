-- CI: an engine that crashes and one that hangs lose by forfeit; the event completes.
tournament { event = "CI forfeits", games = 2, tc = "st=0.2", hang_seconds = 1, pgn = "forfeits.pgn" }
engine { name = "Fairy-Max", command = installed("fairymax"), protocol = "xboard", tc = "depth=2" }
engine { name = "Crasher", command = "./crashing_engine.sh", protocol = "uci" }
engine { name = "Hanger", command = "./hanging_engine.sh", protocol = "uci" }
