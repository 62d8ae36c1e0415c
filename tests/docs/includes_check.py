#!/usr/bin/env python3
"""Every #include "..." of the project's own code names a file by its path from the repository's
root, so that any tool (an editor without compile_commands.json, grep, a code browser) can follow
it; and no such include is shadowed by a file of the same path beside the file that includes it,
which the compiler would take first and so slip past the include roots by which the build keeps
the layering (cmake/IncludeRoots.cmake). Headers outside the project (<...>) are not looked at;
bench/peers is built outside CMake against the peers' own sources and is left out.

    includes_check.py REPOSITORY
"""
import os
import re
import sys

SOURCES = (".cpp", ".hpp", ".h", ".c", ".inc")
SKIPPED = ("build", ".git", "bench/peers")
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)


def main(root):
    faults, count = [], 0
    for folder, dirs, files in os.walk(root):
        relative = os.path.relpath(folder, root)
        dirs[:] = [d for d in dirs if os.path.normpath(os.path.join(relative, d)) not in SKIPPED]
        for name in files:
            if not name.endswith(SOURCES):
                continue
            path = os.path.join(folder, name)
            shown = os.path.relpath(path, root)
            with open(path, encoding="utf-8", errors="replace") as f:
                text = f.read()
            for m in INCLUDE.finditer(text):
                count += 1
                line = text.count("\n", 0, m.start()) + 1
                target = m.group(1)
                if not os.path.isfile(os.path.join(root, target)):
                    faults.append(f"{shown}:{line}: \"{target}\" is no file of the repository's root")
                    continue
                beside = os.path.join(folder, target)
                if os.path.isfile(beside) and os.path.realpath(beside) != os.path.realpath(os.path.join(root, target)):
                    faults.append(f"{shown}:{line}: \"{target}\" is shadowed by {os.path.relpath(beside, root)}")
    for fault in faults:
        print(fault)
    if faults:
        print(f"FAIL: {len(faults)} of {count} includes")
        return 1
    if count < 100:
        print(f"FAIL: only {count} includes found: is {root} the repository?")
        return 1
    print(f"ok: {count} includes, each a path from the repository's root, none shadowed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
