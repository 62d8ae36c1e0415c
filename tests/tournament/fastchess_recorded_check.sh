#!/bin/sh
# veteran match -output format=fastchess held to console logs recorded from
# fastchess 1.8.2 (fastchess_recorded/commands.txt): the same lines, line for
# line, but for the wall clock's "Total Time". Deterministic engines: veteran's
# native programs at a fixed level behind their UCI servers.
set -u
veteran=$(realpath "$1")
recorded=$(realpath "$(dirname "$0")")/fastchess_recorded
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1
printf '#!/bin/sh\nexec "%s" engine microchess@native --level 1\n' "$veteran" > micro.sh
printf '#!/bin/sh\nexec "%s" engine sargon@native --level 1\n' "$veteran" > sargon.sh
chmod +x micro.sh sargon.sh
cp "$recorded/openings.epd" .
fail=0
grep -v '^#' "$recorded/commands.txt" | while IFS='|' read -r number fastchess args; do
  # shellcheck disable=SC2086 # the recorded arguments, split as a shell splits them
  if ! timeout 600 "$veteran" match $args > v.log 2> v.err; then
    cat v.err
    echo "FAIL: $number: exit status"
    exit 1
  fi
  grep -v '^Total Time: ' "$recorded/$number.log" > want.log
  grep -v '^Total Time: ' v.log > got.log
  if ! cmp -s want.log got.log; then
    echo "FAIL: $number: the console differs from fastchess's ($fastchess)"
    diff want.log got.log | head -12
    exit 1
  fi
  echo "ok: $number ($(grep -c '^Finished game' v.log) games, the log as fastchess printed it)"
done || fail=1
grep -q '^Total Time: [0-9][0-9]:[0-9][0-9]:[0-9][0-9] (hours:minutes:seconds)$' v.log || { echo "FAIL: no Total Time line"; fail=1; }
exit $fail
