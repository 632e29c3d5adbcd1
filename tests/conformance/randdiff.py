#!/usr/bin/env python3
"""Random differential test: tblgen against the reference llvm-tblgen 22.

Generates programs with randgen.py (seeds START .. START+COUNT-1; with
--mutate, each then edited at random: a token or line deleted, duplicated,
replaced or swapped), runs each through both tools with --print-records and
compares, with difftest.py's verdict:

  * reference exits 0  -> tblgen must exit 0 with byte-identical stdout;
  * reference fails    -> tblgen must fail (non-zero exit, not a signal)
                          with its first "error:" on the same line
                          (or, when the reference prints no located error,
                          just fail).

A run that times out or dies from a signal is a failure for tblgen; a
reference that crashes or times out makes the case "skipped" (the reference
has no verdict then). Failing programs are written to --save-dir (default
build/randdiff-failures/ in the repository) as seed-N.td with a .txt giving
the two outputs, skipped ones as skip-N.td.

The last line is "randdiff: N passed (...), M failed, K skipped"; the exit status
is 1 when anything failed.
"""
import argparse
import concurrent.futures
import os
import random
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import randgen  # noqa: E402

REF_DEFAULT = "/usr/lib/llvm-22/bin/llvm-tblgen"
ERR_LOC = re.compile(rb"^(.*?):(\d+):(\d+): error:", re.M)


def run(binary, path, timeout):
    try:
        p = subprocess.run([binary, path], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=timeout)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return "timeout", b"", b""


def first_error_line(stderr):
    m = ERR_LOC.search(stderr)
    return int(m.group(2)) if m else None


def first_diff(a, b):
    al, bl = a.splitlines(), b.splitlines()
    for i in range(max(len(al), len(bl))):
        x = al[i] if i < len(al) else b"<end>"
        y = bl[i] if i < len(bl) else b"<end>"
        if x != y:
            return "line %d:\n  ref:    %s\n  tblgen: %s" % (
                i + 1, x.decode(errors="replace")[:300], y.decode(errors="replace")[:300])
    return "identical"


def mutate(text, seed):
    """A small random edit of a valid program, which usually makes it
    invalid: the tools must then agree on the line of the first error."""
    r = random.Random(seed * 7919 + 1)
    lines = text.split("\n")
    for _ in range(r.randint(1, 2)):
        i = r.randrange(1, len(lines))
        line = lines[i]
        c = r.randrange(5)
        if c == 0 or not line:
            del lines[i]  # a whole line
            continue
        toks = re.findall(r"[A-Za-z_][A-Za-z_0-9]*|-?\d+|\S", line)
        if not toks:
            continue
        k = r.randrange(len(toks))
        if c == 1:
            toks.pop(k)  # a token
        elif c == 2:
            toks.insert(k, toks[k])  # a token twice
        elif c == 3:
            toks[k] = r.choice(["0", "-1", "x", "NAME", "int", "!add", "(", ")", "[", "]", "<", ">",
                                "{", "}", ",", ";", ":", "#", "?", "\"s\"", "def", "in"])
        else:
            j = r.randrange(len(toks))
            toks[k], toks[j] = toks[j], toks[k]
        lines[i] = " ".join(toks)
    return "\n".join(lines)


def check(seed, args, workdir):
    text = randgen.generate(seed)
    if args.mutate:
        text = mutate(text, seed)
    path = os.path.join(workdir, "seed-%d.td" % seed)
    with open(path, "w") as f:
        f.write(text)
    rc_ref, out_ref, err_ref = run(args.ref, path, args.timeout)
    rc_new, out_new, err_new = run(args.tblgen, path, args.timeout)
    os.unlink(path)
    if rc_ref == "timeout" or (isinstance(rc_ref, int) and rc_ref < 0):
        return seed, "skip", "reference %s" % (
            "timed out" if rc_ref == "timeout" else "died with signal %d" % -rc_ref), text
    if rc_new == "timeout":
        return seed, "fail", "tblgen timed out", text
    if rc_new < 0:
        return seed, "fail", "tblgen died with signal %d\n%s" % (
            -rc_new, err_new.decode(errors="replace")[-2000:]), text
    if rc_ref == 0:
        if rc_new != 0:
            return seed, "fail", "reference succeeded, tblgen failed:\n%s" % (
                err_new.decode(errors="replace")[:2000]), text
        if out_ref != out_new:
            return seed, "fail", "outputs differ at " + first_diff(out_ref, out_new), text
        return seed, "pass", "valid", text
    if rc_new == 0:
        return seed, "fail", "reference failed, tblgen succeeded:\n%s" % (
            err_ref.decode(errors="replace")[:2000]), text
    lr, ln = first_error_line(err_ref), first_error_line(err_new)
    if lr is not None and lr != ln:
        return seed, "fail", "first error on line %s (reference: line %d)\n--- ref:\n%s\n--- tblgen:\n%s" % (
            ln, lr, err_ref.decode(errors="replace")[:1500],
            err_new.decode(errors="replace")[:1500]), text
    return seed, "pass", "", text


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tblgen", default=os.environ.get("TBLGEN", "build/bin/tblgen"))
    ap.add_argument("--ref", default=REF_DEFAULT)
    ap.add_argument("--start", type=int, default=1, help="first seed (default 1)")
    ap.add_argument("--count", type=int, default=500, help="number of programs (default 500)")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--timeout", type=float, default=60.0, help="seconds per run")
    ap.add_argument("--save-dir", default=os.path.join(REPO, "build", "randdiff-failures"),
                    help="where failing and skipped programs go (default: build/randdiff-failures)")
    ap.add_argument("-q", "--quiet", action="store_true", help="only the summary, failures and skips")
    ap.add_argument("--mutate", action="store_true",
                    help="edit each program at random first (tests the error paths)")
    args = ap.parse_args()
    if not os.path.exists(args.ref):
        print("randdiff: reference not found: %s" % args.ref)
        print("randdiff: 0 passed, 1 failed, 0 skipped")
        return 1
    passed = failed = skipped = valid = 0
    with tempfile.TemporaryDirectory(prefix="randdiff-") as workdir, \
            concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as ex:
        futs = [ex.submit(check, s, args, workdir) for s in range(args.start, args.start + args.count)]
        for fut in futs:
            seed, verdict, detail, text = fut.result()
            if verdict == "pass":
                passed += 1
                valid += detail == "valid"
            elif verdict == "skip":
                skipped += 1
                print("SKIP seed %d: %s" % (seed, detail))
                os.makedirs(args.save_dir, exist_ok=True)
                with open(os.path.join(args.save_dir, "skip-%d.td" % seed), "w") as f:
                    f.write(text)
            else:
                failed += 1
                print("FAIL seed %d: %s" % (seed, detail.splitlines()[0] if detail else ""))
                os.makedirs(args.save_dir, exist_ok=True)
                base = os.path.join(args.save_dir, "seed-%d" % seed)
                with open(base + ".td", "w") as f:
                    f.write(text)
                with open(base + ".txt", "w") as f:
                    f.write(detail + "\n")
    print("randdiff: %d passed (%d accepted by the reference, %d rejected by both), "
          "%d failed, %d skipped" % (passed, valid, passed - valid, failed, skipped))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
