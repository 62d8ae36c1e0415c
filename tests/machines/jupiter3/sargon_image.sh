#!/bin/sh
# Prints where SARGON's image (docs/jupiter3.md) is in VETERAN_ROMPATH, in
# any form veteran finds it; prints nothing if it is not there.
for d in $(echo "${VETERAN_ROMPATH:-}" | tr ':' ' '); do
  for f in "$d/sargon-jupiter3.bin" "$d/sargon.hex" "$d/sargon1978.zip" "$d/sargon1978"; do
    [ -e "$f" ] && echo "$f" && exit 0
  done
done
