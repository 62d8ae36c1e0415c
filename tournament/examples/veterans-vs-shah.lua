-- Seed 004's "Veteranen Emulator Turnier" replayed: Andre Adrian's SHAH
-- running AVR-Max 4.8 at level 5 ("Aktiv", 30 seconds a move typically)
-- against every veteran veteran can run on this machine: the emulated
-- originals whose images are in the rompath, their native twins and the
-- reconstructions, one game with each colour, all in emulated time
-- (docs/shah.md sets the result beside the seed's: AVR-Max 4 won, 5 drawn,
-- 0 lost).
--
--   veteran tournament tournament/examples/veterans-vs-shah.lua --rompath ~/roms
tournament {
  event = "Veteranen Emulator Turnier (seed 004, replayed)",
  pairing = "gauntlet",     -- the first engine meets every other
  games = 2,                -- one game with each colour
  tc = "st=30",             -- the veterans: 30 emulated seconds a move, as the SHAH's level 5
  concurrency = 2,
  adjudicate = { max_moves = 120 },
  pgn = "veterans-vs-shah.pgn",
}

if not available("avrmax@shah") then
  error("the event needs AVR-Max on the SHAH: put avrmax.hex (built as docs/shah.md says) or MAME's " ..
    "avrmax set in the rompath (veteran roms avrmax)")
end
-- The seed's opponent at the seed's level: its own clock, Timer2's overflows.
engine { program = "avrmax@shah", level = 5 }

-- Every veteran: not the SHAH itself, and not veteran's mate solver, which
-- plays only mates.
local field = 0
for _, id in ipairs(programs()) do
  if id ~= "avrmax@shah" and id ~= "mate@native" and available(id) then
    engine { program = id }
    field = field + 1
  end
end
if field == 0 then error("no veteran can run here (veteran roms says what is missing)") end
