#!/bin/sh
# kotok@native in `veteran tournament` against each other veteran: plays the
# gauntlet in CONFIG (copied with OPENINGS to a scratch folder; its PGN is
# kotok-tournament.pgn) and wants OPPONENTS opponents and, per opponent, every
# game ended by the
# rules or an adjudication with kotok@native never the one at fault (no
# illegal move, hang, crash or time forfeit of its own: an opponent's illegal
# move, such as Microchess's blindness to a just-promoted piece's check, ends
# that game by the rules), and at least one game of 40 moves or more.
# With ROMSETS named, a user-files test: skipped, by name, unless
# `veteran roms ROMSETS` finds them all good in VETERAN_ROMPATH.
#   kotok_tournament_check.sh VETERAN CONFIG OPENINGS OPPONENTS [ROMSETS...]
set -u
veteran=$1 config=$2 openings=$3 opponents=$4
shift 4
if [ $# -gt 0 ] && ! "$veteran" roms "$@" > /dev/null 2>&1; then
  echo "SKIPPED kotok@native against the emulated veterans: veteran roms $* finds them not all good in VETERAN_ROMPATH"
  exit 77
fi
work=$(mktemp -d) || exit 1
trap 'rm -rf "$work"' EXIT
cp "$config" "$work/games.lua" && cp "$openings" "$work/openings.pgn" || exit 1
(cd "$work" && "$veteran" tournament games.lua > out.txt 2>&1) || { cat "$work/out.txt"; echo "FAIL: the tournament did not finish"; exit 1; }
# One line a game: White, Black, Result, Termination, PlyCount and the reason comment's engine.
awk '
  /^\[White /       { w = $0; sub(/^\[White "/, "", w); sub(/"\]$/, "", w) }
  /^\[Black /       { b = $0; sub(/^\[Black "/, "", b); sub(/"\]$/, "", b) }
  /^\[Result /      { r = $2; gsub(/[]"]/, "", r) }
  /^\[Termination / { t = $0; sub(/^\[Termination "/, "", t); sub(/"\]$/, "", t) }
  /^\[PlyCount /    { p = $2; gsub(/[]"]/, "", p) }
  /^\[Event /       { if (w != "") print w "|" b "|" r "|" t "|" p; w = "" }
  END               { if (w != "") print w "|" b "|" r "|" t "|" p }
' "$work/kotok-tournament.pgn" > "$work/games.txt"
cat "$work/games.txt"
awk -F'|' -v want="$opponents" '
  { other = ($1 == "kotok@native") ? $2 : $1
    kotok_lost = ($1 == "kotok@native" && $3 == "0-1") || ($2 == "kotok@native" && $3 == "1-0")
    games[other]++
    if ($4 == "stalled connection" || $4 == "abandoned") { print "FAIL: a hang or crash: " $0; bad = 1 }
    if (($4 == "rules infraction" || $4 == "time forfeit") && kotok_lost) { print "FAIL: kotok@native at fault: " $0; bad = 1 }
    if ($5 + 0 >= 80 && $4 != "stalled connection" && $4 != "abandoned") long[other]++ }
  END {
    n = 0
    for (o in games) { n++; printf "%s: %d games, %d of 40 moves or more\n", o, games[o], long[o] + 0
                       if (long[o] + 0 == 0) { print "FAIL: no game of 40 moves against " o; bad = 1 } }
    if (n != want) { print "FAIL: " n " opponents, not " want; bad = 1 }
    exit bad }
' "$work/games.txt"
