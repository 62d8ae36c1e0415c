#!/bin/sh
# A UCI engine whose answer to "go" is its first argument's:
#   prompt     bestmove e2e4 at once (with an info line and a score)
#   late MS    bestmove e2e4 after MS milliseconds
#   illegal    bestmove e2e5
#   never      no answer, "stop" ignored (killed after the grace time)
#   stoppable  no answer until "stop", then bestmove e2e4
#   crash      exits in the middle of thinking
# It leaves its process id in the file $VETERAN_SCRIPTED_PID names (each test
# its own; nowhere if unset), so that tests can see it gone.
mode=$1 ms=${2:-0}
echo $$ > "${VETERAN_SCRIPTED_PID:-/dev/null}"
thinking=0
while read -r line; do
  case "$line" in
    uci) echo "id name Scripted $mode"; echo "uciok" ;;
    isready) echo "readyok" ;;
    go*)
      case $mode in
        prompt) echo "info depth 3 score cp 25 pv e2e4"; echo "bestmove e2e4" ;;
        late) sleep "$(printf '%d.%03d' $((ms / 1000)) $((ms % 1000)))"; echo "bestmove e2e4" ;;
        illegal) echo "bestmove e2e5" ;;
        never) trap '' TERM; while :; do sleep 60; done ;;
        stoppable) thinking=1 ;;
        crash) exit 3 ;;
      esac ;;
    stop) [ $thinking -eq 1 ] && { thinking=0; echo "bestmove e2e4"; } ;;
    quit) exit 0 ;;
  esac
done
