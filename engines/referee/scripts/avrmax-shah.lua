-- Referee for AVR-Max 4.8 (H. G. Muller's micro-Max 4.8, ATmega88 port by
-- Andre Adrian, 2008-2009) on the SHAH. Written for veteran against the
-- program itself (built from the published source, docs/shah.md); it knows the
-- program's keys, words and levels as the SHAH's manual gives them (seed 004),
-- and nothing of any protocol.
--
-- The dialogue: "SHAH" at power-on. A move is four keys, file and rank of
-- FROM and TO (the keys carry both: A1 is "a" and "1"), after CL, then GO: the
-- program shows it with the dots lit when it is legal, "ZUG" when not. GO
-- again makes the computer move for the side to move: the digits go dark with
-- a dot running across them while it thinks, then show its move, steady.
-- "MATT" when the computer has no move and is in check. FN then A1 starts a
-- new game; FN then B2 shows "ST" and the level, a key A1-H8 sets level 1-8
-- and GO leaves. It powers on at level 3; the search time is a count of
-- Timer2 overflows, so emulated time decides the move.
--
-- The program's name, levels and their times are veteran's registry's
-- (engines/programs.cpp); the referee knows how each level is set.

local KEYS = { "A1", "B2", "C3", "D4", "E5", "F6", "G7", "H8" }
local LEVELS = #KEYS     -- the manual's levels 1-8 (the program takes FN and CL as 9 and 10 too)
-- A key held 200 ms and released 200 ms: the program takes a key on a scan
-- of its four lines (every 16.4 ms), repeats one held 344 ms, and ignores
-- keys for six scans after it sees a release (up to 131 ms after it). Held
-- and released 100 ms each, keys are lost; 150 ms each, none were.
local KEY_MS = 200
local POLL_MS = 20       -- looking at the display: a third of its 65 ms frame
local ANSWER_MS = 5000   -- the longest the program takes to show a word or a level
-- A typed move is checked by a search of its own (to depth 3, until the root
-- reaches the move): in a middle game 20 to 60 emulated seconds were seen.
local CHECK_MS = 900000

local level_wanted = 3   -- as set_level last asked
local level_set = 3      -- as the program has it: level 3 at power-on

local function display() return machine.display() end
-- The program's words as the display reads them: Z and 2 are one pattern.
local ZUG, MATT = "2UG ", "MAtt"

-- The letters the digits make of files a-h ("b", "c" and "d" as the SHAH
-- shows them; S and 5 are one pattern).
local FILE_OF_GLYPH = { A = "a", b = "b", C = "c", d = "d", E = "e", F = "f", G = "g", H = "h" }

-- A move on the display, steady and without dots: "E2E4" -> "e2", "e4".
local function shown_move(text)
  local f1, r1, f2, r2 = text:match("^(%a)([1-8])(%a)([1-8])$")
  if not f1 or not FILE_OF_GLYPH[f1] or not FILE_OF_GLYPH[f2] then return nil end
  return FILE_OF_GLYPH[f1] .. r1, FILE_OF_GLYPH[f2] .. r2
end

local function wait_for(what, test, max_ms)
  if not machine.run_until(test, max_ms or ANSWER_MS, POLL_MS) then
    error("AVR-Max did not show " .. what .. " (the display shows '" .. display() .. "')")
  end
end

local function press(key) machine.press(key, KEY_MS) end

local function showing(text) return function() return display() == text end end

function start()
  machine.run(300)
  if display() ~= "5HAH" then
    error("no AVR-Max in the SHAH's flash: the display shows '" .. display() .. "', not SHAH (docs/shah.md)")
  end
end

-- Takes effect at the computer's next move: the level dialogue is keyed in
-- then, where the program waits for a move.
function set_level(n)
  local level = tonumber(n)
  if level == nil or level ~= math.floor(level) or level < 1 or level > LEVELS then
    error("AVR-Max has levels 1 to " .. LEVELS .. ", not " .. tostring(n))
  end
  level_wanted = level
end

-- FN, B2 ("ST" and the level), the level's key, GO. The program then waits
-- for a move's first key, with the display dark.
local function key_in_level()
  if level_set == level_wanted then return end
  press("FN")
  wait_for("FN", showing("Fn  "))
  press("B2")
  wait_for("its level", function() return display():sub(1, 2) == "5t" end)
  press(KEYS[level_wanted])
  wait_for("level " .. level_wanted, showing("5t " .. level_wanted))
  press("GO")
  wait_for("a dark display after the level", showing("    "))
  level_set = level_wanted
end

-- Whatever side the computer plays: it moves for the side to move when
-- told to (computer_move), as the manual says.
function new_game(computer_color)
  press("FN")
  wait_for("FN", showing("Fn  "))
  press("A1")
  wait_for("SHAH for a new game", showing("5HAH"))
end

-- The opponent's move, keyed in and confirmed with GO. Castling is the
-- king's move (the program moves the rook); en passant the pawn's. The
-- program promotes to a queen only: an under-promotion is a queen in its
-- memory, and the log says so.
function player_move(from, to, promotion, castle_rook_from, castle_rook_to, ep_square)
  local keys = { "CL" }
  for _, square in ipairs({ from, to }) do
    keys[#keys + 1] = KEYS[square:byte(1) - string.byte("a") + 1]
    keys[#keys + 1] = KEYS[square:byte(2) - string.byte("1") + 1]
  end
  for _, key in ipairs(keys) do press(key) end
  press("GO")
  -- Taken: the move with its four dots lit; refused: ZUG.
  wait_for("the move " .. from .. to .. " taken or refused", function()
    local now = display()
    return now == ZUG or (#now == 8 and now:sub(2, 2) == "." and now:sub(8, 8) == ".")
  end, CHECK_MS)
  if display() == ZUG then error("AVR-Max refused " .. from .. to .. " (ZUG)") end
  if promotion ~= nil and promotion ~= "" and promotion ~= "q" then
    machine.log("AVR-Max promotes to a queen only: " .. from .. to .. promotion .. " is a queen in its memory")
  end
end

-- GO, then the move once the running dot stops. The program takes the first
-- GO of a game whose first key is GO as a typed move of nothing ("ZUG"): a
-- second GO then makes it move, as the manual's "GO twice".
function computer_move(max_seconds)
  key_in_level()
  local deadline = machine.seconds() + tonumber(max_seconds)
  for _ = 1, 2 do
    press("GO")
    local answered = machine.run_until(function()
      local now = display()
      return now == ZUG or now == MATT or shown_move(now) ~= nil
    end, math.max(0, deadline - machine.seconds()) * 1000, POLL_MS)
    if not answered then
      return nil, string.format("AVR-Max gave no move within %g emulated seconds", tonumber(max_seconds))
    end
    local now = display()
    if now == MATT then return "resign" end
    if now ~= ZUG then
      local from, to = shown_move(now)
      return from, to, now
    end
  end
  error("AVR-Max answered GO twice with ZUG (the display shows '" .. display() .. "')")
end
