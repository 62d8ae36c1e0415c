#!/bin/sh
# Microchess plays whole games at each level against itself and Fairy-Max
# (microchess_games.lua); every game must end by the rules or by adjudication.
# Needs the KIM-1 ROMs and microchess.pap in VETERAN_ROMPATH and fairymax;
# skipped (77), by name, without them.
#   microchess_games_check.sh VETERAN CONFIG
set -u
veteran=$1
config=$2
what="microchess games"
. "$(dirname "$0")/microchess_image.sh"
command -v fairymax >/dev/null 2>&1 || [ -x /usr/games/fairymax ] || { echo "SKIPPED microchess games: no fairymax"; exit 77; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$config" "$work/games.lua"
"$veteran" tournament "$work/games.lua" || { echo "FAIL: the tournament did not finish"; exit 1; }
pgn="$work/microchess-games.pgn"
games=$(grep -c '^\[Event ' "$pgn")
bad=$(grep -E '^\[Termination "(rules infraction|stalled connection|abandoned|time forfeit)"' "$pgn" | wc -l)
grep -E '^\[(White|Black|Result|Termination|PlyCount) ' "$pgn" | paste - - - - -
echo "$games games, $bad ended by an illegal move, a hang, a crash or the clock"
[ "$games" -eq 12 ] && [ "$bad" -eq 0 ]
