#!/bin/sh
# A UCI engine with fixed answers for the positions of suite_check.sh: what it
# "thinks" (info lines with their times) and the move it plays. On the
# position with a white king's rook alone it dies, as an engine crashing in
# the middle of a suite would. For rank_check: on the lone kings (three
# legal moves) it answers MultiPV, searchmoves and the positions after each
# move with known scores.
position=""
multipv=1
while read -r line; do
  case "$line" in
    uci) echo "id name Answering"; echo "option name MultiPV type spin default 1 min 1 max 4"; echo "uciok" ;;
    isready) echo "readyok" ;;
    position*) position=$line ;;
    "setoption name MultiPV value "*) multipv=${line##* } ;;
    go*searchmoves*)
      move=${line##* }
      case "$position" in *"4K2R w"*) exit 3 ;; esac
      case "$move" in
        a1a2 | a1b2) echo "info depth 1 score cp 5 pv $move" ;;
        a1b1) echo "info depth 1 score cp 1 pv $move" ;;
        *) echo "info depth 1 score cp 0 pv $move" ;;
      esac
      echo "bestmove $move" ;;
    go*)
      case "$position" in
        *"7k/8/8/8/8/8/8/K7 w - - 0 1")
          if [ "$multipv" = 3 ]; then
            echo "info depth 1 multipv 1 score cp 5 pv a1a2"
            echo "info depth 1 multipv 2 score cp 3 pv a1b2"
            echo "info depth 1 multipv 3 score cp 1 pv a1b1"
          else
            echo "info depth 1 score cp 5 pv a1a2"
          fi
          echo "bestmove a1a2" ;;
        *"moves a1a2") echo "info depth 1 score cp -2 pv h8g8"; echo "bestmove h8g8" ;;
        *"moves a1b2") echo "info depth 1 score cp -4 pv h8g8"; echo "bestmove h8g8" ;;
        *"moves a1b1") echo "info depth 1 score cp -3 pv h8g8"; echo "bestmove h8g8" ;;
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
