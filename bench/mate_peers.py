#!/usr/bin/env python3
"""veteran mate beside Popeye and Stockfish, every solver timed the same way.

    bench/mate_peers.py VETERAN POPEYE STOCKFISH [EPD...] [--rounds N] [--cpu K]
                        [--mode keys|tree|both] [--limit SECONDS] [--only ID...]

Every run is a whole process, timed by the wall clock from its start to its
end, pinned to one CPU (taskset -c K, default 0), the solvers interleaved
problem by problem and their order turned round each round (so that a
machine's drift falls on all alike); the best of N rounds (default 3) is
each solver's time. Per problem:
  veteran    `veteran mate FEN STIP` (keys: --no-tree; tree: the full tree);
  Popeye     its input file (keys: no option; tree: `option variation`;
             helpmates: `option intelligent`, as problemists solve them),
             `-maxmem 64M` as veteran's 64 MB table;
  Stockfish  directmates only: `uci`, `Threads 1`, `Hash 64`, `position`,
             `go mate N`, until its `bestmove`, then `quit`.
Each solver's own figure is printed beside (veteran's JSON "seconds",
Popeye's "Time ="), never used for a ratio. Answers are checked: veteran's
and Popeye's keys (directmates and selfmates) against the published `bm`,
veteran's helpmate solutions against `sol` by `veteran mate --suite`, and
Stockfish's mate length against N; a wrong or missing answer is named on
the problem's line. A run over --limit seconds (default 300) is stopped and
counted as not solved. Prints a line a run on standard error as it goes;
at the end, one line a problem and, per mode and peer,
the median ratio (peer's time / veteran's) and the worst case.
"""
import json
import os
import re
import shutil
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
                fields = line.split()
                stip = re.search(r'\bstip "([^"]+)"', line)
                dm = re.search(r"\bdm (\d+);", line)
                if stip:
                    stipulation = stip.group(1)
                elif dm:
                    stipulation = "#" + dm.group(1)
                else:
                    continue
                ident = re.search(r'\bid "([^"]*)"', line)
                bm = re.search(r"\bbm ([^;]+);", line)
                out.append({"where": f"{os.path.basename(path)}:{number}", "id": ident.group(1) if ident else "",
                            "fen": " ".join(fields[:4]), "stip": stipulation, "file": path, "line": line,
                            "bm": sorted(m.rstrip("+#") for m in bm.group(1).split()) if bm else []})
    return out


def moves_of(stip):
    return int(float(re.sub(r"^[sh]?#", "", stip)) + 0.5)


def timed(command, cpu, limit, stdin_text=None):
    """A whole process, pinned, by the wall clock: (seconds, stdout) or (None, why)."""
    pinned = ["taskset", "-c", str(cpu)] + command if shutil.which("taskset") else command
    start = time.perf_counter()
    try:
        done = subprocess.run(pinned, input=stdin_text, capture_output=True, text=True, timeout=limit)
    except subprocess.TimeoutExpired:
        return None, f"over {limit:g} s"
    seconds = time.perf_counter() - start
    if done.returncode != 0:
        return None, f"exit status {done.returncode}: {done.stderr.strip()[:200]}"
    return seconds, done.stdout


def veteran_run(veteran, p, tree, cpu, limit):
    command = [veteran, "mate", "--json", p["fen"], p["stip"]] + ([] if tree else ["--no-tree"])
    seconds, out = timed(command, cpu, limit)
    if seconds is None:
        return None, None, out
    j = json.loads(out.splitlines()[-1])
    keys = sorted(k["san"] for k in j.get("keys", []))
    return seconds, j.get("seconds"), keys


def popeye_key(popeye_move):
    """Popeye's long notation of a key ("Qc1*c3", "Sc5-e6 +", "0-0") as (piece, from, to, promotion)."""
    if popeye_move.startswith("0-0"):
        return ("K", "castles", popeye_move.replace("0", "O"), "")
    m = re.match(r"([KQRBS]?)([a-h][1-8])[-*]([a-h][1-8])(?:=([QRBS]))?", popeye_move)
    if not m:
        return (popeye_move, "", "", "")
    piece, frm, to, promo = m.groups()
    return ({"S": "N"}.get(piece, piece), frm, to, {"S": "N"}.get(promo or "", promo or ""))


def same_key(san, key):
    """Does a published SAN key ("Ngxf4", "exd5", "O-O", "b8=N") name Popeye's move?
    Its disambiguation need only agree with Popeye's square of departure."""
    piece, frm, to, promo = key
    if frm == "castles":
        return san.rstrip("+#") == to
    m = re.match(r"([KQRBN]?)([a-h]?)([1-8]?)x?([a-h][1-8])(?:=?([QRBN]))?[+#]?$", san)
    if not m:
        return False
    s_piece, s_file, s_rank, s_to, s_promo = m.groups()
    return (s_piece == piece and s_to == to and (s_promo or "") == promo and s_file in ("", frm[0])
            and s_rank in ("", frm[1]))


def same_keys(published, keys):
    """Every published key one of Popeye's and every one of Popeye's published."""
    return (len(published) == len(keys) and all(any(same_key(s, k) for k in keys) for s in published)
            and all(any(same_key(s, k) for s in published) for k in keys))


def popeye_run(popeye, p, tree, cpu, limit, work):
    board = "".join({"n": "s", "N": "S"}.get(c, c) for c in p["fen"].split()[0])
    # Helpmates as a problemist has Popeye solve them: in intelligent mode
    # (it sets up each mate and searches towards it; every solution still
    # found): on hard.epd 40 to over 5,000 times as fast as its default,
    # Petkov's h#3 alike.
    options = ["intelligent"] if p["stip"].startswith("h#") else ["variation"] if tree else []
    path = os.path.join(work, "p.inp")
    with open(path, "w") as f:
        f.write(f"beginproblem\nforsyth {board}\nstipulation {p['stip']}\n")
        if options:
            f.write("option " + " ".join(options) + "\n")
        f.write("endproblem\n")
    seconds, out = timed([popeye, "-maxmem", "64M", path], cpu, limit)
    if seconds is None:
        return None, None, out
    own = re.search(r"Time = ([0-9:.]+) (m:s|s)", out)
    own_seconds = None
    if own:
        parts = [float(x) for x in own.group(1).split(":")]
        own_seconds = parts[-1] + (60 * parts[-2] if len(parts) > 1 else 0)
    keys = sorted(set(popeye_key(k) for k in re.findall(r"^   1\.(\S+)(?: [+#])? !", out, re.M)))
    return seconds, own_seconds, keys


def stockfish_run(stockfish, p, cpu, limit):
    n = moves_of(p["stip"])
    script = (f"uci\nsetoption name Threads value 1\nsetoption name Hash value 64\nisready\n"
              f"position fen {p['fen']} 0 1\ngo mate {n}\n")
    pinned = ["taskset", "-c", str(cpu), stockfish] if shutil.which("taskset") else [stockfish]
    start = time.perf_counter()
    proc = subprocess.Popen(pinned, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    proc.stdin.write(script)
    proc.stdin.flush()
    found, best = None, None
    deadline = start + limit
    while True:
        if time.perf_counter() > deadline:
            proc.kill()
            proc.wait()
            return None, None, f"over {limit:g} s"
        line = proc.stdout.readline()
        if not line:
            break
        m = re.search(r"score mate (-?\d+)", line)
        if m:
            found = int(m.group(1))
        if line.startswith("bestmove"):
            best = line.split()[1]
            proc.stdin.write("quit\n")
            proc.stdin.flush()
            break
    proc.wait()
    seconds = time.perf_counter() - start
    if found is None or found <= 0 or found > n:
        return None, None, f"no mate in {n} (bestmove {best}, mate {found})"
    return seconds, None, best


def check_veteran(veteran, problems):
    """The published answer against veteran's, by `veteran mate --suite` (keys, and every helpmate solution)."""
    ok = {}
    with tempfile.NamedTemporaryFile("w", suffix=".epd", delete=False) as f:
        for p in problems:
            f.write(p["line"] + "\n")
        path = f.name
    try:
        out = subprocess.run([veteran, "mate", "--json", "--suite", "--no-tree", path], capture_output=True,
                             text=True).stdout
        for i, line in enumerate(out.splitlines()):
            j = json.loads(line)
            ok[problems[i]["where"]] = j.get("check") == "ok"
    finally:
        os.unlink(path)
    return ok


def main():
    args = sys.argv[1:]

    def option(name, default, convert=str, many=False):
        if name not in args:
            return default
        i = args.index(name)
        if many:
            values = []
            j = i + 1
            while j < len(args) and not args[j].startswith("--"):
                values.append(args[j])
                j += 1
            del args[i:j]
            return values
        value = convert(args[i + 1])
        del args[i:i + 2]
        return value

    rounds = option("--rounds", 3, int)
    cpu = option("--cpu", 0, int)
    mode = option("--mode", "both")
    limit = option("--limit", 300.0, float)
    only = option("--only", None, many=True)
    if len(args) < 3 or mode not in ("keys", "tree", "both"):
        sys.exit(__doc__)
    veteran, popeye, stockfish = args[:3]
    here = os.path.dirname(os.path.abspath(__file__))
    files = args[3:] or [os.path.join(here, "..", "problems", "suites", "hard.epd")]
    problems = read_problems(files)
    if only:
        problems = [p for p in problems if p["id"] in only or p["where"] in only]
    modes = ["keys", "tree"] if mode == "both" else [mode]
    fmt = lambda x: "none" if x is None else f"{x:.4f}"
    verdict = check_veteran(veteran, problems)
    solvers = ["veteran", "popeye", "stockfish"]
    best = {(p["where"], m, s): None for p in problems for m in modes for s in solvers}
    own = dict(best)
    notes = {p["where"]: set() for p in problems}
    with tempfile.TemporaryDirectory() as work:
        for r in range(rounds):
            order = solvers[r % 3:] + solvers[:r % 3]
            for p in problems:
                for m in modes:
                    for s in order:
                        if s == "stockfish" and (m == "tree" or not p["stip"].startswith("#")):
                            continue
                        if s == "veteran":
                            t, mine, answer = veteran_run(veteran, p, m == "tree", cpu, limit)
                        elif s == "popeye":
                            t, mine, answer = popeye_run(popeye, p, m == "tree", cpu, limit, work)
                        else:
                            t, mine, answer = stockfish_run(stockfish, p, cpu, limit)
                        # A line a run on standard error: a long suite shows where it is.
                        print(f"round {r + 1} {p['where']} {p['id']} {m} {s} {fmt(t)}", file=sys.stderr, flush=True)
                        if t is None:
                            notes[p["where"]].add(f"{s} {m}: {answer}")
                            continue
                        if s == "popeye" and p["bm"] and not p["stip"].startswith("h#") and not same_keys(p["bm"], answer):
                            notes[p["where"]].add("popeye's keys " + " ".join("".join(k[:3]) for k in answer))
                        key = (p["where"], m, s)
                        if best[key] is None or t < best[key]:
                            best[key], own[key] = t, mine
    ratios = {(m, peer): [] for m in modes for peer in ("popeye", "stockfish")}
    for p in problems:
        fields = [f"problem={p['where']}", f"id=\"{p['id']}\"", f"stip={p['stip']}"]
        for m in modes:
            v = best[(p["where"], m, "veteran")]
            fields.append(f"{m}_veteran={fmt(v)}(own {fmt(own[(p['where'], m, 'veteran')])})")
            for peer in ("popeye", "stockfish"):
                t = best[(p["where"], m, peer)]
                if peer == "stockfish" and (m == "tree" or not p["stip"].startswith("#")):
                    continue
                mine = own[(p["where"], m, peer)]
                fields.append(f"{m}_{peer}={fmt(t)}" + (f"(own {fmt(mine)})" if mine is not None else ""))
                if v is not None and t is not None:
                    ratios[(m, peer)].append((t / v, p["where"]))
                    fields.append(f"{m}_{peer}_ratio={t / v:.2f}")
                elif v is not None:
                    ratios[(m, peer)].append((float("inf"), p["where"]))  # the peer did not finish
                    fields.append(f"{m}_{peer}_ratio=inf")
        fields.append("veteran_ok" if verdict.get(p["where"]) else "VETERAN_WRONG")
        if notes[p["where"]]:
            fields.append("notes=" + "; ".join(sorted(notes[p["where"]])))
        print(" ".join(fields))
    for (m, peer), values in ratios.items():
        if not values:
            continue
        finite = [r for r, _ in values]
        worst = min(values)
        slower = sum(1 for r, _ in values if r < 1)
        print(f"summary mode={m} peer={peer} problems={len(values)} median_ratio={statistics.median(finite):.2f} "
              f"worst_ratio={worst[0]:.2f} ({worst[1]}) veteran_slower_on={slower}")
    print(f"summary veteran_wrong={sum(1 for p in problems if not verdict.get(p['where']))} of {len(problems)}")


if __name__ == "__main__":
    main()
