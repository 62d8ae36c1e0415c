#!/usr/bin/env python3
"""veteran suite beside a plain UCI loop: the runner's own cost.

    bench/suite_peers.py VETERAN EPD [--engine stockfish] [--nodes N]
                         [--concurrency K] [--rounds R]

Both put every position of EPD to the same engine at a node count, K
positions at a time, each worker one engine process:
  veteran  `veteran suite EPD --engine uci:ENGINE --tc nodes=N
           --concurrency K --quiet`;
  loop     this script: K threads, each with one engine process, sending
           "position fen F" and "go nodes N" and reading to "bestmove",
           the least a tester's script can do.
Wall time of each, the best of R rounds (default 3), and the solved
counts (they should agree: the engine is deterministic at a node count
on one thread). Prints one line a runner and the ratio.
"""
import os
import re
import subprocess
import sys
import threading
import time


def positions(path):
    out = []
    with open(path) as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            fields = line.split()
            bm = re.search(r"\bbm ([^;]*);", line)
            out.append((" ".join(fields[:4]) + " 0 1", bm.group(1).split() if bm else []))
    return out


def loop(engine, epd, nodes, workers):
    todo = list(enumerate(positions(epd)))
    moves = [None] * len(todo)
    lock = threading.Lock()

    def work():
        p = subprocess.Popen([engine], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

        def say(s):
            p.stdin.write(s + "\n")
            p.stdin.flush()

        def until(word):
            for line in p.stdout:
                if line.startswith(word):
                    return line
            raise RuntimeError("the engine ended")

        say("uci")
        until("uciok")
        say("setoption name Threads value 1")
        say("isready")
        until("readyok")
        while True:
            with lock:
                if not todo:
                    break
                i, (fen, _) = todo.pop(0)
            say("ucinewgame")
            say("position fen " + fen)
            say(f"go nodes {nodes}")
            moves[i] = until("bestmove").split()[1]
        say("quit")
        p.wait()

    start = time.monotonic()
    threads = [threading.Thread(target=work) for _ in range(workers)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return time.monotonic() - start, moves


def veteran(binary, engine, epd, nodes, workers):
    start = time.monotonic()
    out = subprocess.run([binary, "suite", epd, "--engine", "uci:" + engine, "--tc", f"nodes={nodes}",
                          "--concurrency", str(workers), "--quiet"], capture_output=True, text=True)
    wall = time.monotonic() - start
    m = re.search(r"solved (\d+) of (\d+)", out.stdout)
    if not m:
        sys.exit("veteran suite said:\n" + out.stdout + out.stderr)
    return wall, int(m.group(1))


def main():
    args = sys.argv[1:]
    opts = {"--engine": "stockfish", "--nodes": "100000", "--concurrency": "2", "--rounds": "3"}
    rest = []
    while args:
        a = args.pop(0)
        if a in opts:
            opts[a] = args.pop(0)
        else:
            rest.append(a)
    if len(rest) != 2:
        sys.exit(__doc__)
    binary, epd = rest
    engine = opts["--engine"]
    if os.sep not in engine:
        engine = next((os.path.join(d, engine) for d in os.environ["PATH"].split(":") + ["/usr/games"]
                       if os.path.exists(os.path.join(d, engine))), engine)
    nodes, workers, rounds = int(opts["--nodes"]), int(opts["--concurrency"]), int(opts["--rounds"])
    best_v = best_l = None
    for _ in range(rounds):
        wall, solved = veteran(binary, engine, epd, nodes, workers)
        best_v = wall if best_v is None else min(best_v, wall)
        wall_l, moves = loop(engine, epd, nodes, workers)
        best_l = wall_l if best_l is None else min(best_l, wall_l)
    print(f"veteran suite  {best_v:8.2f} s wall  solved {solved}")
    print(f"plain loop     {best_l:8.2f} s wall  ({len(moves)} positions, {workers} at a time, {nodes} nodes)")
    print(f"ratio          {best_v / best_l:8.3f}  (veteran / loop)")


if __name__ == "__main__":
    main()
