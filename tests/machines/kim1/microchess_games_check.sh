#!/bin/sh
# Microchess plays whole games at each level against itself and Fairy-Max
# (microchess_games.lua); every game must end by the rules or by adjudication.
# Needs the KIM-1 ROMs and microchess.pap in VETERAN_ROMPATH and fairymax;
# skipped (77), by name, without them.
#   microchess_games_check.sh VETERAN CONFIG
set -u
what="microchess games"
. "$(dirname "$0")/microchess_image.sh"
. "$(dirname "$0")/../../engines/games_check.sh"
games_check "$1" "$2" microchess-games.pgn 12
