#!/bin/sh
# veteran train (PRO, a reconstruction) end to end on lessons of our own
# (pro_lessons.pgn: opening lines): a line a pass, the weights file, the curve
# as SVG and PNG, the weights used by player@native wherever an engine is named
# (suite, match), the same weights from the same lessons, and the refusals: an
# overlap with the test positions, a damaged weights file.
# The test positions are Bratko-Kopec's (Senft's share the opening positions with the lessons:
# refused as an overlap, which the test checks too).
#   train_check.sh VETERAN LESSONS.pgn SENFT.epd BRATKO-KOPEC.epd
set -u
veteran=$1 lessons=$2 senft=$3 bk=$4
work=$(mktemp -d) || exit 1
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
cd "$work" || exit 1
printf 'veteran-player-weights 1\nnwt 100 100 100 100 100 100 100 100 100 100 100 100 100 100 100 100 100\nthreshold 0\nmade-by hand\n' > start.txt
# The CRC of the lines above: written by veteran itself, so the test needs no tool of its own.
"$veteran" train player@native --positions "$lessons" --weights-in start.txt --weights-out w.txt 2> err.txt
grep -q "start.txt:5: the file ends before\|cut short" err.txt || { cat err.txt; fail "a weights file without its CRC was not refused"; }
for run in 1 2; do
  "$veteran" train player@native --positions "$lessons" --equal 100 --n 1700 --passes 4 --weights-out w$run.txt \
    --test "$bk" --plot curve$run.svg > out$run.txt 2>&1 || { cat out$run.txt; fail "train run $run"; }
done
cat out1.txt
grep -q "^pass 0 " out1.txt && grep -q "^pass 1 " out1.txt || fail "no line a pass"
grep -q "^tested on .*bratko-kopec.epd" out1.txt || fail "no test ranking"
# The same weights (the made-by lines name the two files).
[ "$(grep '^nwt\|^threshold' w1.txt)" = "$(grep '^nwt\|^threshold' w2.txt)" ] || fail "the same lessons trained other weights"
grep -q '^pass 1 .*weights 100 100 100 100 100 100 100 100 100 100 100 100 100 100 100 100 100;' out1.txt &&
  fail "the teacher moved no weight"
head -1 w1.txt | grep -qx "veteran-player-weights 1" || fail "not a weights file"
grep -q "<svg" curve1.svg && grep -q "mean rank" curve1.svg || fail "no curve in the SVG"
"$veteran" train player@native --positions "$lessons" --equal 100 --n 1700 --passes 1 --weights-out w3.txt --plot curve.png > /dev/null ||
  fail "train --plot PNG"
[ "$(head -c 4 curve.png | od -An -c | tr -d ' ')" = "211PNG" ] || fail "curve.png is not a PNG"
# Never on the positions it is tested on: the lessons' first positions are also Senft's (19-23).
if "$veteran" train player@native --positions "$lessons" --weights-out w4.txt --test "$senft" > overlap.txt 2>&1; then
  fail "an overlap with the test positions was not refused"
fi
grep -q "also test positions" overlap.txt || { cat overlap.txt; fail "the overlap's message"; }
"$veteran" train player@native --positions "$lessons" --weights-out w4.txt --test "$senft" --allow-overlap --passes 1 \
  > /dev/null || fail "--allow-overlap"
# The trained weights wherever an engine is named.
"$veteran" suite "$senft" --engine "player@native weights=w1.txt" --max 3 > suite.txt 2>&1 || { cat suite.txt; fail "suite"; }
"$veteran" match -engine program=player@native weights=w1.txt name=trained -engine program=player@native name=equal \
  -each tc=40/60 -games 2 -maxmoves 20 -pgnout m.pgn > match.txt 2>&1 || { cat match.txt; fail "match with weights="; }
grep -q 'Result' m.pgn || fail "no game with the trained weights"
# A damaged file is refused by name, wherever it is named.
sed 's/^nwt \([0-9]\)/nwt 9\1/' w1.txt > bad.txt
if "$veteran" suite "$senft" --engine "player@native weights=bad.txt" --max 1 > bad.out 2>&1; then
  grep -q "bad.txt.*damaged" bad.out || { cat bad.out; fail "a damaged weights file was used"; }
fi
grep -q "bad.txt.*damaged" bad.out || { cat bad.out; fail "a damaged weights file not named"; }
if "$veteran" suite "$senft" --engine "microchess@native weights=w1.txt" --max 1 > other.out 2>&1; then fail "weights= taken by microchess@native"; fi
grep -q "has no setting 'weights'" other.out || { cat other.out; fail "the wrong program's setting"; }
echo "1 passed, 0 failed"
