#!/bin/sh
# A whole game of Microchess (level 1) against Fairy-Max in xboard under Xvfb,
# through xboard's protocol and through polyglot (tests/engines/xboard_game.sh).
# Needs the KIM-1 ROMs and microchess.pap in VETERAN_ROMPATH; skipped (77), by name, without them.
#   microchess_xboard_game.sh VETERAN
set -u
image=""
for d in $(echo "${VETERAN_ROMPATH:-}" | tr ':' ' '); do [ -f "$d/microchess.pap" ] && image="$d/microchess.pap" && break; done
[ -n "$image" ] || { echo "SKIPPED microchess xboard game: no microchess.pap in VETERAN_ROMPATH"; exit 77; }
exec "$(dirname "$0")/../../engines/xboard_game.sh" microchess "$1" engine microchess@kim1 --image "$image" --level 1
