#!/bin/sh
# With SARGON's image (sargon-jupiter3.bin, docs/jupiter3.md) in
# VETERAN_ROMPATH: a round robin of SARGON at look-ahead 1, 2 and 3 and
# Fairy-Max, each pair twice; every game ends by the rules or by adjudication,
# none by an illegal move, a hang or a protocol error; the PGN passes
# pgn-extract. Skipped (77), by name, without the image.
#   sargon_games_check.sh VETERAN CONFIG
set -u
veteran=$1
config=$2
found=$("$(dirname "$0")/sargon_image.sh")
[ -n "$found" ] || { echo "SKIPPED sargon@jupiter3 games: no sargon-jupiter3.bin (docs/jupiter3.md) in VETERAN_ROMPATH"; exit 77; }
command -v fairymax > /dev/null || [ -x /usr/games/fairymax ] || { echo "SKIPPED sargon@jupiter3 games: fairymax not installed"; exit 77; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$config" "$work/games.lua"
cd "$work" || exit 1
"$veteran" tournament games.lua > out.txt 2> progress.txt || { cat progress.txt out.txt; echo "FAIL: exit status"; exit 1; }
cat out.txt
games=$(grep -c '^\[Result ' sargon-games.pgn)
[ "$games" -eq 12 ] || { echo "FAIL: $games games, not 12"; exit 1; }
bad=$(grep '^\[Termination ' sargon-games.pgn | grep -v -c 'Termination "\(normal\|adjudication\)"')
if [ "$bad" -ne 0 ]; then grep '^\[Termination ' sargon-games.pgn | sort | uniq -c; echo "FAIL: $bad games lost by forfeit"; exit 1; fi
pgn_extract=$(command -v pgn-extract || echo /usr/games/pgn-extract)
"$pgn_extract" -s sargon-games.pgn > /dev/null 2> pgn-errors.txt
[ ! -s pgn-errors.txt ] || { cat pgn-errors.txt; echo "FAIL: pgn-extract"; exit 1; }
echo "12 games, none forfeited"
