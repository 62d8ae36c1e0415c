#!/bin/sh
# veteran gui against itself headless (a benchmark, not a test): a machine
# running unlimited inside the window against `veteran run` of the same
# machine, frames a second while it runs, the 1x clock against the wall clock
# over a minute, the CPU an idle window (a paused machine) uses, and under
# Xvfb (a real X window, software rendering) the CPU of a 1x machine view and
# of a 1x game of two period programs (the stand-in Microchess on two KIM-1s).
#   bench/gui.sh VETERAN ROMPATH [MACHINE] [IMAGE]   (ROMPATH: e.g. the build's stand-in KIM-1,
#     build/ci/tests/machines/kim1/standin-rompath; IMAGE: its chess program,
#     build/ci/tests/machines/kim1/standin_chess.bin)
set -eu
veteran=$1 rompath=$2 machine=${3:-kim1} image=${4:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_CONFIG_HOME="$work/config"  # the window's settings: not the user's
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

# The CPU of one core a window takes over 20 s of the wall clock, 3 s after it opened (user + system),
# on an X screen of SCREEN (1280x800 unless set), the window as large as the screen.
xcpu() {
  screen=${SCREEN:-1280x800}
  printf '%s\n' '"$@" --size '"$screen"' > /dev/null 2>&1 & pid=$!; sleep 3' \
    't0=$(awk "{print \$14 + \$15}" /proc/$pid/stat); sleep 20; t1=$(awk "{print \$14 + \$15}" /proc/$pid/stat)' \
    'kill $pid; echo "$t0 $t1 $(getconf CLK_TCK)" > "$TICKS"' > "$work/x.sh"
  TICKS="$work/ticks" xvfb-run -a -s "-screen 0 ${screen}x24" sh "$work/x.sh" "$@"
  awk '{printf "%.1f%% of one core over 20 s", 100 * ($2 - $1) / $3 / 20}' "$work/ticks"
}
if command -v xvfb-run > /dev/null; then
  echo "xvfb, 1x view:  $(xcpu "$veteran" gui --machine "$machine" --speed 1 --rompath "$rompath")"
  [ -z "$image" ] || echo "xvfb, 1x game:  $(xcpu "$veteran" gui --white microchess@kim1 --black microchess@kim1 \
    --speed 1 --rompath "$rompath" --image "$image@0000") (microchess@kim1 against itself)"
fi
# A 1x game of SARGON against itself, each on its Jupiter III, both faces in the window, at
# 1280x720 and 1920x1080 (issue 52's bar: 10% of a core at each): the user's SARGON image from
# VETERAN_ROMPATH (docs/jupiter3.md), else our stand-in (SARGON_STANDIN, the build's
# tests/machines/jupiter3/standin_sargon.bin), which thinks as SARGON's screen and keys go.
if command -v xvfb-run > /dev/null; then
  sargon="" what=""
  if "$veteran" roms sargon1978 2>/dev/null | grep -q "is good"; then
    what="the user's SARGON"
  elif [ -n "${SARGON_STANDIN:-}" ]; then
    sargon="--image $SARGON_STANDIN@1000" what="our stand-in"
  fi
  [ -z "$what" ] || for screen in 1280x720 1920x1080; do
    # shellcheck disable=SC2086  # the image option is one word or none
    echo "xvfb, 1x SARGON $screen: $(SCREEN=$screen xcpu "$veteran" gui --white sargon@jupiter3 \
      --black sargon@jupiter3 --level 1 --speed 1 $sargon) ($what against itself, level 1)"
  done
fi
