#!/bin/sh
# With the user's Channel F BIOS (sl31253.rom, sl31254.rom in a rompath
# folder's channelf/): its start screen, and the screen after START is held,
# as MAME 0.251 shows them, video RAM equal dot for dot at frame 110.
# Skipped (77), by name, without the files or without MAME.
#   bios_check.sh PROBE_DUMP ORACLE_SCRIPT
set -u
dump=$1 probe=$2
dir=""
IFS=:
for d in ${VETERAN_ROMPATH:-}; do
  if [ -f "$d/channelf/sl31253.rom" ] && [ -f "$d/channelf/sl31254.rom" ]; then dir=$d; break; fi
done
unset IFS
[ -n "$dir" ] || { echo "SKIP: channelf/sl31253.rom and channelf/sl31254.rom not found in VETERAN_ROMPATH (${VETERAN_ROMPATH:-unset})"; exit 77; }
for key in "" "START (Button 4)"; do
  "$probe" "$dir" "$key" > bios-mame.txt || exit $?
  [ -s bios-mame.txt ] || { echo "FAIL: MAME printed no video RAM"; exit 1; }
  ours_key=$(echo "$key" | cut -d' ' -f1)
  "$dump" "$dir" "$ours_key" > bios-ours.txt || exit 1
  diff bios-mame.txt bios-ours.txt > /dev/null || { diff bios-mame.txt bios-ours.txt | head; echo "FAIL: the BIOS's screen differs from MAME's (key '$key')"; exit 1; }
  echo "video RAM equal to MAME's (key '${key:-none}'): $(grep -c . bios-ours.txt) rows"
done
