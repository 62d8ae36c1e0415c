#!/bin/sh
# player@native in games: against the other native veterans in veteran match
# (the same games twice: deterministic, legal to the end), and against
# Fairy-Max through xboard and UCI behind its own servers (legal; Fairy-Max
# itself is not deterministic). PLAYER keeps no period clock (docs/player.md).
veteran=$1
PATH=$PATH:/usr/games  # Debian puts fairymax there
work=$(mktemp -d) || exit 1
trap 'rm -rf "$work"' EXIT
. "$(dirname "$0")/native_games.sh"
UNDER_TEST=player@native
cd "$work" || exit 1
same_match_twice "player@native against the natives" -engine program=player@native \
  -engine program=sargon@native level=1 -engine program=kotok@native level=1 -each tc=40/3600 -games 2
grep -q '\[White "player@native"\]' games-1.pgn || fail "player@native named in the PGN"

# Behind its own xboard and UCI servers against Fairy-Max.
printf '#!/bin/sh\nexec "%s" engine player@native\n' "$veteran" > player.sh
chmod +x player.sh
for proto in xboard uci; do
  against_fairymax "player@native against Fairy-Max through $proto" fm-$proto.pgn \
    cmd=./player.sh proto=$proto name=PLAYER-$proto st=5
done
echo "player@native: deterministic legal games against the natives, legal through xboard and UCI against Fairy-Max"
