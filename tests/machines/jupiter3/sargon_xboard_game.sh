#!/bin/sh
# A whole game of SARGON (look-ahead 1) against Fairy-Max in xboard under
# Xvfb, through xboard's protocol and through polyglot (tests/engines/xboard_game.sh).
# Needs SARGON's image (docs/jupiter3.md) in VETERAN_ROMPATH; skipped (77), by name, without it.
#   sargon_xboard_game.sh VETERAN
set -u
here=$(dirname "$0")
[ -n "$("$here/sargon_image.sh")" ] ||
  { echo "SKIPPED sargon@jupiter3 xboard game: no sargon-jupiter3.bin (docs/jupiter3.md) in VETERAN_ROMPATH"; exit 77; }
exec "$here/../../engines/xboard_game.sh" sargon@jupiter3 "$1" engine sargon@jupiter3 --level 1
