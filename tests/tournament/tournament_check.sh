#!/bin/sh
# The tournament runner end to end with Debian's engines (no user files):
#   round_robin  veteran's native engines, Fairy-Max, Stockfish, GNU Chess, concurrency 2: PGN accepted by pgn-extract, crosstable sums right
#   forfeits     a crashing and a hanging engine lose by forfeit, the event completes
#   resume       kill -9 in the middle, then --resume: every game once, as many as uninterrupted
#   sprt         a two-engine match with sprt{} stops by itself with H1 accepted; the PGN holds what was played
#   match_sprt   the same from cutechess-cli's command line (veteran match ... -sprt elo0=0 elo1=100 alpha=0.05 beta=0.05)
#   match_cli    a cutechess-cli script (Fairy-Max vs Stockfish) run by veteran match: -pgnout adds to a PGN
#                already there, min, -epdout, -repeat, stderr=, and the journal goes once the match is over
#   match_errors bad command lines: a clear error, status 2, nothing played, nothing written
#   match_reuse  engines kept between games play the same games as engines started afresh (restart=on), with
#                2 engine starts instead of 12; -debug logs every line with the game number
#   shards       --shard K/N and --merge: the merged event equals the event in one process; a shard out of
#                range, a shard of another config or a missing shard: an error, nothing overwritten
#   match_knockout  -tournament knockout: the bracket (byes to the top seeds), a winner, the PGN as the report
#                says, the same bracket at -concurrency 1 and 2
#   match_time   strict clocks: an engine over st= loses by "time forfeit" unless within timemargin=; a clock
#                with a node limit besides
#   match_recover  a crash ends the match without -recover as cutechess-cli ends it (the engine's process
#                terminated, the results, "Finished match", status 0, nothing left to resume); with
#                -recover the crashed engine is restarted and every game is played
#   match_books  Polyglot books (book= bookdepth=) made by Debian's polyglot: lines drawn from it, marked book,
#                kept for -repeat, the same when run again; one book only to its depth; bad books refused by name
#   match_fastchess  -output format=fastchess: fastchess's game lines, its block every -ratinginterval pairs and
#                at the end, its rating table for three engines, its SPRT verdict
#   match_shards veteran match --shard K/N and --merge: the merged match equals the match in one process;
#                a merge into a PGN that holds games, or shards without -pgnout: refused
#   match_schedule three engines: cutechess-cli's order (the circle method), its rounds and openings, names
#                from the engines' own id, -engines and --version
#   match_shared_pgn two matches in one PGN, each resumed from its own journal; an old-named journal resumed
#   match_chess960  -variant fischerandom: Stockfish (UCI_Chess960) against Stockfish behind PolyGlot (xboard),
#                start positions drawn with -srand, castling both ways, the PGN read back; refusals by name
set -u
veteran=$1 what=$2 source=$3
rompath=${4:-} image=${5:-}
PATH=$PATH:/usr/games
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$source"/*.lua "$source"/*.sh "$work"/
cd "$work" || exit 1
. "$source/pgn_games.sh"
fail() { echo "FAIL: $*"; exit 1; }
games_in() { grep -c '^\[Event ' "$1"; }
# PGN: its event's journal beside it, if any, not counting the small record a finished match leaves
journal_of() { for j in "$1".*.journal; do [ -f "$j" ] && ! grep -q '"finished"' "$j" && echo "$j"; done; }
finished_of() { for j in "$1".*.journal; do [ -f "$j" ] && grep -q '"finished"' "$j" && echo "$j"; done; }
pgn_ok() {  # pgn-extract reads every game without a complaint
  errors=$(pgn-extract -s "$1" -o /dev/null 2>&1 >/dev/null)
  [ -z "$errors" ] || fail "pgn-extract complains about $1: $errors"
  read_games=$(pgn-extract -s "$1" 2>/dev/null | grep -c "^\[Event ")
  [ "$read_games" -eq "$2" ] || fail "pgn-extract reads $read_games games of $1, expected $2"
}

case $what in
match_sprt)
  "$veteran" match -engine program=sargon@native level=2 -engine program=microchess@native level=3 -each tc=40/60 \
    -games 2 -rounds 200 -repeat -concurrency 2 -openings file="$source/../../tournament/default/openings.pgn" \
    order=random -srand 7 -ratinginterval 10 -sprt elo0=0 elo1=100 alpha=0.05 beta=0.05 -pgnout sprt.pgn \
    > out.txt 2> progress.txt || { cat progress.txt; fail "exit status"; }
  cat out.txt
  # cutechess-cli's lines: its BayesElo model, on game results; the rating list every 10 games and at the end.
  grep -q '^SPRT: llr [0-9.]* ([0-9.]*%), lbound -2.94, ubound 2.94 - H1 was accepted$' out.txt ||
    fail "no SPRT line with H1 in the report"
  [ "$(tail -1 out.txt)" = "Finished match" ] || fail "no 'Finished match' at the end"
  played=$(games_in sprt.pgn)
  [ "$played" -lt 400 ] || fail "the match played all its 400 games"
  [ "$(grep -c '^Started game [0-9]* of 400 (' out.txt)" -eq "$played" ] || fail "not one 'Started game' a game"
  [ "$(grep -c '^Finished game [0-9]* (.* vs .*): [-012/]* {.*}$' out.txt)" -eq "$played" ] ||
    fail "not one 'Finished game' a game"
  grep -q "^Score of sargon@native vs microchess@native: [0-9]* - [0-9]* - [0-9]*  \[[01]\.[0-9]*\] $played\$" out.txt ||
    fail "the last 'Score of' line does not count $played games"
  [ "$(grep -c '^Elo difference: .*, LOS: .* %, DrawRatio: .* %$' out.txt)" -ge $((played / 10)) ] ||
    fail "no rating list every 10 games"
  pgn_ok sprt.pgn "$played"
  [ -z "$(journal_of sprt.pgn)" ] || fail "the journal is left behind after the match ended" ;;
match_cli)
  # A PGN already there keeps its game: -pgnout adds to it, as cutechess-cli does.
  printf '[Event "earlier"]\n[Site "?"]\n[Date "????.??.??"]\n[Round "1"]\n[White "a"]\n[Black "b"]\n[Result "1-0"]\n\n1. e4 1-0\n\n' > games.pgn
  "$veteran" match -engine cmd=fairymax proto=xboard name=Fairy-Max initstr="sd 2" stderr=fm.err \
    -engine cmd=stockfish proto=uci name=Stockfish option.Hash=16 option.Threads=1 -each tc=inf nodes=1000 \
    -games 2 -rounds 2 -repeat -maxmoves 60 -openings file="$source/../../tournament/default/openings.pgn" \
    format=pgn order=sequential plies=6 -pgnout games.pgn min -epdout final.epd -recover -concurrency 2 \
    > out.txt 2> progress.txt || { cat progress.txt; fail "exit status"; }
  cat out.txt
  [ "$(games_in games.pgn)" -eq 5 ] || fail "games.pgn has $(games_in games.pgn) games, not the earlier one and 4 new"
  grep -q '^\[Event "earlier"\]' games.pgn || fail "the game already in games.pgn was lost"
  pgn_ok games.pgn 5
  ! grep -q '{' games.pgn || fail "min: the PGN has comments"
  ! grep -q '^\[PlyCount ' games.pgn || fail "min: the PGN has tags beyond the Seven Tag Roster"
  [ "$(wc -l < final.epd)" -eq 4 ] || fail "final.epd does not hold 4 positions"
  [ -z "$(journal_of games.pgn)" ] || fail "the journal is left behind after the match ended"
  [ -e fm.err ] || fail "stderr=fm.err was not made"
  # cutechess-cli's rating list of a two-engine match.
  grep -q '^Elo difference: .*, LOS: .* %, DrawRatio: .* %$' out.txt || fail "no Elo difference"
  [ "$(grep -c '^Started game [1-4] of 4 (' out.txt)" -eq 4 ] || fail "not four 'Started game' lines"
  [ "$(tail -1 out.txt)" = "Finished match" ] || fail "no 'Finished match' at the end"
  # The PGN as cutechess-cli writes it, games in the schedule's order though two play at once.
  "$veteran" match -engine cmd=fairymax proto=xboard name=Fairy-Max initstr="sd 2" \
    -engine cmd=stockfish proto=uci name=Stockfish option.Hash=16 option.Threads=1 -each tc=inf nodes=1000 \
    -games 2 -rounds 2 -repeat -maxmoves 40 -openings file="$source/../../tournament/default/openings.pgn" \
    format=pgn order=sequential plies=6 -pgnout full.pgn -concurrency 2 > out.txt 2> progress.txt ||
    { cat progress.txt; fail "exit status (full PGN)"; }
  pgn_ok full.pgn 4
  [ "$(grep -c '^\[Event "?"\]$' full.pgn)" -eq 4 ] || fail "Event is not '?'"
  [ "$(grep '^\[Round ' full.pgn | tr -d '[]"' | cut -d' ' -f2 | tr '\n' ' ')" = "1 1 2 2 " ] || fail "Round tags: $(grep '^\[Round ' full.pgn)"
  [ "$(grep -Ec '^\[GameStartTime "[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\.[0-9]{3} [^"]+"\]$' full.pgn)" -eq 4 ] ||
    fail "no GameStartTime in cutechess-cli's form"
  [ "$(grep -Ec '^\[GameDuration "[0-9]{2}:[0-9]{2}:[0-9]{2}"\]$' full.pgn)" -eq 4 ] || fail "no GameDuration"
  [ "$(tr '\n' ' ' < full.pgn | grep -Eo ', [A-Z][^}]*\} (1-0|0-1|1/2-1/2) ' | wc -l)" -eq 4 ] ||
    fail "the end of a game is not in its last comment"
  grep -q '{book}' full.pgn || fail "no book comments"
  ! grep -q '^\[WhiteMachine' full.pgn || fail "veteran's tags for external engines"
  # In the order cutechess-cli writes them: game 1, 2, 3, 4, as the Started lines number them.
  started=$(sed -n 's/^Started game \([0-9]*\) of 4 (\(.*\) vs .*/\1 \2/p' out.txt | sort -n | cut -d' ' -f2- | tr '\n' ,)
  [ "$(sed -n 's/^\[White "\(.*\)"\]$/\1/p' full.pgn | tr '\n' ,)" = "$started" ] || fail "the games are not in the schedule's order" ;;
match_recover)
  "$veteran" match -engine cmd=./crashing_engine.sh proto=uci -engine cmd=fairymax proto=xboard \
    -each tc=inf depth=1 -games 4 -pgnout rec.pgn > out.txt 2> err.txt
  status=$?
  [ $status -eq 0 ] || { cat out.txt err.txt; fail "a crash without -recover: status $status, not 0"; }
  [ "$(sed -n 2p out.txt)" = "Terminating process of engine Crasher(0)" ] || { cat out.txt; fail "no Terminating line"; }
  [ "$(tail -3 out.txt | head -1)" = "Finished match" ] || { cat out.txt; fail "the match did not finish"; }
  grep -q '^Finished game 1 (Crasher vs Fairy-Max 5.0b): 0-1 {White disconnects}$' out.txt ||
    fail "no Finished game line"
  [ "$(games_in rec.pgn)" -eq 1 ] || fail "$(games_in rec.pgn) games in the PGN after the crash, not 1"
  grep -q '^\[Termination "abandoned"\]' rec.pgn || fail "the crashed game is not 'abandoned'"
  grep -q 'White disconnects}\|Black disconnects}' rec.pgn || fail "no 'disconnects' in the last comment"
  [ -z "$(journal_of rec.pgn)" ] || fail "the finished match left a journal"
  "$veteran" match -engine cmd=./crashing_engine.sh proto=uci -engine cmd=fairymax proto=xboard \
    -each tc=inf depth=1 -games 4 -pgnout rec.pgn > out.txt 2> err.txt || fail "the same command again: refused"
  "$veteran" match -engine cmd=./crashing_engine.sh proto=uci -engine cmd=fairymax proto=xboard \
    -each tc=inf depth=1 -games 4 -pgnout rec2.pgn -recover > out.txt 2> err.txt || { cat err.txt; fail "-recover: exit status"; }
  [ "$(games_in rec2.pgn)" -eq 4 ] || fail "-recover: $(games_in rec2.pgn) games, not 4"
  [ "$(grep -c '^\[Termination "abandoned"\]' rec2.pgn)" -eq 4 ] || fail "-recover: not four crash forfeits"
  grep -q '^Score of Crasher vs Fairy-Max 5.0b: 0 - 4 - 0' out.txt || { cat out.txt; fail "-recover: no 0 - 4 - 0 score line" ; }
  [ "$(grep -c '^Terminating process of engine Crasher([0-9])$' out.txt)" -eq 4 ] || fail "-recover: not four Terminating lines" ;;
match_schedule)
  printf '#!/bin/sh\nexec "%s" engine sargon@native --level 1\n' "$veteran" > xboard_sargon.sh
  chmod +x xboard_sargon.sh
  # Three engines, -games 2 -repeat: 1-2, 0-2, 0-1 (engine 0 fixed, the circle turning), two games each.
  "$veteran" match -engine cmd=./xboard_sargon.sh proto=xboard tc=inf depth=1 \
    -engine cmd=stockfish proto=uci option.Threads=1 option.Hash=16 nodes=500 tc=inf \
    -engine program=microchess@native level=1 st=30 -games 2 -repeat -maxmoves 20 \
    -openings file="$source/../../tournament/default/openings.pgn" order=sequential start=3 plies=4 \
    -pgnout sch.pgn > out.txt 2> err.txt || { cat err.txt; fail "exit status"; }
  sed -n 's/^Started game \([0-9]*\) of 6 (\(.*\))$/\1 \2/p' out.txt > started.txt
  printf '%s\n' "1 Stockfish 15.1 vs microchess@native" "2 microchess@native vs Stockfish 15.1" \
    "3 SARGON 1978 (native) vs microchess@native" "4 microchess@native vs SARGON 1978 (native)" \
    "5 SARGON 1978 (native) vs Stockfish 15.1" "6 Stockfish 15.1 vs SARGON 1978 (native)" > want.txt
  diff want.txt started.txt || fail "not cutechess-cli's order (or the engines' own names)"
  [ "$(grep '^\[Round ' sch.pgn | tr -d '[]"' | cut -d' ' -f2 | tr '\n' ' ')" = "1 1 2 2 3 3 " ] ||
    fail "Round tags: $(grep '^\[Round ' sch.pgn | tr '\n' ' ')"
  # Openings 3, 3, 4, 4, 5, 5 of the file: each pair's two games share one.
  awk '/^\[Event /{n++} !/^\[/{t[n]=t[n] " " $0}
    END{for (i = 1; i <= n; i++) {s = t[i]; o = ""; while (match(s, /[^ ]+ \{book\}/)) {
      o = o substr(s, RSTART, RLENGTH - 7) " "; s = substr(s, RSTART + RLENGTH)}; print o}}' sch.pgn > openings.txt
  [ "$(sort -u openings.txt | wc -l)" -eq 3 ] || { cat openings.txt; fail "not three openings"; }
  [ "$(uniq openings.txt | wc -l)" -eq 3 ] || { cat openings.txt; fail "a pair's games do not share an opening"; }
  # cutechess-cli's informational options.
  "$veteran" match --version | grep -q '^veteran match [0-9.]* (cutechess-cli 1.5.1' || fail "--version"
  printf '[{"name": "First", "command": "a"}, {"name": "Second", "command": "b"}]' > engines.json
  [ "$("$veteran" match -engines | tr '\n' ,)" = "First,Second," ] || fail "-engines does not list engines.json" ;;
match_reuse)
  # Deterministic engines (veteran's own Microchess behind its xboard server,
  # Stockfish at a node count on one thread, the native period programs): the
  # same moves either way. (Not Fairy-Max: at a fixed depth it picks between
  # equal moves differently from run to run, half the time in one French.)
  printf '#!/bin/sh\nexec "%s" engine sargon@native --level 1\n' "$veteran" > xboard_sargon.sh
  chmod +x xboard_sargon.sh
  for restart in off on; do
    "$veteran" match -engine cmd=./xboard_sargon.sh proto=xboard name=Sargon-xboard tc=inf depth=1 \
      -engine cmd=stockfish proto=uci name=Stockfish option.Threads=1 option.Hash=16 nodes=1000 tc=inf \
      -engine program=microchess@native level=1 st=30 -each restart=$restart -games 2 -rounds 2 -repeat \
      -openings file="$source/../../tournament/default/openings.pgn" plies=4 -pgnout $restart.pgn -debug \
      -output format=veteran > out-$restart.txt 2> progress-$restart.txt || { cat progress-$restart.txt; fail "exit status ($restart)"; }
    pgn_games $restart.pgn > moves-$restart.pgn
  done
  cat out-off.txt
  pgn_ok off.pgn 12
  cmp -s moves-off.pgn moves-on.pgn || { diff moves-off.pgn moves-on.pgn | head; fail "kept engines played other games"; }
  grep -q '; 3 engine starts)$' out-off.txt || fail "engines were not kept between games: $(grep 'engine start' out-off.txt)"
  grep -q '; 24 engine starts)$' out-on.txt || fail "restart=on did not start each engine afresh: $(grep 'engine start' out-on.txt)"
  # The I/O log: every line with its time, game number and engine.
  grep -Eq '^[0-9]+\.[0-9]{3} game 5 Stockfish > ucinewgame$' progress-off.txt || fail "no ucinewgame for game 5 in the log"
  grep -Eq '^[0-9]+\.[0-9]{3} game [0-9]+ Sargon-xboard > force$' progress-off.txt || fail "a kept xboard engine is not stopped before its next game"
  grep -Eq '^[0-9]+\.[0-9]{3} game 1 Stockfish < uciok$' progress-off.txt || fail "the engine's answers are not logged" ;;
match_shared_pgn)
  # Two matches append to one PGN, as cutechess-cli's do: each event resumes from its own journal
  # (PGN.ID.journal), so a match stopped half way does not keep another from writing the PGN.
  a="-engine program=sargon@native level=1 -engine program=microchess@native level=1 -each tc=40/60 -games 2 -rounds 3"
  b="-engine program=kotok@native level=1 -engine program=microchess@native level=1 -each tc=40/60 -games 2"
  # shellcheck disable=SC2086
  VETERAN_CRASH_AT=journal:3 "$veteran" match $a -pgnout shared.pgn > /dev/null 2>&1
  [ $? -eq 137 ] || fail "match A was not stopped at its third game"
  [ "$(journal_of shared.pgn | wc -l)" -eq 1 ] || fail "no journal of match A beside shared.pgn"
  # shellcheck disable=SC2086
  "$veteran" match $b -pgnout shared.pgn > out-b.txt 2>&1 || { cat out-b.txt; fail "match B refused the PGN match A had left"; }
  # A second start of the stopped match says what to do.
  # shellcheck disable=SC2086
  "$veteran" match $a -pgnout shared.pgn > out-a.txt 2>&1 && fail "match A started again over its journal"
  grep -q "holds 3 finished games of an earlier run: give --resume to go on with it, or move it away" out-a.txt ||
    { cat out-a.txt; fail "the refusal does not say what to do"; }
  # shellcheck disable=SC2086
  "$veteran" match $a -pgnout shared.pgn --resume > out-a.txt 2>&1 || { cat out-a.txt; fail "match A did not resume"; }
  pgn_ok shared.pgn 8
  [ "$(grep -c '^\[White "kotok@native"\]\|^\[Black "kotok@native"\]' shared.pgn)" -eq 2 ] || fail "match B's games"
  [ -z "$(journal_of shared.pgn)" ] || fail "a journal is left after both matches ended"
  # A journal under the name earlier versions gave it (PGN.journal) still resumes its match.
  # shellcheck disable=SC2086
  VETERAN_CRASH_AT=journal:2 "$veteran" match $a -pgnout old.pgn > /dev/null 2>&1
  mv "$(journal_of old.pgn)" old.pgn.journal
  # shellcheck disable=SC2086
  "$veteran" match $a -pgnout old.pgn --resume > out-old.txt 2>&1 || { cat out-old.txt; fail "the old journal's match"; }
  grep -q 'resuming: 2 of 6 games already played' out-old.txt || { cat out-old.txt; fail "old.pgn.journal was not resumed"; }
  pgn_ok old.pgn 6
  grep -q '"finished"' old.pgn.journal && [ "$(wc -l < old.pgn.journal)" -eq 1 ] ||
    fail "the old journal is not the record of a finished match after it ended"
  echo "two matches in one PGN, each resumed from its own journal; an old journal resumed" ;;
match_chess960)
  # Fischer random chess with the real protocols: Stockfish through UCI (UCI_Chess960, the king
  # taking its rook) and through PolyGlot's xboard (variant fischerandom, castling as O-O).
  export XDG_STATE_HOME="$work/state"  # the journals of the runs without -pgnout
  printf '[PolyGlot]\nEngineCommand = stockfish\nEngineDir = .\nLog = false\n[Engine]\nThreads = 1\nHash = 16\n' > sf.ini
  printf '#!/bin/sh\nexec polyglot "%s/sf.ini"\n' "$work" > pg.sh
  chmod +x pg.sh
  sf="cmd=stockfish proto=uci name=SF option.Threads=1 option.Hash=16 nodes=2000 tc=inf"
  # shellcheck disable=SC2086
  "$veteran" match -variant fischerandom -engine $sf -engine cmd=./pg.sh proto=xboard name=PG depth=4 tc=inf \
    -games 2 -rounds 3 -repeat -srand 4 -pgnout frc.pgn -debug > out.txt 2>&1 || { tail out.txt; fail "the Chess960 match"; }
  [ "$(grep -c '^\[Variant "fischerandom"\]' frc.pgn)" -eq 6 ] || fail "six games tagged Variant fischerandom"
  [ "$(grep -c '^\[SetUp "1"\]' frc.pgn)" -eq 6 ] || fail "six games with their start position"
  [ "$(grep '^\[FEN ' frc.pgn | sort -u | wc -l)" -eq 3 ] || fail "three start positions, each for a pair of games"
  grep -Eq 'Termination "(rules infraction|abandoned|stalled connection)"' frc.pgn && fail "an illegal move or a failure"
  grep -q '>SF(0): setoption name UCI_Chess960 value true' out.txt || fail "UCI_Chess960 not set"
  grep -q '>PG(1): variant fischerandom' out.txt || fail "no 'variant fischerandom' for the xboard engine"
  # Castling both ways across xboard (UCI's king-takes-rook moves are in the -debug log too).
  grep -q '>PG(1): usermove O-O' out.txt || fail "no castling sent to the xboard engine as O-O"
  grep -q '<PG(1): move O-O' out.txt || fail "no castling read from the xboard engine"
  # Veteran reads its own Chess960 PGN back (as openings), castling included.
  # shellcheck disable=SC2086
  "$veteran" match -variant fischerandom -engine $sf -engine $sf name=SF2 -games 2 -openings file=frc.pgn plies=40 \
    -pgnout again.pgn > again.txt 2>&1 || { tail again.txt; fail "frc.pgn as openings"; }
  [ "$(grep -c '^\[Variant "fischerandom"\]' again.pgn)" -eq 2 ] || fail "two games from frc.pgn's first opening"
  # What cannot play it is refused by name.
  # shellcheck disable=SC2086
  "$veteran" match -variant fischerandom -engine program=microchess@native tc=40/60 -engine $sf -games 2 > r1.txt 2>&1 &&
    fail "a period program in Chess960"
  grep -q "microchess@native (microchess@native) plays chess only, not Chess960" r1.txt || { cat r1.txt; fail "the refusal of microchess@native"; }
  # shellcheck disable=SC2086
  "$veteran" match -variant fischerandom -engine cmd=fairymax proto=xboard depth=1 tc=inf -engine $sf -games 2 > r2.txt 2>&1 &&
    fail "Fairy-Max in Chess960"
  grep -q "does not list fischerandom in its variants feature" r2.txt || { cat r2.txt; fail "the refusal of Fairy-Max"; }
  grep -q "Started game" r2.txt && fail "a game was started before Fairy-Max was refused"
  [ -z "$(ls state/veteran/matches 2> /dev/null)" ] || fail "a journal was kept for a match refused before its first game"
  "$veteran" match -variant crazyhouse -engine $sf -engine $sf > r3.txt 2>&1 && fail "-variant crazyhouse"
  grep -q "veteran plays standard and fischerandom (Chess960) only" r3.txt || { cat r3.txt; fail "the refusal of crazyhouse"; }
  echo "Chess960 through UCI and xboard: six games, castling both ways, read back; refusals by name" ;;
match_time)
  # Held back 0.3 s a move, under st=0.1: a loss on time, as cutechess-cli rules it.
  "$veteran" match -engine cmd=./slow_engine.sh proto=uci name=Slow st=0.1 \
    -engine cmd=fairymax proto=xboard name=Fairy-Max depth=2 tc=inf -games 2 -pgnout slow.pgn \
    > out.txt 2> progress.txt || { cat progress.txt; fail "exit status"; }
  cat progress.txt
  [ "$(grep -c '^\[Termination "time forfeit"\]' slow.pgn)" -eq 2 ] || fail "the slow engine did not lose both games on time"
  # cutechess-cli's words in the last comment; veteran's layout gives the figures.
  [ "$(grep -Ec '(White|Black) loses on time\} (1-0|0-1)$' slow.pgn)" -eq 2 ] || fail "no 'loses on time' in the PGN"
  "$veteran" match -engine cmd=./slow_engine.sh proto=uci name=Slow st=0.1 \
    -engine cmd=fairymax proto=xboard name=Fairy-Max depth=2 tc=inf -games 1 -pgnout slow-veteran.pgn format=veteran \
    > out.txt 2> progress.txt || { cat progress.txt; fail "exit status (format=veteran)"; }
  grep -q 'Slow lost on time (0\.[3-9][0-9]*s used, st=0.1)' slow-veteran.pgn || fail "no reason for the time forfeit"
  # With a margin of 2 s it keeps its games.
  "$veteran" match -engine cmd=./slow_engine.sh proto=uci name=Slow st=0.1 timemargin=2000 \
    -engine cmd=fairymax proto=xboard name=Fairy-Max depth=2 tc=inf -games 2 -maxmoves 10 -pgnout margin.pgn \
    > out.txt 2> progress.txt || { cat progress.txt; fail "exit status (timemargin)"; }
  ! grep -q 'time forfeit' margin.pgn || fail "timemargin=2000 did not keep the slow engine in its games"
  # A clock and a node limit together: both reach the engine.
  "$veteran" match -engine cmd=stockfish proto=uci name=Stockfish option.Threads=1 nodes=2000 \
    -engine cmd=fairymax proto=xboard name=Fairy-Max depth=2 -each tc=40/60 -games 1 -maxmoves 5 \
    -pgnout both.pgn -debug > out.txt 2> progress.txt || { cat progress.txt; fail "exit status (tc and nodes)"; }
  # cutechess-cli's layout: -debug goes to stdout with the rest, "MS >NAME(PROCESS): LINE"; the clock
  # starts with its increment on it (none here) and goes to the engine whole.
  grep -Eq '^[0-9]+ >Stockfish\([01]\): go wtime 60000 btime 60000 movestogo 40 nodes 2000$' out.txt ||
    fail "the clock and the node limit did not both reach Stockfish"
  # Its time controls differ by their limits: each side's tag, as cutechess-cli writes them.
  [ "$(grep -c '^\[\(White\|Black\)TimeControl "40/60"\]' both.pgn)" -eq 2 ] || fail "no White/BlackTimeControl 40/60" ;;
shards)
  cat > ev.lua <<LUA
tournament { event = "Shards", games = 2, tc = "st=30", pgn = "ev.pgn",
             openings = { file = "$source/../../tournament/default/openings.pgn", order = "random", seed = 5 } }
engine { program = "microchess@native", level = 1 }
engine { program = "sargon@native", level = 1 }
engine { name = "Stockfish", command = installed("stockfish"), protocol = "uci", tc = "nodes=500",
         options = { Hash = 16, Threads = 1 } }
LUA
  "$veteran" tournament ev.lua --shard 3/2 > out.txt 2> err.txt && fail "--shard 3/2 was accepted"
  grep -q 'shard 3 is out of range (1 to 2)' err.txt || fail "no clear error for --shard 3/2: $(cat err.txt)"
  ls ev.* 2> /dev/null | grep -vq '^ev.lua$' && fail "--shard 3/2 wrote a file"
  "$veteran" tournament ev.lua --shard 1/2 > out.txt 2> err.txt || { cat err.txt; fail "shard 1/2"; }
  # One shard alone: merged with a warning and status 1, the games there kept.
  "$veteran" tournament ev.lua --merge . > merged.txt 2> err.txt && fail "a merge with a shard missing said nothing"
  grep -q 'games are missing' err.txt || fail "no word of the missing games: $(cat err.txt)"
  "$veteran" tournament ev.lua --shard 2/2 > out.txt 2> err.txt || { cat err.txt; fail "shard 2/2"; }
  "$veteran" tournament ev.lua --merge . > merged.txt 2> err.txt || { cat err.txt; fail "the merge"; }
  pgn_ok ev.pgn 6
  cp ev.pgn merged.pgn
  # Another config (one more game a pairing): refused, the merged PGN untouched.
  sed 's/games = 2/games = 4/' ev.lua > other.lua
  "$veteran" tournament other.lua --merge . > out.txt 2> err.txt && fail "shards of another config were merged"
  grep -q 'a shard of a different event' err.txt || fail "no clear error for another config's shards: $(cat err.txt)"
  cmp -s ev.pgn merged.pgn || fail "the refused merge changed ev.pgn"
  # The same event in one process: the same games.
  mkdir whole && sed 's/"ev.pgn"/"whole\/ev.pgn"/' ev.lua > whole.lua
  "$veteran" tournament whole.lua > out.txt 2> err.txt || { cat err.txt; fail "the event in one process"; }
  sed -e '/^\[Date /d' -e 's/\([ {]\)[0-9.]*s}/\1}/g' merged.pgn > merged.moves
  sed -e '/^\[Date /d' -e 's/\([ {]\)[0-9.]*s}/\1}/g' whole/ev.pgn > whole.moves
  [ -s whole.moves ] && cmp -s merged.moves whole.moves || fail "the merged shards differ from the event in one process" ;;
match_knockout)
  # Deterministic engines only (not Fairy-Max, see match_reuse): veteran's own
  # programs behind its xboard server stand in for two external engines. A new
  # opening every game, or an extended encounter could repeat one drawn game forever.
  printf '#!/bin/sh\nexec "%s" engine sargon@native --level 1\n' "$veteran" > xboard_sargon.sh
  printf '#!/bin/sh\nexec "%s" engine microchess@native --level 1\n' "$veteran" > xboard_microchess.sh
  chmod +x xboard_sargon.sh xboard_microchess.sh
  for n in 1 2 3; do
    format=veteran
    [ $n -eq 3 ] && format=cutechess
    "$veteran" match -tournament knockout -seeds 1 \
      -engine cmd=stockfish proto=uci name=Stockfish option.Threads=1 option.Hash=16 nodes=2000 tc=inf \
      -engine cmd=./xboard_sargon.sh proto=xboard name=Sargon-xboard depth=3 tc=inf -engine program=sargon@native level=1 st=30 \
      -engine program=microchess@native level=1 st=30 -engine cmd=./xboard_microchess.sh proto=xboard name=Microchess-xboard depth=1 tc=inf \
      -games 2 -srand 3 -openings file="$source/../../tournament/default/openings.pgn" \
      -pgnout ko-$n.pgn -concurrency $n -output format=$format > out-$n.txt 2> progress-$n.txt ||
      { cat progress-$n.txt; fail "exit status"; }
    sed -n '/^Knockout round 1:/,$p' out-$n.txt > bracket-$n.txt
  done
  cat bracket-2.txt
  grep -q '^Winner: ' bracket-2.txt || fail "no winner"
  grep -q '^  Stockfish - bye$' bracket-2.txt || fail "the top seed has no bye"
  [ "$(grep -c ' - bye$' bracket-2.txt)" -eq 3 ] || fail "five engines: three byes"
  played=$(sed -n 's/.* in \([0-9]*\) games*,.*/\1/p' bracket-2.txt | awk '{ n += $1 } END { print n + 0 }')
  [ "$played" -eq "$(games_in ko-2.pgn)" ] || fail "the bracket counts $played games, the PGN holds $(games_in ko-2.pgn)"
  pgn_ok ko-2.pgn "$played"
  cmp -s bracket-1.txt bracket-2.txt || { diff bracket-1.txt bracket-2.txt; fail "the bracket differs at -concurrency 1 and 2"; }
  # cutechess-cli's bracket: eight places, the winners of round R indented 2R tabs, the same champion.
  winner=$(sed -n 's/^Winner: //p' bracket-1.txt)
  tabs=$(printf '\t\t\t\t\t\t')
  grep -qx "$tabs$winner ([0-9.]*-[0-9.]*)" out-3.txt || { cat out-3.txt; fail "the cutechess bracket has no champion $winner"; }
  [ "$(grep -cx 'bye' out-3.txt)" -eq 3 ] || fail "the cutechess bracket has not three byes"
  [ "$(tail -1 out-3.txt)" = "Finished match" ] || fail "no 'Finished match' at the end" ;;
match_errors)
  expect() {  # expect STATUS TEXT ARGS...: the status, the message, and nothing written
    status=$1 text=$2; shift 2
    "$veteran" match "$@" > out.txt 2> err.txt
    got=$?
    [ "$got" -eq "$status" ] || fail "veteran match $*: status $got, not $status ($(cat err.txt))"
    grep -qF -- "$text" err.txt || fail "veteran match $*: no '$text' in: $(cat err.txt)"
    [ ! -e x.pgn ] && [ -z "$(journal_of x.pgn)" ] || fail "veteran match $*: wrote x.pgn"
  }
  expect 2 'unknown option: "-gamez"' -engine program=sargon@native -engine program=microchess@native -each st=1 -gamez 2 -pgnout x.pgn
  expect 2 "invalid engine option 'comand'" -engine comand=fairymax proto=xboard -engine program=sargon@native -each st=1 -pgnout x.pgn
  expect 2 "no program 'no-such-engine' in PATH" -engine cmd=no-such-engine proto=uci -engine program=sargon@native -each st=1 -pgnout x.pgn
  expect 2 'missing time control' -engine program=sargon@native -engine program=microchess@native -pgnout x.pgn
  expect 2 'at least two engines' -engine program=sargon@native st=1 -pgnout x.pgn
  expect 2 'no engines' ;;
sprt)
  "$veteran" tournament sprt.lua > out.txt 2> progress.txt || { cat progress.txt; fail "exit status"; }
  cat out.txt
  grep -q '^SPRT: H1 accepted after [0-9]* games; the match stops$' progress.txt || fail "the SPRT did not stop the match"
  grep -q 'SPRT (elo0 0, elo1 100, alpha 0.05, beta 0.05, logistic, pentanomial): LLR [0-9.]* ([0-9.]* %), bounds -2.94 2.94, H1 accepted' out.txt ||
    fail "no SPRT line with H1 in the report"
  grep -q '^Elo difference: ' out.txt || fail "no Elo difference"
  grep -q '^Pentanomial ' out.txt || fail "no pentanomial counts"
  played=$(games_in sprt.pgn)
  [ "$played" -lt 400 ] || fail "the match played all its 400 games"
  grep -q "^SPRT check: $played of 400 games" out.txt || fail "the report does not count the $played games played"
  pgn_ok sprt.pgn "$played"
  grep -q 'sargon@native vs microchess@native: ' progress.txt || fail "no statistics every 10 games"
  ;;
round_robin)
  "$veteran" tournament round_robin.lua > out.txt 2> progress.txt || { cat progress.txt; fail "exit status"; }
  cat out.txt
  # The crosstable: one row an engine; the points add up to the games, each engine played 2(n-1).
  awk '/^Rank Engine +Points/ {t=1; next} t && NF==0 {exit} t {print}' out.txt > table.txt
  n=$(wc -l < table.txt)
  [ "$n" -ge 4 ] || fail "expected microchess@native, Fairy-Max, Stockfish and GNU Chess, got $n engines"
  games=$((n * (n - 1)))
  [ "$(games_in rr.pgn)" -eq $games ] || fail "rr.pgn has $(games_in rr.pgn) games, not $games"
  pgn_ok rr.pgn $games
  awk -v n="$n" '{ for (i=1;i<=NF;i++) if ($i ~ /^[0-9]+\.[0-9]$/ && $(i+1) ~ /^[0-9]+$/) { p+=$i; g+=$(i+1); if ($(i+1)!=2*(n-1)) bad=1; break } }
       END { if (p != n*(n-1) || g != 2*n*(n-1) || bad) { print "points " p " games " g; exit 1 } }' table.txt || fail "crosstable sums"
  grep -q 'logistic' out.txt || fail "ratings model not stated"
  grep -q '^\[WhiteMachine "native"\]' rr.pgn || fail "the native engine is not in the PGN"
  # Every game's record: the tags the issue asks for.
  for tag in TimeControl Termination PlyCount WhiteMachine BlackLevel; do
    [ "$(grep -c "^\[$tag " rr.pgn)" -eq $games ] || fail "tag $tag missing"
  done
  grep -q '{book}' rr.pgn || fail "opening moves not marked"
  grep -Eq '[0-9]+\.[0-9]{2}s[}]' rr.pgn || fail "think times not in the PGN" ;;
forfeits)
  "$veteran" tournament forfeits.lua > out.txt 2> progress.txt || { cat progress.txt; fail "exit status"; }
  cat progress.txt out.txt
  [ "$(games_in forfeits.pgn)" -eq 6 ] || fail "forfeits.pgn has $(games_in forfeits.pgn) games, not 6"
  pgn_ok forfeits.pgn 6
  grep -q 'Termination "abandoned"' forfeits.pgn || fail "no crash forfeit"
  grep -q 'Termination "stalled connection"' forfeits.pgn || fail "no hang forfeit"
  grep -q 'Crasher crashed (exit status 3)' forfeits.pgn || fail "crash reason not recorded"
  grep -q 'Hanger stopped answering' forfeits.pgn || fail "hang reason not recorded"
  # Fairy-Max wins all four of its games against the broken engines.
  grep -A12 '^Rank Engine' out.txt | grep -q '^1 *Fairy-Max *4.0' || fail "Fairy-Max should score 4/4" ;;
resume)
  "$veteran" tournament resume.lua > /dev/null 2>&1 &
  pid=$!
  tries=0
  played() { n=$(cat "$(journal_of resume.pgn)" 2>/dev/null | grep -c '"index"'); echo "${n:-0}"; }
  while [ "$(played)" -lt 3 ]; do
    tries=$((tries + 1)); [ $tries -gt 600 ] && fail "no games were played"
    sleep 0.1
  done
  kill -9 $pid
  wait $pid 2>/dev/null
  before=$(grep -c '"index"' "$(journal_of resume.pgn)")
  echo "killed after $before games"
  [ "$before" -lt 8 ] || fail "the tournament ended before the kill"
  "$veteran" tournament resume.lua 2> progress.txt > out.txt && fail "a second start without --resume must refuse"
  grep -q -- '--resume' progress.txt || fail "the refusal should name --resume"
  "$veteran" tournament resume.lua --resume > out.txt 2> progress.txt || { cat progress.txt; fail "resume failed"; }
  cat progress.txt
  grep -q "resuming: $before of 8" progress.txt || fail "resume did not report the games kept"
  [ "$(games_in resume.pgn)" -eq 8 ] || fail "resume.pgn has $(games_in resume.pgn) games, not 8"
  [ "$(grep '^\[Round ' resume.pgn | sort -u | wc -l)" -eq 8 ] || fail "a game was played twice"
  pgn_ok resume.pgn 8
  mkdir again && cp resume.lua again/ && (cd again && "$veteran" tournament resume.lua > /dev/null 2>&1) || fail "uninterrupted run"
  [ "$(games_in again/resume.pgn)" -eq "$(games_in resume.pgn)" ] || fail "uninterrupted and resumed runs differ in games" ;;
emulated)
  sed "s|STANDIN_IMAGE|\"$image@0000\"|" emulated.lua > e.lua
  "$veteran" tournament e.lua --rompath "$rompath" > out.txt 2> progress.txt || { cat progress.txt; fail "exit status"; }
  cat progress.txt out.txt
  [ "$(games_in emulated.pgn)" -eq 2 ] || fail "emulated.pgn has $(games_in emulated.pgn) games, not 2"
  pgn_ok emulated.pgn 2
  grep -q '^\[WhiteMachine "kim1"\]' emulated.pgn || fail "the KIM-1 is not named"
  grep -q '^\[WhiteClock "emulated"\]' emulated.pgn || fail "the emulated clock is not flagged"
  grep -q '^\[WhiteLevel "2"\]' emulated.pgn || fail "the level chosen for 30 s a move is not 2 (10 s a move; level 3 takes 100)"
  # The stand-in thinks about 0.7 emulated seconds a move (the wall time is far less).
  grep -Eq '(e4|e5) [{]0\.[6-9][0-9]s[}]' emulated.pgn || fail "emulated think time missing"
  grep -Eq 'Termination "(rules infraction|stalled connection|normal)"' emulated.pgn || fail "the stand-in's end"
  # The emulated machine kept between its games plays the moves of one booted afresh for each (each{ restart =
  # "on" }); think times are left out: its timers run on through a reset, so a time may differ by a few ms.
  sed -e 's/emulated.pgn/restarted.pgn/' -e '/^engine { name = "Stand-in"/i each { restart = "on" }' e.lua > r.lua
  "$veteran" tournament r.lua --rompath "$rompath" > out.txt 2> progress.txt || { cat progress.txt; fail "exit status (restart)"; }
  grep -q '; 4 engine starts)$' out.txt || fail "restart = \"on\" did not start each engine afresh: $(grep 'engine start' out.txt)"
  for f in emulated restarted; do sed -e '/^\[Date /d' -e '/^\[Event /d' -e 's/[0-9.]*s}/}/g' $f.pgn > $f.moves; done
  cmp -s emulated.moves restarted.moves || { diff emulated.moves restarted.moves | head; fail "the kept machine played other games"; } ;;
interrupt)
  # Ctrl-C (SIGINT), a closed terminal (SIGHUP) or kill (SIGTERM) in the middle
  # of a game: no engine outlives veteran.
  cat > interrupt.lua <<'LUA'
tournament { games = 2, tc = "st=0.2", hang_seconds = 60, pgn = "interrupt.pgn" }
engine { name = "Hanger", command = "./hanging_engine.sh", protocol = "uci" }
engine { name = "Fairy-Max", command = installed("fairymax"), protocol = "xboard", tc = "depth=2" }
LUA
  # Running: the process exists and is not a zombie waiting for a parent to reap it.
  running() { [ -r /proc/$1/status ] && ! grep -q '^State:[[:space:]]*Z' /proc/$1/status; }
  for sig in INT HUP TERM; do
    rm -f hanger.pid interrupt.pgn interrupt.pgn.*
    "$veteran" tournament interrupt.lua > /dev/null 2>&1 &
    pid=$!
    tries=0
    while [ ! -s hanger.pid ]; do tries=$((tries + 1)); [ $tries -gt 300 ] && fail "the engine did not start"; sleep 0.1; done
    sleep 0.5
    hanger=$(cat hanger.pid)
    running "$hanger" || fail "the hanging engine is not running"
    kill -$sig $pid
    wait $pid
    status=$?
    sleep 0.3
    running "$hanger" && { cat /proc/$hanger/status | head -3; fail "the engine outlived the tournament stopped by SIG$sig"; }
    [ $status -ne 0 ] || fail "a tournament stopped by SIG$sig should not exit 0"
  done ;;
noshell)
  # An engine command runs without a shell: its words are the program and its
  # arguments, and shell syntax reaches the engine as it is; shell = true runs a shell line.
  cat > noshell.lua <<'LUA'
tournament { games = 1, tc = "depth=1", pgn = "noshell.pgn" }
engine { name = "Args", command = "./args_engine.sh one", args = { "two words", "$HOME;x" }, protocol = "uci" }
engine { name = "Shell", command = "A=1 ./args_engine.sh shell", shell = true, protocol = "uci" }
LUA
  cat > args_engine.sh <<'ENGINE'
#!/bin/sh
# One write a line: the two engines start side by side, and writes of parts would interleave.
line=""; for a in "$@"; do line="$line$a|"; done; printf '%s\n' "$line" >> args.txt
while read -r line; do
  case "$line" in
    uci) echo "id name Args"; echo uciok;;
    isready) echo readyok;;
    go*) echo "bestmove 0000";;
    quit) exit 0;;
  esac
done
ENGINE
  chmod +x args_engine.sh
  rm -f args.txt noshell.pgn noshell.pgn.*
  "$veteran" tournament noshell.lua > /dev/null 2>&1
  grep -qx 'one|two words|$HOME;x|' args.txt || { cat args.txt; fail "the arguments did not reach the engine as they are"; }
  grep -qx 'shell|' args.txt || { cat args.txt; fail "shell = true did not run the line through a shell"; } ;;
match_books)
  # A book of our own lines, made by PolyGlot itself: its keys are the format's, not ours.
  cat > lines.pgn <<'PGN'
[Event "a"]
[Result "*"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *

[Event "b"]
[Result "*"]

1. e4 c5 2. Nf3 d6 3. d4 cxd4 *

[Event "c"]
[Result "*"]

1. d4 d5 2. c4 e6 3. Nc3 Nf6 *
PGN
  polyglot make-book -pgn lines.pgn -bin book.bin -min-game 1 > make.txt 2>&1 || { cat make.txt; fail "polyglot make-book"; }
  for n in 1 2; do
    "$veteran" match -engine program=microchess@native book=book.bin -engine program=sargon@native level=1 book=book.bin \
      -each tc=40/60 -games 4 -repeat -pgnout books-$n.pgn > books-$n.txt 2>&1 || { cat books-$n.txt; fail "a match with books"; }
  done
  [ "$(games_in books-1.pgn)" -eq 4 ] || fail "four games"
  # Each game opens with one of the three lines, every move of it marked book.
  grep '^1\. ' books-1.pgn | cut -d' ' -f1-18 > openings.txt
  while read -r line; do
    case "$line" in
      "1. e4 {book} e5 {book} 2. Nf3 {book} Nc6 {book} 3. Bb5 {book} a6 {book}"*) ;;
      "1. e4 {book} c5 {book} 2. Nf3 {book} d6 {book} 3. d4 {book} cxd4 {book}"*) ;;
      "1. d4 {book} d5 {book} 2. c4 {book} e6 {book} 3. Nc3 {book} Nf6 {book}"*) ;;
      *) cat openings.txt; fail "a game not opened by a line of the book: $line" ;;
    esac
  done < openings.txt
  # -repeat: games 1 and 2 (and 3 and 4) play the same line with the colours reversed.
  [ "$(sed -n 1p openings.txt)" = "$(sed -n 2p openings.txt)" ] || { cat openings.txt; fail "-repeat kept the book line"; }
  [ "$(sed -n 3p openings.txt)" = "$(sed -n 4p openings.txt)" ] || { cat openings.txt; fail "-repeat kept the book line"; }
  # Moves, tags and scores.
  pgn_games books-1.pgn > a.pgn
  pgn_games books-2.pgn > b.pgn
  cmp -s a.pgn b.pgn || { diff a.pgn b.pgn | head -c 600; fail "the same match with books played other games"; }
  # At -concurrency 1 the books draw from cutechess-cli's one stream (-srand's): a match killed
  # after its third game and resumed plays the games of one played through, the fourth repeating
  # the third's line, the stream going on where the journal left it.
  streamed="-engine program=microchess@native book=book.bin -engine program=sargon@native level=1 book=book.bin
    -each tc=40/60 -games 2 -rounds 3 -repeat -srand 5"
  # shellcheck disable=SC2086
  "$veteran" match $streamed -pgnout through.pgn > through.txt 2>&1 || { cat through.txt; fail "the streamed match"; }
  # shellcheck disable=SC2086
  VETERAN_CRASH_AT=journal:3 "$veteran" match $streamed -pgnout stopped.pgn > /dev/null 2>&1
  [ $? -eq 137 ] || fail "the streamed match was not stopped at its third game"
  # shellcheck disable=SC2086
  "$veteran" match $streamed -pgnout stopped.pgn --resume > resumed.txt 2>&1 || { cat resumed.txt; fail "the resume"; }
  for f in through stopped; do pgn_games $f.pgn > $f.games; done
  cmp -s through.games stopped.games || { diff through.games stopped.games | head -c 600; fail "resumed: other book moves"; }
  # One book, depth 1: that engine's first move only.
  "$veteran" match -engine program=microchess@native book=book.bin bookdepth=1 -engine program=sargon@native level=1 \
    -each tc=40/60 -games 2 -pgnout depth.pgn > depth.txt 2>&1 || { cat depth.txt; fail "a match with one book"; }
  [ "$(grep -o '{book}' depth.pgn | wc -l)" -eq 2 ] || { cat depth.pgn; fail "bookdepth=1: one book move in each game"; }
  grep -Eq '^1\. (e4|d4) {book} ' depth.pgn || fail "microchess@native's first move as White from the book"
  grep -q '^1\. [a-zA-Z0-9]* {[^b][^}]*} [ce]5 {book}' depth.pgn || { cat depth.pgn; fail "its first move as Black from the book"; }
  # Bad books: named, nothing played.
  head -c 17 book.bin > cut.bin
  if "$veteran" match -engine program=microchess@native book=cut.bin -engine program=sargon@native \
    -each tc=40/60 -games 2 -pgnout bad.pgn > bad.txt 2>&1; then fail "a cut book was taken"; fi
  grep -q "cut.bin" bad.txt || { cat bad.txt; fail "the cut book named"; }
  [ ! -s bad.pgn ] || fail "games played with a bad book"
  if "$veteran" match -engine program=microchess@native book=missing.bin -engine program=sargon@native \
    -each tc=40/60 -games 2 > missing.txt 2>&1; then fail "a missing book was taken"; fi
  grep -q "missing.bin" missing.txt || { cat missing.txt; fail "the missing book named"; }
  if "$veteran" match -engine program=microchess@native bookdepth=0 -engine program=sargon@native \
    -each tc=40/60 -games 2 > depth0.txt 2>&1; then fail "bookdepth=0 was taken"; fi ;;
match_fastchess)
  printf 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - id "e4";\nrnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - id "d4";\n' > openings.epd
  "$veteran" match -engine program=microchess@native -engine program=sargon@native level=1 -each tc=10+0.1 \
    -games 2 -rounds 3 -ratinginterval 2 -openings file=openings.epd -output format=fastchess > fc.txt 2>&1 ||
    { cat fc.txt; fail "a match in fastchess's layout"; }
  [ "$(grep -c '^Started game [0-9] of 6 (' fc.txt)" -eq 6 ] || { cat fc.txt; fail "six Started lines"; }
  [ "$(grep -c '^Finished game [0-9] (.* vs .*): [-012/]* {.*}$' fc.txt)" -eq 6 ] || { cat fc.txt; fail "six Finished lines"; }
  # The block after pair 2 (game 4) and after the last game, nothing more.
  [ "$(grep -c '^Results of microchess@native vs sargon@native (10+0.1, NULL, NULL, openings.epd):$' fc.txt)" -eq 2 ] ||
    { cat fc.txt; fail "two blocks naming the match"; }
  sed -n '/^Finished game 4 /{n;p}' fc.txt | grep -q '^-----' || { cat fc.txt; fail "the block after the second pair"; }
  grep -q '^Games: 4, Wins: ' fc.txt && grep -q '^Games: 6, Wins: ' fc.txt || { cat fc.txt; fail "games of complete pairs"; }
  grep -q '^Ptnml(0-2): \[[0-9], [0-9], [0-9], [0-9], [0-9]\], WL/DD Ratio: ' fc.txt || fail "the pentanomial line"
  # Then, as fastchess ends: Finished match, the time taken and an empty line.
  tail -4 fc.txt | head -1 | grep -qx -- '-*' || { cat fc.txt; fail "the block before the end"; }
  tail -3 fc.txt | head -1 | grep -qx 'Finished match' || { cat fc.txt; fail "Finished match"; }
  tail -2 fc.txt | head -1 | grep -q '^Total Time: ..:..:.. (hours:minutes:seconds)$' || { cat fc.txt; fail "the total time"; }
  # Three engines: the rating table.
  "$veteran" match -engine program=microchess@native -engine program=sargon@native level=1 \
    -engine program=kotok@native level=1 -each tc=40/3600 -games 2 -output format=fastchess > table.txt 2>&1 ||
    { cat table.txt; fail "three engines in fastchess's layout"; }
  grep -q '^Rank Name  *Elo  *+/-  *nElo  *+/-  *Games  *Score  *Draw  *Ptnml(0-2)$' table.txt ||
    { cat table.txt; fail "the rating table's header"; }
  [ "$(grep -c '^   [123] ' table.txt)" -eq 3 ] || { cat table.txt; fail "three ranked rows"; }
  # An SPRT decided: the block with its LLR line and the verdict; no more games.
  "$veteran" match -engine program=microchess@native -engine program=sargon@native level=1 -each tc=10+0.1 \
    -games 2 -rounds 20 -sprt elo0=0 elo1=100 alpha=0.05 beta=0.05 model=logistic -output format=fastchess > sprt.txt 2>&1 ||
    { cat sprt.txt; fail "an SPRT in fastchess's layout"; }
  [ "$(grep -c '^SPRT (\[0.00, 100.00\]) completed - H[01] was accepted$' sprt.txt)" -eq 1 ] || { cat sprt.txt; fail "the verdict"; }
  grep -q '^LLR: -*[0-9.]* (-*[0-9.]*%) (-2.94, 2.94) \[0.00, 100.00\]$' sprt.txt || { cat sprt.txt; fail "the LLR line"; }
  [ "$(grep -c '^Started game' sprt.txt)" -lt 40 ] || fail "the SPRT did not stop the match" ;;
match_shards)
  args="-engine program=microchess@native level=1 -engine program=sargon@native level=1 -engine program=kotok@native level=1 -each tc=40/3600 -games 2"
  # shellcheck disable=SC2086 # the arguments, split
  "$veteran" match $args --shard 1/2 > o1.txt 2>&1 && fail "a shard without -pgnout was accepted"
  grep -q "give -pgnout FILE" o1.txt || { cat o1.txt; fail "a shard needs -pgnout: the message"; }
  for k in 1 2; do
    "$veteran" match $args -pgnout ev.pgn --shard $k/2 > o$k.txt 2>&1 || { cat o$k.txt; fail "shard $k/2"; }
  done
  [ -s ev.shard-1-of-2.pgn ] && [ -s ev.shard-2-of-2.pgn ] || fail "each shard's PGN"
  "$veteran" match $args -pgnout ev.pgn --merge . > merged.txt 2>&1 || { cat merged.txt; fail "the merge"; }
  pgn_ok ev.pgn 6
  mkdir whole
  "$veteran" match $args -pgnout whole/ev.pgn > whole.txt 2>&1 || { cat whole.txt; fail "the match in one process"; }
  pgn_games ev.pgn > merged.moves
  pgn_games whole/ev.pgn > whole.moves
  cmp -s merged.moves whole.moves || fail "the merged shards differ from the match in one process"
  cp ev.pgn before.pgn
  "$veteran" match $args -pgnout ev.pgn --merge . > again.txt 2>&1 && fail "a merge into a PGN with games was accepted"
  grep -q "holds games already" again.txt || { cat again.txt; fail "the refusal named"; }
  cmp -s ev.pgn before.pgn || fail "the refused merge changed ev.pgn" ;;
*) fail "unknown check $what" ;;
esac
echo "ok: $what"
