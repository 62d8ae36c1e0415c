#!/bin/sh
# A whole game of Microchess (level 1) against Fairy-Max in xboard under Xvfb,
# through xboard's protocol and through polyglot (tests/engines/xboard_game.sh).
# Needs the KIM-1 ROMs and microchess.pap in VETERAN_ROMPATH; skipped (77), by name, without them.
#   microchess_xboard_game.sh VETERAN
set -u
what="microchess xboard game"
. "$(dirname "$0")/microchess_image.sh"
exec "$(dirname "$0")/../../engines/xboard_game.sh" microchess "$1" engine microchess@kim1 --image "$image" --level 1
