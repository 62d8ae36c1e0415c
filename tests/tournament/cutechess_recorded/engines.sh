# shellcheck shell=sh disable=SC2034,SC2154 # (the variables are read through eval; $recorded is the caller's)
# Sourced by bench/cutechess_compare.sh and tests/tournament/cutechess_recorded_check.sh:
# the engines of commands.txt, and the PGN's games as both compare them.
stockfish=$(command -v stockfish || echo /usr/games/stockfish)
fairymax_command=$(command -v fairymax || echo /usr/games/fairymax)
polyglot_command=$(command -v polyglot || echo /usr/games/polyglot)
openings=$(realpath "$(dirname "$recorded")/../../tournament/default/openings.pgn")
sf="cmd=$stockfish proto=uci option.Threads=1 option.Hash=16 tc=inf"
sargon="cmd=./sargon.sh proto=xboard tc=inf depth=1"
microchess="cmd=./microchess.sh proto=uci tc=inf depth=1"
kotok="cmd=./kotok.sh proto=xboard tc=inf depth=1"
fm="cmd=$fairymax_command proto=xboard"
book="-openings file=$openings"
epd=$recorded/openings.epd

# make_engines VETERAN: in the current folder, the native programs behind `veteran engine`;
# crasher.sh, Stockfish that dies when asked for its third move (the request is not passed on, so
# that it cannot answer); dead.sh, an engine that exits at once; engines.json with two engines
# for conf=; book.bin, a Polyglot book PolyGlot makes of the default openings.
make_engines() {
  for program in sargon microchess kotok; do
    printf '#!/bin/sh\nexec "%s" engine %s@native --level 1\n' "$1" "$program" > "$program.sh"
    chmod +x "$program.sh"
  done
  cat > crasher.sh << EOF
#!/bin/sh
searches=0
while IFS= read -r line; do
  case \$line in go*) searches=\$((searches + 1)); [ \$searches -eq 3 ] && exit 3 ;; esac
  printf '%s\\n' "\$line"
done | "$stockfish"
EOF
  chmod +x crasher.sh
  printf '#!/bin/sh\nexit 1\n' > dead.sh
  chmod +x dead.sh
  "$polyglot_command" make-book -pgn "$openings" -bin book.bin -min-game 1 > /dev/null 2>&1
  cat > engines.json << EOF
[
  {"name": "Fairy-Max d3", "command": "$fairymax_command", "protocol": "xboard", "initStrings": ["sd 3"]},
  {"name": "Stockfish conf", "command": "$stockfish", "protocol": "uci"}
]
EOF
}

. "$(dirname "$recorded")/pgn_games.sh"
# games_of PGN: one game a line, without what the wall clock and cutechess's ECO book put in.
games_of() { PGN_GAMES_DROP_TAGS="ECO|Opening|Variation" pgn_games "$1"; }

# each_command FUNCTION: FUNCTION NUMBER NAME ARGUMENTS... for each command line of commands.txt
# (NUMBER: 01, 02, ... the names of its recorded files), with $pgn_options set to the line's
# third field (what follows the PGN file after -pgnout: min, fi).
each_command() {
  callback=$1 n=0
  while IFS='|' read -r name args pgn_options; do
    case $name in '#'* | '') continue ;; esac
    n=$((n + 1))
    eval "set -- $args"
    "$callback" "$(printf '%02d' $n)" "$name" "$@"
  done < "$recorded/commands.txt"
}
