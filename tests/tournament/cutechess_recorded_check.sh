#!/bin/sh
# veteran match held to logs and games recorded from cutechess-cli 1.5.1 (built
# from source, bench/cutechess_compare.sh --record) on the command lines of
# cutechess_recorded/commands.txt: the same console output line for line, and
# the same games, tags and comments but for the wall clock's timings and the
# ECO tags cutechess-cli names from its compiled-in book. Deterministic engines:
# Stockfish at a node count on one thread, veteran's native programs.
set -u
veteran=$(realpath "$1")
recorded=$(realpath "$(dirname "$0")")/cutechess_recorded
PATH=$PATH:/usr/games
for engine in stockfish fairymax polyglot; do
  command -v $engine > /dev/null || { echo "SKIPPED: no $engine"; exit 77; }
done
. "$recorded/engines.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1
make_engines "$veteran"
fail=0
check() {  # check NUMBER NAME ARGUMENTS...
  number=$1 name=$2
  shift 2
  rm -f v.pgn v.pgn.*
  if ! timeout 600 "$veteran" match "$@" -pgnout v.pgn $pgn_options > v.log 2> v.err; then
    cat v.err
    echo "FAIL: $name: exit status"
    fail=1
    return
  fi
  games_of v.pgn > v.games
  expected_err=/dev/null
  [ -f "$recorded/$number.err" ] && expected_err=$recorded/$number.err
  if ! cmp -s "$recorded/$number.log" v.log; then
    echo "FAIL: $name: the log differs from cutechess-cli's"
    diff "$recorded/$number.log" v.log | head -8
    fail=1
  elif ! cmp -s "$expected_err" v.err; then
    echo "FAIL: $name: the standard error differs from cutechess-cli's"
    diff "$expected_err" v.err | head -8
    fail=1
  elif ! cmp -s "$recorded/$number.games" v.games; then
    echo "FAIL: $name: the games differ from cutechess-cli's"
    diff "$recorded/$number.games" v.games | cut -c1-200 | head -6
    fail=1
  else
    echo "ok: $name ($(grep -c '^\[Event ' v.pgn 2> /dev/null) games)"
  fi
}
each_command check
exit $fail
