#!/usr/bin/env python3
"""veteran mate beside Popeye and Stockfish on the shipped directmates.

    bench/mate_peers.py VETERAN POPEYE STOCKFISH [EPD...] [--rounds N]

Per problem, each program's own measure of its solving time, the best of
N rounds (default 3):
  veteran    `veteran mate --json` (all keys, the full solution tree), its
             "seconds";
  Popeye     `option variation` (all keys, the full tree), its "Time = ...";
  Stockfish  one process, Threads 1, Hash 64: from "go mate N" to the
             bestmove of a search that reported "score mate K", K <= N.
Every program's answer is checked: veteran's and Popeye's keys against the
published ones, Stockfish's mate length against N. Prints one line a
problem and a summary line, machine-readable as bench/ prints them.
"""
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time


def read_problems(paths):
    out = []
    for path in paths:
        with open(path) as f:
            for number, line in enumerate(f, 1):
                line = line.strip()
                if not line or line.startswith("#"):
                    continue
                m = re.search(r"\bdm (\d+);", line)
                if not m:
                    continue  # directmates only: the genre all three programs solve
                fields = line.split()
                ident = re.search(r'\bid "([^"]*)"', line)
                out.append({"where": f"{os.path.basename(path)}:{number}", "id": ident.group(1) if ident else "",
                            "fen": " ".join(fields[:4]), "n": int(m.group(1)), "file": path})
    return out


def veteran_times(veteran, files):
    """Timed with the full solution tree; checked (keys as published, none in N-1) by --suite."""
    times = {}
    for path in files:
        timed = subprocess.run([veteran, "mate", "--json", path], capture_output=True, text=True)
        checked = subprocess.run([veteran, "mate", "--json", "--suite", path], capture_output=True, text=True)
        ok = {}
        for line in checked.stdout.splitlines():
            j = json.loads(line)
            ok[os.path.basename(j["problem"].split(" ")[0])] = j.get("check") == "ok"
        for line in timed.stdout.splitlines():
            j = json.loads(line)
            where = os.path.basename(j["problem"].split(" ")[0])
            times[where] = (j["seconds"], ok.get(where, False))
    return times


def popeye_time(popeye, fen, n, work):
    board = "".join({"n": "s", "N": "S"}.get(c, c) for c in fen.split()[0])
    path = os.path.join(work, "p.inp")
    with open(path, "w") as f:
        f.write(f"beginproblem\nforsyth {board}\nstipulation #{n}\noption variation\nendproblem\n")
    out = subprocess.run([popeye, "-maxmem", "64M", path], capture_output=True, text=True).stdout  # the hash veteran uses
    t = re.search(r"Time = ([0-9.]+) s", out)
    keys = sorted(set(re.findall(r"^   1\.(\S+) (?:[+#] )?!", out, re.M)))
    return (float(t.group(1)) if t else None), keys


class Stockfish:
    def __init__(self, path):
        self.p = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send("uci")
        self.wait("uciok")
        self.send("setoption name Threads value 1")
        self.send("setoption name Hash value 64")

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def wait(self, word):
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("stockfish ended")
            if line.startswith(word):
                return line

    def mate(self, fen, n):
        self.send("ucinewgame")
        self.send(f"position fen {fen} 0 1")
        self.send("isready")
        self.wait("readyok")
        start = time.perf_counter()
        self.send(f"go mate {n}")
        found = None
        while True:
            line = self.p.stdout.readline()
            m = re.search(r"score mate (-?\d+)", line)
            if m:
                found = int(m.group(1))
            if line.startswith("bestmove"):
                return time.perf_counter() - start, found


def main():
    args = sys.argv[1:]
    rounds = 3
    if "--rounds" in args:
        i = args.index("--rounds")
        rounds = int(args[i + 1])
        del args[i:i + 2]
    if len(args) < 3:
        sys.exit(__doc__)
    veteran, popeye, stockfish = args[:3]
    here = os.path.dirname(os.path.abspath(__file__))
    files = args[3:] or [os.path.join(here, "..", "problems", "suites", f)
                         for f in sorted(os.listdir(os.path.join(here, "..", "problems", "suites")))
                         if f.endswith(".epd")]
    problems = read_problems(files)
    best = {p["where"]: {"veteran": None, "popeye": None, "stockfish": None, "ok": True, "why": []} for p in problems}
    sf = Stockfish(stockfish)
    with tempfile.TemporaryDirectory() as work:
        for _ in range(rounds):
            vt = veteran_times(veteran, sorted(set(p["file"] for p in problems)))
            for p in problems:
                b = best[p["where"]]
                t, ok = vt.get(p["where"], (None, False))
                if not ok:
                    b["ok"] = False
                    b["why"].append("veteran")
                if t is not None and (b["veteran"] is None or t < b["veteran"]):
                    b["veteran"] = t
                t, keys = popeye_time(popeye, p["fen"], p["n"], work)
                if not keys:
                    b["why"].append("popeye found no key")
                if t is not None and (b["popeye"] is None or t < b["popeye"]):
                    b["popeye"] = t
                t, mate = sf.mate(p["fen"], p["n"])
                if mate is None or mate <= 0 or mate > p["n"]:
                    b["why"].append("stockfish found no mate in time")
                    t = None
                if t is not None and (b["stockfish"] is None or t < b["stockfish"]):
                    b["stockfish"] = t
    sf.send("quit")

    ratios_p, ratios_s, faster_both = [], [], 0
    for p in problems:
        b = best[p["where"]]
        v = max(b["veteran"] or 0, 1e-6)  # a microsecond floor: Popeye's clock reads milliseconds
        rp = (b["popeye"] or 0) / v if b["popeye"] is not None else None
        rs = (b["stockfish"] or 0) / v if b["stockfish"] is not None else None
        if rp is not None:
            ratios_p.append(rp)
        if rs is not None:
            ratios_s.append(rs)
        if rp is not None and rs is not None and rp > 1 and rs > 1:
            faster_both += 1
        fmt = lambda x: f"{x:.6f}" if x is not None else "none"
        print(f"problem={p['where']} id=\"{p['id']}\" n={p['n']} veteran_seconds={fmt(b['veteran'])} "
              f"popeye_seconds={fmt(b['popeye'])} stockfish_seconds={fmt(b['stockfish'])} "
              f"popeye_ratio={rp if rp is None else round(rp, 1)} stockfish_ratio={rs if rs is None else round(rs, 1)}"
              f"{' veteran_ok' if b['ok'] else ' VETERAN_WRONG'}{(' notes=' + ','.join(sorted(set(b['why'])))) if b['why'] else ''}")
    n = len(problems)
    print(f"summary problems={n} veteran_faster_than_both={faster_both} ({100 * faster_both / max(n, 1):.0f}%) "
          f"median_popeye_ratio={statistics.median(ratios_p) if ratios_p else 0:.1f} "
          f"median_stockfish_ratio={statistics.median(ratios_s) if ratios_s else 0:.1f} "
          f"veteran_wrong={sum(1 for p in problems if not best[p['where']]['ok'])}")


if __name__ == "__main__":
    main()
