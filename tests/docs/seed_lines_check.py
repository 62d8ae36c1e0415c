#!/usr/bin/env python3
"""The seed's line numbers a document cites, checked against the seed.

Every quotation in DOC written as "words" or `code` followed by a line
reference, (line N) or (lines N-M, ...), must be found at that place of
SEED: its words, in order, in the cited lines (two lines either side, for
the page's OCR breaks), compared as lower-case letters and digits only (the
OCR's punctuation and spacing vary). Prints each citation that is not
there; exits 1 if any, 77 (skipped, by name) without the seed.

    seed_lines_check.py DOC SEED
"""
import os
import re
import sys


# The OCR's usual confusions, read alike: l and i for 1, o for 0.
OCR = str.maketrans({"l": "1", "i": "1", "o": "0"})


def words(text):
    return re.findall(r"[a-z0-9]+", text.lower().translate(OCR))


def contains_in_order(haystack, needle):
    """Whether the words of `needle` occur in `haystack` as one run (a word may be split by a line break)."""
    hay = "".join(haystack)
    return "".join(needle) in hay


def main():
    doc, seed = sys.argv[1], sys.argv[2]
    if not os.path.exists(seed):
        print(f"SKIPPED seed line references: {seed} is not there (../shared beside the checkout)")
        return 77
    lines = open(seed, encoding="utf-8", errors="replace").read().split("\n")
    text = open(doc, encoding="utf-8").read()
    # "words" (line N) / `code` (lines N-M, K), a quotation across a line break of the page too;
    # and (line N, "words"), the reference first.
    quoted = r'(?:"([^"]{6,}?)"|`([^`\n]{4,}?)`)'
    after = re.compile(quoted + r'[^"`\n]{0,60}?\(lines?\s+([0-9][0-9-]*(?:, ?[0-9][0-9-]*)*)[^)\n]*\)')
    before = re.compile(r'\(lines? ([0-9][0-9-]*), "([^"]{6,}?)"\)')
    citations = [(m.group(1) or m.group(2), m.group(3)) for m in after.finditer(text)]
    citations += [(m.group(2), m.group(1)) for m in before.finditer(text)]
    checked, bad = 0, []
    for quote, where in citations:
        if "\n\n" in quote:
            continue  # not one quotation: two paragraphs
        ranges = re.findall(r"([0-9]+)(?:-([0-9]+))?", where)
        window = []
        for start, end in ranges:
            s, e = int(start), int(end or start)
            window += lines[max(0, s - 3): min(len(lines), e + 2)]
        checked += 1
        if not contains_in_order(words(" ".join(window)), words(quote)):
            bad.append(f'{doc}: "{quote}" is not at line {where} of the seed')
    for b in bad:
        print("FAIL:", b)
    print(f"{checked} citations checked, {len(bad)} not found")
    return 1 if bad or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
