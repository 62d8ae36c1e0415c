#!/bin/sh
# The 8080 Microchess bridge end to end, with no user files: `veteran engine
# microchess@altair` (the real referee script, xboard and UCI servers) runs
# our stand-in program (standin_microchess.asm) on veteran's Altair 8800. The
# stand-in answers with the moves of one fixed game per colour, so each reply
# below is known; what is tested is the path from protocol to the terminal
# and from the terminal's stream back to protocol, castling typed as O-O,
# the detection of an illegal reply, of a resignation and of a program that
# no longer answers, and errors.
set -u
veteran=$1 program=$2
engine() { "$veteran" engine microchess@altair --image "$program@0000" 2>/dev/null; }
. "$(dirname "$0")/../../engines/expect.sh"

# xboard, the program as black, the user castling (O-O at the prompt).
out=$(printf 'xboard\nprotover 2\nnew\npost\nusermove e2e4\nusermove g1f3\nusermove f1b5\nusermove b5a4\nusermove e1g1\nusermove f1e1\nusermove a4b3\nping 1\nquit\n' | engine)
expect "xboard as black" "$out" 'feature myname="8080 Microchess 1977"' 'setboard=0' 'move e7e5' 'move b8c6' 'move a7a6' \
  'move g8f6' 'move f8e7' 'move b7b5' 'move d7d6' 'pong 1'
# Thinking output: none, though asked for with post: the program keeps no score,
# and a line with an invented one would mislead score adjudication.
echo "$out" | grep -Eq '^[0-9]+ -?[0-9]+ [0-9]+ 0 e7e5' && { echo "FAIL: a thinking line"; echo "$out"; fail=1; } ||
  echo "ok: no thinking line without a score"

# xboard, the program as white after go, under a time control; then it resigns.
out=$(printf 'xboard\nprotover 2\nnew\nlevel 40 5 0\ngo\nusermove e7e5\nusermove b8c6\nusermove f8c5\nusermove g8f6\nusermove d7d6\nusermove h7h6\nping 2\nquit\n' | engine)
expect "xboard as white" "$out" 'move e2e4' 'move g1f3' 'move f1c4' 'move d2d3' 'move b1c3' 'move c1g5' \
  'resign' 'pong 2'
# As black, after its last reply: no answer, reported after ten times its budget.
out=$(printf 'xboard\nprotover 2\nnew\nlevel 40 5 0\nusermove e2e4\nusermove g1f3\nusermove f1b5\nusermove b5a4\nusermove e1g1\nusermove f1e1\nusermove a4b3\nusermove c2c3\nping 5\nquit\n' | engine)
expect "a hang" "$out" 'move d7d6' 'tellusererror' 'gave no move within' 'pong 5'

# An illegal reply forfeits the game: a7a6 with a white pawn on a6.
out=$(printf 'xboard\nprotover 2\nnew\nusermove a2a4\nusermove a4a5\nusermove a5a6\nping 3\nquit\n' | engine)
expect "illegal reply" "$out" 'move e7e5' 'move b8c6' 'played a7a6, which is not legal' '1-0 {' 'pong 3'

# Refusals and garbage: no setboard, a bad move, an unknown command; the session goes on.
out=$(printf 'xboard\nprotover 2\nnew\nsetboard 8/8/8/8/8/8/8/K6k w - - 0 1\nusermove e2e5\nfrobnicate\nusermove e2e4\nping 4\nquit\n' | engine)
expect "xboard errors" "$out" 'Error (setboard not supported' 'Illegal move: e2e5' 'Error (unknown command): frobnicate' \
  'move e7e5' 'pong 4'

# UCI: the same program as white and black (a game typed in afresh each time), a FEN refused.
out=$(printf 'uci\nisready\nposition startpos\ngo movetime 30000\nposition startpos moves e2e4 e7e5\ngo wtime 60000 btime 60000\nposition fen 8/8/8/8/8/8/8/K6k w - - 0 1\ngo\nucinewgame\nposition startpos moves d2d4\ngo\n' | engine)
expect "UCI" "$out" 'id name 8080 Microchess 1977' 'option name Level type spin default 3 min 1 max 3' 'uciok' 'readyok' \
  'bestmove e2e4' 'bestmove g1f3' 'info string error' 'bestmove e7e5'

# Not the program: an image without 8080 Microchess's first instruction.
out=$("$veteran" engine microchess@altair --image "$0@0000" < /dev/null 2>&1)
expect "a wrong image" "$out" 'no 8080 Microchess at $0000'

# The stand-in where the user's image belongs: `veteran roms` calls it bad; the engine warns and runs it.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
{ cat "$program"; head -c 4096 /dev/zero; } | head -c 4096 > "$work/microchess-2sio.bin"
out=$("$veteran" roms mchess8080 --rompath "$work" 2>&1)
expect "a wrong image audited" "$out" 'INCORRECT CHECKSUM' 'romset mchess8080 is bad'
out=$(printf 'xboard\nprotover 2\nnew\nusermove e2e4\nping 1\nquit\n' | "$veteran" engine microchess@altair --rompath "$work" 2>&1)
expect "a wrong image warned" "$out" 'has the wrong checksum' 'running it anyway' 'move e7e5' 'pong 1'

# Terminal garbage from a broken image ("MC : " damaged): the error says what the screen shows.
sed 's/MC : /XX : /' "$program" > "$work/broken.bin"
out=$(printf 'xboard\nprotover 2\nnew\nusermove e2e4\nping 1\nquit\n' | "$veteran" engine microchess@altair --image "$work/broken.bin@0000" 2>&1)
expect "terminal garbage" "$out" 'answered G without a move' 'XX : 14-34' 'pong 1'

exit $fail
