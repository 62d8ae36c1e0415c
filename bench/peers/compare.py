#!/usr/bin/env python3
"""Runs veteran's cores and the peers built by bench/peers/build.sh on the same
programs, alternately (veteran first in odd rounds, last in even ones), pinned
to one CPU with taskset, and prints bench/README.md's table: emulated MHz (ns
an instruction for the F8 loop) as the best and the median over the rounds, the ratio
of veteran's median to each peer's, and the load average around each round.

  bench/peers/compare.py --veteran build/release/cli/veteran --peers OUT \\
      --suites DIR [--rounds 3] [--cpu 1] [--slow-once]

DIR holds 6502_functional_test.bin, zexdoc.cim, zexall.cim and 8080EXM.COM.
--slow-once runs peers slower than a third of veteran's speed in the first
round only (they do not decide any ratio the issue asks about)."""
import argparse, os, re, statistics, subprocess, sys

SLOW = {"gianlucag-mos6502", "chips-m6502", "chips-z80", "superzazu-z80"}


def rows(a):
    s, p, v = a.suites, a.peers, a.veteran
    f = lambda name: os.path.join(s, name)
    return [
        ("6502", "Dormann functional test", [
            ("veteran", [v, "cputest", f("6502_functional_test.bin")]),
            ("fake6502", [p + "/fake6502", f("6502_functional_test.bin")]),
            ("gianlucag-mos6502", [p + "/gianlucag-mos6502", f("6502_functional_test.bin")]),
            ("chips-m6502", [p + "/chips-m6502", f("6502_functional_test.bin")])]),
        ("Z80", "ZEXDOC", [
            ("veteran", [v, "cputest", f("zexdoc.cim")]),
            ("redcode-z80", [p + "/redcode-z80", f("zexdoc.cim")]),
            ("redcode-z80-q", [p + "/redcode-z80-q", f("zexdoc.cim")]),
            ("superzazu-z80", [p + "/superzazu-z80", f("zexdoc.cim")]),
            ("chips-z80", [p + "/chips-z80", f("zexdoc.cim")])]),
        ("Z80", "ZEXALL", [
            ("veteran", [v, "cputest", f("zexall.cim")]),
            ("redcode-z80", [p + "/redcode-z80", f("zexall.cim")])]),
        ("8080", "8080EXM", [
            ("veteran", [v, "cputest", f("8080EXM.COM")]),
            ("superzazu-8080", [p + "/superzazu-8080", f("8080EXM.COM")])]),
        ("F8", "bench checksum loop (ns/instruction)", [
            ("veteran", [v, "bench", "--rompath", "/nonexistent", "--suite-cycles", "1"]),
            ("freechaf-f8", [p + "/freechaf-f8"])]),
    ]


def measure(cpu, cmd, pin):
    out = subprocess.run(["taskset", "-c", str(pin)] + cmd, capture_output=True, text=True).stdout
    if cpu == "F8":
        m = re.search(r"(?:core=f8 workload=checksum-loop|peer=freechaf-f8).*host_ns_per_instruction=([0-9.]+)", out)
        return float(m.group(1)) if m else None
    m = re.search(r"emulated_mhz=([0-9.]+)", out)
    if m and "result=PASS" in out:
        return float(m.group(1))
    m = re.search(r"^PASS \S+ \d+ ([0-9.]+)", out, re.M)  # veteran cputest
    return float(m.group(1)) if m else None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--veteran", required=True)
    ap.add_argument("--peers", required=True)
    ap.add_argument("--suites", required=True)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--cpu", type=int, default=1)
    ap.add_argument("--slow-once", action="store_true")
    a = ap.parse_args()
    results, loads = {}, []
    for rnd in range(a.rounds):
        before = open("/proc/loadavg").read().split()[0]
        for cpu, program, entries in rows(a):
            order = entries if rnd % 2 == 0 else entries[::-1]
            for name, cmd in order:
                if a.slow_once and rnd > 0 and name in SLOW:
                    continue
                value = measure(cpu, cmd, a.cpu)
                if value is None:
                    sys.exit(f"compare.py: {name} did not pass {program}: {' '.join(cmd)}")
                results.setdefault((cpu, program, name), []).append(value)
                print(f"round {rnd + 1} {cpu} {program} {name} {value}", file=sys.stderr, flush=True)
        loads.append((before, open("/proc/loadavg").read().split()[0]))
    print("| CPU | program | emulator | best | median | rounds | veteran's median against it | round by round |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for cpu, program, entries in rows(a):
        vet = statistics.median(results[(cpu, program, "veteran")])
        for name, _ in entries:
            vals = results[(cpu, program, name)]
            med = statistics.median(vals)
            ns = cpu == "F8"
            best = max(vals) if not ns else min(vals)
            hi_is_good = vet / med if not ns else med / vet
            ratio = "" if name == "veteran" else f"{hi_is_good:.2f}x"
            vets = results[(cpu, program, "veteran")]
            rounds = "" if name == "veteran" else ", ".join(
                f"{(v / x if not ns else x / v):.2f}" for v, x in zip(vets, vals))
            unit = " ns" if ns else " MHz"
            print(f"| {cpu} | {program} | {name} | {best:.2f}{unit} | {med:.2f}{unit} | {len(vals)} | {ratio} | {rounds} |")
    print("\nload average (1 min) before and after each round: " +
          ", ".join(f"{b}-{e}" for b, e in loads))


main()
