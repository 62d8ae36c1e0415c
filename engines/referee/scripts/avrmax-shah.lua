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
-- Timer2 overflows, so emulated time decides the move. A position is set up
-- by writing it where the program keeps its game (set_up): it has no set-up
-- dialogue of its own.
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

-- Where AVR-Max keeps its game in the build of docs/shah.md (avr-nm of its
-- ELF file; data-space addresses): the 0x88 board b[] (its other half holds
-- the centre table), the side that moved last k (16 before White's move, 8
-- before Black's), the e.p. square O (128: none), the score Q of the side to
-- move, the captured non-pawn material R, and the typed move c[].
local BOARD, SIDE, EP, SCORE, CAPTURED, TYPED = 0x010A, 0x03F9, 0x0408, 0x03F7, 0x0430, 0x0403
local NO_SQUARE, GO_CODE = 128, 0x3B  -- S, and GO's key code as getkey() gives it (';')
-- micro-Max's piece codes (1 White's pawn, 2 Black's, N K B R Q 3-7), colours
-- 8 and 16, 32 once moved; its values 37 x w[]: 74 259 -37 296 444 851; the
-- captured material counts each piece's value / 128 (N B 2, R 3, Q 6: 40 in all).
local PIECE = { n = 3, k = 4, b = 5, r = 6, q = 7 }
local VALUE = { [1] = 74, [2] = 74, [3] = 259, [4] = 0, [5] = 296, [6] = 444, [7] = 851 }
local UNITS = { [3] = 2, [5] = 2, [6] = 3, [7] = 6 }
local MOVED = 32

-- The centre table AVR-Max writes at power-on into b[8..15] (the top rank's
-- other half): (file - 4)^2 + 12. Another build keeps its board elsewhere.
local function board_found()
  for file = 0, 7 do
    if machine.peek(BOARD + 8 + file) ~= (file - 4) * (file - 4) + 12 then return false end
  end
  return true
end

local function index(square)  -- "e3" -> 0x88 index, rank 8 at the top
  return 16 * (8 - (square:byte(2) - string.byte("0"))) + square:byte(1) - string.byte("a")
end

-- Not one of the program's own dialogues (it has none): the position poked
-- where the program keeps it, as the game would have left it but for the
-- score, which counts material only (the program adds its positional terms
-- move by move), and the moved flags, which only castling rights and pawns
-- on their first rank can tell.
function set_up(fen, color)
  if not board_found() then
    error("set_up knows AVR-Max's board at $010A, as the build of docs/shah.md keeps it; this image keeps it " ..
      "elsewhere (MAME's Elektor build?): play it from the initial position")
  end
  local placement, side, castling, ep = fen:match("^(%S+)%s+([wb])%s+(%S+)%s+(%S+)")
  if not placement then error("AVR-Max's set_up: not a FEN: " .. fen) end
  for row = 0, 7 do
    for file = 0, 7 do machine.poke(BOARD + 16 * row + file, 0) end
  end
  local virgin = {}  -- pieces that may still castle
  if castling:find("K", 1, true) then virgin[index("e1")], virgin[index("h1")] = true, true end
  if castling:find("Q", 1, true) then virgin[index("e1")], virgin[index("a1")] = true, true end
  if castling:find("k", 1, true) then virgin[index("e8")], virgin[index("h8")] = true, true end
  if castling:find("q", 1, true) then virgin[index("e8")], virgin[index("a8")] = true, true end
  local score, units = 0, 0
  local row, file = 0, 0
  for ch in placement:gmatch(".") do
    if ch == "/" then
      row, file = row + 1, 0
    elseif ch:match("%d") then
      file = file + tonumber(ch)
    else
      local white = ch:match("%u") ~= nil
      local kind = ch:lower() == "p" and (white and 1 or 2) or PIECE[ch:lower()]
      if not kind then error("AVR-Max's set_up: no piece '" .. ch .. "' in " .. fen) end
      local x = 16 * row + file
      local home_pawn = kind <= 2 and row == (white and 6 or 1)
      local code = kind + (white and 8 or 16) + ((virgin[x] or home_pawn) and 0 or MOVED)
      machine.poke(BOARD + x, code)
      score = score + ((white == (side == "w")) and VALUE[kind] or -VALUE[kind])
      units = units + (UNITS[kind] or 0)
      file = file + 1
    end
  end
  machine.poke(SIDE, side == "w" and 16 or 8)
  machine.poke(EP, ep == "-" and NO_SQUARE or index(ep))
  if score < 0 then score = score + 0x10000 end
  machine.poke(SCORE, score % 256)
  machine.poke(SCORE + 1, score // 256)
  machine.poke(CAPTURED, math.max(0, 40 - units))
  machine.poke(TYPED, GO_CODE)  -- as after a move: the next GO makes the computer move
end

-- The program's best move so far, after a stop in the middle of its
-- search: micro-Max 4.8's search is iterative in AVR-Max, each ply a 34-byte
-- frame (its locals) in the array A[18], the frame being searched in the
-- working set _ and the stack pointer J one below the frames saved. The root
-- is the first frame: in _ while J is A + 17, else saved at A[17]. Its X and
-- Y (bytes 31 and 32) are the best move so far of the depth under way (0
-- before the first move is valued; the previous depth's best is tried
-- first, so after the first move they hold at least that), Y carrying the
-- flag 128. Addresses of the build of docs/shah.md (avr-nm, and the
-- struct's offsets from avr-gcc): J $0100, A $0191, _ $040A.
local STACK_POINTER, FRAMES, FRAME_BYTES, WORKING_SET = 0x0100, 0x0191, 34, 0x040A
local ROOT_SLOT, BEST_FROM, BEST_TO = 17, 31, 32

local function square_of(x)  -- 0x88 index -> "e3"
  return string.char(string.byte("a") + (x & 7)) .. tostring(8 - (x >> 4))
end

function best_so_far()
  if not board_found() then return nil end
  local j = machine.peek(STACK_POINTER) | machine.peek(STACK_POINTER + 1) << 8
  local root_slot = FRAMES + ROOT_SLOT * FRAME_BYTES
  if j < FRAMES or j > root_slot then return nil end  -- not searching
  local root = j == root_slot and WORKING_SET or root_slot
  local from, to = machine.peek(root + BEST_FROM), machine.peek(root + BEST_TO) & 0x77
  if from & 0x88 ~= 0 or from == to then return nil end
  return square_of(from), square_of(to)
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
