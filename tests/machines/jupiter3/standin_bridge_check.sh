#!/bin/sh
# The SARGON bridge end to end, with no user files: `veteran engine
# sargon@jupiter3` (the real referee script, the xboard and UCI servers) runs
# our stand-in (standin_sargon.asm) on the Jupiter III. The stand-in answers
# SARGON's questions, keeps its board and move entry where SARGON does, and
# plays fixed moves (after a set-up: its first piece one rank forward), so
# each reply below is known. Tested: the dialogue as white and black, set-up
# through ANALYS for FENs, an illegal reply, a refused move, a hang, take backs,
# errors.
#   standin_bridge_check.sh VETERAN STANDIN.bin
set -u
veteran=$1 program=$2
engine() { "$veteran" engine sargon@jupiter3 --image "$program@1000" 2>/dev/null; }
. "$(dirname "$0")/../../engines/expect.sh"

# xboard, the program as black: four replies.
out=$(printf 'xboard\nprotover 2\nnew\npost\nusermove e2e4\nusermove g1f3\nusermove f1c4\nusermove b1c3\nping 1\nquit\n' | engine)
expect "xboard as black" "$out" 'feature myname="SARGON 1978' 'setboard=1' 'move e7e5' 'move b8c6' 'move g8f6' 'move f8c5' 'pong 1'

# xboard, the program as white after go, under a time control; its list runs
# out: no answer, reported after ten times its 7.5 s budget.
out=$(printf 'xboard\nprotover 2\nnew\nlevel 40 5 0\ngo\nusermove e7e5\nusermove b8c6\nusermove g8f6\nping 2\nquit\n' | engine)
expect "xboard as white, then a hang" "$out" 'move e2e4' 'move g1f3' 'move f1c4' 'tellusererror' \
  'gave no move within 75 emulated seconds' 'pong 2'

# An illegal reply forfeits: g8f6 while the knight on c7 gives check.
out=$(printf 'xboard\nprotover 2\nnew\nusermove b1c3\nusermove c3d5\nusermove d5c7\nping 3\nquit\n' | engine)
expect "illegal reply" "$out" 'move e7e5' 'move b8c6' 'played g8f6, which is not legal' '1-0 {' 'pong 3'

# A move the program refuses (the stand-in refuses H2-H3) is an error on one line.
out=$(printf 'xboard\nprotover 2\nnew\nusermove h2h3\nping 4\nquit\n' | engine)
expect "refused move" "$out" 'tellusererror referee sargon-jupiter3.lua' 'SARGON refused h2-h3' 'pong 4'
[ "$(echo "$out" | grep -c 'WELCOME TO CHESS')" -le 1 ] && echo "$out" | grep -q '^tellusererror.*WELCOME' ||
  { echo "FAIL: the error is not one protocol line"; echo "$out"; fail=1; }

# Take backs. To a point the program held, only the player's moves after it:
# the machine goes back to its mark and the canned list goes on from there
# (b8c6 again). With a move of the program's own side after the last mark
# (force, undo, the user plays g8f6 for it), that move is never typed as the
# player's: the position is set up, and the reply is the set-up one (e8e7);
# so too when a GUI's next position adds that move and the player's next.
out=$(printf 'xboard\nprotover 2\nnew\nusermove e2e4\nusermove g1f3\nremove\nusermove b1c3\nping 60\nforce\nundo\nusermove g8f6\nusermove d2d4\ngo\nping 6\nquit\n' | engine)
expect "xboard take backs" "$out" 'move e7e5' 'move b8c6' 'move b8c6' 'move e8e7' 'pong 6'
echo "$out" | grep -q tellusererror && { echo "FAIL: xboard take backs: an error"; echo "$out"; fail=1; }
out=$(printf 'uci\nposition startpos moves e2e4\ngo\nposition startpos moves e2e4 e7e5 g1f3\ngo\nposition startpos moves e2e4 e7e5 b1c3\ngo\nposition startpos moves e2e4 e7e5 g1f3 g8f6 b1c3\ngo\nposition startpos moves e2e4\ngo\nposition startpos moves e2e4 e7e5 d2d4 g8f6 b1c3\ngo\n' | engine)
expect "UCI take backs without ucinewgame" "$out" 'bestmove e7e5' 'bestmove b8c6' 'bestmove b8c6' 'bestmove e8e7' \
  'bestmove e7e5' 'bestmove e8e7'
echo "$out" | grep -q 'bestmove 0000' && { echo "FAIL: UCI take backs: bestmove 0000"; echo "$out"; fail=1; }

# FENs through the program's own set-up: the stand-in's reply shows its board.
out=$(printf 'uci\nisready\nposition fen 4k3/8/8/8/8/8/8/R3K3 w Q - 0 1\ngo\nposition fen r3k3/8/8/8/8/8/8/4K3 b - - 5 20\ngo\nxyzzy\nposition fen 8/8/8/8/8/8/8/8 w - - 0 1\ngo\nposition startpos\ngo\n' | engine)
expect "UCI, set-up" "$out" 'id name SARGON 1978' 'option name Level type spin default 3 min 1 max 6' 'uciok' 'readyok' \
  'bestmove a1a2' 'bestmove e8e7' 'unknown command: xyzzy' 'info string error' 'bestmove e2e4'
out=$(printf 'xboard\nprotover 2\nnew\nsetboard 4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2\ngo\nping 5\nquit\n' | engine)
expect "xboard setboard" "$out" 'move e1e2' 'pong 5'

# Not SARGON at DRIVER: a clear error.
bad=$(mktemp)
head -c 100 "$program" > "$bad"
out=$(printf 'uci\nquit\n' | "$veteran" engine sargon@jupiter3 --image "$bad@1000" 2>&1)
rm -f "$bad"
expect "not SARGON" "$out" 'no SARGON at $2A00' 'START = 1000H'

exit $fail
