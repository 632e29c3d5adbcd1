#!/usr/bin/env python3
"""Mutation test on Clang's or MLIR's real inputs: clang-tblgen or mlir-tblgen
against the reference of LLVM 22.

For each seed, picks a row of a manifest (../shared/clang/MANIFEST.tsv or
../shared/mlir/MANIFEST.tsv: input, action with its options, ...), copies the
row's input to a scratch directory, applies one of targetmut.py's edits to
the copy (a line or a `let` dropped, a definition repeated, a reference or
an operand misspelled, an integer changed) and runs the row on the copy
through both tools, its own directory still on the include path. The
verdict is targetmut.py's:

  * the reference exits 0 -> ours exits 0 and writes the same bytes;
  * the reference fails   -> ours fails (non-zero, not a signal), its first
                             error is in the same file at the same line,
                             and it leaves no output file.

A run of ours that times out or dies from a signal fails; a reference that
does is skipped. Last line: "manifestmut: N passed, M failed, K skipped".
Without the manifest or the reference the test is skipped (exit 77).

  manifestmut.py --tool build/bin/clang-tblgen --manifest ../shared/clang/MANIFEST.tsv
  manifestmut.py --tool build/bin/mlir-tblgen --manifest ../shared/mlir/MANIFEST.tsv
"""
import argparse
import os
import random
import shlex
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from targetmut import SKIP, edits, judge, run  # noqa: E402

REFERENCE_DIR = "/usr/lib/llvm-22/bin"
MLIR_INC = "/usr/lib/llvm-22/include"


def read_rows(manifest, clang):
    """(input path, action argv, working directory) per row. Clang's rows
    name their input and include directories from the manifest's folder;
    MLIR's name an input beside the manifest (./...) or under MLIR_INC."""
    base = os.path.dirname(os.path.abspath(manifest))
    rows = []
    for line in open(manifest):
        cols = line.rstrip("\n").split("\t")
        if len(cols) < 2 or cols[0] == "input" or line.startswith("#"):
            continue
        if clang:
            extra = shlex.split(cols[2]) if len(cols) > 2 else []
            rows.append((os.path.join(base, cols[0]), shlex.split(cols[1]) + extra, base))
        else:
            inp = os.path.join(base, cols[0][2:]) if cols[0].startswith("./") else os.path.join(MLIR_INC, cols[0])
            rows.append((inp, shlex.split(cols[1]) + ["-I", MLIR_INC, "-I", os.path.dirname(inp)], base))
    return rows


def same_place(a, b):
    """First errors at the same file (by name) and line."""
    return a is None or (b is not None and os.path.basename(a[0]) == os.path.basename(b[0]) and a[1] == b[1])


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tool", required=True, help="our clang-tblgen or mlir-tblgen")
    ap.add_argument("--reference", help="the reference (default: the program of the same name in %s)" % REFERENCE_DIR)
    ap.add_argument("--manifest", required=True)
    ap.add_argument("--start", type=int, default=1)
    ap.add_argument("--count", type=int, default=40)
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("-q", action="store_true", help="print failures only")
    a = ap.parse_args()

    ref = a.reference or os.path.join(REFERENCE_DIR, os.path.basename(a.tool))
    if not os.path.exists(a.manifest) or not os.path.exists(ref):
        print("manifestmut: skipped (no %s)" % (a.manifest if not os.path.exists(a.manifest) else ref))
        return 77
    rows = read_rows(a.manifest, os.path.basename(a.tool).startswith("clang"))
    tool = os.path.abspath(a.tool)

    passed = failed = skipped = 0
    with tempfile.TemporaryDirectory(prefix="manifestmut-") as scratch:
        for seed in range(a.start, a.start + a.count):
            rng = random.Random(seed)
            inp, action, cwd = rng.choice(rows)
            edit = edits(open(inp, encoding="utf-8").read(), rng)
            if edit is None:
                continue
            kind, new = edit
            work = os.path.join(scratch, "s%d" % seed)
            os.makedirs(work)
            copy = os.path.join(work, os.path.basename(inp))
            open(copy, "w", encoding="utf-8").write(new)
            argv = action + ["-I", os.path.dirname(inp), copy]
            here = os.getcwd()
            os.chdir(cwd)
            try:
                ref_run = run(ref, argv, os.path.join(work, "ref"), a.timeout)
                our_run = run(tool, argv, os.path.join(work, "ours"), a.timeout)
            finally:
                os.chdir(here)
            what = "seed %d: %s in %s, %s" % (seed, kind, os.path.basename(inp), " ".join(action[:1]))
            why = judge(ref_run, our_run, work, same_place)
            if why == SKIP:
                skipped += 1
                continue
            if why:
                failed += 1
                print("FAIL %s: %s" % (what, why))
            else:
                passed += 1
                if not a.q:
                    print("ok   %s (reference exit %s)" % (what, ref_run[0]))
            shutil.rmtree(work, ignore_errors=True)
    print("manifestmut: %d passed, %d failed, %d skipped" % (passed, failed, skipped))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
