-- Referee for Microchess (Peter Jennings, 1976) on the KIM-1. Written for
-- veteran from the program's manual; it knows the keys, the board numbering
-- and the rule gaps of the program, and nothing of any protocol.
--
-- Board squares are two digits, rank then file, 0-7, rank 0 on the
-- computer's side. With the computer playing white, file digit f is the
-- algebraic file h-f and rank digit r is rank r+1; playing black (after E),
-- the board is turned: file a+f, rank 8-r.
--
-- The program's name, levels and their times are veteran's registry's
-- (engines/programs.cpp); the referee knows how each level is set.

-- Strength bytes at $02F2 and $018B for levels 1-3, as the manual gives them.
local levels = { {0x00, 0xFF}, {0x00, 0xFB}, {0x08, 0xFB} }
local level = 3
local computer_white = true

local function digits(square)  -- "e2" -> "1", "3" (rank digit, file digit)
  local file = square:byte(1) - string.byte("a")
  local rank = square:byte(2) - string.byte("1")
  if computer_white then return tostring(rank), tostring(7 - file) end
  return tostring(7 - rank), tostring(file)
end

local function square(code)  -- Microchess square byte -> "e2"
  local r, f = code // 16, code % 16
  if r > 7 or f > 7 then error(string.format("Microchess reported square %02X, which is off the board", code)) end
  if computer_white then return string.char(string.byte("a") + 7 - f) .. tostring(r + 1) end
  return string.char(string.byte("a") + f) .. tostring(8 - r)
end

local function enter(from, to)  -- type a move and register it with F
  local r1, f1 = digits(from)
  local r2, f2 = digits(to)
  for _, key in ipairs({ r1, f1, r2, f2, "F" }) do machine.press(key, 60) end
end

function start()
  machine.run(200)
  for _, key in ipairs({ "AD", "0", "0", "0", "0", "GO" }) do machine.press(key, 60) end
end

-- Takes effect at once: the program reads the strength bytes as it searches.
function set_level(n)
  level = tonumber(n)
  if not levels[level] then error("Microchess has levels 1 to " .. #levels .. ", not " .. tostring(n)) end
  machine.poke(0x02F2, levels[level][1])
  machine.poke(0x018B, levels[level][2])
end


function new_game(computer_color)
  computer_white = computer_color == "white"
  machine.press("C", 60)
  if machine.display() ~= "CCCC CC" then error("Microchess did not answer C with CCCCCC: " .. machine.display()) end
  if not computer_white then
    machine.press("E", 60)
    if machine.display() ~= "EEEE EE" then error("Microchess did not answer E with EEEEEE: " .. machine.display()) end
  end
end

-- The opponent's move. Castling is two registered moves (king, then rook),
-- as the manual says; an en passant capture also takes the pawn off
-- Microchess's board ($CC marks a captured piece); promotion has no place in
-- the 1976 program: the piece stays a pawn in its memory.
function player_move(from, to, promotion, castle_rook_from, castle_rook_to, ep_square)
  enter(from, to)
  if castle_rook_from ~= "" then enter(castle_rook_from, castle_rook_to) end
  if ep_square ~= "" then
    local r, f = digits(ep_square)
    local code = tonumber(r) * 16 + tonumber(f)
    for a = 0x50, 0x5F do
      if machine.peek(a) == code then machine.poke(a, 0xCC) end
    end
  end
end

-- The computer's move: press PC as a person would. While the program thinks
-- the display is dark but for flickers (the search passes through the display
-- routine, with its board mid-search); the answer is a full six-digit display,
-- other than the move just typed, that stays the same for 100 ms (looked at
-- every 10 ms: half a display frame, and cheap enough to keep the emulation
-- fast). The move is
-- then read from DIS1-DIS3 ($FB, $FA, $F9), which that display shows.
function computer_move(max_seconds)
  local typed = machine.display()
  machine.press("PC", 100)
  local last, steady = nil, 0
  local answered = machine.run_until(function()
    local now = machine.display()
    if now:find(" ", 1, true) ~= 5 or now:find(" ", 6, true) or now == typed then
      steady = 0  -- dark, partial, or still the typed move
    elseif now == last then
      steady = steady + 1
    else
      steady = 0
    end
    last = now
    return steady >= 10
  end, tonumber(max_seconds) * 1000, 10)
  if not answered then
    return nil, string.format("Microchess gave no move within %g emulated seconds", tonumber(max_seconds))
  end
  machine.run(50)
  local piece, from, to = machine.peek(0xFB), machine.peek(0xFA), machine.peek(0xF9)
  -- FF FF FF: the program sees no move worth playing (mated or stalemated, to
  -- its mind) and gives up.
  if piece == 0xFF and from == 0xFF and to == 0xFF then return "resign" end
  if piece >= 0x10 then
    error(string.format("Microchess moved piece %02X, which is not its own (display %s)", piece, machine.display()))
  end
  return square(from), square(to), string.format("%02X", piece)
end
