#!/bin/sh
# With the user's Level II ROMs (trs80l2) in VETERAN_ROMPATH: the TRS-80 boots
# to MEMORY SIZE?, and ENTER brings BASIC's READY. Skipped (77), by name, without them.
set -u
veteran=$1
out=$("$veteran" run trs80 --seconds 2 2>&1)
case "$out" in *"no ROM set"*|*"missing"*|*"not found"*|*"NOT FOUND"*)
  echo "SKIPPED trs80 Level II check: the trs80l2 ROMs are not in VETERAN_ROMPATH"; exit 77 ;;
esac
echo "$out" | grep -q "MEMORY SIZE" || { echo "FAIL: no MEMORY SIZE? prompt"; echo "$out"; exit 1; }
out=$("$veteran" run trs80 --keys "wait:1500 ENTER" --seconds 2 2>&1)
echo "$out"
echo "$out" | grep -q "READY" || { echo "FAIL: no READY after ENTER"; exit 1; }
