#!/bin/sh
# A UCI engine that dies when asked to move: for the tournament's forfeit test.
while read -r line; do
  case "$line" in
    uci) echo "id name Crasher"; echo "uciok" ;;
    isready) echo "readyok" ;;
    go*) exit 3 ;;
    quit) exit 0 ;;
  esac
done
