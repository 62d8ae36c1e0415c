#!/bin/sh
# With the KIM-1 ROMs and a Microchess image (microchess.pap, .hex, or
# microchess-0000.bin + microchess-1780.bin) in VETERAN_ROMPATH: Microchess
# plays through xboard and UCI at level 1 and every reply is legal.
# Skipped (77), by name, without them.
set -u
veteran=$1
dir=${VETERAN_ROMPATH:-}
image=""
for d in $(echo "$dir" | tr ':' ' '); do
  for f in "$d/microchess.pap" "$d/microchess.hex"; do [ -f "$f" ] && image="--image $f" && break 2; done
  if [ -f "$d/microchess-0000.bin" ] && [ -f "$d/microchess-1780.bin" ]; then
    image="--image $d/microchess-0000.bin@0000 --image $d/microchess-1780.bin@1780"; break
  fi
done
if [ -z "$image" ]; then
  echo "SKIPPED microchess@kim1 engine test: no Microchess image (microchess.pap, .hex or the two .bin parts) in VETERAN_ROMPATH"
  exit 77
fi
# As black through xboard: four replies, none refused.
out=$(printf 'xboard\nprotover 2\nnew\nusermove d2d4\nusermove c2c4\nusermove b1c3\nusermove g1f3\nping 1\nquit\n' |
      "$veteran" engine microchess@kim1 $image --level 1 2>/dev/null)
echo "$out"
moves=$(echo "$out" | grep -c '^move ')
if [ "$moves" -ne 4 ] || echo "$out" | grep -q 'Illegal\|tellusererror\|Error'; then echo "FAIL: xboard game"; exit 1; fi
# As white through UCI: the book opening.
out=$(printf 'uci\nsetoption name Level value 1\nposition startpos\ngo\nposition startpos moves e2e4 e7e5\ngo\n' |
      "$veteran" engine microchess@kim1 $image 2>/dev/null)
echo "$out"
echo "$out" | grep -q '^bestmove e2e4$' && echo "$out" | grep -q '^bestmove g1f3$' || { echo "FAIL: UCI book"; exit 1; }
echo "2 passed, 0 failed"
