#!/bin/sh
# AVR-Max on the SHAH with the user's image (docs/shah.md), skipped by name
# unless `veteran roms avrmax` finds it good in VETERAN_ROMPATH.
#   avrmax_check.sh reply VETERAN
#       1.e4 answered at levels 1-3, the same way by two engines and by two
#       runs, and the first move of each level as veteran recorded it
#       (tests/machines/shah/avrmax_facts.txt: level|moves|reply)
#   avrmax_check.sh cutechess VETERAN
#       a game against Fairy-Max through cutechess-cli (CUTECHESS_CLI, else
#       cutechess-cli on the PATH; without it, veteran match on the same
#       command line, and the test says so): legal to its end, AVR-Max never
#       at fault
#   avrmax_check.sh xboard VETERAN
#       a whole game against Fairy-Max in xboard under Xvfb, through xboard's
#       protocol and as a UCI engine behind polyglot (tests/engines/xboard_game.sh)
#   avrmax_check.sh event VETERAN CONFIG
#       the veterans' event (tournament/examples/veterans-vs-shah.lua) end to
#       end, twice: every game ended by the rules or an adjudication, and the
#       same games, move for move, both times
set -u
what=$1 veteran=$2
here=$(cd "$(dirname "$0")" && pwd)
if ! "$veteran" roms avrmax > /dev/null 2>&1; then
  echo "SKIPPED avrmax@shah $what: veteran roms avrmax finds no good AVR-Max image in VETERAN_ROMPATH (docs/shah.md)"
  exit 77
fi
work=$(mktemp -d) || exit 1
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

case $what in
reply)
  printf '[Event "1.e4"]\n[White "?"]\n[Black "?"]\n[Result "*"]\n\n1. e4 *\n' > "$work/e4.pgn"
  for run in 1 2; do
    for level in 1 2 3; do
      "$veteran" compare avrmax@shah avrmax@shah --positions "$work/e4.pgn" --level $level \
        --record "$work/run$run.txt" > "$work/compare.txt" 2>&1 || { cat "$work/compare.txt"; fail "compare at level $level"; }
      grep -q "agreement: 2 of 2 positions" "$work/compare.txt" ||
        { cat "$work/compare.txt"; fail "two AVR-Max engines disagree at level $level"; }
    done
  done
  cat "$work/run1.txt"
  cmp -s "$work/run1.txt" "$work/run2.txt" || { diff "$work/run1.txt" "$work/run2.txt"; fail "a second run chose otherwise"; }
  diff "$here/avrmax_facts.txt" "$work/run1.txt" || fail "not the moves veteran recorded (avrmax_facts.txt)"
  # The same position set up (the referee's set_up, as veteran suite and rank use it): the same
  # reply as typed, b8c6 (avrmax_facts.txt), at each level.
  printf 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - bm Nc6; id "1.e4";\n' > "$work/e4.epd"
  for level in 1 2 3; do
    "$veteran" suite "$work/e4.epd" --engine avrmax@shah --level $level > "$work/suite.txt" 2>&1
    grep -q "solved 1 of 1" "$work/suite.txt" || { cat "$work/suite.txt"; fail "set up, 1.e4 answered otherwise at level $level"; }
  done
  echo "1 passed, 0 failed"
  ;;
cutechess)
  cutechess=${CUTECHESS_CLI:-$(command -v cutechess-cli || true)}
  [ -x /usr/games/fairymax ] || { echo "SKIPPED avrmax@shah cutechess: /usr/games/fairymax is not installed"; exit 77; }
  if [ -n "$cutechess" ]; then
    client=$cutechess
  else
    echo "cutechess-cli not found (CUTECHESS_CLI): the game goes through veteran match's cutechess-cli command line"
    client="$veteran match"
  fi
  # AVR-Max at level 2 as a UCI engine, Fairy-Max at depth 3; White and Black once each.
  (cd "$work" && $client -engine name=AVR-Max cmd="$veteran" arg=engine arg=avrmax@shah arg=--level arg=2 proto=uci \
      -engine name=Fairy-Max cmd=/usr/games/fairymax proto=xboard initstr="sd 3" \
      -each tc=40/3600 -games 2 -maxmoves 80 -pgnout games.pgn > out.txt 2>&1) ||
    { cat "$work/out.txt"; fail "$client did not finish"; }
  cat "$work/games.pgn"
  [ "$(grep -c '^\[Result "\(1-0\|0-1\|1/2-1/2\)"\]' "$work/games.pgn")" = 2 ] || fail "not two finished games"
  # cutechess-cli's summary, a player at a time: AVR-Max's losses, and why.
  awk '/^Player: / { mine = ($2 == "AVR-Max") } mine && /Loss:/ && /illegal|stall|disconnect|time|crash/ { print; bad = 1 }
       END { exit bad }' "$work/out.txt" || fail "AVR-Max at fault"
  echo "1 passed, 0 failed"
  ;;
xboard)
  rm -rf "$work"
  exec "$here/../../engines/xboard_game.sh" avrmax@shah "$veteran" engine avrmax@shah --level 1
  ;;
event)
  config=$3
  [ -x /usr/games/pgn-extract ] || { echo "SKIPPED avrmax@shah event: /usr/games/pgn-extract is not installed"; exit 77; }
  for run in 1 2; do
    mkdir "$work/run$run" && cp "$config" "$work/run$run/event.lua" || exit 1
    (cd "$work/run$run" && "$veteran" tournament event.lua > out.txt 2>&1) ||
      { cat "$work/run$run/out.txt"; fail "run $run of the event did not finish"; }
    # The games without their clock times: players, result, termination and moves.
    /usr/games/pgn-extract -s -C -N -V "$work/run$run/veterans-vs-shah.pgn" 2> /dev/null |
      grep -v '^\[\(GameDuration\|GameEndTime\|GameStartTime\|Date\)' > "$work/run$run/moves.txt"
  done
  tail -20 "$work/run1/out.txt"
  if grep -q 'Termination "\(stalled connection\|abandoned\)"' "$work/run1/veterans-vs-shah.pgn"; then
    fail "a hang or crash in the event"
  fi
  cmp -s "$work/run1/moves.txt" "$work/run2/moves.txt" ||
    { diff "$work/run1/moves.txt" "$work/run2/moves.txt" | head -20; fail "the event's second run played other games"; }
  echo "1 passed, 0 failed"
  ;;
*) fail "no check '$what'" ;;
esac
