#!/bin/sh
# veteran suite as an engine tester runs it: a small suite of every kind of
# line against a UCI engine whose answers are known (answering_engine.sh):
# solved, avoided, time to solution from the engine's own info times (and an
# xboard engine's thinking lines, thinking_xboard_engine.sh), the
# CSV exactly, the lines that cannot be tested (no bm, an illegal bm, an
# impossible position) and an engine dying mid-suite named and counted
# unsolved while the run goes on; the same results two positions at a time;
# a native program on the shipped Bratko-Kopec suite, the same at any
# concurrency; bad usage refused.
veteran=$1
here=$(cd "$(dirname "$0")" && pwd)
data=$2
work=$(mktemp -d) || exit 1
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
cd "$work" || exit 1
cp "$here/answering_engine.sh" "$here/small.epd" .
engine="uci:$work/answering_engine.sh"

for c in 1 2; do
  "$veteran" suite small.epd --engine "$engine" --tc depth=3 --concurrency $c --csv "out$c.csv" > "out$c" 2>&1
  [ $? -eq 1 ] || { cat "out$c"; fail "a suite with untestable lines ends with status 1"; }
  # Everything but the wall time (column 11) and the engine's path.
  cut -d, -f1-10,12- "out$c.csv" | sed "s|$work/||g" > "cut$c.csv"
done
cat > want.csv << 'END'
engine,id,file,line,fen,bm,am,move,solved,time_to_solution,depth,note
uci:answering_engine.sh,solved late,small.epd,2,rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1,e4,,e4,1,0.012,3,
uci:answering_engine.sh,avoid,small.epd,3,rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1,,e5,e5,0,,1,
uci:answering_engine.sh,no test,small.epd,4,rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1,,,,0,,0,no bm or am: nothing to test
uci:answering_engine.sh,illegal bm,small.epd,5,rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1,Ke2,,,0,,0,'Ke2' is not a legal move here
uci:answering_engine.sh,no kings,small.epd,6,,e4,,,0,,0,impossible position: FEN '8/8/8/8/8/8/8/8 w - - 0 1': white must have exactly one king
uci:answering_engine.sh,crash,small.epd,7,4k3/8/8/8/8/8/8/4K2R w K - 0 1,O-O,,,0,,0,Answering crashed (exit status 3) while thinking (waiting for bestmove)
uci:answering_engine.sh,after the crash,small.epd,8,4k3/8/8/8/8/8/8/R3K3 w Q - 0 1,e1c1,,O-O-O,1,0.040,1,
END
diff want.csv cut1.csv || fail "the CSV of one position at a time"
diff want.csv cut2.csv || fail "two at a time gives other results"
grep -q "solved 2 of 7 (28.6%)" out1 || { cat out1; fail "the summary's count"; }
grep -q "4 not tested (counted unsolved)" out1 || fail "the summary names the untested lines"
grep -q "^  crash: .*crashed" out1 || fail "the crash named in the summary"
grep -q "^   7  after the crash solved  O-O-O" out1 || { cat out1; fail "the line of a position"; }

# An xboard engine's thinking lines time the solution as a UCI engine's info lines do: the
# line at 5 centiseconds names the move (the move itself comes later).
cp "$here/thinking_xboard_engine.sh" .
printf 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm e4; id "thinks";\n' > thinks.epd
"$veteran" suite thinks.epd --engine "xboard:$work/thinking_xboard_engine.sh" --tc depth=3 --csv thinks.csv \
  > thinks.out 2>&1 || { cat thinks.out; fail "the xboard engine's suite"; }
[ "$(cut -d, -f9,10,12 thinks.csv | tail -1)" = "1,0.050,3" ] || { cat thinks.csv; fail "the xboard time to solution"; }

# A native program on Bratko-Kopec: the same moves one or two at a time.
for c in 1 2; do
  "$veteran" suite "$data/bratko-kopec.epd" --engine microchess@native --tc depth=2 --concurrency $c \
    --csv "bk$c.csv" --quiet > "bk$c" 2>&1 || { cat "bk$c"; fail "microchess@native on Bratko-Kopec"; }
  cut -d, -f1-10,12- "bk$c.csv" > "bkcut$c.csv"
done
[ "$(wc -l < bkcut1.csv)" -eq 25 ] || fail "24 Bratko-Kopec positions and a header"
diff bkcut1.csv bkcut2.csv || fail "microchess@native answers differently two at a time"
grep -q "^microchess@native: solved [0-9]* of 24" bk1 || { cat bk1; fail "the Bratko-Kopec summary"; }
# A second run adds its rows to the table; a file that is no such table is refused, never replaced.
"$veteran" suite "$data/bratko-kopec.epd" --engine microchess@native --tc depth=2 --csv bk1.csv --quiet > bk3 2>&1 ||
  { cat bk3; fail "a second run into the same CSV"; }
[ "$(wc -l < bk1.csv)" -eq 49 ] && [ "$(grep -c '^engine,' bk1.csv)" -eq 1 ] || fail "the second run's rows were not added"
echo "my notes" > notes.csv
"$veteran" suite "$data/bratko-kopec.epd" --engine microchess@native --tc depth=2 --csv notes.csv > bk4 2>&1 &&
  fail "a CSV that is the user's own file was accepted"
grep -q "notes.csv (the CSV file): holds something else" bk4 && [ "$(cat notes.csv)" = "my notes" ] ||
  { cat bk4; fail "the user's file was not refused as it was"; }

# veteran rank (Senft's Table I) by each method, on three legal moves whose
# scores the engine is scripted to give; equal scores share a rank.
cp "$here/kings.epd" .
for m in multipv searchmoves replies choice; do
  "$veteran" rank kings.epd --engine "$engine" --tc depth=1 --method $m --csv "rank_$m.csv" > "rank_$m" 2>&1 ||
    { cat "rank_$m"; fail "rank by $m"; }
  tail -1 "rank_$m.csv" | sed "s|$work/||g" >> ranks.csv
done
cat > want_ranks.csv << 'END'
uci:answering_engine.sh,kings,7k/8/8/8/8/8/8/K7 w - - 0 1,Kb2,3,2,multipv,1:Ka2 2:Kb2 3:Kb1,
uci:answering_engine.sh,kings,7k/8/8/8/8/8/8/K7 w - - 0 1,Kb2,3,1,searchmoves,1:Kb2 1:Ka2 3:Kb1,
uci:answering_engine.sh,kings,7k/8/8/8/8/8/8/K7 w - - 0 1,Kb2,3,1,replies,1:Kb2 2:Kb1 3:Ka2,
uci:answering_engine.sh,kings,7k/8/8/8/8/8/8/K7 w - - 0 1,Kb2,3,,choice,0:Ka2,
END
diff want_ranks.csv ranks.csv || fail "the rankings"
grep -q "^      1\.  kings  *3  *2  multipv" rank_multipv || { cat rank_multipv; fail "Table I's row"; }
grep -q "first 0 times (of 1)" rank_multipv || fail "Table I's totals"
grep -q "chosen 0 times of 1" rank_choice || fail "the choice-only total"
# Automatic: MultiPV when the engine offers enough lines.
"$veteran" rank kings.epd --engine "$engine" --tc depth=1 > rank_auto 2>&1 || fail "rank, automatic"
grep -q "multipv" rank_auto || { cat rank_auto; fail "automatic picks MultiPV"; }
# Lines that cannot be ranked are named; the run goes on and ends with status 1.
"$veteran" rank small.epd --engine "$engine" --tc depth=3 > rank_small 2>&1 && fail "unranked lines accepted"
grep -q "no bm: nothing to rank" rank_small || { cat rank_small; fail "a line without bm named"; }
grep -q "crash: .*crashed" rank_small || fail "the crash named"
grep -q "^      7\.  after the crash  *16  *3  searchmoves" rank_small || { cat rank_small; fail "the run went on after the crash"; }

# A program's own games as a suite: the positions where it was to move, its
# moves the answers (kotok@native against the four 1966-67 games with ITEP).
games="$here/../data/kotok-itep-1967.pgn"
for c in 1 2; do
  "$veteran" suite "$games" --played-by kotok --engine kotok@native --level 2 --concurrency $c --csv "played$c.csv" \
    > "played$c" 2>&1 || { cat "played$c"; fail "a PGN's positions by --played-by"; }
  cut -d, -f1-10,12- "played$c.csv" > "playedcut$c.csv"
done
# Its moves in the four games: 37 + 40 + 18 + 41.
grep -q "^suite .*: 136 positions" played1 || { cat played1; fail "the 136 positions where Kotok-McCarthy was to move"; }
grep -q "game 1 move 1\.\.\.,.*,e5," played1.csv || { head -3 played1.csv; fail "the move played as the answer"; }
diff playedcut1.csv playedcut2.csv || fail "kotok@native answers differently two at a time"
# The same through veteran compare, game by game: B is the moves played.
"$veteran" compare kotok@native played:kotok --positions "$games" --level 2 > cmp 2>&1
[ $? -eq 1 ] || { cat cmp; fail "compare against the moves played: status 1 where they differ"; }
solved=$(sed -n 's/.*: solved \([0-9]*\) of 136.*/\1/p' played1)
grep -q "^agreement: $solved of 136 positions" cmp || { cat cmp played1; fail "compare and suite count the same agreement"; }
grep -q "^game 3 (ITEP program - Kotok-McCarthy program, 1-0): [0-9]* of 18 moves as played$" cmp ||
  { cat cmp; fail "the agreement of game 3"; }
[ "$(grep -c ' moves as played$' cmp)" -eq 4 ] || { cat cmp; fail "a line for each of the four games"; }
"$veteran" compare kotok@native played:nobody --positions "$games" > err 2>&1 && fail "compare: an absent player accepted"
grep -q "no game with a player named 'nobody'" err || { cat err; fail "compare: the absent player named"; }
"$veteran" compare kotok@native played:kotok --positions small.epd > err 2>&1 && fail "compare: played: with an EPD"
grep -q "give --positions FILE.pgn" err || { cat err; fail "compare: played: needs a PGN"; }
"$veteran" suite "$games" --played-by nobody --engine kotok@native > err 2>&1 && fail "an absent player accepted"
grep -q "no game with a player named 'nobody'" err || { cat err; fail "the absent player named"; }
"$veteran" suite "$games" --engine kotok@native > err 2>&1 && fail "a PGN without --played-by accepted"
grep -q "played-by" err || { cat err; fail "a PGN needs --played-by"; }

# Bad usage.
"$veteran" suite small.epd > err 2>&1 && fail "no engine accepted"
grep -q "no engine" err || { cat err; fail "no engine: the message"; }
"$veteran" suite missing.epd --engine microchess@native > err 2>&1 && fail "a missing file accepted"
grep -q "missing.epd" err || { cat err; fail "the missing file named"; }
"$veteran" suite small.epd --engine nosuch@native > err 2>&1 && fail "an unknown engine accepted"
grep -qi "nosuch" err || { cat err; fail "the unknown engine named"; }
"$veteran" rank kings.epd --engine "$engine" --method nosuch > err 2>&1 && fail "an unknown method accepted"
grep -q "auto, multipv" err || { cat err; fail "the methods named"; }
# Senft's positions in Table I's layout: each position's own number, Table I's comments and its
# rank beside the engine's, and both totals.
"$veteran" rank "$data/senft.epd" --engine player@native > senft_rank 2>&1 || { cat senft_rank; fail "rank senft.epd"; }
grep -q "^ *Position  Comments  *Total Moves  *Ranking  *Table I  *method" senft_rank || { cat senft_rank; fail "Table I's header"; }
grep -q "^     17\.  (!!)(S)  *50  *[0-9][0-9]*  *31  multipv" senft_rank || { cat senft_rank; fail "position 17's row"; }
grep -q "^     27\.  (!)  *35  *[0-9][0-9]*  *-  multipv" senft_rank || { cat senft_rank; fail "an illegible Table I rank"; }
grep -q "^Table I (the positions whose rank it gives legibly): top ten 9, top five 7, first 4 (of 13)" senft_rank ||
  { cat senft_rank; fail "Table I's totals"; }
echo "veteran suite and rank: the scripted engine's results exact, bad lines and a crash counted, Bratko-Kopec by microchess@native"
