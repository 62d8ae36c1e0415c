#!/bin/sh
# With the KIM-1 ROMs in VETERAN_ROMPATH: the real monitor, driven through the
# keypad, shows what a person would see. Skipped (77), by name, without them.
#   monitor_check.sh VETERAN
set -u
veteran=$1
out=$("$veteran" run kim1 --keys "AD 1 C 0 0" 2>/tmp/veteran-kim1-monitor.err)
rc=$?
if [ $rc -ne 0 ]; then
  if grep -q "romset kim1 not found\|INCORRECT LENGTH" /tmp/veteran-kim1-monitor.err; then
    echo "SKIPPED kim1 monitor test: the kim1 ROM set (6530-002.bin, 6530-003.bin) is not in VETERAN_ROMPATH"
    exit 77
  fi
  cat /tmp/veteran-kim1-monitor.err
  exit 1
fi
check() {  # keys, expected display
  got=$("$veteran" run kim1 --keys "$1" 2>/dev/null)
  if [ "$got" != "$2" ]; then echo "FAIL: keys '$1' show '$got', expected '$2'"; exit 1; fi
  echo "ok: keys '$1' show '$got'"
}
check "AD 1 C 0 0" "1C00 85"                 # the monitor's first instruction, STA $F3
check "AD 1 F F A" "1FFA 1C"                 # the NMI vector's low byte
check "AD 0 2 0 0 DA A 9 +" "0201 00"        # store A9 at $0200, step on
check "AD 0 2 0 0 DA A 9 + AD 0 2 0 0" "0200 A9"
echo "4 passed, 0 failed"
