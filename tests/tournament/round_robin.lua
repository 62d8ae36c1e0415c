-- CI: a round robin of Debian's engines (kept fast by depth and node limits),
-- two at a time. Native veteran engines join when they exist.
tournament { event = "CI round robin", games = 2, concurrency = 2, pgn = "rr.pgn",
             openings = { file = "builtin:openings.pgn", order = "random", seed = 5 },
             adjudicate = { max_moves = 80 } }
for _, id in ipairs(programs()) do
  if id:find("@native") and available(id) then engine { program = id, tc = "st=1" } end
end
engine { name = "Fairy-Max", command = installed("fairymax"), protocol = "xboard", tc = "depth=3" }
engine { name = "Stockfish", command = installed("stockfish"), protocol = "uci", tc = "nodes=500",
         options = { Threads = 1, Hash = 16 } }
engine { name = "GNU Chess", command = installed("gnuchess") .. " --uci", protocol = "uci", tc = "depth=1" }
