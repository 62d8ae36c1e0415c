#!/bin/sh
# player@native in games: against the other native veterans in veteran match
# (the same games twice: deterministic, legal to the end), and against
# Fairy-Max through xboard and UCI behind its own servers (legal; Fairy-Max
# itself is not deterministic). PLAYER keeps no period clock (docs/player.md).
veteran=$1
PATH=$PATH:/usr/games  # Debian puts fairymax there
work=$(mktemp -d) || exit 1
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
cd "$work" || exit 1
for n in 1 2; do
  "$veteran" match -engine program=player@native -engine program=sargon@native level=1 \
    -engine program=kotok@native level=1 -each tc=40/3600 -games 2 -pgnout games-$n.pgn > out-$n.txt 2>&1 ||
    { cat out-$n.txt; fail "player@native against the natives"; }
  # Moves and results only: think times and the timing tags are wall times.
  grep -Ev '^\[(Date|GameStartTime|GameEndTime|GameDuration) ' games-$n.pgn | tr '\n' ' ' |
    sed -e 's/ [0-9.]*s\([,}]\)/\1/g' -e 's/{[0-9.]*s}//g' -e 's/  */ /g' > moves-$n.pgn
done
cmp -s moves-1.pgn moves-2.pgn || { diff moves-1.pgn moves-2.pgn | head; fail "the same match played other moves"; }
[ "$(grep -c '^\[Result "[012/-]*"\]' games-1.pgn)" -eq 6 ] || fail "six games with results"
grep -Eq 'Termination "(rules infraction|illegal move)"' games-1.pgn && fail "an illegal move or a broken protocol"
grep -q '\[White "player@native"\]' games-1.pgn || fail "player@native named in the PGN"

# Behind its own xboard and UCI servers against Fairy-Max.
command -v fairymax > /dev/null || fail "fairymax is not installed (tools/install-deps)"
printf '#!/bin/sh\nexec "%s" engine player@native\n' "$veteran" > player.sh
chmod +x player.sh
for proto in xboard uci; do
  "$veteran" match -engine cmd=./player.sh proto=$proto name=PLAYER-$proto st=5 \
    -engine cmd=fairymax proto=xboard name=Fairy-Max depth=2 tc=inf -games 2 -pgnout fm-$proto.pgn > fm-$proto.txt 2>&1 ||
    { cat fm-$proto.txt; fail "player@native against Fairy-Max through $proto"; }
  [ "$(grep -c '^\[Result ' fm-$proto.pgn)" -eq 2 ] || fail "two games against Fairy-Max through $proto"
  grep -Eq 'Termination "(rules infraction|illegal move)"' fm-$proto.pgn &&
    fail "an illegal move or broken protocol against Fairy-Max through $proto"
done
echo "player@native: deterministic legal games against the natives, legal through xboard and UCI against Fairy-Max"
