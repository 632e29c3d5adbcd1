#!/usr/bin/env python3
"""Mutation test on a real target: tblgen against the reference llvm-tblgen 22.

Copies a target's .td files (e.g. ../shared/targets/XCore) to a scratch
directory, then for each seed applies one edit to one of its files, the way a
target author's mistakes look:

  drop-let     a `let Field = value;` statement removed (a field left unset)
  drop-field   a `Field = value` item removed from a `let A = x, B = y in`
  drop-line    a whole line removed
  dup-def      a `def` line repeated (a duplicate definition)
  bad-operand  an operand name in an `(ins ...)`/`(outs ...)` dag renamed
  bad-ref      an identifier that names a record or class misspelled
  bad-int      an integer literal replaced by another one
  swap-type    a value type (i32, i64, ...) replaced by another one

and runs one of the target's actions (the target's rows of a MANIFEST.tsv in
the form of ../shared/targets/MANIFEST.tsv, or --action) through both tools
with `-o DIR/out.inc`. The verdict, as for difftest:

  * the reference exits 0 -> tblgen exits 0 and writes the same bytes;
  * the reference fails   -> tblgen fails (non-zero, not a signal), its first
                             error is at the same file:line, and it leaves no
                             output file.

A tblgen run that times out or dies from a signal fails; a reference that
does is skipped. Last line: "targetmut: N passed, M failed, K skipped".
When the target directory does not exist the test is skipped (exit 77).
"""
import argparse
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

REF_DEFAULT = "/usr/lib/llvm-22/bin/llvm-tblgen"
LLVM_INC = "/usr/include/llvm-22"
ERR_LOC = re.compile(r"^(.*?):(\d+):(?:\d+:)? error:", re.M)
VTS = ["i1", "i8", "i16", "i32", "i64", "f32", "f64", "v4i32", "v2i64", "untyped", "OtherVT"]


def edits(text, rng):
    """One mutation of `text`: (kind, new text) or None when none applies."""
    lines = text.split("\n")
    kinds = ["drop-let", "drop-field", "drop-line", "dup-def", "bad-operand", "bad-ref", "bad-int",
             "swap-type"]
    rng.shuffle(kinds)
    for kind in kinds:
        if kind == "drop-let":
            cand = [i for i, l in enumerate(lines) if re.match(r"\s+let \w+ = [^;]*;\s*$", l)]
            if cand:
                i = rng.choice(cand)
                return kind, "\n".join(lines[:i] + lines[i + 1:])
        elif kind == "drop-field":
            cand = [i for i, l in enumerate(lines) if re.match(r"\s*let \w+ = [^,]+, \w+ = .* in", l)]
            if cand:
                i = rng.choice(cand)
                lines[i] = re.sub(r"let \w+ = [^,]+, ", "let ", lines[i], count=1)
                return kind, "\n".join(lines)
        elif kind == "drop-line":
            cand = [i for i, l in enumerate(lines) if l.strip() and not l.strip().startswith("//")]
            if cand:
                i = rng.choice(cand)
                return kind, "\n".join(lines[:i] + lines[i + 1:])
        elif kind == "dup-def":
            cand = [i for i, l in enumerate(lines) if re.match(r"def \w+ *:.*;\s*$", l)]
            if cand:
                i = rng.choice(cand)
                return kind, "\n".join(lines[:i + 1] + [lines[i]] + lines[i + 1:])
        elif kind == "bad-operand":
            cand = [m for m in re.finditer(r"\((?:ins|outs)\s+[^)]*?:\$(\w+)", text)]
            if cand:
                m = rng.choice(cand)
                return kind, text[:m.start(1)] + m.group(1) + "_x" + text[m.end(1):]
        elif kind == "bad-ref":
            cand = [m for m in re.finditer(r"(?<=[:<,(] )([A-Z]\w{3,})\b", text)]
            if cand:
                m = rng.choice(cand)
                return kind, text[:m.start(1)] + m.group(1) + "Q" + text[m.end(1):]
        elif kind == "bad-int":
            cand = [m for m in re.finditer(r"(?<=[=<,( ])(\d+)(?=[;>,) ])", text)]
            if cand:
                m = rng.choice(cand)
                new = str(rng.choice([0, 1, 3, 7, 64, 65, 1000]))
                return kind, text[:m.start(1)] + new + text[m.end(1):]
        elif kind == "swap-type":
            cand = [m for m in re.finditer(r"\b(%s)\b" % "|".join(VTS), text)]
            if cand:
                m = rng.choice(cand)
                return kind, text[:m.start(1)] + rng.choice(VTS) + text[m.end(1):]
    return None


def run(binary, argv, outdir, timeout):
    os.makedirs(outdir, exist_ok=True)
    out = os.path.join(outdir, "out.inc")
    try:
        p = subprocess.run([binary] + argv + ["-o", out], stdin=subprocess.DEVNULL,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout)
        rc = p.returncode
        err = p.stderr.decode("utf-8", "replace")
    except subprocess.TimeoutExpired:
        rc, err = "timeout", ""
    data = open(out, "rb").read() if os.path.exists(out) else None
    return rc, err, data


def first_error(err, root):
    m = ERR_LOC.search(err)
    if not m:
        return None
    return os.path.relpath(m.group(1), root) if os.path.isabs(m.group(1)) else m.group(1), int(m.group(2))


SKIP = "skip"


def judge(ref, ours, root, same_place=None):
    """The verdict on one mutant from the (exit status, stderr, output bytes)
    of the reference and of ours: None when they agree, SKIP when the
    reference timed out or died, else why they disagree. First errors are
    compared as file:line relative to root, or with same_place(ref, ours)."""
    rrc, rerr, rdata = ref
    orc, oerr, odata = ours
    if rrc == "timeout" or (isinstance(rrc, int) and rrc < 0):
        return SKIP
    if orc == "timeout" or orc < 0:
        return "ours %s" % ("timed out" if orc == "timeout" else "died from signal %d" % -orc)
    if rrc == 0:
        if orc != 0:
            return "reference succeeded, ours failed: %s" % (oerr.strip().splitlines() or [""])[0]
        return "outputs differ" if rdata != odata else None
    rloc, oloc = first_error(rerr, root), first_error(oerr, root)
    if orc == 0:
        return "reference failed (%s), ours succeeded" % (rloc,)
    if odata is not None:
        return "ours failed but left an output file"
    if same_place is not None:
        return None if same_place(rloc, oloc) else "first error at %s, reference %s" % (oloc, rloc)
    if rloc is not None and rloc != oloc:
        return "first error at %s:%s, reference %s:%s" % (oloc + rloc if oloc else ("-", "-") + rloc)
    return None


def manifest_actions(manifest, target):
    rows = []
    if not os.path.exists(manifest):
        return rows
    for line in open(manifest):
        cols = line.rstrip("\n").split("\t")
        if len(cols) >= 2 and cols[0] == target and not line.startswith("#"):
            inp = cols[4] if len(cols) > 4 and cols[4] else target + ".td"
            rows.append((cols[1].split(), inp))
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tblgen", required=True)
    ap.add_argument("--reference", default=REF_DEFAULT)
    ap.add_argument("--target-dir", required=True, help="a target's .td files, e.g. ../shared/targets/XCore")
    ap.add_argument("--manifest", help="MANIFEST.tsv naming the target's actions (default: beside the target dir)")
    ap.add_argument("--action", action="append", help="an action (with its options) instead of the manifest's")
    ap.add_argument("--start", type=int, default=1)
    ap.add_argument("--count", type=int, default=40)
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("-q", action="store_true", help="print failures only")
    a = ap.parse_args()

    tdir = os.path.abspath(a.target_dir)
    if not os.path.isdir(tdir) or not os.path.exists(a.reference):
        print("targetmut: skipped (no %s)" % (tdir if not os.path.isdir(tdir) else a.reference))
        return 77
    target = os.path.basename(tdir)
    manifest = a.manifest or os.path.join(os.path.dirname(tdir), "MANIFEST.tsv")
    actions = [(x.split(), target + ".td") for x in a.action] if a.action else manifest_actions(manifest, target)
    actions = [x for x in actions if "--print-records" not in x[0]] or actions
    if not actions:
        print("targetmut: no actions for %s" % target)
        return 1
    files = sorted(f for f in os.listdir(tdir) if f.endswith(".td"))

    passed = failed = skipped = 0
    with tempfile.TemporaryDirectory(prefix="targetmut-") as scratch:
        for seed in range(a.start, a.start + a.count):
            rng = random.Random(seed)
            work = os.path.join(scratch, "s%d" % seed)
            src = os.path.join(work, target)
            shutil.copytree(tdir, src)
            name = rng.choice(files)
            path = os.path.join(src, name)
            text = open(path, encoding="utf-8").read()
            edit = edits(text, rng)
            if edit is None:
                continue
            kind, new = edit
            open(path, "w", encoding="utf-8").write(new)
            action, top = rng.choice(actions)
            argv = action + ["-I", src, "-I", LLVM_INC, os.path.join(src, top)]
            ref_run = run(a.reference, argv, os.path.join(work, "ref"), a.timeout)
            our_run = run(a.tblgen, argv, os.path.join(work, "ours"), a.timeout)
            what = "seed %d: %s in %s, %s" % (seed, kind, name, " ".join(action))
            why = judge(ref_run, our_run, src)
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
    print("targetmut: %d passed, %d failed, %d skipped" % (passed, failed, skipped))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
