#!/bin/sh
# With the user's SOLOS (solos.bin in a rompath folder's sol20/): SOLOS boots
# to its prompt and echoes typed text as on MAME 0.251's sol20 (all 16 rows of
# screen memory equal). With --tape, also a recording of a SOLOS program from
# the rompath's sol20_cass/ (MAME's layout, sol20_cass/NAME/FILE.wav; chess
# first): its first file, fetched with GET NAME as a person types it, lands
# in memory as on MAME, byte for byte, and the screen after it is the same.
# With --save: SOLOS saves 256 bytes of itself (SAVE TEST C000 C0FF) on
# MAME, whose recorder takes it down with MAME's encoder, and on veteran
# (save_tape); each recording, fetched by the other's SOLOS with GET TEST
# 1000, lands at $1000 as the bytes at $C000.
# Skipped (77), by name, without the files or without MAME.
#   solos_check.sh [--tape|--save] PROBE_DUMP ORACLE_SCRIPT
set -u
tape="" save=""
[ "${1-}" = --tape ] && { tape=yes; shift; }
[ "${1-}" = --save ] && { save=yes; shift; }
dump=$1 probe=$2
solos="" recording=""
IFS=:
for d in ${VETERAN_ROMPATH:-}; do
  [ -z "$solos" ] && [ -f "$d/sol20/solos.bin" ] && solos=$d/sol20/solos.bin
  if [ -z "$recording" ] && [ -d "$d/sol20_cass" ]; then
    recording=$(find "$d/sol20_cass" -iname 'chess.wav' | head -1)
    [ -n "$recording" ] || recording=$(find "$d/sol20_cass" -iname '*.wav' | sort | head -1)
  fi
done
unset IFS
[ -n "$solos" ] || { echo "SKIP: sol20/solos.bin not found in VETERAN_ROMPATH (${VETERAN_ROMPATH:-unset})"; exit 77; }
[ -x "${MAME:-/usr/games/mame}" ] || { echo "SKIP: MAME not found"; exit 77; }
solos=$(realpath "$solos")
[ -z "$recording" ] || recording=$(realpath "$recording")
# Each run in a folder of its own: other tests, and this script's other modes, share ctest's.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1
same() {  # solos-mame.txt and solos-ours.txt; a difference fails the test, naming what was compared
  [ -s solos-mame.txt ] || { echo "FAIL: MAME printed nothing ($1)"; exit 1; }
  diff solos-mame.txt solos-ours.txt > /dev/null || { diff solos-mame.txt solos-ours.txt | head -6 | cut -c1-120; echo "FAIL: $1: they differ"; exit 1; }
  echo "$1: equal, $(grep -c . solos-ours.txt) rows of 64 bytes"
}
if [ -n "$save" ]; then
  text=$(printf 'SAVE TEST C000 C0FF\r')
  # MAME types a character every 9 frames; SOLOS runs the motor 3 s before the leader: all on tape by frame 900.
  "$probe" --frame 900 --record solos-save-mame.wav --dump C000 4 "$solos" "$text" > solos-rom.txt || exit $?
  "$dump" --frame 900 --record solos-save-ours.wav "$solos" "$text" > /dev/null || exit 1
  for recording in solos-save-mame.wav solos-save-ours.wav; do
    "$dump" --catalog "$recording" | cut -d' ' -f1-5 > solos-catalog.txt || exit 1
    [ "$(cat solos-catalog.txt)" = "TEST 00 c000 0000 0100" ] || { cat solos-catalog.txt; echo "FAIL: $recording does not hold SOLOS's file TEST"; exit 1; }
  done
  text=$(printf 'GET TEST 1000\r')
  # The file's header starts 3 s and more into the recording: GET is done by frame 900.
  "$probe" --frame 900 --dump 1000 4 "$solos" "$text" solos-save-ours.wav | sed 's/^LINE/ROW/' > solos-mame.txt || exit $?
  sed 's/^LINE/ROW/' solos-rom.txt > solos-ours.txt
  same "\$1000 after MAME's SOLOS fetched TEST from veteran's recording, and SOLOS's bytes at \$C000"
  "$dump" --frame 900 --dump 1000 4 "$solos" "$text" solos-save-mame.wav | sed 's/^LINE/ROW/' > solos-ours.txt || exit 1
  sed 's/^LINE/ROW/' solos-rom.txt > solos-mame.txt
  same "\$1000 after veteran's SOLOS fetched TEST from MAME's recording, and SOLOS's bytes at \$C000"
  exit 0
fi
if [ -z "$tape" ]; then
  text=$(printf 'HELLO\r')
  "$probe" --dump CC00 16 "$solos" "$text" > solos-mame.txt || exit $?
  "$dump" --dump CC00 16 "$solos" "$text" > solos-ours.txt || exit 1
  same "SOLOS's screen after HELLO and ENTER, on MAME and on veteran"
  grep -q '^LINE 1 3e' solos-ours.txt || { echo "FAIL: no SOLOS prompt on the second row"; cat solos-ours.txt; exit 1; }
  exit 0
fi
[ -n "$recording" ] || { echo "SKIP: no recording (sol20_cass/NAME/FILE.wav) in VETERAN_ROMPATH (${VETERAN_ROMPATH:-unset})"; exit 77; }
"$dump" --catalog "$recording" > solos-catalog.txt || exit 1
[ -s solos-catalog.txt ] || { echo "FAIL: $recording: no SOLOS file found on it"; exit 1; }
cat solos-catalog.txt
read -r name type load exec length at seconds baud < solos-catalog.txt
: "$type" "$exec" "$at" "$baud"
# After the whole recording has played (a person types GET at half a second; MAME types a character every 9 frames).
frame=$(awk -v s="$seconds" 'BEGIN { printf "%d", (s + 5) * 60 }')
from=$(printf '%04X' $((0x$load & 0xFFC0)))
rows=$(( (0x$load + 0x$length - 0x$from + 63) / 64 ))
text=$(printf 'GET %s\r' "$name")
"$probe" --frame "$frame" --dump "$from" "$rows" "$solos" "$text" "$recording" > solos-mame.txt || exit $?
"$dump" --frame "$frame" --dump "$from" "$rows" "$solos" "$text" "$recording" > solos-ours.txt || exit 1
same "memory from \$$from after GET $name from $recording, on MAME and on veteran"
"$probe" --frame "$frame" --dump CC00 4 "$solos" "$text" "$recording" > solos-mame.txt || exit $?
"$dump" --frame "$frame" --dump CC00 4 "$solos" "$text" "$recording" > solos-ours.txt || exit 1
same "SOLOS's screen after GET $name, on MAME and on veteran"
