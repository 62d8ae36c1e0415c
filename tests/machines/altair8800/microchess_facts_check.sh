#!/bin/sh
# 8080 Microchess's replies in recorded positions (FACTS: level|moves from the
# start|reply), one UCI session a level, each position typed in afresh as the
# referee types a game. Needs the user's image (microchess_altair_image.sh);
# skipped (77), by name, without it.
#   microchess_facts_check.sh VETERAN FACTS
set -u
veteran=$1
facts=$2
what="8080 microchess facts"
. "$(dirname "$0")/microchess_altair_image.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0 total=0
for level in 1 2 3; do
  grep "^$level|" "$facts" > "$work/want"
  [ -s "$work/want" ] || continue
  { printf 'uci\nsetoption name Level value %s\n' "$level"
    while IFS='|' read -r _ moves _; do
      if [ -z "$moves" ]; then echo "position startpos"; else echo "position startpos moves $moves"; fi
      echo go
    done < "$work/want"
    } | "$veteran" engine microchess@altair --image "$image" 2>/dev/null | sed -n 's/^bestmove //p' > "$work/got"
  n=$(wc -l < "$work/want")
  total=$((total + n))
  paste -d'|' "$work/want" "$work/got" | awk -F'|' '$3 != $4 {print "FAIL: level " $1 " after \x27" $2 "\x27: 8080 Microchess played " $4 ", the record says " $3; bad++} END {exit bad > 0}' ||
    failed=1
done
echo "$total positions checked"
[ "$failed" -eq 0 ] && [ "$total" -gt 0 ]
