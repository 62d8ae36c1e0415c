#!/bin/sh
# `veteran run --save-state / --load-state` with our own Jupiter III program
# (jove_dialogue.asm), no user files: a run cut in two at a save state ends
# as the whole run does; a state of another machine, a cut, a damaged and a
# foreign file are refused by name, exit 1, without an abort; what was put in
# the machine (files, a --program, a loaded state's) is named in the state.
#   save_state_check.sh VETERAN PROGRAM.bin
set -u
veteran=$1 program=$2
. "$(dirname "$0")/../../engines/expect.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1

whole=$("$veteran" run jupiter3 --load "$program@1000" --keys "type:G1000 ENTER A wait:50 B" --seconds 0.1 2>&1)
"$veteran" run jupiter3 --load "$program@1000" --keys "type:G1000 ENTER A" --seconds 0.05 --save-state a.state \
  > /dev/null 2>&1 || { echo "FAIL: --save-state"; exit 1; }
halves=$("$veteran" run jupiter3 --load-state a.state --keys "B" --seconds 0.1 2>&1)
expect "the run through a save state" "$halves" "jupiter3: 1.950 emulated seconds" "ANSWER?A" "GOT 41" "ANSWER?B" "GOT 42"
[ "$whole" = "$halves" ] && echo "ok: the same screen and time as the whole run" ||
  { echo "FAIL: the run through a save state differs from the whole run:"; echo "$whole"; echo "---"; echo "$halves"; fail=1; }

# What the machine holds is named in the state: the files loaded, carried on
# through --load-state into the next state, and a --program by its id.
"$veteran" run jupiter3 --load-state a.state --keys "B" --seconds 0.01 --save-state b.state > /dev/null 2>&1 ||
  { echo "FAIL: --load-state then --save-state"; exit 1; }
grep -aqF "$program@1000" a.state && grep -aqF "$program@1000" b.state && echo "ok: the loaded file named in both states" ||
  { echo "FAIL: the loaded file is not named in the state saved after --load-state"; fail=1; }
mkdir rompath
{ cat "$program"; head -c 8411 /dev/zero; } | head -c 8411 > rompath/sargon-jupiter3.bin
"$veteran" run jupiter3 --program sargon --rompath rompath --seconds 0.01 --save-state p.state > /dev/null 2>&1 ||
  { echo "FAIL: --program with --save-state"; exit 1; }
grep -aqF -- "--program sargon@jupiter3" p.state && echo "ok: --program named in the state" ||
  { echo "FAIL: --program is not named in the state"; fail=1; }

refused() {  # refused WHAT STATE-FILE MACHINE MESSAGE
  out=$("$veteran" run "$3" --load-state "$2" 2>&1)
  status=$?
  [ "$status" -eq 1 ] || { echo "FAIL: $1: exit $status, not 1"; fail=1; }
  expect "$1" "$out" "$4"
}
refused "another machine's state" a.state altair8800 "a.state is a save state of the jupiter3, not of the altair8800"
head -c 300 a.state > cut.state
refused "a cut state" cut.state jupiter3 "cut.state is cut short in field 'jupiter3."
python3 -c "import sys; b = bytearray(open('a.state', 'rb').read()); b[40000] ^= 1; open('bad.state', 'wb').write(b)"
refused "a damaged state" bad.state jupiter3 "bad.state is damaged in field 'jupiter3.memory' (its checksum)"
printf 'not a state' > text.state
refused "a foreign file" text.state jupiter3 "text.state is not a veteran save state"
refused "a missing file" none.state jupiter3 "none.state"
exit $fail
