#!/bin/sh
# veteran match beside cutechess-cli on the same 20-game matches (issue 18's
# bar): Fairy-Max depth 4 vs Stockfish 1000 nodes, and native Microchess
# (level 1) vs Stockfish 1000 nodes, at -concurrency 1 and 2, the same
# openings in order, each run timed whole (start to exit) by the wall clock.
#   bench/matches.sh VETERAN CUTECHESS_CLI [SITTINGS]
# cutechess-cli is built from source outside the repo (bench/README.md says
# how); Microchess joins it as a UCI engine, `veteran engine microchess@native`.
# Prints one line a run and a table of median games per hour.
set -eu
veteran=$(realpath "$1")
cutechess=$(realpath "$2")
sittings=${3:-5}
openings=$(realpath "$(dirname "$0")/../tournament/default/openings.pgn")
stockfish=$(command -v stockfish || echo /usr/games/stockfish)
fairymax=$(command -v fairymax || echo /usr/games/fairymax)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"

common="-games 2 -rounds 10 -repeat -openings file=$openings order=sequential -maxmoves 200"
sf="-engine cmd=$stockfish proto=uci name=Stockfish option.Threads=1 option.Hash=16 nodes=1000 tc=inf"

# run TOOL MATCH CONCURRENCY: seconds for the 20 games, whole process.
run() {
  tool=$1 match=$2 n=$3
  case $match in
    fairymax) first="-engine cmd=$fairymax proto=xboard name=Fairy-Max depth=4 tc=inf" ;;
    microchess)
      if [ "$tool" = veteran ]; then first="-engine program=microchess@native level=1 st=30"
      else first="-engine cmd=$veteran arg=engine arg=microchess@native proto=uci name=microchess@native option.Level=1 st=30"
      fi ;;
  esac
  rm -f games.pgn games.pgn.*
  binary=$cutechess
  [ "$tool" = veteran ] && binary="$veteran match"
  t0=$(date +%s.%N)
  # shellcheck disable=SC2086
  $binary $first $sf $common -concurrency "$n" -pgnout games.pgn > out.txt 2>&1 || { cat out.txt; exit 1; }
  t1=$(date +%s.%N)
  games=$(grep -c '^\[Event ' games.pgn)
  [ "$games" -eq 20 ] || { echo "$tool $match: $games games, not 20"; cat out.txt; exit 1; }
  echo "$t0 $t1" | awk '{ printf "%.3f\n", $2 - $1 }'
}

: > results.txt
for sitting in $(seq 1 "$sittings"); do
  for match in fairymax microchess; do
    for n in 1 2; do
      for tool in cutechess veteran; do
        s=$(run $tool $match $n)
        echo "$match c$n $tool $s" | tee -a results.txt | awk '{ printf "sitting '"$sitting"': %s -concurrency %s %-9s %6.2f s, %7.0f games/hour\n", $1, substr($2, 2), $3, $4, 20 * 3600 / $4 }'
      done
    done
  done
done
echo
echo "| match | concurrency | cutechess-cli games/hour | veteran match games/hour | ratio |"
echo "| --- | --- | --- | --- | --- |"
for match in fairymax microchess; do
  for n in 1 2; do
    median() { grep "^$match c$n $1 " results.txt | awk '{ print 20 * 3600 / $4 }' | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
    c=$(median cutechess) v=$(median veteran)
    echo "$match $n $c $v" | awk '{ printf "| %s vs Stockfish 1000 nodes | %s | %.0f | %.0f | %.2fx |\n", ($1 == "fairymax" ? "Fairy-Max depth 4" : "microchess@native level 1"), $2, $3, $4, $4 / $3 }'
  done
done
