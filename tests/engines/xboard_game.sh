#!/bin/sh
# A whole game of a veteran engine against Fairy-Max in xboard under Xvfb,
# once through xboard's own protocol and once as a UCI engine behind
# polyglot. The callers check first that the engine's files are present.
#   xboard_game.sh WHAT VETERAN ENGINE-ARGUMENTS...   (e.g. "engine sargon@jupiter3 --level 1")
set -u
what=$1
veteran=$2
shift 2
for tool in /usr/games/xboard /usr/games/fairymax /usr/games/polyglot /usr/bin/xvfb-run; do
  [ -x "$tool" ] || { echo "SKIPPED $what xboard game: $tool is not installed"; exit 77; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
{ printf '#!/bin/sh\nexec "%s"' "$veteran"; for a in "$@"; do printf ' "%s"' "$a"; done
  printf ' 2>>"%s/engine.log"\n' "$work"; } > "$work/engine.sh"
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
