#!/bin/sh
# A whole game of Microchess (level 1) against Fairy-Max in xboard under Xvfb,
# once through xboard's own protocol and once as a UCI engine behind polyglot.
# Needs the KIM-1 ROMs and microchess.pap in VETERAN_ROMPATH, and Debian's
# xboard, xvfb, fairymax and polyglot; skipped (77), by name, without them.
#   microchess_xboard_game.sh VETERAN
set -u
veteran=$1
for tool in /usr/games/xboard /usr/games/fairymax /usr/games/polyglot /usr/bin/xvfb-run; do
  [ -x "$tool" ] || { echo "SKIPPED microchess xboard game: $tool is not installed"; exit 77; }
done
image=""
for d in $(echo "${VETERAN_ROMPATH:-}" | tr ':' ' '); do [ -f "$d/microchess.pap" ] && image="$d/microchess.pap" && break; done
[ -n "$image" ] || { echo "SKIPPED microchess xboard game: no microchess.pap in VETERAN_ROMPATH"; exit 77; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf '#!/bin/sh\nexec "%s" engine microchess@kim1 --image "%s" --level 1 2>>"%s/engine.log"\n' \
  "$veteran" "$image" "$work" > "$work/engine.sh"
chmod +x "$work/engine.sh"
printf '[PolyGlot]\nEngineCommand = %s/engine.sh\nEngineDir = %s\nBook = false\n[Engine]\n' "$work" "$work" > "$work/polyglot.ini"

play() {  # name, first-engine command, extra xboard options
  cd "$work" && timeout 900 xvfb-run -a /usr/games/xboard -fcp "$2" -scp /usr/games/fairymax -mg 1 -tc 5 -inc 0 \
    -sgf "$work/$1.pgn" -autoCallFlag true -xexit -noGUI $3 > /dev/null 2>&1
  cat "$work/$1.pgn"
  grep -q 'Result "\(1-0\|0-1\|1/2-1/2\)"' "$work/$1.pgn" || { echo "FAIL: $1 game has no result"; exit 1; }
  if grep -qi 'illegal\|forfeit\|error' "$work/$1.pgn" "$work/engine.log"; then echo "FAIL: $1 game"; exit 1; fi
}
play xboard "$work/engine.sh" ""
play uci "/usr/games/polyglot $work/polyglot.ini" "-firstPlaysBlack true"
echo "2 passed, 0 failed"
