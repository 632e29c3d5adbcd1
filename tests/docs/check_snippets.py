#!/usr/bin/env python3
"""Checks that a Markdown page quotes compiled code exactly.

Every ```cpp block of the page must be found in one of the source files:
its lines, compared without leading and trailing blanks, must appear as
consecutive lines of a source file. A line of the block that starts with
"..." (after blanks) elides code: the parts it separates are looked up
separately. Prints the blocks that are not found and exits 1 if any.

usage: check_snippets.py PAGE.md SOURCE.cpp...
"""
import re
import sys


def blocks(text):
    for m in re.finditer(r"^```cpp\n(.*?)^```", text, re.S | re.M):
        line = text.count("\n", 0, m.start()) + 1
        yield line, m.group(1).splitlines()


def parts(lines):
    part = []
    for l in lines:
        if l.strip().startswith("..."):
            if part:
                yield part
            part = []
        else:
            part.append(l.strip())
    if part:
        yield part


def found(part, sources):
    while part and not part[0]:
        part = part[1:]
    while part and not part[-1]:
        part = part[:-1]
    if not part:
        return True
    for src in sources:
        for i in range(len(src) - len(part) + 1):
            if src[i:i + len(part)] == part:
                return True
    return False


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    with open(sys.argv[1], encoding="utf-8") as f:
        page = f.read()
    sources = []
    for path in sys.argv[2:]:
        with open(path, encoding="utf-8") as f:
            sources.append([l.strip() for l in f.read().splitlines()])
    bad = n = 0
    for line, lines in blocks(page):
        n += 1
        for part in parts(lines):
            if not found(part, sources):
                bad += 1
                print("%s:%d: cpp block not found in the sources:" % (sys.argv[1], line))
                for l in part:
                    print("    " + l)
    print("check_snippets: %d blocks, %d not found" % (n, bad))
    return 1 if bad or n == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
