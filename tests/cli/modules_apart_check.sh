#!/bin/sh
# veteran copied alone, without veteran-gui.so and veteran-png.so beside it:
# the commands that need neither work (a two-mover solved, an engine's
# handshake), and `veteran gui` fails with status 1 naming the missing part.
set -u
veteran=$1
work=$(mktemp -d) || exit 1
trap 'rm -rf "$work"' EXIT
cp "$veteran" "$work/veteran"
fail() { echo "FAIL: $*"; exit 1; }
out=$("$work/veteran" mate "Rbb4k/pp2p3/5PP1/8/5p2/2p4p/B7/K1Q5 w - - 0 1" 2 --no-tree) || fail "mate without the parts: $out"
echo "$out" | grep -q "key: Qxc3" || fail "mate without the parts gave: $out"
out=$(printf 'uci\nquit\n' | "$work/veteran" engine microchess@native) || fail "engine without the parts"
echo "$out" | grep -q "^uciok" || fail "no uciok without the parts: $out"
"$work/veteran" gui --headless --do quit > "$work/gui.txt" 2>&1 && fail "gui ran without veteran-gui.so"
grep -q "veteran-gui.so is built beside the veteran executable" "$work/gui.txt" || { cat "$work/gui.txt"; fail "gui's message"; }
echo "ok: mate and engine run without the parts; gui says: $(cat "$work/gui.txt")"
