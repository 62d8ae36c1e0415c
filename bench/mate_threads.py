#!/usr/bin/env python3
"""veteran mate on one thread beside two, on the longer problems.

    bench/mate_threads.py VETERAN [--rounds N] [--threads K] [--epd FILE]

The longer problems: the shipped two-movers that take longest asked as #5
and #6 (every key of the longer stipulation: they are cooked there, which is
the point, a search that cannot stop at the first key), and the #4 of
Popeye's TESTS/battle_play.inp asked as #6. Each is solved with --threads 1
and --threads K (default 2) in alternation, N rounds (default 3), keys only
(--no-tree: the tree is built on one thread); the time is veteran's own
"seconds". Both runs must find the same keys. With --epd, the problems are
that file's instead (problems/suites/hard.epd: every genre, its stipulation). Prints one line a problem (the
median times and their ratio) and the median ratio, as bench/ prints them.
"""
import json
import os
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SUITE = os.path.join(HERE, "..", "problems", "suites", "directmates.epd")

# (meson id in the shipped suite, moves asked)
FROM_SUITE = [("meson 81115", 6), ("meson 46106", 6), ("meson 33021", 6), ("meson 60014", 5),
              ("meson 72373", 5), ("meson 64748", 5)]
# Popeye's TESTS/battle_play.inp, "#3.5 with restricted threat length" (stipulation #4).
BATTLE_PLAY = ("Popeye battle_play #4", "4k3/1pp2pp1/8/b1B1pB1R/r7/pp4N1/4K3/R7 w - - 0 1", 6)


def problems():
    fens = {}
    with open(SUITE) as f:
        for line in f:
            if line.startswith("#") or "id \"" not in line:
                continue
            ident = line.split('id "')[1].split('"')[0]
            fens[ident] = " ".join(line.split()[:4]) + " 0 1"
    return [(ident, fens[ident], n) for ident, n in FROM_SUITE] + [BATTLE_PLAY]


def from_epd(path):
    out = []
    with open(path) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            stip = line.split('stip "')[1].split('"')[0] if 'stip "' in line else line.split("dm ")[1].split(";")[0]
            ident = line.split('id "')[1].split('"')[0] if 'id "' in line else line[:20]
            out.append((ident, " ".join(line.split()[:4]) + " 0 1", stip))
    return out


def solve(veteran, fen, n, threads):
    out = subprocess.run([veteran, "mate", fen, str(n), "--no-tree", "--json", "--threads", str(threads)],
                         capture_output=True, text=True, check=True)
    j = json.loads(out.stdout.splitlines()[0])
    return j["seconds"], sorted(key["uci"] for key in j["keys"])


def main():
    args = sys.argv[1:]
    if not args or args[0].startswith("-"):
        sys.exit(__doc__)
    veteran = args[0]
    rounds = int(args[args.index("--rounds") + 1]) if "--rounds" in args else 3
    k = int(args[args.index("--threads") + 1]) if "--threads" in args else 2
    ratios = []
    chosen = from_epd(args[args.index("--epd") + 1]) if "--epd" in args else problems()
    for ident, fen, n in chosen:
        one, many = [], []
        for _ in range(rounds):
            t1, keys1 = solve(veteran, fen, n, 1)
            tk, keysk = solve(veteran, fen, n, k)
            if keys1 != keysk:
                sys.exit(f"{ident} #{n}: keys differ: {keys1} on one thread, {keysk} on {k}")
            one.append(t1)
            many.append(tk)
        a, b = statistics.median(one), statistics.median(many)
        ratios.append(a / b)
        print(f"{ident:24} {n if str(n)[0] in 'sh#' else '#' + str(n)}  keys {len(keys1):2}  threads 1 {a:7.3f} s  threads {k} {b:7.3f} s  "
              f"ratio {a / b:.2f}  (rounds: {' '.join(f'{x / y:.2f}' for x, y in zip(one, many))})")
    print(f"median ratio {statistics.median(ratios):.2f} over {len(ratios)} problems, {rounds} rounds, "
          f"threads 1 against {k}")


if __name__ == "__main__":
    main()
