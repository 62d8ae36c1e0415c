#!/bin/sh
# With the user's Level II ROMs (trs80l2) in VETERAN_ROMPATH: a SYSTEM tape of
# our own loads as a person loads one (MEMORY SIZE? ENTER, SYSTEM, the name,
# then / to start it) and the program runs. Skipped (77), by name, without them.
#   system_tape_check.sh VETERAN TAPE.cas
set -u
veteran=$1 tape=$2
out=$("$veteran" run trs80 --seconds 1 2>&1)
case "$out" in *"not found"*|*"missing"*)
  echo "SKIPPED machines.trs80.level2_system_tape: the trs80l2 ROMs are not in VETERAN_ROMPATH"; exit 77 ;;
esac
# BASIC sizes memory for about two seconds after MEMORY SIZE?; keys before that are lost.
out=$("$veteran" run trs80 --tape "$tape" \
      --keys "wait:1500 ENTER wait:3000 type:SYSTEM ENTER wait:1500 type:HELLO ENTER wait:5000 type:/ ENTER" \
      --seconds 14 2>&1)
echo "$out"
echo "$out" | grep -q "^\*? HELLO" || { echo "FAIL: SYSTEM did not ask for the tape's name"; exit 1; }
echo "$out" | grep -q "VETERAN SYSTEM TAPE RUNNING AT 6000" || { echo "FAIL: the program did not load and run"; exit 1; }
