#!/bin/sh
# veteran mate as a user runs it: the shipped suites checked against their
# published keys and solutions (each also tried one move shorter), one problem
# from the command line in each genre, JSON for scripts, and bad input refused
# with the file, line and reason, exit status non-zero and no abort.
veteran=$1
suites=$2
work=$(mktemp -d) || exit 1
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

for f in "$suites"/*.epd; do
  # hard.epd is the benchmark's (bench/mate_peers.py checks its answers): seconds to minutes a problem.
  [ "$(basename "$f")" = hard.epd ] && continue
  "$veteran" mate --suite "$f" > "$work/out" 2>&1 || { cat "$work/out"; fail "$f: not every problem solved as published"; }
  tail -1 "$work/out"
done
"$veteran" mate --suite --threads 2 "$suites/directmates.epd" > "$work/out" 2>&1 || { cat "$work/out"; fail "two threads"; }

# One problem a genre, from the command line.
"$veteran" mate "5B2/3n4/2Ppp3/3kN1Q1/1R6/3P4/2K5/8 w - -" 2 > "$work/dm" || fail "#2 from the command line"
grep -q "^   1.Qg5-d8 !" "$work/dm" || { cat "$work/dm"; fail "the #2 key in Popeye's layout"; }
grep -q "^key: Qd8 (#2)" "$work/dm" || fail "the #2 key line"
grep -q "^    all " "$work/dm" || fail "the statistics table"
"$veteran" mate "2N2bBR/4P1k1/7p/2N2p1P/3p1P2/1PpP4/2Kp4/1n1R4 w - -" s#2 > "$work/sm" || fail "s#2"
grep -q "2.e7\*f8=S" "$work/sm" || { cat "$work/sm"; fail "the s#2 tree's knight promotion"; }
"$veteran" mate "4R3/8/Q7/1B1p4/2bpR3/P2kr3/6K1/6b1 b - -" h#2 > "$work/hm" || fail "h#2"
grep -c "#$" "$work/hm" | grep -qx 2 || { cat "$work/hm"; fail "the two helpmate solutions"; }
"$veteran" mate "5B2/3n4/2Ppp3/3kN1Q1/1R6/3P4/2K5/8 w - -" 1 > "$work/none" || fail "#1 without a solution is not an error"
grep -q "^no solution in #1" "$work/none" || fail "no solution in #1"
"$veteran" mate "8/8/8/8/8/6KQ/8/4n1k1 w - -" 5 --shortest > "$work/short" || fail "--shortest"
grep -q "^key: Qh2+ (#2)" "$work/short" || { cat "$work/short"; fail "--shortest stops at #2"; }

# JSON for scripts: one object, keys and iterations.
"$veteran" mate --json "5B2/3n4/2Ppp3/3kN1Q1/1R6/3P4/2K5/8 w - -" 2 > "$work/json" || fail "--json"
python3 -c "
import json,sys
j=json.load(open('$work/json'))
assert j['keys'][0]['uci']=='g5d8' and j['keys'][0]['san']=='Qd8', j['keys']
assert j['solved_in']==2 and len(j['iterations'])==2
assert all(d['answers'] for d in j['tree'][0]['defences'])
" || fail "the JSON"
# solved_in counts moves in every genre, as the stipulation does: 2 for h#2, 2.5 for h#2.5.
"$veteran" mate --json "$suites/helpmates.epd" > "$work/json" || fail "--json of the helpmates"
python3 -c "
import json
for line in open('$work/json'):
    j = json.loads(line)
    assert j['solved_in'] == float(j['stipulation'][2:]), (j['stipulation'], j['solved_in'])
" || fail "solved_in of the helpmates in moves"

# Bad input: the reason, non-zero, no abort (status 1 or 2, never 134).
expect() {  # expect STATUS TEXT -- ARGS...
  want=$1 text=$2
  shift 3
  "$veteran" mate "$@" > "$work/bad" 2>&1
  got=$?
  [ "$got" = "$want" ] || { cat "$work/bad"; fail "mate $*: status $got, not $want"; }
  grep -q "$text" "$work/bad" || { cat "$work/bad"; fail "mate $*: no '$text'"; }
}
expect 2 "must be 1 to 30" -- "k7/8/8/8/8/8/8/K7 w - -" 0
expect 2 "must be 1 to 30" -- "k7/8/8/8/8/8/8/K7 w - -" -3
expect 2 "must be 1 to 30" -- "k7/8/8/8/8/8/8/K7 w - -" 99999
expect 2 "is not #N" -- "k7/8/8/8/8/8/8/K7 w - -" "x#2"
expect 1 "2 white kings" -- "k7/8/8/8/8/8/8/K6K w - -" 2
expect 1 "side not to move is in check" -- "k7/1Q6/8/8/8/8/8/K7 w - -" 2
expect 1 "already mated" -- "k7/1Q6/1K6/8/8/8/8/8 b - -" 2
expect 1 "already stalemated" -- "k7/2Q5/1K6/8/8/8/8/8 b - -" 2
printf 'k7/8/8/8/8/8/8/K7 w - - dm 2; bm Qa1;\ngarbage\n' > "$work/garbage.epd"
expect 1 "garbage.epd:2: an EPD line needs the four FEN fields" -- "$work/garbage.epd"
# Positions no game reaches are solved, with a warning naming why; a FEN of the board alone says
# what it takes for the rest.
"$veteran" mate "kr6/pp6/8/8/8/1P6/QQQQQQQQ/Q6K w - -" 1 --no-tree > "$work/out" 2>&1
grep -q "warning: command line:1: White has 8 promoted pieces and 1 pawn, more than its eight pawns" "$work/out" ||
  { cat "$work/out"; fail "nine queens and a pawn: no warning"; }
"$veteran" mate "7k/8/8/8/8/6K1/PPPPPPPP/1B1B1B2 w - -" 2 --no-tree > "$work/out" 2>&1
grep -q "White has 2 promoted pieces and 8 pawns" "$work/out" || { cat "$work/out"; fail "three light bishops: no warning"; }
"$veteran" mate "7k/R7/6K1/8/8/8/8/8" 1 --no-tree > "$work/out" 2>&1
grep -q "the FEN gives 1 of its four fields: taken as White to move, no castling, no en passant" "$work/out" &&
  grep -q "^key: Ra8#" "$work/out" || { cat "$work/out"; fail "a board-only FEN: not said what was taken"; }
"$veteran" mate "7k/R7/6K1/8/8/8/8/8 w - -" 1 --no-tree > "$work/out" 2>&1
grep -q "warning\|fields" "$work/out" && { cat "$work/out"; fail "a sound position warned of"; }
# A bad line among good ones: said and skipped, the rest solved, status 1.
printf '7k/R7/6K1/8/8/8/8/8 w - - dm 1; id "first";\ngarbage\n7k/8/6K1/8/8/8/8/R7 w - - dm 1; id "last";\n' > "$work/mixed.epd"
expect 1 "mixed.epd:2: an EPD line needs the four FEN fields (skipped)" -- "$work/mixed.epd"
[ "$(grep -c '^key: Ra8# (#1)' "$work/bad")" = 2 ] || { cat "$work/bad"; fail "the good problems around a bad line were not both solved"; }
printf '# two\n\nk7/8/8/8/8/8/8/K8 w - - dm 2; id "broken";\n' > "$work/bad.epd"
expect 1 "bad.epd:3 (broken): FEN rank 1 has more than 8 squares" -- "$work/bad.epd"
printf 'k7/8/8/8/8/8/8/K7 w - - dm 2 id;\n' > "$work/ops.epd"
expect 1 "ops.epd:1: 'dm' takes one operand" -- "$work/ops.epd"
expect 1 "no-such.epd" -- "$work/no-such.epd"
expect 2 "veteran mate FEN" -- a b c
printf 'k7/8/8/8/8/8/8/K7 w - - dm 2; dm 3;\n' > "$work/twice.epd"
expect 1 "twice.epd:1: 'dm' is given twice" -- "$work/twice.epd"
printf 'k7/8/8/8/8/8/8/K7 w - - dm 2; stip "h#2";\n' > "$work/both.epd"
expect 1 "both.epd:1: both 'dm' and 'stip'" -- "$work/both.epd"
printf '5B2/3n4/2Ppp3/3kN1Q1/1R6/3P4/2K5/8 w - - dm 2; bm Qd8 Qd8 Qd8; id "one key thrice";\n' > "$work/thrice.epd"
"$veteran" mate --suite "$work/thrice.epd" > "$work/thrice.out" 2>&1 || { cat "$work/thrice.out"; fail "bm Qd8 Qd8 Qd8 is not one key"; }
printf '5B2/3n4/2Ppp3/3kN1Q1/1R6/3P4/2K5/8 w - - dm 2; bm Qh4; id "wrong key";\n' > "$work/wrong.epd"
expect 1 "WRONG .*found Qd8, published Qh4" -- --suite "$work/wrong.epd"
# A published helpmate line with a move the position does not allow names the word and why.
printf '4R3/8/Q7/1B1p4/2bpR3/P2kr3/6K1/6b1 b - - stip "h#2"; sol "1.Bxb5 Rxe3+ 2.Kc4 Rc8# | 1.Rxe4 Bxc9+ 2.Ke3 Qh6#";\n' > "$work/badline.epd"
expect 1 "has 'Bxc9+', which is not a legal move" -- --suite "$work/badline.epd"
# A problem that would run for ever (no mate in 30 from the initial position): --seconds gives it up,
# saying how deep it is proven; --progress reports each depth on standard error, as JSON lines with --json.
start="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
"$veteran" mate "$start" "#30" --seconds 0.5 --progress > "$work/long" 2> "$work/long.err" || fail "#30 with --seconds"
grep -q "^stopped after .*: no solution in [0-9]* moves or fewer (depth [0-9]* not finished)" "$work/long" ||
  { cat "$work/long"; fail "a stopped #30 does not say how deep it is proven"; }
grep -q "depth 1 of 30: 0 solutions" "$work/long.err" || { cat "$work/long.err"; fail "no progress line for depth 1"; }
"$veteran" mate "$start" "h#30" --seconds 0.5 --progress --json > "$work/long" 2> "$work/long.err" || fail "h#30 --json"
grep -q '"stopped":true' "$work/long" && grep -q '"proven_depth":' "$work/long" || fail "the JSON of a stopped problem"
grep -q '"depth":2,.*"of":60' "$work/long.err" || { cat "$work/long.err"; fail "no JSON progress line"; }
echo "veteran mate: suites as published, every genre, JSON, bad input refused, long problems given up with --seconds"
