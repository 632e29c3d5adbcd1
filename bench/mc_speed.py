#!/usr/bin/env python3
"""Times the MC-layer backends of tblgen against llvm-tblgen 22 on the
target of bench/gen_instructions.py (generated into a temporary directory
unless --td is given): -gen-asm-writer, -gen-emitter, -gen-disassembler,
-gen-compress-inst-emitter, -gen-instr-info and, for the front end alone,
-null-backend.

Each backend runs --runs times for each tool, alternately. Printed per
backend: the median CPU seconds (user + system, from /usr/bin/time) of each
tool and their ratio (ours / reference), the median peak RSS in MB, and
whether the outputs (and exit statuses) are identical. CPU time is the fair
measure on a loaded machine; wall time and its ratio are printed too, and
"pair", the median over runs of the per-run wall ratio. The two tools swap
order every run, so a slow moment of the VM lands on either side and moves
the pair median least; it is the figure to quote on an idle machine (some
backends use a second thread, which only wall time shows).

    python3 bench/mc_speed.py --tblgen build/bin/tblgen [--runs 5]

Any other input and backends: --td FILE --backend gen-X (repeatable), e.g.
the selection backends on the target of bench/gen_patterns.py.
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

REF = "/usr/lib/llvm-22/bin/llvm-tblgen"
INC = "/usr/include/llvm-22"
BACKENDS = ["null-backend", "gen-asm-writer", "gen-emitter", "gen-disassembler",
            "gen-compress-inst-emitter", "gen-instr-info"]


def run(tool, backend, td, out):
    cmd = ["/usr/bin/time", "-f", "%e %U %S %M", tool, "-" + backend, "-I", INC, td, "-o", out]
    start = time.perf_counter()
    p = subprocess.run(cmd, capture_output=True, text=True)
    wall = time.perf_counter() - start
    _, user, sys_, rss = p.stderr.strip().split("\n")[-1].split()
    return p.returncode, wall, float(user) + float(sys_), int(rss) / 1024.0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tblgen", required=True)
    ap.add_argument("--ref", default=REF)
    ap.add_argument("--td")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--backend", action="append")
    args = ap.parse_args()
    tmp = tempfile.mkdtemp(prefix="mcspeed")
    td = args.td
    if not td:
        td = os.path.join(tmp, "instrs.td")
        gen = os.path.join(os.path.dirname(os.path.abspath(__file__)), "gen_instructions.py")
        subprocess.run([sys.executable, gen, "-o", td], check=True)
    print("%-28s %8s %8s %6s %8s %8s %6s %6s %7s %7s  %s" % (
        "backend", "ref cpu", "our cpu", "ratio", "ref wall", "our wall", "ratio", "pair", "ref MB",
        "our MB", "same"))
    for b in args.backend or BACKENDS:
        r, m = [], []
        outs = {}
        for k in range(args.runs):
            order = (("ref", args.ref, r), ("our", args.tblgen, m))
            for who, tool, acc in (order if k % 2 == 0 else order[::-1]):
                out = os.path.join(tmp, "%s.%s" % (who, b))
                acc.append(run(tool, b, td, out))
                if k == 0:
                    rc = acc[-1][0]
                    outs[who] = (rc, open(out, "rb").read() if rc == 0 and os.path.exists(out) else b"")
        med = lambda xs, i: statistics.median(x[i] for x in xs)
        same = outs["ref"] == outs["our"]
        pair = statistics.median(x[1] / y[1] for x, y in zip(m, r))
        print("%-28s %8.3f %8.3f %6.2f %8.3f %8.3f %6.3f %6.3f %7.1f %7.1f  %s" % (
            b, med(r, 2), med(m, 2), med(m, 2) / med(r, 2), med(r, 1), med(m, 1),
            med(m, 1) / med(r, 1), pair, med(r, 3), med(m, 3),
            "yes" if same else "NO (rc %d/%d)" % (outs["ref"][0], outs["our"][0])))


if __name__ == "__main__":
    main()
