#!/usr/bin/env python3
"""Does veteran mate find exactly what Popeye finds? On any positions (from
random games, a database), every key of #2 and s#1 and the helpmate lines of
h#1.5 (White to move) or h#2 (Black to move), compared with Popeye's (built
from thomas-maeder/popeye outside the repository).

    bench/mate_agree.py VETERAN POPEYE FENS_FILE

FENS_FILE holds one FEN a line (any positions: random games, a database).
Prints each disagreement and a summary; exit status 1 if any.
"""
import json
import re
import subprocess
import sys
import tempfile
import os


def popeye_options(fen):
    """What a FEN says that a Forsyth diagram does not: Popeye lets a king and
    rook on their first squares castle unless told (NoCastling), and takes no
    en passant capture unless told the double step (EnPassant)."""
    rows = fen.split()[0].split("/")
    board = {}
    for r, row in enumerate(rows):
        c = 0
        for ch in row:
            if ch.isdigit():
                c += int(ch)
            else:
                board["abcdefgh"[c] + str(8 - r)] = ch
                c += 1
    rights = fen.split()[2]
    stuck = []
    # The rooks that lost their right (Popeye refuses a king's square here).
    for square, rook, right in (("h1", "R", "K"), ("a1", "R", "Q"), ("h8", "r", "k"), ("a8", "r", "q")):
        if board.get(square) == rook and right not in rights:
            stuck.append(square)
    out = f"option nocastling {''.join(stuck)}\n" if stuck else ""  # Popeye writes squares run together
    ep = fen.split()[3]
    if ep != "-":
        f, rank = ep[0], int(ep[1])
        start, end = (f + "7", f + "5") if rank == 6 else (f + "2", f + "4")
        out += f"option enpassant {start}{ep}{end}\n"
    return out


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    veteran, popeye, fens = sys.argv[1:]
    bad = compared = solved = 0
    with tempfile.TemporaryDirectory() as work:
        inp = os.path.join(work, "p.inp")
        for fen in open(fens):
            fen = fen.strip()
            if not fen:
                continue
            white = fen.split()[1] == "w"
            for stip in (["#2", "s#1", "h#1.5"] if white else ["h#2"]):
                board = "".join({"n": "s", "N": "S"}.get(c, c) for c in fen.split()[0])
                with open(inp, "w") as f:
                    f.write(f"beginproblem\nforsyth {board}\nstipulation {stip}\n{popeye_options(fen)}endproblem\n")
                out = subprocess.run([popeye, "-maxmem", "64M", inp], capture_output=True, text=True,
                                     timeout=600).stdout
                run = subprocess.run([veteran, "mate", fen, stip, "--json", "--no-tree"], capture_output=True,
                                     text=True)
                if run.returncode:
                    continue  # a position veteran refuses (Popeye may take it): not a comparison
                j = json.loads(run.stdout)
                compared += 1
                if stip.startswith("h"):
                    theirs = len([l for l in out.splitlines() if re.match(r"^  1\.", l)])
                    ours = len(j.get("lines", []))
                else:
                    theirs = sorted(set(re.findall(r"^   1\.(\S+) (?:[+#] )?!", out, re.M)))
                    ours = sorted(k["long"].split()[0] for k in j["keys"])
                solved += bool(ours)
                if theirs != ours:
                    bad += 1
                    print(f"DIFFERENT {fen} {stip}: Popeye {theirs}, veteran {ours}")
    print(f"compared={compared} with_solutions={solved} different={bad}")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
