#!/bin/sh
# Builds the other emulators' cores that bench/README.md compares veteran's
# with, each driven by a harness of ours (bench/peers/*.c): the same program,
# a flat 64 KiB RAM, one result line. Nothing of theirs enters the repository.
#
#   bench/peers/build.sh SRC OUT [CFLAGS]
#
# SRC holds the peers' checkouts, as bench/README.md fetches them:
#   fake6502 mos6502 chips Z80 Zeta z80 8080 FreeChaF
# OUT receives the programs. CFLAGS defaults to "-O3": on this machine kind
# each peer ran as fast or faster than with -O3 -march=native (bench/README.md).
set -eu
src=$1 out=$2 flags=${3:--O3}
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"
cc() { echo "gcc $*"; gcc "$@"; }
# fake6502 as one translation unit (its memory functions inline): its fastest build.
cc $flags -DNMOS6502 -DDECIMALMODE -I "$src/fake6502" "$here/dormann_fake6502.c" -o "$out/fake6502"
echo "g++ gianlucag"; g++ $flags -I "$src/mos6502" "$src/mos6502/mos6502.cpp" "$here/dormann_gianlucag.cpp" -o "$out/gianlucag-mos6502"
cc $flags -I "$src/chips/chips" "$here/dormann_chips_m6502.c" -o "$out/chips-m6502"
cc $flags -I "$src/chips/chips" "$here/cpm_chips_z80.c" -o "$out/chips-z80"
# redcode/Z80 without and with Q (the SCF/CCF quirk; veteran's core has Q always).
cc $flags -DZ80_STATIC -I "$src/Z80/API" -I "$src/Zeta/API" "$src/Z80/sources/Z80.c" "$here/cpm_redcode_z80.c" -o "$out/redcode-z80"
cc $flags -DZ80_STATIC -DZ80_WITH_Q -I "$src/Z80/API" -I "$src/Zeta/API" "$src/Z80/sources/Z80.c" "$here/cpm_redcode_z80.c" -o "$out/redcode-z80-q"
cc $flags -I "$src/z80" "$src/z80/z80.c" "$here/cpm_superzazu.c" -o "$out/superzazu-z80"
cc $flags -DPEER_8080 -I "$src/8080" "$src/8080/i8080.c" "$here/cpm_superzazu.c" -o "$out/superzazu-8080"
cc $flags -I "$src/FreeChaF/src" "$here/f8_loop_freechaf.c" -o "$out/freechaf-f8"
