-- Referee for SARGON (Dan and Kathe Spracklen, 1978) as the book prints it, on
-- the Jupiter III. Written for veteran from the book's description of the
-- program's dialogue and data; it knows the questions SARGON asks, how a
-- person types a move, and where the program keeps its board and its chosen
-- move, and nothing of any protocol.
--
-- The image is the book listing assembled with START = 1000H (see
-- docs/jupiter3.md); the addresses below follow from that. SARGON types its
-- move on the screen as "e7-e5", "0-0", "0-0-0" or "PxPep"; the last three
-- do not name the squares, so the move is read where the program itself
-- keeps it: the move-list entry BESTM points to (from and to as board
-- indices, 21 = a1 ... 98 = h8).
--
-- The program's name, levels and their times are veteran's registry's
-- (engines/programs.cpp); the referee knows how a look-ahead is set.

local START = 0x1000
local DRIVER = START + 0x1A00
local BOARDA = START + 0x00B4   -- the 10 x 12 board: 21 = a1, 98 = h8, $FF the border
local BESTM = START + 0x001A     -- pointer to the best move's entry in the move list
local PLYMAX = START + 0x0027    -- look-ahead, 1-6
local MOVENO = START + 0x0026    -- the move number SARGON counts (its book is for move 1)
local POSK = START + 0x014E      -- king and queen squares: POSK white, black; POSQ white, black
local SCORE = START + 0x0153     -- the search's score table; SCORE+1 the chosen move's ($01: SARGON is mated)
local PMATE = START + 0x0025     -- the move number at which the search found a mate
local KEY_MS = 30                -- a key held, then released, for this long

local MAX_LOOK_AHEAD = 6          -- PLYMAX as the book's INTERR accepts it
local level = 2
local computer_white = true

local function index(square)  -- "e2" -> 35
  return 21 + (square:byte(1) - string.byte("a")) + 10 * (square:byte(2) - string.byte("1"))
end

local function square(i)  -- 35 -> "e2"
  local file, rank = i % 10 - 1, i // 10 - 2
  if file < 0 or file > 7 or rank < 0 or rank > 7 then
    error(string.format("SARGON reported board index %d, which is off the board", i))
  end
  return string.char(string.byte("a") + file) .. tostring(rank + 1)
end

local function wait_for_question(what, max_ms)
  if not machine.run_until(machine.waiting_for_key, max_ms or 5000, 5) then
    error("SARGON did not ask for " .. what .. " (screen:\n" .. machine.display() .. ")")
  end
end

local function type_text(text)
  for c in text:gmatch(".") do machine.press(c, KEY_MS) end
end

local function answer(key, what)
  wait_for_question(what)
  machine.press(key, KEY_MS)
end

function start()
  machine.run(100)
  -- LD SP,STACK at DRIVER: the image is the listing assembled at START.
  if machine.peek(DRIVER) ~= 0x31 or machine.peek(DRIVER + 1) ~= 0xFF or machine.peek(DRIVER + 2) ~= 0x12 then
    error(string.format("no SARGON at $%04X: the image must be the book listing assembled with START = %04XH " ..
      "(docs/jupiter3.md)", DRIVER, START))
  end
  wait_for_question("a monitor command")
  type_text(string.format("G%04X", DRIVER))
  machine.press("ENTER", KEY_MS)
end

-- Takes effect at once: the program reads PLYMAX as it searches.
function set_level(n)
  level = tonumber(n)
  if not level or level < 1 or level > MAX_LOOK_AHEAD then
    error("SARGON looks ahead 1 to " .. MAX_LOOK_AHEAD .. " moves, not " .. tostring(n))
  end
  machine.poke(PLYMAX, level)
end


-- "CARE FOR A GAME?" Y; the player's colour; the look-ahead.
function new_game(computer_color)
  computer_white = computer_color == "white"
  answer("Y", "a game")
  answer(computer_white and "B" or "W", "the player's colour")
  answer(tostring(level), "the look-ahead")
end

local function piece_at(i) return machine.peek(BOARDA + i) end

-- The opponent's move as a person types it: from, a separator, to (castling
-- as the king's move; SARGON finds en passant itself). SARGON promotes to a
-- queen; another piece is then put in its board array, where the program
-- keeps it. A move SARGON refuses ("INVALID MOVE") is an error.
function player_move(from, to, promotion)
  wait_for_question("the player's move", 2000)
  local moving = piece_at(index(from))
  type_text(from:upper() .. "-" .. to:upper())
  -- SARGON takes the move and starts thinking at once; if it asks again
  -- instead, with the piece still in place, it has refused the move.
  machine.run(20)
  if machine.waiting_for_key() and piece_at(index(from)) == moving then
    error("SARGON refused " .. from .. "-" .. to .. " (screen:\n" .. machine.display() .. ")")
  end
  local kinds = { n = 2, b = 3, r = 4, q = 5 }
  if promotion ~= nil and promotion ~= "" and promotion ~= "q" then
    local i = index(to)
    local piece = piece_at(i)
    machine.poke(BOARDA + i, (piece & 0xF8) | kinds[promotion])
    -- SARGON's record of the queen's square (POSQ) no longer names a queen:
    -- 0, as its own ANALYS leaves it for a side without one.
    local posq = POSK + 2 + ((piece & 0x80) ~= 0 and 1 or 0)
    if machine.peek(posq) == i then machine.poke(posq, 0) end
  end
end

-- The computer's move: wait until SARGON asks for the player's move again,
-- then read the entry BESTM points to.
function computer_move(max_seconds)
  local answered = machine.run_until(machine.waiting_for_key, tonumber(max_seconds) * 1000, 10)
  if not answered then
    return nil, string.format("SARGON gave no move within %g emulated seconds", tonumber(max_seconds))
  end
  local entry = machine.peek(BESTM) | machine.peek(BESTM + 1) << 8
  local from, to = machine.peek(entry + 2), machine.peek(entry + 3)
  local moved = piece_at(to)
  local made = piece_at(from) == 0 and moved ~= 0 and moved ~= 0xFF and ((moved & 0x80) ~= 0) ~= computer_white
  -- Mated by force at this very move number, SARGON makes no move: it tips
  -- its king over ("YOU WIN") and waits for a key to offer another game.
  if not made and machine.peek(SCORE + 1) == 1 and machine.peek(PMATE) == machine.peek(MOVENO) then return "resign" end
  if not made then
    error(string.format("SARGON's move entry at $%04X (%d-%d) does not match its board (screen:\n%s)", entry, from, to,
      machine.display()))
  end
  -- SARGON's score of its move, in centipawns from its side (8 units a pawn;
  -- a forced mate either way has no distance, so +-9999: under the 10,000 a
  -- reader takes for a mate's score): none for a book move.
  local score, cp = machine.peek(SCORE + 1), nil
  if score == 0xFF then cp = 9999 elseif score == 0x01 then cp = -9999
  elseif score ~= 0 then
    local units = score - 0x80  -- 12.5 centipawns each, rounded toward zero
    cp = units >= 0 and (units * 25) // 2 or -((-units * 25) // 2)
  end
  return square(from), square(to), cp and ("score=" .. cp) or nil
end

-- Told to stop in the middle of its search: the best first-ply move FNDMOV
-- has valued so far, from the entry BESTM points to (FNDMOV clears BESTM as
-- it starts and sets it as each better move is backed up to the first ply);
-- nothing before the first. The caller checks the move against the game: a
-- stop that came before FNDMOV began finds the last move's entry.
function best_so_far()
  local entry = machine.peek(BESTM) | machine.peek(BESTM + 1) << 8
  if entry == 0 then return nil end
  local ok, from = pcall(square, machine.peek(entry + 2))
  local ok2, to = pcall(square, machine.peek(entry + 3))
  if not (ok and ok2) then return nil end
  return from, to
end

-- A position through SARGON's own set-up (ANALYS): "CARE FOR A GAME?" N,
-- "ANALYZE A POSITION?" Y, then for each square from a1 to h8 either RETURN
-- (empty) or piece, colour and moved flag ("N-B-1"), ESCAPE, "IS THIS
-- RIGHT?" Y, the player's colour, the look-ahead, "WHOSE MOVE IS IT?".
-- Right after loading, SARGON's board array is all zeros, border included
-- (only a game's start sets the border); the array is first set as INITBD
-- leaves it, empty with its border. The moved flag is 0 for a king or rook
-- that may still castle and for any other piece on its starting square, 1
-- otherwise. SARGON has no place for an en passant right: it is lost.
-- ANALYS leaves SARGON's move number as it was (0 after loading), so the
-- second move after a set-up would be taken from the one-move book, into a
-- position it was not meant for; the move number is set to the FEN's, at
-- least 2, before SARGON is told whose move it is.
function set_up(fen, computer_color)
  computer_white = computer_color == "white"
  local placement, side, castling, fullmove = fen:match("^(%S+)%s+([wb])%s+(%S+)%s+%S+%s+%d+%s+(%d+)")
  if not placement then error("not a FEN: " .. fen) end
  for i = 0, 119 do
    local file, rank = i % 10, i // 10
    machine.poke(BOARDA + i, (file >= 1 and file <= 8 and rank >= 2 and rank <= 9) and 0 or 0xFF)
  end
  local board, rank = {}, 8
  for row in placement:gmatch("[^/]+") do
    local file = 1
    for c in row:gmatch(".") do
      if c:match("%d") then
        file = file + tonumber(c)
      else
        board[string.char(string.byte("a") + file - 1) .. rank] = c
        file = file + 1
      end
    end
    rank = rank - 1
  end
  local home = { P = "abcdefgh2", p = "abcdefgh7", N = "bg1", n = "bg8", B = "cf1", b = "cf8", Q = "d1", q = "d8" }
  local function unmoved(sq, c)
    if c == "K" then return sq == "e1" and castling:find("[KQ]") ~= nil end
    if c == "k" then return sq == "e8" and castling:find("[kq]") ~= nil end
    local rights = { a1 = "Q", h1 = "K", a8 = "q", h8 = "k" }
    if c:upper() == "R" then return rights[sq] ~= nil and castling:find(rights[sq], 1, true) ~= nil end
    local h = home[c]
    return h ~= nil and h:sub(-1) == sq:sub(2) and h:sub(1, -2):find(sq:sub(1, 1), 1, true) ~= nil
  end
  answer("N", "a game")
  answer("Y", "an analysis")
  for r = 1, 8 do
    for f = 0, 7 do
      local sq = string.char(string.byte("a") + f) .. r
      local c = board[sq]
      wait_for_question("square " .. sq)
      if c then
        type_text(c:upper() .. "-" .. (c:match("%u") and "W" or "B") .. "-" .. (unmoved(sq, c) and "0" or "1"))
      else
        machine.press("ENTER", KEY_MS)
      end
    end
  end
  answer("ESCAPE", "the end of the set-up")
  answer("Y", "whether the position is right")
  answer(computer_white and "B" or "W", "the player's colour")
  answer(tostring(level), "the look-ahead")
  wait_for_question("whose move it is")
  machine.poke(MOVENO, math.max(2, math.min(255, tonumber(fullmove))))
  machine.press(side == "w" and "W" or "B", KEY_MS)
end
