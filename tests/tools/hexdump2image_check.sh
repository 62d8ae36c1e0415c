#!/bin/sh
# tools/hexdump2image on dumps of our own: the Intel HEX and MOS paper tape it
# writes, record by record as computed by hand, read back by binutils'
# objcopy and by veteran's own loaders; ranges, corrections and bad input.
#   hexdump2image_check.sh TOOLS_DIR VETERAN
set -u
tool=$1/hexdump2image
veteran=$2
for t in python3 objcopy; do command -v $t > /dev/null || { echo "FAIL: $t is not installed (tools/install-deps)"; exit 1; }; done
. "$(dirname "$0")/checks.sh"
printf '; our own\n0200 A9 00 85\n\n1F6A: 60\n' > "$work/tiny.txt"
"$tool" --range 0200-02FF "$work/tiny.txt" "$work/tiny.hex" > /dev/null
"$tool" --range 0200-02FF "$work/tiny.txt" "$work/tiny.pap" > /dev/null
# 03+02+00+00+A9+00+85 = $133: checksum $CD; the paper tape sums to $0133.
check "Intel HEX record" [ "$(cat "$work/tiny.hex")" = "$(printf ':03020000A90085CD\n:00000001FF')" ]
check "paper tape record and count" [ "$(cat "$work/tiny.pap")" = "$(printf ';030200A900850133\n;0000010001')" ]
# A longer dump: 40 bytes over two lines and a gap, with a correction.
{ printf '1000'; i=0; while [ $i -lt 20 ]; do printf ' %02X' $i; i=$((i + 1)); done; printf '\n'
  printf '1020'; i=20; while [ $i -lt 40 ]; do printf ' %02X' $i; i=$((i + 1)); done; printf '\n'; } > "$work/long.txt"
"$tool" --set 1005=EE "$work/long.txt" "$work/long.hex" > /dev/null
objcopy -I ihex -O binary "$work/long.hex" "$work/long.bin"
python3 -c "
import sys
data = bytes(range(20)) + bytes(12) + bytes(range(20, 40))
data = data[:5] + b'\xee' + data[6:]
sys.exit(open('$work/long.bin', 'rb').read() != data)"
check "objcopy reads the bytes back, gap and correction included" [ $? -eq 0 ]
"$tool" "$work/long.txt" "$work/long.pap" > /dev/null
check "veteran loads the paper tape" "$veteran" run jupiter3 --load "$work/long.pap" --seconds 0.01 > /dev/null 2>&1
check "veteran loads the Intel HEX" "$veteran" run jupiter3 --load "$work/long.hex" --seconds 0.01 > /dev/null 2>&1
# Bad input names the line.
printf '0200 A9 00\n0201 01\n' > "$work/twice.txt"
"$tool" "$work/twice.txt" "$work/x.hex" 2> "$work/err"
check "two bytes for one address is an error with the line" grep -q "twice.txt:2: \$0201 is \$00 on an earlier line, \$01 here" "$work/err"
printf '0200 A9 00\nLDA #0\n' > "$work/junk.txt"
"$tool" "$work/junk.txt" "$work/x.hex" 2> "$work/err"
check "a line that is not a dump is an error with the line" grep -q "junk.txt:2: not an address and bytes" "$work/err"
"$tool" "$work/tiny.txt" "$work/x.bin" 2> "$work/err"
check "an unknown output format is refused" grep -q "name it .hex" "$work/err"
finish
