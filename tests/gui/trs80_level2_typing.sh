#!/bin/sh
# The TRS-80's natural keyboard on the user's Level II BASIC (VETERAN_ROMPATH;
# skipped by name without it): "PRINT 6*7" typed in the window as a person
# types it on a PC keyboard, and the machine answers 42 ('*' is SHIFT with ':'
# on the Model I; by key position it would type "PRINT 6(7").
#   trs80_level2_typing.sh VETERAN
set -u
veteran=$1
found=""
old_ifs=$IFS
IFS=:
for dir in ${VETERAN_ROMPATH:-}; do
  [ -f "$dir/trs80l2/rom-a.z1" ] && found=$dir
done
IFS=$old_ifs
[ -n "$found" ] || { echo "SKIPPED gui.trs80_level2_typing: no trs80l2/rom-a.z1 in VETERAN_ROMPATH (user files)"; exit 77; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# MEMORY SIZE? answered with ENTER; at READY the line typed and entered; the answer on the screen.
XDG_CONFIG_HOME="$work/config" "$veteran" gui --headless --machine trs80 --speed max --do \
  "run 2; key ENTER; run 2; expect READY; type PRINT 6*7; key ENTER; run 1; expect 42; quit" > "$work/log" 2>&1
status=$?
cat "$work/log"
[ $status = 0 ] || { echo "FAIL: the window did not show 42 for PRINT 6*7"; exit 1; }
echo "1 passed, 0 failed"
