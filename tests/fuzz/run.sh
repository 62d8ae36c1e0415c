#!/bin/sh
# Builds the libFuzzer targets with clang under AddressSanitizer and
# UndefinedBehaviorSanitizer, and runs each for SECONDS on its committed
# corpus (our own inputs, copied: the run's new inputs are not kept).
#   run.sh SOURCE_DIR BUILD_DIR SECONDS
set -u
src=$1 build=$2 seconds=$3
command -v clang++ > /dev/null || { echo "FAIL: clang++ is not installed (tools/install-deps)"; exit 1; }
flags="-O1 -g -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer"
cmake -S "$src" -B "$build" -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=None -DBUILD_TESTING=OFF \
      -DVETERAN_FUZZ=ON -DVETERAN_GUI=OFF "-DCMAKE_CXX_FLAGS=$flags" > "$build.configure.log" 2>&1 ||
  { cat "$build.configure.log"; echo "FAIL: configuring the fuzz build"; exit 1; }
cmake --build "$build" --target fuzz_all > "$build.build.log" 2>&1 ||
  { tail -40 "$build.build.log"; echo "FAIL: building the fuzz targets"; exit 1; }
passed=0 failed=0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/zip"
# The zip seeds are made here (no binary in the repository): a deflated and a stored member.
python3 -c "
import io, zipfile
for name, method in (('deflated', zipfile.ZIP_DEFLATED), ('stored', zipfile.ZIP_STORED)):
    with zipfile.ZipFile('$work/zip/' + name + '.zip', 'w', method) as z:
        z.writestr('a.bin', bytes(range(256)) * 4)
        z.writestr('set/b.rom', b'veteran' * 20)
"
# A MITS paper tape (selector '5'): NUL leader, a 3-byte loader announced by
# its length, one block of two bytes at $0100 with its checksum, the end record.
mkdir -p "$work/image"
printf '5\000\000\003\003\003\001\002\003\000\074\002\000\001\052\053\126\000\170\000\001' > "$work/image/tap"
# A .chf: the header (version 1.0, hardware type 2, title "t"), a ROM packet of 2 bytes at $0800, a RAM packet at $2800.
{ printf '5CHANNEL F       \060\000\000\000\000\001\002\000\000\000\000\000\000\000\000\000\000t'; head -c 14 /dev/zero
  printf 'CHIP\040\000\000\000\000\000\000\000\000\010\002\000\125\053'; head -c 14 /dev/zero
  printf 'CHIP\020\000\000\000\001\000\000\000\000\050\000\010'; } > "$work/image/chf"
# The same with its RAM packet twice over the same range (refused as overlapping; a million of them once took 43 s).
{ cat "$work/image/chf"; printf 'CHIP\020\000\000\000\001\000\000\000\000\050\000\010'; } > "$work/image/chf-overlap"
# A KIM-1's save state, written by the target itself (no binary in the repository).
mkdir -p "$work/state"
VETERAN_FUZZ_STATE_SEED="$work/state/kim1" "$build/tests/fuzz/fuzz_state" -runs=0 "$work/state" > /dev/null 2>&1
# A Polyglot book of one entry: the initial position (key 463b96181691fc9c), e2e4, weight 1.
mkdir -p "$work/book"
printf '\106\073\226\030\026\221\374\234\003\034\000\001\000\000\000\000' > "$work/book/start"
# An ELF file: the header, one program header (PT_LOAD of 4 bytes at physical $0000) and its bytes.
python3 -c "
import struct
h = b'\x7fELF' + bytes([1, 1, 1]) + bytes(9) + struct.pack('<HHIIIIIHHHHHH', 2, 83, 1, 0, 52, 0, 0, 52, 32, 1, 0, 0, 0)
p = struct.pack('<IIIIIIII', 1, 84, 0x800000, 0, 4, 4, 5, 2)
open('$work/image/elf', 'wb').write(h + p + bytes([0x0c, 0x94, 0x34, 0x00]))
"
for target in fen san pgn protocol image zip manifest epd journal config problems state book debug weights; do
  mkdir -p "$work/$target"
  cp "$src/tests/fuzz/corpus/$target/"* "$work/$target/" 2>/dev/null
  [ "$target" = config ] && cp "$src/tournament/examples/"*.lua "$src/tournament/default/"*.lua "$work/$target/"
  if (cd "$work" && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
      "$build/tests/fuzz/fuzz_$target" -max_total_time="$seconds" -timeout=5 -malloc_limit_mb=256 -rss_limit_mb=2048 \
      -max_len=65536 "$work/$target" > "$work/$target.log" 2>&1); then
    passed=$((passed + 1))
    echo "fuzz_$target: $(grep -o 'Done [0-9]* runs' "$work/$target.log" | tail -1) in ${seconds} s, no finding"
  else
    failed=$((failed + 1))
    tail -40 "$work/$target.log"
    echo "FAIL: fuzz_$target found a crash, leak, undefined behaviour or hang (the input is in the log above)"
  fi
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
