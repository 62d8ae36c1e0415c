-- The 1978-1980 veterans' event: every period program veteran can run on this
-- machine against Fairy-Max, the stand-in for micro-Max / AVR-Max 4.8, at 30
-- emulated seconds a move, one game with each colour.
--
--   veteran tournament tournament/examples/veterans.lua --rompath ~/roms
tournament {
  event = "Veterans 1978-1980",
  pairing = "gauntlet",     -- the first engine meets every other
  games = 2,                -- one game with each colour
  tc = "st=30",             -- period programs: 30 emulated seconds a move
  concurrency = 2,
  adjudicate = { max_moves = 120 },
  pgn = "veterans.pgn",
}

local fairymax = installed("fairymax")
if not fairymax then error("the veterans' event needs Fairy-Max: apt-get install fairymax") end
-- Fairy-Max thinks in wall time; a fixed depth keeps its games as quick as
-- the emulated ones and makes them repeatable.
engine { name = "Fairy-Max", command = fairymax, protocol = "xboard", tc = "depth=5" }

local found = 0
for _, id in ipairs(programs()) do
  if not id:find("@native", 1, true) and available(id) then
    engine { program = id }
    found = found + 1
  end
end
if found == 0 then
  error("no period program can run here: put the ROMs and program images in the rompath (see veteran roms)")
end
