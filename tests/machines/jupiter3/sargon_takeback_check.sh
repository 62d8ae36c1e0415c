#!/bin/sh
# Take backs with the real SARGON (issue 51's case): the program answers a
# game in which, after an undo, the user played a move for its side (xboard
# force mode; UCI without ucinewgame); its answer is the one a fresh SARGON
# gives when the same position is set up, and never an error or "0000".
# Needs SARGON's image (docs/jupiter3.md) in VETERAN_ROMPATH; skipped (77), by name, without it.
#   sargon_takeback_check.sh VETERAN
set -u
veteran=$1
here=$(dirname "$0")
[ -n "$("$here/sargon_image.sh")" ] ||
  { echo "SKIPPED sargon@jupiter3 take backs: no sargon-jupiter3.bin (docs/jupiter3.md) in VETERAN_ROMPATH"; exit 77; }
engine() { "$veteran" engine sargon@jupiter3 --level 1 2>/dev/null; }
. "$here/../../engines/expect.sh"

# After 1. a3 ... 2. h3 ...: undo SARGON's second reply, play Nf6 for it, then b3.
game=$(printf 'xboard\nprotover 2\nnew\nusermove a2a3\nusermove h2h3\nping 0\nforce\nundo\nusermove g8f6\nusermove b2b3\ngo\nping 1\nquit\n' | engine)
first=$(echo "$game" | sed -n 's/^move //p' | head -1)
taken=$(echo "$game" | sed -n 's/^move //p' | sed -n 3p)
[ -n "$first" ] && [ -n "$taken" ] || { echo "FAIL: no answer after the take back:"; echo "$game"; exit 1; }
echo "$game" | grep -q tellusererror && { echo "FAIL: an error after the take back:"; echo "$game"; exit 1; }
moves="a2a3 $first h2h3 g8f6 b2b3"
fresh=$(printf 'uci\nposition startpos moves %s\ngo\n' "$moves" | "$veteran" engine sargon@jupiter3 --level 1 2>/dev/null |
  sed -n 's/^bestmove //p')
[ "$fresh" = "$taken" ] || { echo "FAIL: after the take back SARGON played $taken; given the position afresh, $fresh"; exit 1; }
echo "ok: after the take back SARGON answers $taken, as a fresh SARGON given the same game"

# UCI without ucinewgame: the same games, one after the other, in one process.
out=$(printf 'uci\nposition startpos moves a2a3\ngo\nposition startpos moves %s\ngo\n' "$moves" | engine)
expect "UCI take back without ucinewgame" "$out" "bestmove $first" "bestmove $taken"
exit $fail
