#!/usr/bin/env python3
"""Compares tblgen with llvm-tblgen 22 on every line of a batch file.

A batch file (examples/Toy/Toy.batch) holds one llvm-tblgen command line
per line, without the program name, with paths relative to the repository
root and its outputs under build/example/. Each line runs through both
tools from the repository root, with build/example/ redirected to a fresh
directory per tool; the exit statuses, stdout and every file written (the
extra files of multi-file backends included) must be identical. Every line
is an action expected to succeed: both tools must also exit 0 and write the
line's -o file, so two failures (equal statuses, no files) never count as a
match.

    python3 tests/conformance/batchdiff.py --tblgen build/bin/tblgen examples/Toy/Toy.batch
"""
import argparse
import filecmp
import os
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT_PREFIX = "build/example/"


def run(tool, args, outdir):
    args = [a.replace(OUT_PREFIX, outdir + "/", 1) if a.startswith(OUT_PREFIX) else a
            for a in args]
    p = subprocess.run([tool] + args, cwd=REPO, capture_output=True, timeout=300)
    return p.returncode, p.stdout


def output_name(args):
    """The file name (under build/example/) of the line's -o output, if any."""
    for i, a in enumerate(args[:-1]):
        if a == "-o" and args[i + 1].startswith(OUT_PREFIX):
            return args[i + 1][len(OUT_PREFIX):]
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tblgen", default=os.path.join(REPO, "build", "bin", "tblgen"))
    ap.add_argument("--ref", default="/usr/lib/llvm-22/bin/llvm-tblgen")
    ap.add_argument("batch", nargs="+")
    opts = ap.parse_args()
    tblgen = os.path.abspath(opts.tblgen)

    failures = lines = 0
    for batch in opts.batch:
        with open(batch) as f:
            commands = [l.split() for l in f if l.strip()]
        for args in commands:
            lines += 1
            with tempfile.TemporaryDirectory() as tmp:
                ref_dir, new_dir = os.path.join(tmp, "ref"), os.path.join(tmp, "new")
                os.mkdir(ref_dir)
                os.mkdir(new_dir)
                ref = run(opts.ref, args, ref_dir)
                new = run(tblgen, args, new_dir)
                problems = []
                # Expected-success actions: a matching failure is still a failure.
                if ref[0] != 0:
                    problems.append("llvm-tblgen exit status %d" % ref[0])
                if new[0] != 0:
                    problems.append("tblgen exit status %d" % new[0])
                out = output_name(args)
                if out is not None:
                    for who, d in (("llvm-tblgen", ref_dir), ("tblgen", new_dir)):
                        if not os.path.isfile(os.path.join(d, out)):
                            problems.append("%s wrote no %s" % (who, out))
                if ref[0] != new[0]:
                    problems.append("exit status %d, llvm-tblgen %d" % (new[0], ref[0]))
                if ref[1] != new[1]:
                    problems.append("stdout differs")
                cmp = filecmp.dircmp(ref_dir, new_dir)
                for name in cmp.left_only:
                    problems.append("not written: " + name)
                for name in cmp.right_only:
                    problems.append("written only by tblgen: " + name)
                _, mismatch, errors = filecmp.cmpfiles(ref_dir, new_dir, cmp.common_files,
                                                       shallow=False)
                for name in mismatch + errors:
                    problems.append("differs: " + name)
                if problems:
                    failures += 1
                    print("FAIL %s: %s" % (" ".join(args), "; ".join(problems)))
                else:
                    print("PASS %s" % " ".join(args))
    print("batchdiff: %d of %d lines identical" % (lines - failures, lines))
    return 1 if failures or not lines else 0


if __name__ == "__main__":
    sys.exit(main())
