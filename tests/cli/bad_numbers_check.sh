#!/bin/sh
# Hardening: numbers and options that once ended in an abort (SIGABRT from an
# uncaught exception) or ran forever are refused with exit status 2 and a
# message naming the option and the range.
#   bad_numbers_check.sh VETERAN
set -u
v=$1
passed=0 failed=0
expect() {  # message-pattern, command...
  pattern=$1; shift
  out=$("$@" < /dev/null 2>&1); rc=$?
  if [ $rc -eq 2 ] && printf '%s' "$out" | grep -q -- "$pattern"; then passed=$((passed + 1))
  else echo "FAIL: $* -> status $rc: $out"; failed=$((failed + 1)); fi
}
expect "level takes a whole number from 1 to 99, not 'abc'" "$v" engine microchess@native --level abc
expect "not '99999999999'" "$v" engine microchess@native --level 99999999999
expect "microchess@native has levels 1 to 3, not 9" "$v" engine microchess@native --level 9
expect "seconds takes a number from 0 to 1000000, not 'nan'" "$v" run jupiter3 --seconds nan
expect "not '-1'" "$v" run jupiter3 --seconds -1
expect "not 'inf'" "$v" run jupiter3 --seconds inf
expect "wait:abc takes a number" "$v" run jupiter3 --keys "wait:abc"
expect "level takes a whole number from 0 to 99, not 'abc'" "$v" compare microchess@native sargon@native --level abc
expect "unknown option '--bogus'" "$v" bench --bogus
expect "cycles takes a whole number" "$v" bench --cycles 12x
expect "needs a value" "$v" perft --depth
expect "depth takes a whole number from 0 to 12" "$v" perft --depth 13
expect "is given twice" "$v" perft --depth 1 --depth 2
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
