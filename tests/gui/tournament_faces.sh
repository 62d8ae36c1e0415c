#!/bin/sh
# The tournament view shows a period program's machine thinking under its game's board, and each
# side's time (user files: SARGON's image in VETERAN_ROMPATH, docs/jupiter3.md; skipped by name
# without it).
#   tournament_faces.sh VETERAN
set -u
veteran=$1
"$veteran" roms sargon1978 2>/dev/null | grep -q "is good" ||
  { echo "SKIPPED gui.tournament_faces: no sargon-jupiter3.bin in VETERAN_ROMPATH (user files)"; exit 77; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/event.lua" <<LUA
tournament { event = "Faces", games = 2, concurrency = 2, pgn = "$work/event.pgn", adjudicate = { max_moves = 80 } }
engine { program = "sargon@jupiter3", level = 1 }
engine { program = "sargon@native", level = 1 }
LUA
XDG_CONFIG_HOME="$work/config" "$veteran" gui --headless --tournament "$work/event.lua" \
  --do "wait 1; probes $work/probes.txt; quit" > "$work/log" 2>&1 || { cat "$work/log"; echo "FAIL: the window"; exit 1; }
grep -q '^game[0-9]*:\(white\|black\):face ' "$work/probes.txt" ||
  { grep -v square "$work/probes.txt"; echo "FAIL: no Jupiter III face under a game in progress"; exit 1; }
echo "a face: $(grep ':face ' "$work/probes.txt" | head -1)"
echo "1 passed, 0 failed"
