# Sourced by the reconstructions' game checks (kotok_games_check.sh,
# player_games_check.sh) after setting `veteran` and changing to a scratch
# folder. Each function fails the test, naming what, on the first fault.

fail() { echo "FAIL: $*"; exit 1; }
. "$(dirname "$0")/../tournament/pgn_games.sh"

# at_fault PGN ENGINE: the games of PGN that ENGINE lost by an illegal move or
# a broken protocol, a line each. An opponent's illegal move (Microchess 1976
# knows no castling, en passant or promotion and can be blind to a check) ends
# its game by the rules and is not the engine's fault.
at_fault() {
  awk -v me="$2" '
    /^\[White /       { w = $0; sub(/^\[White "/, "", w); sub(/"\]$/, "", w) }
    /^\[Black /       { b = $0; sub(/^\[Black "/, "", b); sub(/"\]$/, "", b) }
    /^\[Termination / { t = $0 }
    /makes an illegal move|connection stalls|disconnects/ {
      side = ($0 ~ /White (makes|.s connection|disconnects)/) ? w : b
      if (t ~ /rules infraction|illegal move|stalled|abandoned/ && side == me) print w " - " b ": " $0 }
  ' "$1"
}

# same_match_twice WHAT MATCH-ARGS...: `veteran match MATCH-ARGS` twice into
# games-1.pgn and games-2.pgn; the two must have the same moves and results
# (think times and the timing tags are wall times and are left out), six
# results, and no illegal move or broken protocol by the engine under test
# (UNDER_TEST, the first -engine's program).
same_match_twice() {
  what=$1
  shift
  for n in 1 2; do
    "$veteran" match "$@" -pgnout games-$n.pgn > out-$n.txt 2>&1 || { cat out-$n.txt; fail "$what"; }
    pgn_games games-$n.pgn > moves-$n.pgn
  done
  cmp -s moves-1.pgn moves-2.pgn || { diff moves-1.pgn moves-2.pgn | head; fail "$what: the same match played other moves"; }
  [ "$(grep -c '^\[Result "[012/-]*"\]' games-1.pgn)" -eq 6 ] || fail "$what: six games with results"
  faults=$(at_fault games-1.pgn "$UNDER_TEST")
  [ -z "$faults" ] || { echo "$faults"; fail "$what: an illegal move or a broken protocol of $UNDER_TEST"; }
}

# against_fairymax WHAT PGN ENGINE-ARGS...: two games of the engine given by
# ENGINE-ARGS (one -engine's options) against Fairy-Max at depth 2 through
# xboard, into PGN; both must end, with no illegal move or broken protocol
# (Fairy-Max itself is not deterministic).
against_fairymax() {
  what=$1 pgn=$2
  shift 2
  command -v fairymax > /dev/null || fail "fairymax is not installed (tools/install-deps)"
  "$veteran" match -engine "$@" -engine cmd=fairymax proto=xboard name=Fairy-Max depth=2 tc=inf \
    -games 2 -pgnout "$pgn" > "$pgn.txt" 2>&1 || { cat "$pgn.txt"; fail "$what"; }
  [ "$(grep -c '^\[Result ' "$pgn")" -eq 2 ] || fail "$what: two games"
  if grep -Eq 'Termination "(rules infraction|illegal move)"' "$pgn"; then
    fail "$what: an illegal move or a broken protocol"
  fi
}
