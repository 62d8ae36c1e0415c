#!/bin/sh
# 8080 Microchess plays whole games at each strength against itself and
# Fairy-Max (microchess_games.lua); every game must end by the rules or by
# adjudication. Needs the user's image (microchess_altair_image.sh) and
# fairymax; skipped (77), by name, without them.
#   microchess_games_check.sh VETERAN CONFIG
set -u
what="8080 microchess games"
. "$(dirname "$0")/microchess_altair_image.sh"
. "$(dirname "$0")/../../engines/games_check.sh"
games_check "$1" "$2" microchess-altair-games.pgn 12
