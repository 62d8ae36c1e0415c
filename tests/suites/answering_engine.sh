#!/bin/sh
# A UCI engine with fixed answers for the positions of suite_check.sh: what it
# "thinks" (info lines with their times) and the move it plays. On the
# position with a white king's rook alone it dies, as an engine crashing in
# the middle of a suite would.
position=""
while read -r line; do
  case "$line" in
    uci) echo "id name Answering"; echo "option name MultiPV type spin default 1 min 1 max 4"; echo "uciok" ;;
    isready) echo "readyok" ;;
    position*) position=$line ;;
    go*)
      case "$position" in
        *startpos*)
          echo "info depth 1 time 5 score cp 10 pv d2d4"
          echo "info depth 2 time 12 score cp 20 pv e2e4 e7e5"
          echo "info string the pv above is right from 12 ms on"
          echo "info depth 3 time 30 score cp 22 pv e2e4 c7c5"
          echo "bestmove e2e4" ;;
        *"4P3/8/PPPP1PPP"*)
          echo "info depth 1 time 3 score cp -10 pv e7e5"
          echo "bestmove e7e5" ;;
        *"4K2R w"*) exit 3 ;;
        *"R3K3 w"*) echo "info depth 1 time 40 pv e1c1"; echo "bestmove e1c1" ;;
        *) echo "bestmove 0000" ;;
      esac ;;
    quit) exit 0 ;;
  esac
done
