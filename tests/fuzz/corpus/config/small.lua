tournament { event = "fuzz", pairing = "gauntlet", games = 4, tc = "40/60+1", concurrency = 2,
             openings = { file = "openings.epd", order = "random", seed = 7, plies = 4 },
             adjudicate = { max_moves = 120, resign_score = 900, resign_moves = 4, draw_score = 10 } }
engine { program = "microchess@native", level = 2 }
if available("sargon@native") then engine { program = "sargon@native", tc = "st=2" } end
for _, id in ipairs(programs()) do if id:find("native") then end end
engine { name = "Fairy-Max", command = "fairymax", args = { "8" }, protocol = "xboard",
         options = { Hash = 16 }, init = { "memory 16" } }
