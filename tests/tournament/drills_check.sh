#!/bin/sh
# The drills of issue 29, kept as tests: what a hostile user or a crash does
# to veteran's files. Fast native engines (microchess@native, sargon@native),
# no user files.
#   crash_points  a match killed at chosen points (after the journal's write, after the PGN's, half way through
#                 the PGN's or the EPD's), then --resume: PGN and EPD equal an uninterrupted run's
#   kills         kill -9 at random moments of a match at concurrency 2 (KILLS of them, 12 unless set), resumed
#                 until done: the same games as an uninterrupted run in the PGN and EPD, the journal gone
#   outputs       existing files are added to, never truncated; links planted at temporary names are not
#                 followed; a newline in a name leaves the PGN readable; unwritable outputs are refused before any
#                 game and leave nothing beside them; a match without -pgnout resumes from its kept journal
#   bytes         names as bytes (Latin-1 event through a kill), files without a final newline, a finished match resumed
#   inputs        /dev/zero, FIFOs and folders as inputs, runaway Lua configs: refused by name, quickly
#   checks        the event's size capped as a whole, engines checked before the match, merge and shard messages,
#                 command lookups in /usr/games, a file-size limit reported
set -u
veteran=$1 what=$2
PATH=/usr/bin:/bin  # no /usr/games: veteran must find Debian's engines there itself
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1
fail() { echo "FAIL: $*"; exit 1; }
games_in() { grep -c '^\[Event ' "$1"; }
# PGN: its event's journal beside it, if any, not counting the small record a finished match leaves
journal_of() { for j in "$1".*.journal; do [ -f "$j" ] && ! grep -q '"finished"' "$j" && echo "$j"; done; }
finished_of() { for j in "$1".*.journal; do [ -f "$j" ] && grep -q '"finished"' "$j" && echo "$j"; done; }
# The games' texts without the wall-clock times (the one thing two runs differ in): the timing
# tags, the think times in the comments, and a comment that is only a time (cutechess-cli
# writes one for a move with nothing said only from half a second on).
norm() {
  sed -E -e '/^\[(GameStartTime|GameEndTime|GameDuration) /d' -e 's/ ?\{[0-9.]+s\}//g' \
    -e 's/ ?[0-9]+(\.[0-9]+)?s([,}])/\2/g' "$1"
}
# The PGN's games, one a line (wherever the times' widths broke its lines); sorted: the same
# set whatever order a concurrent run wrote them in.
games_joined() {
  norm "$1" | awk 'BEGIN{RS="\n\\[Event "} {gsub(/\n/, " "); gsub(/  +/, " "); sub(/ +$/, ""); sub(/^\[Event /, ""); print}'
}
games_sorted() { games_joined "$1" | sort; }
match_args="-engine program=microchess@native level=1 -engine program=sargon@native level=1 -each tc=40/60 -games 2"
expect_error() {  # STATUS TEXT COMMAND...: the command fails with STATUS, saying TEXT
  status=$1 text=$2
  shift 2
  timeout 120 "$@" > out.txt 2> err.txt  # a hang guard only: no test waits on the clock
  got=$?
  [ "$got" -eq "$status" ] || { cat out.txt err.txt; fail "exit status $got, not $status: $(echo "$*" | cut -c1-300)"; }
  grep -qF -- "$text" err.txt || { cat err.txt; fail "no '$text' in the error of: $(echo "$*" | cut -c1-300)"; }
}

case $what in
crash_points)
  # shellcheck disable=SC2086
  "$veteran" match $match_args -rounds 4 -pgnout ref.pgn -epdout ref.epd > /dev/null 2>&1 || fail "the reference run"
  [ "$(games_in ref.pgn)" -eq 8 ] || fail "the reference has $(games_in ref.pgn) games"
  for point in journal:1 journal:5 pgn:3 pgn:8 pgn-torn:2 pgn-torn:7 epd:4 epd-torn:3 epd-torn:8; do
    rm -f t.pgn t.pgn.* t.epd
    # shellcheck disable=SC2086
    VETERAN_CRASH_AT=$point "$veteran" match $match_args -rounds 4 -pgnout t.pgn -epdout t.epd > /dev/null 2>&1
    status=$?
    [ $status -eq 137 ] || fail "$point: not killed (status $status)"
    [ -n "$(journal_of t.pgn)" ] || fail "$point: no journal after the kill"
    # shellcheck disable=SC2086
    "$veteran" match $match_args -rounds 4 -pgnout t.pgn -epdout t.epd --resume > out.txt 2> err.txt ||
      { cat err.txt; fail "$point: --resume"; }
    games_joined ref.pgn > a && games_joined t.pgn > b
    cmp -s a b || { diff a b | cut -c1-200 | head; fail "$point: the PGN differs from the uninterrupted run's"; }
    cmp -s ref.epd t.epd || { diff ref.epd t.epd; fail "$point: the EPD output differs"; }
    [ -z "$(journal_of t.pgn)" ] || fail "$point: the journal is left after the match"
    [ -n "$(finished_of t.pgn)" ] || fail "$point: no record of the finished match"
    echo "$point: killed, resumed, PGN and EPD as uninterrupted"
  done
  # Killed just as the finished match's journal gave way to its record (where the journal used to be
  # deleted, and --resume then played the whole match again): --resume plays nothing.
  rm -f t.pgn t.pgn.* t.epd
  # shellcheck disable=SC2086
  VETERAN_CRASH_AT=finished:1 "$veteran" match $match_args -rounds 4 -pgnout t.pgn -epdout t.epd > /dev/null 2>&1
  [ $? -eq 137 ] || fail "finished:1: not killed"
  # shellcheck disable=SC2086
  "$veteran" match $match_args -rounds 4 -pgnout t.pgn -epdout t.epd --resume > out.txt 2> err.txt ||
    { cat err.txt; fail "finished:1: --resume"; }
  grep -q "finished already" out.txt || { cat out.txt err.txt; fail "finished:1: --resume did not say it is finished"; }
  [ "$(games_in t.pgn)" -eq 8 ] && cmp -s ref.epd t.epd || fail "finished:1: --resume played the match again"
  echo "finished:1: killed as the journal became its record, --resume plays nothing" ;;
kills)
  # kill -9 at moments drawn from a seed (printed; DRILL_SEED=N replays a run), with what users do to
  # files between kills: a Latin-1 event and engine name, a PGN of their own without a final newline
  # before the event's games, the PGN converted to CRLF by an editor between a kill and --resume.
  kills=${KILLS:-12} seed=${DRILL_SEED:-$(date +%s)}
  echo "kills: seed $seed (DRILL_SEED=$seed replays the kill moments)"
  draw() { seed=$(( (seed * 1103515245 + 12345) % 2147483648 )); r=$(( seed / 65536 % $1 )); }  # r: 0 to N-1
  event=$(printf 'Caf\351 drill') name=$(printf 'Micro\351chess')
  mine='[Event "mine"]
[Site "?"]
[Date "????.??.??"]
[Round "1"]
[White "a"]
[Black "b"]
[Result "1-0"]

1. e4 1-0'
  play() {  # PGN EPD [--resume]: the match, in the background
    "$veteran" match -engine program=microchess@native level=1 "name=$name" -engine program=sargon@native level=1 \
      -each tc=40/60 -games 2 -rounds 150 -concurrency 2 -event "$event" -pgnout "$1" -epdout "$2" ${3:-} > out.txt 2> err.txt &
  }
  printf '%s' "$mine" > ref.pgn
  started=$(date +%s%N)
  play ref.pgn ref.epd && wait $! || fail "the reference run"
  # Kills land at moments within as long as an uninterrupted run takes.
  span_ms=$(( ($(date +%s%N) - started) / 1000000 + 1 ))
  total=$(( $(games_in ref.pgn) - 1 ))
  games_joined ref.pgn > ref.games
  grep -q "$(printf 'Caf\351')" ref.pgn || fail "the event's Latin-1 name is not in the PGN as given"
  done_kills=0 runs=0 episodes=0 conversions=0
  # Episodes of the whole match, each killed at random moments and resumed until it ends, until KILLS have landed.
  while [ $done_kills -lt "$kills" ]; do
    episodes=$((episodes + 1))
    rm -f t.pgn t.pgn.* t.epd
    printf '%s' "$mine" > t.pgn
    while :; do
      runs=$((runs + 1))
      [ $runs -lt $((kills * 4 + 40)) ] || fail "still not finished after $runs runs"
      play t.pgn t.epd --resume
      pid=$!
      if [ $done_kills -lt "$kills" ]; then
        # A moment within what is left of the event (the games not yet journalled).
        journalled=0
        j=$(journal_of t.pgn)
        [ -n "$j" ] && journalled=$(grep -c '"index"' "$j")
        left_ms=$(( span_ms * 8 * (total - journalled) / total / 10 + 1 ))
        draw $left_ms
        ms=$r
        sleep "$(printf '%d.%03d' $((ms / 1000)) $((ms % 1000)))"
        if kill -9 $pid 2> /dev/null; then done_kills=$((done_kills + 1)); fi
      fi
      wait $pid
      status=$?
      if [ $status -eq 0 ] && [ -z "$(journal_of t.pgn)" ]; then break; fi
      [ $status -eq 0 ] || [ $status -eq 137 ] || { cat err.txt; fail "a run ended with status $status"; }
      # One stop in three, an editor converts the PGN to CRLF before the user resumes.
      draw 3
      if [ $r -eq 0 ] && [ -f t.pgn ]; then
        sed 's/\r*$/\r/' t.pgn > crlf.pgn && mv crlf.pgn t.pgn && conversions=$((conversions + 1))
      fi
    done
    [ "$(games_in t.pgn)" -eq $((total + 1)) ] || fail "episode $episodes: $(games_in t.pgn) games in the PGN, not $total and the user's"
    [ "$(wc -l < t.epd)" -eq "$total" ] || fail "episode $episodes: $(wc -l < t.epd) EPD lines, not $total"
    tr -d '\r' < t.pgn > t.lf.pgn && games_joined t.lf.pgn > t.games
    cmp -s ref.games t.games || { diff ref.games t.games | cut -c1-200 | head -5; fail "episode $episodes (seed above): the games differ from an uninterrupted run's, or their order"; }
    cmp -s ref.epd t.epd || fail "episode $episodes (seed above): the EPD lines differ from an uninterrupted run's, or their order"
    # The finished match, resumed again, says so and plays nothing.
    cp t.pgn before.pgn
    play t.pgn t.epd --resume && wait $! || { cat err.txt; fail "--resume of the finished match"; }
    grep -q "finished already" out.txt || { cat out.txt err.txt; fail "--resume of a finished match does not say it is finished"; }
    cmp -s before.pgn t.pgn || fail "--resume of a finished match changed the PGN"
  done
  echo "$done_kills kill -9 in $runs runs ($episodes matches, $conversions CRLF conversions): every match's $total games in its PGN and EPD in order, as uninterrupted" ;;
outputs)
  # A PGN and an EPD already there keep what they had (a tournament's pgn = and a match's -pgnout alike).
  printf '[Event "mine"]\n[Site "?"]\n[Date "????.??.??"]\n[Round "1"]\n[White "a"]\n[Black "b"]\n[Result "1-0"]\n\n1. e4 1-0\n\n' > own.pgn
  cp own.pgn before.pgn
  echo "mine" > own.epd
  cat > t.lua <<'EOF'
tournament { event = "drill", pgn = "own.pgn", epd = "own.epd", games = 2, tc = "40/60" }
engine { program = "microchess@native", level = 1 }
engine { program = "sargon@native", level = 1 }
EOF
  "$veteran" tournament t.lua > out.txt 2> err.txt || { cat err.txt; fail "the tournament"; }
  [ "$(games_in own.pgn)" -eq 3 ] || fail "own.pgn has $(games_in own.pgn) games, not the user's and 2"
  head -c "$(wc -c < before.pgn)" own.pgn | cmp -s - before.pgn || fail "the user's game in own.pgn was changed"
  [ "$(head -1 own.epd)" = mine ] && [ "$(wc -l < own.epd)" -eq 3 ] || fail "own.epd lost its line or has no games"
  # Links planted at every temporary name veteran ever used are not followed.
  echo precious > victim
  for name in m.pgn.journal.tmp m.pgn.tmp .m.pgn.tmp merged.pgn.tmp; do ln -s victim "$name"; done
  # shellcheck disable=SC2086
  "$veteran" match $match_args -pgnout m.pgn > /dev/null 2>&1 || fail "the match beside planted links"
  [ "$(cat victim)" = precious ] || fail "a planted link was followed"
  # A newline or a quote in a name: the PGN stays readable, by veteran and pgn-extract.
  "$veteran" match -engine program=microchess@native level=1 "name=Micro
chess \"1976\"" -engine program=sargon@native level=1 -each tc=40/60 -games 2 -event "Line
break" -pgnout nl.pgn > /dev/null 2> err.txt || { cat err.txt; fail "names with a newline"; }
  grep -q '^\[White "Micro chess \\"1976\\""\]' nl.pgn || { head -8 nl.pgn; fail "the name's newline is not a space in the tag"; }
  "$veteran" match -engine program=microchess@native level=1 -engine program=sargon@native level=1 -each tc=40/60 \
    -games 2 -openings file=nl.pgn -pgnout reread.pgn > /dev/null 2> err.txt || { cat err.txt; fail "veteran cannot read its own PGN"; }
  if [ -x /usr/games/pgn-extract ]; then
    [ -z "$(/usr/games/pgn-extract -s nl.pgn -o /dev/null 2>&1 >/dev/null)" ] || fail "pgn-extract complains about nl.pgn"
  fi
  # Outputs that cannot be written: refused before any game, nothing written beside them.
  mkdir folder.pgn
  for bad in /tmp /dev/full folder.pgn no/such/folder/x.pgn; do
    # shellcheck disable=SC2086
    expect_error 1 "(the PGN)" "$veteran" match $match_args -pgnout "$bad"
    grep -q 'Started\|\[1/' err.txt out.txt && fail "$bad: a game was played before the error"
  done
  [ -z "$(ls -d /tmp.*journal* folder.pgn.*journal* 2> /dev/null)" ] || fail "a journal or lock beside an unwritable PGN"
  # shellcheck disable=SC2086
  expect_error 1 "(the EPD output)" "$veteran" match $match_args -epdout /dev/full
  # Outputs that only a write would find unwritable (issue 54): a dangling link into a missing folder, a kernel
  # file, an engine's stderr= file; refused before any game, nothing left beside them.
  ln -s missing/folder/x.pgn dangling.pgn
  # shellcheck disable=SC2086
  expect_error 1 "dangling.pgn (the PGN): the folder" "$veteran" match $match_args -pgnout dangling.pgn
  [ -z "$(ls dangling.pgn.* 2> /dev/null)" ] || fail "a journal or lock beside a dangling -pgnout link"
  # shellcheck disable=SC2086
  expect_error 1 "/proc/self/status (the EPD output): a file the kernel makes" "$veteran" match $match_args -epdout /proc/self/status
  # shellcheck disable=SC2086
  expect_error 1 "/proc/self/status (the PGN): a file the kernel makes" "$veteran" match $match_args -pgnout /proc/self/status
  expect_error 1 "/dev/full (crashing's standard error (stderr=)): a device" "$veteran" match \
    -engine name=crashing cmd=/bin/cat proto=uci stderr=/dev/full -engine program=sargon@native -each tc=40/60 -games 1
  expect_error 1 "missing/e.txt (crashing's standard error (stderr=)): the folder" "$veteran" match \
    -engine name=crashing cmd=/bin/cat proto=uci stderr=missing/e.txt -engine program=sargon@native -each tc=40/60 -games 1
  # Standard output that cannot be written: status 1, named, whatever the command.
  output_lost() {  # COMMAND...: run with its standard output on /dev/full
    "$veteran" "$@" > /dev/full 2> err.txt
    got=$?
    [ $got -eq 1 ] && grep -q "cannot write standard output" err.txt || { cat err.txt; fail "veteran $* > /dev/full: status $got"; }
  }
  output_lost mate "7k/8/5KQ1/8/8/8/8/8 w - - 0 1" "#1" --json
  output_lost roms
  output_lost perft --depth 2
  # shellcheck disable=SC2086
  output_lost match $match_args
  # A home that does not exist is not made (as root it could be), the run is said not to be resumable.
  # shellcheck disable=SC2086
  HOME=/nonexistent-veteran-home XDG_STATE_HOME= "$veteran" match $match_args > out.txt 2> err.txt || { cat err.txt; fail "no home"; }
  [ ! -e /nonexistent-veteran-home ] || fail "a match made a home folder that did not exist"
  grep -q "cannot be resumed" err.txt || { cat err.txt; fail "no word that the run cannot be resumed"; }
  # The window refuses a bad problem or saved state before it opens.
  mkfifo fifo
  expect_error 1 "--mate garbage: FEN" "$veteran" gui --headless --mate garbage --do quit
  expect_error 1 "fifo (the saved state): not a regular file" "$veteran" gui --headless --machine kim1 --load-state fifo --do quit
  # Games to replay that are not games: the file, the line and the move, before the window opens.
  printf 'garbage\n' > garbage.pgn
  printf '[Event "x"]\n\n1. e4 e5 2. Ke3 *\n' > illegal.pgn
  : > nothing.pgn
  expect_error 1 "garbage.pgn:1: move 1: 'garbage' is not a legal move" "$veteran" gui --headless --replay garbage.pgn --do quit
  expect_error 1 "illegal.pgn:3: move 2: 'Ke3' is not a legal move" "$veteran" gui --headless --replay illegal.pgn --do quit
  expect_error 1 "nothing.pgn: no game in it" "$veteran" gui --headless --replay nothing.pgn --do quit
  # A step for a machine that did not start says why it did not.
  expect_error 1 "key is for the machine view, and the kim1 did not start: romset kim1 not found" \
    env VETERAN_ROMPATH= XDG_CONFIG_HOME="$PWD/config" "$veteran" gui --headless --machine kim1 --do "key GO"
  # An image that loads nothing, an empty -pgnout, a NUL in a config's file name.
  : > empty.bin
  expect_error 1 "empty.bin@0200: the file is empty" "$veteran" run altair8800 --load empty.bin@0200
  # shellcheck disable=SC2086
  expect_error 2 "-pgnout needs a file name" "$veteran" match $match_args -pgnout ""
  printf 'tournament { pgn = "a\\0b.pgn", games = 2, tc = "40/60" }\nengine { program = "microchess@native" }\nengine { program = "sargon@native" }\n' > nul.lua
  expect_error 1 "'pgn' holds a NUL byte" "$veteran" tournament nul.lua
  [ ! -e a ] || fail "a config's file name was cut at its NUL"
  # Other commands' outputs are checked before they run, too.
  expect_error 1 "/dev/full (the picture): a device" "$veteran" run channelf --png /dev/full
  expect_error 1 "/dev/full (the recording): a device" "$veteran" run sol20 --save-tape /dev/full
  expect_error 1 "/tmp (the screenshot): is a folder" "$veteran" gui --headless --screenshot /tmp
  # A match without -pgnout keeps its journal where --resume finds it.
  export XDG_STATE_HOME="$work/state"
  # shellcheck disable=SC2086
  VETERAN_CRASH_AT=journal:3 "$veteran" match $match_args -rounds 3 > /dev/null 2>&1
  [ -n "$(ls state/veteran/matches/*.journal 2>/dev/null)" ] || fail "no journal kept for a match without -pgnout"
  # shellcheck disable=SC2086
  "$veteran" match $match_args -rounds 3 --resume > out.txt 2> err.txt || { cat err.txt; fail "--resume without -pgnout"; }
  grep -q 'resuming: 3 of 6 games already played' err.txt || { cat err.txt; fail "the resumed match did not go on from its journal"; }
  [ "$(grep -c '^Finished game' out.txt)" -eq 3 ] || { cat out.txt; fail "the resumed match did not play the other 3"; }
  grep -q '^Score of .*\] 6$' out.txt || { cat out.txt; fail "the resumed match's score does not count all 6 games"; }
  [ -z "$(grep -L '"finished"' state/veteran/matches/*.journal)" ] || fail "the kept journal is left after the match"
  echo "outputs: added to, never truncated; no link followed; names sanitised; bad outputs refused first; resumable without -pgnout" ;;
bytes)
  # Names and events as the bytes given (issue 54): a Latin-1 event through a kill and --resume, a config's
  # event that is no UTF-8 run twice, a user's PGN without a final newline appended to.
  ev=$(printf 'Caf\351')
  # shellcheck disable=SC2086
  VETERAN_CRASH_AT=journal:5 "$veteran" match $match_args -rounds 3 -event "$ev" -pgnout b.pgn -epdout b.epd > /dev/null 2>&1
  [ $? -eq 137 ] || fail "the Latin-1 match was not killed at its fifth game"
  # shellcheck disable=SC2086
  "$veteran" match $match_args -rounds 3 -event "$ev" -pgnout b.pgn -epdout b.epd --resume > out.txt 2> err.txt ||
    { cat err.txt; fail "--resume of the Latin-1 match"; }
  [ "$(games_in b.pgn)" -eq 6 ] || fail "the Latin-1 match's PGN has $(games_in b.pgn) games, not 6"
  [ "$(wc -l < b.epd)" -eq 6 ] || fail "the Latin-1 match's EPD has $(wc -l < b.epd) lines, not 6"
  [ "$(grep -c "^\[Event \"$ev\"\]" b.pgn)" -eq 6 ] || fail "the event's bytes were changed in the PGN"
  printf 'tournament { event = "\\xff\\xfe", pgn = "ff.pgn", games = 2, tc = "40/60" }\n' > ff.lua
  printf 'engine { program = "microchess@native", level = 1 }\nengine { program = "sargon@native", level = 1 }\n' >> ff.lua
  "$veteran" tournament ff.lua > /dev/null 2> err.txt || { cat err.txt; fail "the tournament whose event is no UTF-8"; }
  "$veteran" tournament ff.lua > out.txt 2> err.txt || { cat err.txt; fail "the same tournament again"; }
  [ "$(games_in ff.pgn)" -eq 2 ] || fail "a plain re-run of a finished event added games: $(games_in ff.pgn), not 2"
  grep -q "were played already" out.txt || { cat out.txt; fail "the re-run does not say the games were played"; }
  # A PGN and an EPD of the user's without a final newline: the event's first records go on lines of their own.
  printf '[Event "mine"]\n[Result "1-0"]\n\n1. e4 1-0' > nl.pgn
  printf 'mine' > nl.epd
  # shellcheck disable=SC2086
  "$veteran" match $match_args -pgnout nl.pgn -epdout nl.epd > /dev/null 2> err.txt || { cat err.txt; fail "appending to nl.pgn"; }
  [ "$(games_in nl.pgn)" -eq 3 ] && [ "$(wc -l < nl.epd)" -eq 3 ] || fail "a record was glued to the user's last one"
  grep -qx '1. e4 1-0' nl.pgn && grep -qx mine nl.epd || fail "the user's last line was changed"
  "$veteran" match -engine program=microchess@native level=1 -engine program=sargon@native level=1 -each tc=40/60 \
    -games 2 -openings file=nl.pgn -pgnout reread.pgn > /dev/null 2> err.txt || { cat err.txt; fail "veteran cannot read the PGN it appended to"; }
  # A finished match resumed: it says so and plays nothing.
  # shellcheck disable=SC2086
  "$veteran" match $match_args -rounds 3 -event "$ev" -pgnout b.pgn -epdout b.epd --resume > out.txt 2> err.txt ||
    { cat err.txt; fail "--resume of the finished match"; }
  grep -q "finished already" out.txt || { cat out.txt err.txt; fail "--resume of a finished match does not say so"; }
  [ "$(games_in b.pgn)" -eq 6 ] || fail "--resume of the finished match played again"
  echo "bytes: a Latin-1 event resumed with no game twice; a non-UTF-8 config re-run adds nothing; no record glued; finished stays finished" ;;
inputs)
  mkfifo fifo
  mkdir folder
  # shellcheck disable=SC2086
  expect_error 1 "/dev/zero (the openings file): not a regular file (a device)" "$veteran" match $match_args -openings file=/dev/zero
  # shellcheck disable=SC2086
  expect_error 1 "fifo (the openings file): not a regular file (a FIFO)" "$veteran" match $match_args -openings file=fifo format=epd
  expect_error 1 "/dev/urandom" "$veteran" compare microchess@native sargon@native --positions /dev/urandom
  expect_error 1 "fifo (a tournament config): not a regular file (a FIFO)" "$veteran" tournament fifo
  expect_error 1 "folder (a tournament config): is a folder" "$veteran" tournament folder
  ln -s fifo engines.json
  expect_error 2 "engines.json (engines.json): not a regular file (a FIFO)" \
    "$veteran" match -engine conf=x -engine program=sargon@native -each tc=40/60
  rm engines.json
  # Lua that runs inside C: stopped, by name.
  printf 'setmetatable({}, {__gc = function() while true do end end})\n' > gc.lua
  expect_error 1 "gc.lua:1: setmetatable: __gc finalizers are not allowed" "$veteran" tournament gc.lua
  printf 'local x = string.rep("", 2^53, "")\nlocal y = ("x"):rep(2^40)\n' > rep.lua
  expect_error 1 "rep.lua:2: string.rep: 1099511627776 pieces of 1 bytes is more than a veteran script may make" "$veteran" tournament rep.lua
  printf 'string.find(string.rep("a", 5000), "a-a-a-a-a-a-a-a-a-a-b")\n' > find.lua
  # A pattern that backtracks for ever inside C: stopped by the time box (4 s), within the 5 s of the bar.
  expect_error 1 "find.lua: the script ran more than 4 s without finishing" "$veteran" tournament find.lua
  # ... and stopped at once by SIGTERM, as a user stops it: no process left behind.
  "$veteran" tournament find.lua > /dev/null 2>&1 &
  pid=$!
  sleep 0.5
  kill -TERM $pid
  wait $pid
  [ $? -eq 143 ] || fail "SIGTERM did not stop a runaway config"
  sleep 0.2
  pgrep -f "veteran tournament find.lua" > /dev/null && fail "a runaway config's process outlived SIGTERM"
  echo "inputs: devices, FIFOs, folders and runaway configs refused by name" ;;
checks)
  # Messages that name what is wrong (issue 54, item 14).
  printf '[{"name": 5}]' > engines.json
  expect_error 2 "engines.json: engine 1 of the list: 'name' must be a string, not 5" "$veteran" match -engine conf=x \
    -engine program=sargon@native -each tc=40/60
  rm engines.json
  printf 'tournament { games = 2, tc = "40/60" }\nengine { program = "microchess@native" }\nengine { program = "sargon@native" }\n' > small.lua
  expect_error 2 "shard 99999999999999999999 is out of range (1 to 2)" "$veteran" tournament small.lua --shard 99999999999999999999/2
  expect_error 2 "--shard plays a shard, --merge merges them" "$veteran" tournament small.lua --merge m --shard 1/2
  [ "$(grep -o 'veteran tournament:' err.txt | wc -l)" -eq 1 ] || { cat err.txt; fail "the command named twice"; }
  printf 'local t = {} for i = 1, 1e9 do t[i] = string.rep("x", 1000) .. i end\n' > hungry.lua
  expect_error 1 "hungry.lua: not enough memory: the script used the 64 MiB" "$veteran" tournament hungry.lua
  expect_error 1 "no.epd (the positions file (--positions))" "$veteran" compare microchess@native sargon@native --positions no.epd
  # The event's size as a whole.
  set -- -engine program=microchess@native
  i=0
  while [ $i -lt 60 ]; do set -- "$@" -engine program=sargon@native "name=S$i"; i=$((i + 1)); done
  expect_error 2 "more than the 1000000 veteran schedules in one event" "$veteran" match "$@" -each tc=40/60 -games 1000 -rounds 1000
  # ... and the engines: 1001 of them are refused by name before anything is built (16,000 took 12.9 GB).
  i=0
  while [ $i -lt 940 ]; do set -- "$@" -engine program=sargon@native "name=T$i"; i=$((i + 1)); done
  expect_error 2 "1001 engines: veteran plays at most 1000 in one event" "$veteran" match "$@" -each tc=40/60
  # Engines checked before the match: engines.json's protocol, folder, name.
  cat > engines.json <<'EOF'
[{"name": "telnet", "command": "fairymax", "protocol": "telnet"},
 {"name": "nodir", "command": "fairymax", "protocol": "xboard", "workingDirectory": "/no/such/folder"},
 {"name": "", "command": "fairymax", "protocol": "xboard"}]
EOF
  expect_error 2 "unsupported chess protocol 'telnet'" "$veteran" match -engine conf=telnet -engine program=sargon@native -each tc=40/60
  expect_error 2 "its folder /no/such/folder does not exist" "$veteran" match -engine conf=nodir -engine program=sargon@native -each tc=40/60
  expect_error 2 "an empty name" "$veteran" match -engine conf= -engine program=sargon@native -each tc=40/60
  rm engines.json
  # A damaged engines.json of the user's troubles only the matches that use it.
  mkdir -p home/.config/cutechess
  ln -s engines.json home/.config/cutechess/engines.json.loop
  ln -s engines.json.loop home/.config/cutechess/engines.json
  ln -sf engines.json home/.config/cutechess/engines.json.loop
  # shellcheck disable=SC2086
  HOME="$work/home" XDG_CONFIG_HOME="" "$veteran" match $match_args > out.txt 2> err.txt || { cat err.txt; fail "a match without conf= failed on a bad engines.json"; }
  # A config's command found in /usr/games (PATH here lacks it), as match and compare find it.
  if [ -x /usr/games/fairymax ]; then
    cat > fm.lua <<'EOF'
tournament { event = "fm", pgn = "fm.pgn", games = 2, tc = "depth=1" }
engine { name = "Fairy-Max", command = "fairymax", protocol = "xboard" }
engine { program = "sargon@native", level = 1 }
EOF
    "$veteran" tournament fm.lua > out.txt 2> err.txt || { cat err.txt; fail "a config with command = fairymax"; }
    grep -q 'exit status 127' fm.pgn && fail "fairymax was not found in /usr/games"
    [ "$(grep -c 'Termination "abandoned"' fm.pgn)" -eq 0 ] || fail "games forfeited"
  fi
  # --merge and --shard say what is wrong.
  cat > s.lua <<'EOF'
tournament { event = "s", pgn = "s.pgn", games = 2, tc = "40/60" }
engine { program = "microchess@native", level = 1 }
engine { program = "sargon@native", level = 1 }
EOF
  mkdir shards
  : > shards/s.shard-1-of-2.pgn.journal
  expect_error 1 "no fingerprint line (an empty journal" "$veteran" tournament s.lua --merge shards
  rm shards/s.shard-1-of-2.pgn.journal && mkdir shards/s.shard-1-of-2.pgn.journal
  expect_error 1 "is a folder, not a file" "$veteran" tournament s.lua --merge shards
  rmdir shards/s.shard-1-of-2.pgn.journal && ln -s s.shard-1-of-2.pgn.journal shards/s.shard-1-of-2.pgn.journal
  expect_error 1 "cannot open: Too many levels of symbolic links" "$veteran" tournament s.lua --merge shards
  rm shards/s.shard-1-of-2.pgn.journal && mkfifo shards/s.shard-1-of-2.pgn.journal
  expect_error 1 "not a regular file (a FIFO)" "$veteran" tournament s.lua --merge shards
  expect_error 1 "--merge nowhere: no such folder" "$veteran" tournament s.lua --merge nowhere
  expect_error 2 "--shard needs K/N" "$veteran" tournament s.lua --shard ""
  expect_error 2 "the number of shards N must be 1 to 100000" "$veteran" tournament s.lua --shard 1/1000000
  [ ! -e s.pgn ] || fail "a bad --shard or --merge wrote the PGN"
  # Messages: the command's own prefix, the real reason.
  # shellcheck disable=SC2086
  expect_error 1 "veteran match: no/such/folder/x.pgn (the PGN): the folder no/such/folder does not exist" \
    "$veteran" match $match_args -pgnout no/such/folder/x.pgn
  grep -q "veteran tournament" err.txt && fail "a match's error says 'veteran tournament'"
  # A file-size limit: a message naming the file, not a silent SIGXFSZ.
  # shellcheck disable=SC2086
  (ulimit -f 8; "$veteran" match $match_args -rounds 20 -pgnout big.pgn > out.txt 2> err.txt; echo $? > status)
  [ "$(cat status)" -eq 1 ] || { cat err.txt; fail "a file-size limit: status $(cat status), not 1"; }
  grep -q "big.pgn.* cannot write.*File too large" err.txt || { cat err.txt; fail "no 'File too large' message"; }
  grep -q "go on with --resume" err.txt || fail "no word of how to go on after the write failed"
  # After one game veteran's report gives no interval it cannot know.
  # shellcheck disable=SC2086
  "$veteran" match -engine program=microchess@native level=1 -engine program=sargon@native level=1 -each tc=40/60 \
    -output format=veteran > out.txt 2> err.txt || fail "a one-game match"
  grep -q '+/- 0.0' out.txt && { cat out.txt; fail "a one-game match reports +/- 0.0"; }
  # One decisive game: no finite estimate, said so (the model's clamp printed -2400.0); never "-0.0".
  grep -q '^Elo difference: \([-+]inf (a score of [01]0* %: no finite estimate)\|.* (no interval: too few games, or all alike)\)' \
    out.txt || { cat out.txt; fail "no Elo line"; }
  grep -q -- '-0\.0\b\|-2400' out.txt && { cat out.txt; fail "a one-game match reports -0.0 or -2400"; }
  echo "checks: caps, engine checks, merge and shard messages, /usr/games, file-size limit, one-game report" ;;
*)
  fail "unknown drill $what" ;;
esac
