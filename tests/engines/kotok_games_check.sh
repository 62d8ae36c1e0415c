#!/bin/sh
# kotok@native in games: against the other native veterans in veteran match
# (the same games twice: deterministic, legal to the end), against itself
# behind its own xboard server, and against Fairy-Max through xboard (legal;
# Fairy-Max itself is not deterministic). Its clock comments are 7090 time.
veteran=$1
work=$(mktemp -d) || exit 1
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
cd "$work" || exit 1
for n in 1 2; do
  "$veteran" match -engine program=kotok@native level=2 -engine program=sargon@native level=1 \
    -engine program=microchess@native level=1 -each tc=40/3600 -games 2 -pgnout games-$n.pgn > out-$n.txt 2>&1 ||
    { cat out-$n.txt; fail "kotok@native against the natives"; }
  # Moves and results only: the other natives' think times and the timing tags are wall times
  # (kotok's times are checked below), and the times' widths move the line breaks.
  grep -Ev '^\[(Date|GameStartTime|GameEndTime|GameDuration) ' games-$n.pgn | tr '\n' ' ' |
    sed -e 's/ [0-9.]*s\([,}]\)/\1/g' -e 's/{[0-9.]*s}//g' -e 's/  */ /g' > moves-$n.pgn
done
cmp -s moves-1.pgn moves-2.pgn || { diff moves-1.pgn moves-2.pgn | head; fail "the same match played other moves"; }
[ "$(grep -c '^\[Result "[012/-]*"\]' games-1.pgn)" -eq 6 ] || fail "six games with results"
grep -Eq 'Termination "(rules infraction|illegal move)"' games-1.pgn && fail "an illegal move or a broken protocol"
grep -q '\[WhiteClock "emulated"\]' games-1.pgn || { head -20 games-1.pgn; fail "kotok@native keeps an emulated (7090) clock"; }
grep -q "time forfeit" games-1.pgn && fail "a game lost on time at 40 moves in an hour"
# Its think times are the 7090's: tens of seconds a move at level 2, not the milliseconds of the wall.
grep -o '{[^}]*}' games-1.pgn > comments.txt
grep -Eq '[0-9]{2}(\.[0-9]+)?s' comments.txt || { cat comments.txt; fail "7090 seconds in the clock comments"; }

# Through xboard against Fairy-Max, and itself behind its xboard server.
printf '#!/bin/sh\nexec "%s" engine kotok@native --level 1\n' "$veteran" > xboard_kotok.sh
chmod +x xboard_kotok.sh
"$veteran" match -engine cmd=./xboard_kotok.sh proto=xboard name=Kotok-xboard st=30 \
  -engine cmd=fairymax proto=xboard name=Fairy-Max depth=2 tc=inf -games 2 -pgnout fm.pgn > fm.txt 2>&1 ||
  { cat fm.txt; fail "kotok@native against Fairy-Max through xboard"; }
[ "$(grep -c '^\[Result ' fm.pgn)" -eq 2 ] || fail "two games against Fairy-Max"
grep -Eq 'Termination "(rules infraction|illegal move)"' fm.pgn && fail "an illegal move or broken protocol against Fairy-Max"
echo "kotok@native: deterministic legal games against the natives, legal through xboard against Fairy-Max"
