#!/bin/sh
# veteran gui against itself headless (a benchmark, not a test): a machine
# running unlimited inside the window against `veteran run` of the same
# machine, frames a second while it runs, the 1x clock against the wall clock
# over a minute, and the CPU an idle window (a paused machine) uses.
#   bench/gui.sh VETERAN ROMPATH [MACHINE]   (ROMPATH: e.g. the build's stand-in KIM-1,
#                                             build/ci/tests/machines/kim1/standin-rompath)
set -eu
veteran=$1 rompath=$2 machine=${3:-kim1}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
headless_seconds=3000
start=$(date +%s.%N)
"$veteran" run "$machine" --rompath "$rompath" --seconds $headless_seconds > /dev/null 2>&1
end=$(date +%s.%N)
echo "headless:  $(echo "$headless_seconds $start $end" | awk '{printf "%.1f emulated MHz (veteran run, %d emulated seconds)", $1 / ($3 - $2), $1}')"
"$veteran" gui --headless --machine "$machine" --speed max --rompath "$rompath" \
  --do "wait 10; save-stats $work/max.txt; quit" > /dev/null 2>&1
echo "gui, unlimited: $(tr '\n' ' ' < "$work/max.txt")"
"$veteran" gui --headless --machine "$machine" --speed 1 --rompath "$rompath" \
  --do "wait 60; save-stats $work/one.txt; quit" > /dev/null 2>&1
echo "gui, 1x:        $(tr '\n' ' ' < "$work/one.txt")"
cpu() { /usr/bin/time -f "%U %S %e" "$@" 2>&1 > /dev/null | tail -1; }
idle=$(cpu "$veteran" gui --headless --machine "$machine" --paused --rompath "$rompath" --screenshot "$work/i.png" --after 60)
base=$(cpu "$veteran" gui --headless --machine "$machine" --paused --rompath "$rompath" --screenshot "$work/i.png" --after 0)
echo "$idle $base" | awk '{printf "gui, paused:    %.1f%% of one core over %.0f s (start-up subtracted)\n", 100 * (($1 + $2) - ($4 + $5)) / ($3 - $6), $3 - $6}'
