#!/bin/sh
# tools/tdl2z80 on our own TDL program (tdl_sample.asm): its image must be
# byte for byte what pasmo makes of the same program in Zilog mnemonics
# (tdl_sample.z80); .END, --past-end and bad input behave as documented.
#   tdl2z80_check.sh TOOLS_DIR TESTS_DIR
set -u
tool=$1/tdl2z80
here=$2
for t in python3 z80asm pasmo; do command -v $t > /dev/null || { echo "FAIL: $t is not installed (tools/install-deps)"; exit 1; }; done
. "$(dirname "$0")/checks.sh"
"$tool" --origin 1000H "$here/tdl_sample.asm" --image "$work/tdl.bin" 2> "$work/err" || cat "$work/err"
pasmo --bin "$here/tdl_sample.z80" "$work/zilog.bin" > /dev/null
check "the TDL program assembles to the Zilog program's bytes" cmp "$work/tdl.bin" "$work/zilog.bin"
"$tool" --origin 1000H --past-end "$here/tdl_sample.asm" --image "$work/past.bin"
check "--past-end reads the line after .END" test "$(od -An -tx1 -j4 -N1 "$work/past.bin" | tr -d ' ')" = 63
check "without --past-end the line after .END is not read" test "$(od -An -tx1 -j3 -N2 "$work/tdl.bin" | tr -d ' ')" = eeff
printf 'START:\tMVI\tA,1\n\tFROB\tA\n' > "$work/bad.asm"
"$tool" "$work/bad.asm" > /dev/null 2> "$work/err"; rc=$?
check "an unknown instruction is an error naming the file and line" \
  sh -c "[ $rc -ne 0 ] && grep -q 'bad.asm:2: unknown instruction' '$work/err'"
printf '\tNOP\n\tNOP\000\n' > "$work/nul.asm"
"$tool" "$work/nul.asm" > /dev/null 2> "$work/err"; rc=$?
check "a NUL byte is an error naming the line" sh -c "[ $rc -ne 0 ] && grep -q 'nul.asm:2: a NUL byte' '$work/err'"
printf '\t.DEFINE M[A,B)=\n\t[NOP]\n' > "$work/macro.asm"
"$tool" "$work/macro.asm" > /dev/null 2> "$work/err"; rc=$?
check "a malformed .DEFINE is an error" sh -c "[ $rc -ne 0 ] && grep -q 'macro.asm:1: cannot read the .DEFINE' '$work/err'"
printf '\tMVI\tA,1\n\tLXI\tH,2000H\n\tMOV\tM,A\n\tHLT\n' > "$work/i8080.asm"
"$tool" --8080 "$work/i8080.asm" --image "$work/i8080.bin"
check "--8080 takes an 8080 program" test "$(od -An -tx1 "$work/i8080.bin" | tr -d " \n")" = 3e012100207776
printf '\tMVI\tA,1\n\tDJNZ\t.\n' > "$work/z80.asm"
"$tool" --8080 "$work/z80.asm" > /dev/null 2> "$work/err"; rc=$?
check "--8080 refuses a Z80 instruction, naming the line" sh -c "[ $rc -ne 0 ] && grep -q 'z80.asm:2: DJNZ is not an 8080 instruction' '$work/err'"
printf '\tLDA\t5(X)\n' > "$work/ix.asm"
"$tool" --8080 "$work/ix.asm" > /dev/null 2> "$work/err"; rc=$?
check "--8080 refuses the index registers" sh -c "[ $rc -ne 0 ] && grep -q 'ix.asm:1: the 8080 has no index registers' '$work/err'"
"$tool" "$work/missing.asm" > /dev/null 2> "$work/err"; rc=$?
check "a missing file is an error naming it" sh -c "[ $rc -ne 0 ] && grep -q 'missing.asm' '$work/err'"
finish
