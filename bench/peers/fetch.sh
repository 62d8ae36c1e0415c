#!/bin/sh
# Fetches the other emulators' cores and the CPU test suites that
# bench/README.md's table compares veteran with, at the commits it was
# measured with, into DIR (outside the repository; nothing of theirs is
# committed to veteran):
#
#   bench/peers/fetch.sh DIR
#
# then bench/peers/build.sh DIR/src DIR/bin and bench/peers/compare.py.
# GITHUB (default https://github.com) may name another place with the same
# owner/name layout, such as a local mirror.
set -eu
dir=$1
base=${GITHUB:-https://github.com}
mkdir -p "$dir/src" "$dir/suites"
get() {  # NAME OWNER/REPO COMMIT
  if [ ! -d "$dir/src/$1/.git" ]; then git clone -q "$base/$2" "$dir/src/$1"; fi
  git -C "$dir/src/$1" -c advice.detachedHead=false checkout -q "$3"
  echo "$1: $2 at $3"
}
get fake6502 omarandlorraine/fake6502 b4b53778ac25d280e30d4b13435bc7bfbb6021ce
get mos6502 gianlucag/mos6502 5790adce684aaca195b27b17d8ce68591d1c3618
get chips floooh/chips 80edacd60ca5dacd3a5bef73200ff407b8e8fea2
get Z80 redcode/Z80 6047716af173f370f891cac7d93dacea55737cbe
get Zeta redcode/Zeta 93ba5ab967eef00f074d21bb760fe9dc48afd2d3
get z80 superzazu/z80 d64fe10a2274e5e40019b1086bf7d8990cbc5f23
get 8080 superzazu/8080 274ffd700b81baabea99b0963bc1260b67132185
get FreeChaF libretro/FreeChaF cdb8ad6fcecb276761b193650f5ce9ae8b878067
get 6502_65C02_functional_tests Klaus2m5/6502_65C02_functional_tests 7954e2dbb49c469ea286070bf46cdd71aeb29e4b
# The suites, as `veteran cputest` recognises them by SHA-1.
cp "$dir/src/6502_65C02_functional_tests/bin_files/6502_functional_test.bin" "$dir/suites/"
cp "$dir/src/z80/roms/zexdoc.cim" "$dir/src/z80/roms/zexall.cim" "$dir/suites/"
cp "$dir/src/8080/cpu_tests/8080EXM.COM" "$dir/suites/"
