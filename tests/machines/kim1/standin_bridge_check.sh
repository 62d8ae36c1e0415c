#!/bin/sh
# The Microchess bridge end to end, with no user files: `veteran engine
# microchess@kim1` (the real referee script, xboard and UCI servers) runs our
# stand-in chess program on our stand-in KIM-1 monitor. The stand-in answers
# with the moves of one fixed game per colour (see standin_chess.s), so each
# reply below is known; what is tested is the path from protocol to keypad
# and from LEDs back to protocol, castling typed as two moves, the detection
# of an illegal reply and of a program that no longer answers, and errors.
set -u
veteran=$1 rompath=$2 program=$3
engine() { "$veteran" engine microchess@kim1 --rompath "$rompath" --image "$program@0000" 2>/dev/null; }
. "$(dirname "$0")/../../engines/expect.sh"

# xboard, the program as black, the user castling (two registered moves).
out=$(printf 'xboard\nprotover 2\nnew\npost\nusermove e2e4\nusermove g1f3\nusermove f1b5\nusermove b5a4\nusermove e1g1\nusermove f1e1\nusermove a4b3\nping 1\nquit\n' | engine)
expect "xboard as black" "$out" 'feature myname="Microchess 1976"' 'setboard=0' 'move e7e5' 'move b8c6' 'move a7a6' \
  'move g8f6' 'move f8e7' 'move b7b5' 'move d7d6' 'pong 1'
# Thinking output: none, though asked for with post: the program keeps no score,
# and a line with an invented one would mislead score adjudication.
echo "$out" | grep -Eq '^[0-9]+ -?[0-9]+ [0-9]+ 0 e7e5' && { echo "FAIL: a thinking line"; echo "$out"; fail=1; } ||
  echo "ok: no thinking line without a score"

# xboard, the program as white after go, under a time control; then it resigns.
out=$(printf 'xboard\nprotover 2\nnew\nlevel 40 5 0\ngo\nusermove e7e5\nusermove b8c6\nusermove f8c5\nusermove g8f6\nusermove d7d6\nusermove h7h6\nping 2\nquit\n' | engine)
expect "xboard as white" "$out" 'move e2e4' 'move g1f3' 'move f1c4' 'move d2d3' 'move b1c3' 'move c1g5' \
  'resign' 'pong 2'
# As black, after its last reply: no answer, reported after ten times its 7.5 s budget.
out=$(printf 'xboard\nprotover 2\nnew\nlevel 40 5 0\nusermove e2e4\nusermove g1f3\nusermove f1b5\nusermove b5a4\nusermove e1g1\nusermove f1e1\nusermove a4b3\nusermove c2c3\nping 5\nquit\n' | engine)
expect "a hang" "$out" 'move d7d6' 'tellusererror' 'gave no move within 75 emulated seconds' 'pong 5' 

# New games: the machine and the referee go back to their state just after
# the boot (a save state), so each game gets the same replies as the first.
out=$(printf 'xboard\nprotover 2\nnew\nusermove e2e4\nusermove g1f3\nping 60\nnew\nusermove e2e4\nusermove g1f3\nping 61\nnew\ngo\nusermove e7e5\nping 6\nquit\n' | engine)
expect "new games from the post-boot state" "$out" 'move e7e5' 'move b8c6' 'move e7e5' 'move b8c6' 'move e2e4' \
  'move g1f3' 'pong 6'

# A take back (remove: two plies) puts the machine back as it stood after
# the program's first reply; the stand-in answers by the replies it has given,
# so a machine that replayed the game from a reboot would answer e7e5 again.
out=$(printf 'xboard\nprotover 2\nnew\nusermove e2e4\nusermove g1f3\nremove\nusermove d2d4\nping 7\nquit\n' | engine)
expect "take back to a kept point" "$out" 'move e7e5' 'move b8c6' 'move b8c6' 'pong 7'

# An illegal reply forfeits the game: a7a6 with a white pawn on a6.
out=$(printf 'xboard\nprotover 2\nnew\nusermove a2a4\nusermove a4a5\nusermove a5a6\nping 3\nquit\n' | engine)
expect "illegal reply" "$out" 'move e7e5' 'move b8c6' 'played a7a6, which is not legal' '1-0 {' 'pong 3'

# Refusals and garbage: no setboard, a bad move, an unknown command; the session goes on.
out=$(printf 'xboard\nprotover 2\nnew\nsetboard 8/8/8/8/8/8/8/K6k w - - 0 1\nusermove e2e5\nfrobnicate\nusermove e2e4\nping 4\nquit\n' | engine)
expect "xboard errors" "$out" 'Error (setboard not supported' 'Illegal move: e2e5' 'Error (unknown command): frobnicate' \
  'move e7e5' 'pong 4'

# UCI: the same program as white and black (no info line: it keeps no score), a FEN refused.
out=$(printf 'uci\nisready\nposition startpos\ngo movetime 30000\nposition startpos moves e2e4 e7e5\ngo wtime 60000 btime 60000\nposition fen 8/8/8/8/8/8/8/K6k w - - 0 1\ngo\nucinewgame\nposition startpos moves d2d4\ngo\n' | engine)
expect "UCI" "$out" 'id name Microchess 1976' 'option name Level type spin default 3 min 1 max 3' 'uciok' 'readyok' \
  'bestmove e2e4' 'bestmove g1f3' 'info string error' 'bestmove e7e5'

exit $fail
