-- CI: an emulated program (our stand-in chess program on our stand-in KIM-1;
-- the image and rompath come from the test) against Fairy-Max. The stand-in
-- plays fixed moves, so it loses by an illegal move or, when its list runs
-- out, by not answering; its clock is emulated.
tournament { event = "CI emulated", games = 2, tc = "st=30", pgn = "emulated.pgn" }
engine { name = "Stand-in", program = "microchess@kim1", image = { STANDIN_IMAGE } }
engine { name = "Fairy-Max", command = installed("fairymax"), protocol = "xboard", tc = "depth=1" }
