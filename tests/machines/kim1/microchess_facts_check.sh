#!/bin/sh
# Microchess's replies in recorded positions (microchess_facts.txt). Needs
# the KIM-1 ROMs and microchess.pap in VETERAN_ROMPATH; skipped (77), by
# name, without them.
#   microchess_facts_check.sh VETERAN FACTS
set -u
veteran=$1
facts=$2
what="microchess facts"
. "$(dirname "$0")/microchess_image.sh"
passed=0
failed=0
while IFS='|' read -r level moves expected; do
  case "$level" in ''|'#'*) continue ;; esac
  if [ -z "$moves" ]; then position="position startpos"; else position="position startpos moves $moves"; fi
  # An illegal reply is answered "bestmove 0000", its squares said in an info string.
  got=$(printf 'uci\nsetoption name Level value %s\n%s\ngo\n' "$level" "$position" |
        "$veteran" engine microchess@kim1 --image "$image" 2>/dev/null |
        sed -n -e 's/^info string engine error: .* played \([a-h][1-8][a-h][1-8][qrbn]*\), not a legal move$/\1/p' \
               -e 's/^bestmove //p' | head -1)
  if [ "$got" = "$expected" ]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL: level $level after '$moves': Microchess played $got, the record says $expected"
  fi
done < "$facts"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
