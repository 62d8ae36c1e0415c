#!/usr/bin/env python3
"""README.md checked in the other direction from readme_check.sh: every
command line it writes (`veteran CMD ...` in backticks) names a command the
executable has, each --option in it is one that command's --help lists, and
each PROGRAM@MACHINE in it on one of the machines (or native) is a program
`veteran engine` lists (a made-up machine, as docs/referees.md's boris@foo
showing how to add one, is left alone).
   readme_commands_check.py VETERAN FILE.md..."""
import re
import subprocess
import sys

veteran, files = sys.argv[1], sys.argv[2:]


def run(*args):
    p = subprocess.run([veteran, *args], capture_output=True, text=True)
    return p.stdout + p.stderr


help_text = run("--help")
commands = set()
in_list = False
for line in help_text.splitlines():
    if line.startswith("commands:"):
        in_list = True
        continue
    if in_list:
        if not line.strip():
            break
        commands.add(line.split()[0])
programs = set(re.sub(r".*programs: ", "", run("engine").splitlines()[0]).replace(",", " ").split())
machines = set(re.sub(r".*machines: ([^(]*) \(.*", r"\1", run("run").splitlines()[0]).replace(",", " ").split())
machines |= {"native"} | {p.split("@")[1] for p in programs}
if len(commands) < 10 or len(programs) < 5 or len(machines) < 6:
    sys.exit(f"FAIL: read {len(commands)} commands and {len(programs)} programs from {veteran} (its lists changed shape?)")

options = {}
failures = []
lines = 0
for readme in files:
    text = open(readme, encoding="utf-8").read()
    for span in re.findall(r"`(veteran [^`]+)`", text):
        words = span.split()
        command = words[1]
        lines += 1
        if command not in commands:
            failures.append(f"{readme}: `{span}`: no command '{command}'")
            continue
        if command not in options:
            options[command] = set(re.findall(r"(?m)^\s+(--[a-z0-9-]+)", run(command, "--help"))) | {"--help"}
        for word in words[2:]:
            option = word.split("=")[0]
            if option.startswith("--") and option not in options[command]:
                failures.append(f"{readme}: `{span}`: veteran {command} has no option {option}")
            for program in re.findall(r"\b([a-z0-9]+@[a-z0-9]+)\b", word):
                if program.split("@")[1] in machines and program not in programs:
                    failures.append(f"{readme}: `{span}`: no program {program}")
for f in failures:
    print("FAIL: " + f)
print(f"{lines} command lines in {len(files)} files checked against {veteran}: {len(failures)} wrong")
sys.exit(1 if failures else 0)
