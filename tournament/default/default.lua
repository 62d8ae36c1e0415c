-- veteran's default tournament (`veteran tournament` with no config): every
-- engine this machine can run, round robin. Copy it to start your own.
tournament {
  event = "veteran default tournament",
  pairing = "round-robin",
  games = 2,                -- per pairing, each engine once with each colour
  tc = "st=30",             -- period programs: 30 emulated seconds a move
  openings = { file = "builtin:openings.pgn", order = "random", seed = 1978 },
  concurrency = 2,
  adjudicate = { max_moves = 150 },
  pgn = "veteran-tournament.pgn",
}

-- veteran's own programs whose images are in the rompath.
for _, id in ipairs(programs()) do
  if available(id) then engine { program = id } end
end

-- Modern engines from Debian, held to a fixed depth or node count so that a
-- game takes seconds of wall time, not minutes.
local fairymax, stockfish = installed("fairymax"), installed("stockfish")
if fairymax then
  engine { name = "Fairy-Max (depth 4)", command = fairymax, protocol = "xboard", tc = "depth=4" }
end
if stockfish then
  engine { name = "Stockfish (1000 nodes)", command = stockfish, protocol = "uci", tc = "nodes=1000",
           options = { Threads = 1, Hash = 16 } }
end
