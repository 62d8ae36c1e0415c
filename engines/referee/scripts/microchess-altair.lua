-- Referee for 8080 Microchess (Peter Jennings and Tony O'Brien, Micro-Ware
-- 1977) on an Altair 8800 with a 2SIO terminal. Written for veteran against
-- the program itself (the manual's dump with the 2SIO patch, docs/altair8800.md);
-- it knows the program's dialogue at the terminal, its board numbering and
-- where it keeps its pieces and strength, and nothing of any protocol.
--
-- The dialogue: "DO YOU WANT WHITE ? (Y,N)" (one key), then a ":" prompt
-- that takes a line ended by RETURN: a move "FR-FR" (RETURN makes it and the
-- program answers; "FR-FRM" only registers it), "O-O" and "O-O-O" for the
-- player's castling, "FR-FR=Q" a promotion into a piece the player has lost,
-- G for the computer to move, S then S, B or N for the strength. The program
-- answers "MC : FR-FR" (" O-O " when it castles, "=X" after a promotion) and
-- "CHECKMATE - YOU WIN!!!" when it has no move.
--
-- Squares are two digits, rank then file, 0-7, rank 0 on the computer's side
-- (as on the KIM-1): with the computer playing white, file digit f is the
-- algebraic file h-f and rank digit r is rank r+1; playing black, file a+f
-- and rank 8-r. The piece lists: the computer's 16 squares at $09ED, the
-- player's at $09FD (king, queen, rooks, bishops, knights, pawns; $CC a
-- captured piece).
--
-- The program's name, levels and their times are veteran's registry's
-- (engines/programs.cpp); the referee knows how each level is set.

local COMPUTER_PIECES, PLAYER_PIECES = 0x09ED, 0x09FD
local CAPTURED = 0xCC
-- The opening library's place ($0A75): $F0 and above, out of the library, as
-- the program leaves it when a game departs from its lines.
local BOOK_PLACE, OUT_OF_BOOK = 0x0A75, 0xF0
-- Strength bytes at $071E and $0861 for levels 1-3, as the S command sets
-- them: S(uper blitz), B(litz), N(ormal).
local STRENGTH_A, STRENGTH_B = 0x071E, 0x0861
local levels = { {0x00, 0xFF}, {0x00, 0xFB}, {0x08, 0xFB} }
local KEY_MS = 2          -- a key at the terminal: 9600 baud takes about 1.1 ms a character
local level = 1
local computer_white = true
local seen = 0            -- how much of the program's output has been read

local function digits(square)  -- "e2" -> "64" (computer black) or "13" (computer white)
  local file = square:byte(1) - string.byte("a")
  local rank = square:byte(2) - string.byte("1")
  if computer_white then return tostring(rank) .. tostring(7 - file) end
  return tostring(7 - rank) .. tostring(file)
end

local function square(code)  -- Microchess square byte -> "e2"
  local r, f = code // 16, code % 16
  if r > 7 or f > 7 then error(string.format("Microchess reported square %02X, which is off the board", code)) end
  if computer_white then return string.char(string.byte("a") + 7 - f) .. tostring(r + 1) end
  return string.char(string.byte("a") + f) .. tostring(8 - r)
end

local function code_of(sq)
  local d = digits(sq)
  return tonumber(d:sub(1, 1)) * 16 + tonumber(d:sub(2, 2))
end

-- What the program printed since the last look.
local function new_output()
  local text, total = machine.output(seen)
  seen = total
  return text
end

local function screen() return "screen:\n" .. machine.display() end

-- Runs until the program waits at its terminal for a key, and returns what it printed meanwhile.
local function wait_for_prompt(what, max_ms)
  if not machine.run_until(machine.waiting_for_key, max_ms or 5000, 2) then
    error("Microchess did not ask for " .. what .. " (" .. screen() .. ")")
  end
  return new_output()
end

local function type_line(text)
  for c in text:gmatch(".") do machine.press(c, KEY_MS) end
  machine.press("ENTER", KEY_MS)
end

function start()
  -- LXI SP,$0D82 at $0000, and the 2SIO's status port in the terminal routines at $0DE6.
  if machine.peek(0x0000) ~= 0x31 or machine.peek(0x0001) ~= 0x82 or machine.peek(0x0002) ~= 0x0D then
    error("no 8080 Microchess at $0000 (docs/altair8800.md says how to make the image)")
  end
  if machine.peek(0x0DE6) ~= 0xDB or machine.peek(0x0DE7) ~= 0x10 then
    error(string.format("the 8080 Microchess image reads its terminal at port $%02X, not the 2SIO's $10: " ..
      "make the 2SIO build (docs/altair8800.md)", machine.peek(0x0DE7)))
  end
  local said = wait_for_prompt("the player's colour")
  if not said:find("DO YOU WANT WHITE", 1, true) then error("Microchess did not ask for a colour (" .. screen() .. ")") end
end

-- Takes effect at once: the program reads the strength bytes as it searches.
function set_level(n)
  level = tonumber(n)
  if not levels[level] then error("Microchess has levels 1 to " .. #levels .. ", not " .. tostring(n)) end
  machine.poke(STRENGTH_A, levels[level][1])
  machine.poke(STRENGTH_B, levels[level][2])
end

function new_game(computer_color)
  computer_white = computer_color == "white"
  machine.press(computer_white and "N" or "Y", KEY_MS)
  local said = wait_for_prompt("the first command")
  if not said:find("CHALLENGER", 1, true) then error("Microchess did not show its board (" .. screen() .. ")") end
end

-- A line typed at the prompt that the program refuses.
local function refused(said) return said:find("INPUT ERROR", 1, true) ~= nil end

local function register(line, what)
  type_line(line)
  local said = wait_for_prompt("the next command after " .. what)
  return said
end

local function is_players(sq)
  local code = code_of(sq)
  for a = PLAYER_PIECES, PLAYER_PIECES + 15 do
    if machine.peek(a) == code then return true end
  end
  return false
end

local function take_off(sq)  -- a computer's piece captured where the program does not see it
  local code = code_of(sq)
  for a = COMPUTER_PIECES, COMPUTER_PIECES + 15 do
    if machine.peek(a) == code then machine.poke(a, CAPTURED) end
  end
end

-- The program promotes only into a piece of the kind the player has lost:
-- it looks for the letter's last place in its list of kinds (K Q R R B B N
-- N) and takes that slot or the one before if it holds a captured piece.
-- (Asked for one it cannot give, it has already taken the pawn off: so ask
-- only when it can.)
local LAST_SLOT = { q = 1, r = 3, b = 5, n = 7 }
local function can_promote(piece)
  local slot = LAST_SLOT[piece]
  return slot ~= nil and (machine.peek(PLAYER_PIECES + slot) == CAPTURED or
    machine.peek(PLAYER_PIECES + slot - 1) == CAPTURED)
end

local function enter(from, to, what)
  if refused(register(digits(from) .. "-" .. digits(to) .. "M", what)) then
    error("Microchess refused " .. what .. " (" .. screen() .. ")")
  end
end

-- A move of the game, registered without a reply (M): the opponent's, or
-- the computer's own when a game is typed in again (which takes the program
-- out of its opening library). The player's castling
-- is the program's O-O / O-O-O (it moves only the player's pieces); the
-- computer's is two moves, king then rook. En passant takes the pawn off
-- the computer's list (the program has no en passant). A promotion goes
-- into a piece the player has lost, as the program allows; otherwise the
-- pawn stays a pawn in its memory.
function player_move(from, to, promotion, castle_rook_from, castle_rook_to, ep_square)
  local what = from .. to
  -- The computer's own move typed in: a game the program did not play
  -- itself, whose moves its library has not followed. Left in, the library
  -- would answer the last move as if it were the game's first.
  if not is_players(from) then machine.poke(BOOK_PLACE, OUT_OF_BOOK) end
  if castle_rook_from ~= "" then
    if is_players(from) then
      local line = (castle_rook_from:sub(1, 1) == "h") and "O-OM" or "O-O-OM"
      if refused(register(line, what)) then error("Microchess refused castling " .. what .. " (" .. screen() .. ")") end
    else
      enter(from, to, what)
      enter(castle_rook_from, castle_rook_to, what)
    end
    return
  end
  if promotion ~= nil and promotion ~= "" and is_players(from) and can_promote(promotion) then
    take_off(to)  -- the promotion path leaves a captured piece where it stood
    local line = digits(from) .. "-" .. digits(to) .. "=" .. promotion:upper() .. "M"
    if not refused(register(line, what)) then return end
  end
  enter(from, to, what)
  if ep_square ~= "" then take_off(ep_square) end
end

-- The computer's move: G, then the "MC : " line. Castling prints " O-O "
-- for either side: the king's squares before and after tell which.
function computer_move(max_seconds)
  local king_before = machine.peek(COMPUTER_PIECES)
  type_line("G")
  local answered = machine.run_until(machine.waiting_for_key, tonumber(max_seconds) * 1000, 10)
  if not answered then
    return nil, string.format("Microchess gave no move within %g emulated seconds", tonumber(max_seconds))
  end
  local said = new_output()
  if said:find("YOU WIN", 1, true) then return "resign" end
  local reply = said:match("MC : ([^\r\n]*)")
  if not reply then error("Microchess answered G without a move (" .. screen() .. ")") end
  if reply:find("O-O", 1, true) then
    return square(king_before), square(machine.peek(COMPUTER_PIECES)), reply
  end
  local r1, f1, r2, f2 = reply:match("^(%d)(%d)%-(%d)(%d)")
  if not r1 then error("Microchess answered '" .. reply .. "', which is not a move (" .. screen() .. ")") end
  return square(tonumber(r1) * 16 + tonumber(f1)), square(tonumber(r2) * 16 + tonumber(f2)), reply
end
