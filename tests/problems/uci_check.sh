#!/bin/sh
# mate@native as a mate finder behind real front ends: UCI "go mate N" and
# "go depth D" answered with "score mate K" and the main line, a search with
# no mate ending in a legal move; then the same engine behind polyglot, as
# xboard (and Arena) use UCI engines, its thinking line and its move.
veteran=$1
work=$(mktemp -d) || exit 1
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
loyd="5B2/3n4/2Ppp3/3kN1Q1/1R6/3P4/2K5/8 w - - 0 1"

printf 'uci\nisready\nposition fen %s\ngo mate 2\nposition fen %s\ngo mate 1\nposition fen 8/8/8/8/8/6KQ/8/4n1k1 w - - 0 1\ngo depth 3\nposition startpos moves e2e4\ngo movetime 100\n' \
  "$loyd" "$loyd" | timeout 60 "$veteran" engine mate@native > "$work/uci" 2>&1 || { cat "$work/uci"; fail "the UCI session"; }
cat "$work/uci"
grep -q "^info depth 3 score mate 2 time [0-9]* pv g5d8 [a-h][1-8][a-h][1-8] [a-h][1-8][a-h][1-8]$" "$work/uci" ||
  fail "go mate 2: no 'score mate 2' with a three-move main line"
[ "$(grep -c '^bestmove' "$work/uci")" = 4 ] || fail "not four bestmoves"
sed -n '/^bestmove/p' "$work/uci" | sed -n 1p | grep -qx "bestmove g5d8" || fail "go mate 2 does not play the key"
sed -n '/^bestmove/p' "$work/uci" | sed -n 2p | grep -qv "g5d8" || fail "go mate 1 found a mate that is not there"
grep -q "score mate 2 .* pv h3h2 g1f1 h2f2" "$work/uci" || fail "go depth 3: not the mate in 2"
sed -n '/^bestmove/p' "$work/uci" | sed -n 4p | grep -q "^bestmove [a-h][1-8][a-h][1-8]" || fail "no move after a search with no mate"

[ -x /usr/games/polyglot ] || { echo "SKIPPED polyglot: /usr/games/polyglot is not installed"; exit 77; }
printf '[PolyGlot]\nEngineCommand = %s engine mate@native\nEngineDir = %s\nBook = false\n[Engine]\n' "$veteran" "$work" > "$work/pg.ini"
# xboard's side of the conversation, as xboard holds it: the game only once
# polyglot has said feature done=1, quit only once the move has come (each
# wait is for a line, bounded by the test's timeout, not a pause).
mkfifo "$work/to_pg"
timeout 60 /usr/games/polyglot "$work/pg.ini" < "$work/to_pg" > "$work/xb" 2>&1 &
polyglot=$!
exec 3> "$work/to_pg"
said() { until grep -q "$1" "$work/xb"; do kill -0 $polyglot 2>/dev/null || return 1; sleep 0.05; done; }
printf 'xboard\nprotover 2\n' >&3
said 'feature.*done=1' || { cat "$work/xb"; fail "polyglot: no feature done=1"; }
printf 'new\nforce\nsetboard %s\npost\nst 5\ngo\n' "$loyd" >&3
said '^move ' || { cat "$work/xb"; fail "polyglot: no move"; }
printf 'quit\n' >&3
exec 3>&-
wait $polyglot
grep -q "^move g5d8$" "$work/xb" || { cat "$work/xb"; fail "polyglot: no 'move g5d8'"; }
grep -q "^[0-9]* +10000[0-9] .*Qd8" "$work/xb" || { cat "$work/xb"; fail "polyglot: no mate score in the thinking line"; }
echo "mate@native: UCI go mate, go depth, no-mate answers, and polyglot's xboard side"
