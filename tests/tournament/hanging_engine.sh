#!/bin/sh
# A UCI engine that never answers "go": for the tournament's forfeit test.
# It leaves its process id in hanger.pid, for the interrupt test.
echo $$ > hanger.pid
while read -r line; do
  case "$line" in
    uci) echo "id name Hanger"; echo "uciok" ;;
    isready) echo "readyok" ;;
    go*) while :; do sleep 60; done ;;
    quit) exit 0 ;;
  esac
done
