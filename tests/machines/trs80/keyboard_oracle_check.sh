#!/bin/sh
# Our keyboard/video ROM on MAME's trs80l2 and on veteran's Model I, one key
# held at a time: the title, the key's matrix row and bit as the ROM reads
# them, and the block characters must be the same bytes in video memory.
# Skipped (77) without MAME.
#   keyboard_oracle_check.sh PROBE_TOOL DUMP_TOOL ROM.bin
set -u
probe=$1 dump=$2 rom=$3
[ -x "${MAME:-/usr/games/mame}" ] || { echo "SKIPPED oracle.live.trs80_keyboard: MAME not installed"; exit 77; }
failed=0
# Our key name, then MAME's field name.
for pair in "Q|Q" "@|@" "Z|Z" "7|7" "/|/ ?" ";|; +" "ENTER|Enter" "SPACE|Space" "BREAK|Break" "RIGHT|Right" "SHIFT|Left Shift"; do
  ours=${pair%%|*} mames=${pair#*|}
  "$probe" "$rom" "$mames" > mame.txt || { echo "FAIL: MAME run for $mames"; failed=1; continue; }
  "$dump" "$rom" "$ours" > ours.txt
  if diff mame.txt ours.txt > /dev/null && [ -s ours.txt ]; then
    echo "ok: $ours ($(sed -n 's/^LINE 1 //p' ours.txt | cut -c1-23))"
  else
    echo "FAIL: $ours"; diff mame.txt ours.txt; failed=1
  fi
done
exit $failed
