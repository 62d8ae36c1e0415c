#!/bin/sh
# Stockfish, with every move held back 0.3 s: for the strict-clock test.
stockfish | while read -r line; do
  case "$line" in bestmove*) sleep 0.3 ;; esac
  echo "$line"
done
