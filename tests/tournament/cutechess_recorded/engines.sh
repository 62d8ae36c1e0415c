# shellcheck shell=sh disable=SC2034,SC2154 # (the variables are read through eval; $recorded is the caller's)
# Sourced by bench/cutechess_compare.sh and tests/tournament/cutechess_recorded_check.sh:
# the engines of commands.txt, and the PGN's games as both compare them.
stockfish=$(command -v stockfish || echo /usr/games/stockfish)
openings=$(realpath "$(dirname "$recorded")/../../tournament/default/openings.pgn")
sf="cmd=$stockfish proto=uci option.Threads=1 option.Hash=16 tc=inf"
sargon="cmd=./sargon.sh proto=xboard tc=inf depth=1"
microchess="cmd=./microchess.sh proto=uci tc=inf depth=1"
kotok="cmd=./kotok.sh proto=xboard tc=inf depth=1"
book="-openings file=$openings"

# make_engines VETERAN: the native programs behind `veteran engine`, in the current folder.
make_engines() {
  for program in sargon microchess kotok; do
    printf '#!/bin/sh\nexec "%s" engine %s@native --level 1\n' "$1" "$program" > "$program.sh"
    chmod +x "$program.sh"
  done
}

# games_of PGN: one game a line, without what the wall clock and cutechess's ECO book put in.
games_of() {
  grep -Ev '^\[(GameStartTime|GameEndTime|GameDuration|ECO|Opening|Variation|Date) ' "$1" | tr '\n' ' ' |
    sed -e 's/ [0-9.]*s\([,}]\)/\1/g' -e 's/{[0-9.]*s}//g' -e 's/  */ /g' -e 's/\[Event /\n[Event /g'
  echo
}

# each_command FUNCTION: FUNCTION NUMBER NAME ARGUMENTS... for each command line of commands.txt
# (NUMBER: 01, 02, ... the names of its recorded files).
each_command() {
  callback=$1 n=0
  while IFS='|' read -r name args; do
    case $name in '#'* | '') continue ;; esac
    n=$((n + 1))
    eval "set -- $args"
    "$callback" "$(printf '%02d' $n)" "$name" "$@"
  done < "$recorded/commands.txt"
}
