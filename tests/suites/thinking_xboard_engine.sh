#!/bin/sh
# An xboard engine with one fixed answer, for suite_check.sh: a thinking line
# at 5 centiseconds (ply 3, score 25, 1000 nodes) naming e2e4, then the move.
while read -r line; do
  case "$line" in
    protover*) echo 'feature myname="Thinker" ping=1 setboard=1 usermove=0 done=1' ;;
    ping*) echo "pong ${line#ping }" ;;
    go) echo " 3 25 5 1000 e2e4 e7e5 g1f3"; echo "move e2e4" ;;
    quit) exit 0 ;;
  esac
done
