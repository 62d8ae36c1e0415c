#!/bin/sh
# veteran compare keeps apart what is not a disagreement: a reply that is not
# a legal move (by an engine of our own that always answers e2e5), and a
# position without any legal move (a stalemate, where an engine once
# answered h8g8 and two non-moves counted as agreement).
#   compare_check.sh VETERAN
set -u
v=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/illegal.sh" <<'ENGINE'
#!/bin/sh
while read -r line; do
  case "$line" in
    uci) echo "id name Illegal"; echo "uciok";;
    isready) echo "readyok";;
    go*) echo "bestmove e2e5";;
    quit) exit 0;;
  esac
done
ENGINE
chmod +x "$work/illegal.sh"
printf 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - id "start";\n7k/5Q2/6K1/8/8/8/8/8 b - - id "stalemate";\n' > "$work/p.epd"
passed=0 failed=0
check() { if "$@"; then passed=$((passed + 1)); else echo "FAIL: $*"; failed=$((failed + 1)); fi; }
out=$("$v" compare microchess@native "uci:$work/illegal.sh" --positions "$work/p.epd" --level 1 2>&1); rc=$?
check test $rc -eq 1
check sh -c "printf '%s' '$out' | grep -q 'illegal: .*start'"
check sh -c "printf '%s' '$out' | grep -q '1 illegal replies by uci:'"
check sh -c "printf '%s' '$out' | grep -q '1 without a legal move (not compared)'"
check sh -c "printf '%s' '$out' | grep -q 'agreement: 0 of 0 positions'"
out=$("$v" compare sargon@native sargon@native --positions "$work/p.epd" --level 1 2>&1); rc=$?
check test $rc -eq 0
check sh -c "printf '%s' '$out' | grep -q 'agreement: 1 of 1 positions (100.0%); 1 without a legal move'"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
