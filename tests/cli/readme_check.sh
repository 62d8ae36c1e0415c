#!/bin/sh
# README.md's "At a glance" names every command, machine and program the
# executable has (its own lists: `veteran --help`, and the usage errors of
# `veteran run` and `veteran engine`), so that the README cannot drift.
set -u
veteran=$1 readme=$2
glance=$(sed -n '/^## At a glance/,/^## /p' "$readme")
[ -n "$glance" ] || { echo "FAIL: no '## At a glance' section in $readme"; exit 1; }
missing=0 checked=0
check() {  # KIND NAME
  checked=$((checked + 1))
  printf '%s\n' "$glance" | grep -qF "\`$2\`" || { echo "missing from README.md's At a glance: $1 $2"; missing=$((missing + 1)); }
}
for c in $("$veteran" --help | sed -n '/^commands:/,/^$/p' | awk 'NR > 1 && NF { print $1 }'); do check command "veteran $c"; done
for m in $("$veteran" run 2>&1 | sed -n 's/.*machines: \([^(]*\) (.*/\1/p' | tr -d ','); do check machine "$m"; done
for p in $("$veteran" engine 2>&1 | sed -n 's/.*programs: //p' | tr -d ','); do check program "$p"; done
[ $checked -gt 15 ] || { echo "FAIL: only $checked names read from $veteran (its lists changed shape?)"; exit 1; }
echo "$checked names checked, $missing missing"
[ $missing -eq 0 ]
