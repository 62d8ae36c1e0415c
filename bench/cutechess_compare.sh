#!/bin/sh
# The same command lines, as testers write them, run through cutechess-cli and
# `veteran match` (issue 36's bar; the list is tests/tournament/cutechess_recorded/commands.txt):
# prints for each whether the console logs (standard output and standard error,
# each on its own) are equal line for line and whether
# the PGNs are equal but for what is the wall clock's (the timing tags and think
# times) and the ECO, Opening and Variation tags cutechess-cli takes from the ECO
# book compiled into it.
#   bench/cutechess_compare.sh VETERAN CUTECHESS_CLI [--record]
# --record keeps cutechess-cli's logs and games in that folder, for the CI test
# (tests/tournament/cutechess_recorded_check.sh). Deterministic engines only, at
# -concurrency 1, so that each tool plays the same games: Stockfish at a node
# count on one thread, veteran's native programs behind `veteran engine`.
# cutechess-cli is built from source outside the repository (bench/README.md).
set -u
veteran=$(realpath "$1")
cutechess=$(realpath "$2")
record=${3:-}
here=$(realpath "$(dirname "$0")")
recorded=$here/../tests/tournament/cutechess_recorded
. "$here/../tests/tournament/cutechess_recorded/engines.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1
make_engines "$veteran"

same=0 total=0
compare() {  # compare NUMBER NAME ARGUMENTS...
  number=$1 name=$2
  shift 2
  total=$((total + 1))
  rm -f c.pgn v.pgn v.pgn.*
  QT_QPA_PLATFORM=offscreen timeout 600 "$cutechess" "$@" -pgnout c.pgn $pgn_options > c.log 2> c.err
  timeout 600 "$veteran" match "$@" -pgnout v.pgn $pgn_options > v.log 2> v.err
  log=different pgn=different
  cmp -s c.log v.log && cmp -s c.err v.err && log=equal
  games_of c.pgn > c.games && games_of v.pgn > v.games && cmp -s c.games v.games && pgn=equal
  [ "$log" = equal ] && [ "$pgn" = equal ] && same=$((same + 1))
  printf '%-44s %4s games  log %-9s  PGN %s\n' "$name" "$(grep -c '^\[Event ' c.pgn 2> /dev/null)" "$log" "$pgn"
  [ "$log" = equal ] || { diff c.log v.log; diff c.err v.err; } | head -6
  [ "$pgn" = equal ] || diff c.games v.games | cut -c1-160 | head -4
  if [ "$record" = --record ]; then
    cp c.log "$recorded/$number.log" && cp c.games "$recorded/$number.games"
    rm -f "$recorded/$number.err"
    [ -s c.err ] && cp c.err "$recorded/$number.err"
  fi
}
each_command compare
echo "$same of $total command lines: the same log and the same PGN"
