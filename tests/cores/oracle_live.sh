#!/bin/sh
# ctest -L oracle: records fresh vectors from the installed MAME (a seed other
# than the committed set's) and runs the core against them. Skipped (77) when
# MAME is not installed.
#   oracle_live.sh CPU RUNNER RECORD_SCRIPT [TESTS_PER_OPCODE] [SEED]
set -eu
cpu=$1 runner=$2 record=$3 per=${4:-20} seed=${5:-20261122}
mame=${MAME:-/usr/games/mame}
if [ ! -x "$mame" ]; then
  echo "SKIPPED: MAME not installed ($mame); apt-get install mame to run the live oracle"
  exit 77
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
"$record" "$cpu" "$out" "$per" "$seed"
"$runner" "$out"
