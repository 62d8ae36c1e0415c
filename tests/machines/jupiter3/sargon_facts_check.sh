#!/bin/sh
# SARGON's replies in recorded positions (sargon_facts.txt), through UCI, one
# engine process a level. ENGINE is sargon@jupiter3 (the default: needs
# SARGON's image, sargon-jupiter3.bin, docs/jupiter3.md, in VETERAN_ROMPATH;
# skipped (77), by name, without it) or sargon@native (no user files).
#   sargon_facts_check.sh VETERAN FACTS [ENGINE]
set -u
veteran=$1
facts=$2
engine=${3:-sargon@jupiter3}
if [ "$engine" = sargon@jupiter3 ]; then
  found=$("$(dirname "$0")/sargon_image.sh")
  [ -n "$found" ] || { echo "SKIPPED sargon@jupiter3 facts: no sargon-jupiter3.bin (docs/jupiter3.md) in VETERAN_ROMPATH"; exit 77; }
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0
failed=0
for level in $(grep -v '^#' "$facts" | cut -d'|' -f1 | sort -u); do
  grep "^$level|" "$facts" > "$work/facts"
  { printf 'uci\nsetoption name Level value %s\n' "$level"
    # No quit: the input's end waits for the last search (quit would stop it).
    while IFS='|' read -r _ moves _; do printf 'position startpos moves %s\ngo\n' "$moves"; done < "$work/facts"
  } | "$veteran" engine "$engine" 2> "$work/log" | sed -n 's/^bestmove //p' > "$work/got"
  exec 3< "$work/got"
  while IFS='|' read -r _ moves expected; do
    read -r got <&3 || got="(none)"
    if [ "$got" = "$expected" ]; then
      passed=$((passed + 1))
    else
      failed=$((failed + 1))
      echo "FAIL: look-ahead $level after '$moves': $engine played $got, the record says $expected"
    fi
  done < "$work/facts"
  exec 3<&-
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
