#!/bin/sh
# kotok@native in games: against the other native veterans in veteran match
# (the same games twice: deterministic, legal to the end), against itself
# behind its own xboard server, and against Fairy-Max through xboard (legal;
# Fairy-Max itself is not deterministic). Its clock comments are 7090 time.
veteran=$1
PATH=$PATH:/usr/games  # Debian puts fairymax there
work=$(mktemp -d) || exit 1
trap 'rm -rf "$work"' EXIT
. "$(dirname "$0")/native_games.sh"
UNDER_TEST=kotok@native
cd "$work" || exit 1
same_match_twice "kotok@native against the natives" -engine program=kotok@native level=2 \
  -engine program=sargon@native level=1 -engine program=microchess@native level=1 -each tc=40/3600 -games 2
grep -q '\[WhiteClock "emulated"\]' games-1.pgn || { head -20 games-1.pgn; fail "kotok@native keeps an emulated (7090) clock"; }
grep -q "time forfeit" games-1.pgn && fail "a game lost on time at 40 moves in an hour"
# Its think times are the 7090's: tens of seconds a move at level 2, not the milliseconds of the wall.
grep -o '{[^}]*}' games-1.pgn > comments.txt
grep -Eq '[0-9]{2}(\.[0-9]+)?s' comments.txt || { cat comments.txt; fail "7090 seconds in the clock comments"; }

# Through xboard against Fairy-Max, behind its own xboard server.
printf '#!/bin/sh\nexec "%s" engine kotok@native --level 1\n' "$veteran" > xboard_kotok.sh
chmod +x xboard_kotok.sh
against_fairymax "kotok@native against Fairy-Max through xboard" fm.pgn \
  cmd=./xboard_kotok.sh proto=xboard name=Kotok-xboard st=30
echo "kotok@native: deterministic legal games against the natives, legal through xboard against Fairy-Max"
