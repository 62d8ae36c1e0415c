#!/bin/sh
# What an emulated engine's new game costs in wall time: GAMES games of
# `veteran engine microchess@kim1` on the stand-in KIM-1 (the test build's
# ROMs and image, made from our own sources), each xboard `new`, `usermove
# e2e4` and the stand-in's reply, in one session. Prints milliseconds a game.
#   bench/new_game.sh [VETERAN [BUILD_DIR [GAMES]]]
set -eu
veteran=${1:-build/ci/cli/veteran} build=${2:-build/ci} games=${3:-100}
standin=$build/tests/machines/kim1
[ -f "$standin/standin_chess.bin" ] || { echo "no $standin/standin_chess.bin: build the tests first"; exit 1; }
start=$(date +%s.%N)
{
  printf 'xboard\nprotover 2\n'
  i=0
  while [ "$i" -lt "$games" ]; do printf 'new\nusermove e2e4\n'; i=$((i + 1)); done
  printf 'ping 1\nquit\n'
} | "$veteran" engine microchess@kim1 --rompath "$standin/standin-rompath" --image "$standin/standin_chess.bin@0000" \
  > /dev/null 2>&1
end=$(date +%s.%N)
echo "$start $end $games" | awk '{ printf "new game: %.2f ms a game (%d games, %s)\n", ($2 - $1) * 1000 / $3, $3, "microchess@kim1 stand-in" }'
