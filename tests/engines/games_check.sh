#!/bin/sh
# Sourced by the whole-game user-file tests after their image check: plays
# the tournament in CONFIG (copied to a scratch folder) and wants GAMES games
# in its PGN (named PGN in the config), every one ended by the rules or by
# adjudication: no illegal move, hang, crash or time forfeit. Needs fairymax;
# says the test is skipped, by name ($what), without it.
#   games_check VETERAN CONFIG PGN GAMES
games_check() {
  command -v fairymax >/dev/null 2>&1 || [ -x /usr/games/fairymax ] || { echo "SKIPPED $what: no fairymax"; exit 77; }
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  cp "$2" "$work/games.lua"
  (cd "$work" && "$1" tournament games.lua) || { echo "FAIL: the tournament did not finish"; exit 1; }
  pgn="$work/$3"
  games=$(grep -c '^\[Event ' "$pgn")
  bad=$(grep -E '^\[Termination "(rules infraction|stalled connection|abandoned|time forfeit)"' "$pgn" | wc -l)
  grep -E '^\[(White|Black|Result|Termination|PlyCount) ' "$pgn" | paste - - - - -
  echo "$games games, $bad ended by an illegal move, a hang, a crash or the clock"
  [ "$games" -eq "$4" ] && [ "$bad" -eq 0 ]
}
