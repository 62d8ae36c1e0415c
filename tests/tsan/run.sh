#!/bin/sh
# The tests that start threads (label "threads": the runner's workers at
# concurrency 2, engines kept in the pool between games, the GUI's machine
# runner and game session, the mate solver's threads, veteran suite's
# workers, the protocol servers' search thread) built with ThreadSanitizer (the tsan preset) and run; a data race
# or a lock-order inversion fails them.
#   run.sh SOURCE_DIR
set -u
src=$1
cd "$src" || exit 1
log=build/tsan.log
mkdir -p build
cmake --preset tsan > "$log" 2>&1 || { tail -30 "$log"; echo "FAIL: configuring the tsan preset"; exit 1; }
cmake --build --preset tsan --target veteran tournament_tests gui_tests problems_tests unit_tests >> "$log" 2>&1 ||
  { tail -40 "$log"; echo "FAIL: building under ThreadSanitizer"; exit 1; }
TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1 report_signal_unsafe=0 suppressions=$src/tests/tsan/suppressions.txt" \
  ctest --preset tsan
