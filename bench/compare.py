#!/usr/bin/env python3
"""End-to-end comparison of tblgen against llvm-tblgen 22: time and peak memory.

When the shared measuring tool /work/shared/bench/tgbench.py exists, this
runs it (extra arguments are passed through) unless --builtin is given.
Otherwise it runs a reduced set of workloads of its own:

  frontend Intrinsics.td (--null-backend), print-records Intrinsics.td,
  dump-json Intrinsics.td, and a generated scaling series (print-records).

Each workload runs reference and ours alternately after one warm-up each.
Printed per workload: median wall seconds of each, the median of the time
ratios (ours / ref, below 1.0 = we are faster), the peak RSS of each in MB
(measured with /usr/bin/time -f %M, Debian package "time") and the memory
ratio. A '!' after the name means the outputs (or exit codes) differ.
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

SHARED_TOOL = "/work/shared/bench/tgbench.py"
REF = "/usr/lib/llvm-22/bin/llvm-tblgen"
LLVM_INC = "/usr/include/llvm-22"
INTRINSICS = os.path.join(LLVM_INC, "llvm/IR/Intrinsics.td")
GNU_TIME = "/usr/bin/time"


def generate_scaling(n, path):
    """Writes an input with about n defs made through a class hierarchy,
    multiclasses, foreach and bang operators."""
    groups = max(1, n // 6)
    with open(path, "w") as f:
        f.write(
            "def ops;\n"
            "class Node<int id, string name, list<int> kids> {\n"
            "  int Id = id;\n"
            "  string Name = !toupper(name);\n"
            "  list<int> Kids = kids;\n"
            "  int NumKids = !size(kids);\n"
            "  bits<12> Key = !and(!mul(id, 7), 4095);\n"
            "  dag Shape = (ops id, name);\n"
            "}\n"
            "class Leaf<int id, string name> : Node<id, name # \"_leaf\", []>;\n"
            "multiclass Pair<int base, string name> {\n"
            "  def _a : Node<base, name, [base, !add(base, 1)]>;\n"
            "  def _b : Leaf<!add(base, 1), name>;\n"
            "  let Kids = !range(3) in def _c : Node<!add(base, 2), name # \"c\", []>;\n"
            "}\n"
            "multiclass Group<int base, string name> {\n"
            "  defm X : Pair<base, name # \"x\">;\n"
            "  defm Y : Pair<!add(base, 3), name # \"y\">;\n"
            "}\n")
        f.write("foreach i = 0-%d in\n  defm G#i : Group<!mul(i, 6), \"g\" # i>;\n" % (groups - 1))


def workloads(tmp, scales):
    inc = ["-I", LLVM_INC, "-I", os.path.dirname(INTRINSICS)]
    w = []
    if os.path.exists(INTRINSICS):
        w += [
            ("frontend Intrinsics.td (--null-backend)", inc + ["--null-backend", INTRINSICS]),
            ("print-records Intrinsics.td", inc + [INTRINSICS]),
            ("dump-json Intrinsics.td", inc + ["--dump-json", INTRINSICS]),
        ]
    else:
        print("note: %s not found; only the generated workloads run" % INTRINSICS, file=sys.stderr)
    for n in scales:
        path = os.path.join(tmp, "scaling%d.td" % n)
        generate_scaling(n, path)
        w.append(("scaling %d records (print-records)" % n, [path]))
    return w


def run(tool, args, out_path):
    """One run: (wall seconds, peak RSS in KiB, exit code)."""
    rss_path = out_path + ".rss"
    start = time.perf_counter()
    with open(out_path, "wb") as out:
        rc = subprocess.call([GNU_TIME, "-f", "%M", "-o", rss_path, tool] + args,
                             stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    with open(rss_path) as f:
        words = f.read().split()
    rss = int(words[-1]) if words and words[-1].isdigit() else 0
    return wall, rss, rc


def measure(args, ref, ours, runs, tmp):
    ref_out, our_out = os.path.join(tmp, "ref.out"), os.path.join(tmp, "ours.out")
    _, _, ref_rc = run(ref, args, ref_out)  # warm-up; the outputs are compared
    _, _, our_rc = run(ours, args, our_out)
    with open(ref_out, "rb") as a, open(our_out, "rb") as b:
        same = ref_rc == our_rc and a.read() == b.read()
    ref_s, our_s, ratios, ref_kb, our_kb = [], [], [], [], []
    for _ in range(runs):
        w, m, _ = run(ref, args, ref_out)
        ref_s.append(w)
        ref_kb.append(m)
        w2, m2, _ = run(ours, args, our_out)
        our_s.append(w2)
        our_kb.append(m2)
        ratios.append(w2 / w if w > 0 else float("nan"))
    rmb, omb = max(ref_kb) / 1024, max(our_kb) / 1024
    return (statistics.median(ref_s), statistics.median(our_s), statistics.median(ratios),
            rmb, omb, omb / rmb if rmb else float("nan"), same)


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tblgen", default=os.environ.get("TBLGEN", "build/bin/tblgen"),
                    help="the tblgen to measure (default: build/bin/tblgen)")
    ap.add_argument("--ref", default=REF, help="the reference llvm-tblgen")
    ap.add_argument("--runs", type=int, default=5, help="measured runs per tool and workload")
    ap.add_argument("--filter", help="only workloads whose name contains this")
    ap.add_argument("--scale", type=int, nargs="*", default=[25000, 100000],
                    help="sizes of the generated scaling series")
    ap.add_argument("--builtin", action="store_true",
                    help="use the built-in workloads even when %s exists" % SHARED_TOOL)
    args, rest = ap.parse_known_args()

    if not args.builtin and os.path.exists(SHARED_TOOL):
        cmd = [sys.executable, SHARED_TOOL, "--tblgen", args.tblgen, "--ref", args.ref,
               "--runs", str(args.runs)]
        if args.filter:
            cmd += ["--filter", args.filter]
        return subprocess.call(cmd + rest)
    if rest:
        ap.error("unrecognized arguments: " + " ".join(rest))
    for path, what in ((GNU_TIME, "the Debian package 'time'"), (args.ref, "llvm-tblgen 22"),
                       (args.tblgen, "a built tblgen (--tblgen)")):
        if not os.path.exists(path):
            sys.exit("compare.py: %s not found: needs %s" % (path, what))
    ours = os.path.abspath(args.tblgen)

    with tempfile.TemporaryDirectory(prefix="tgcompare.") as tmp:
        rows = []
        for name, wargs in workloads(tmp, args.scale):
            if args.filter and args.filter not in name:
                continue
            r = measure(wargs, args.ref, ours, args.runs, tmp)
            rows.append((name,) + r)
            # one line per workload as it finishes, the table at the end
            print("  %-45s done" % name, file=sys.stderr, flush=True)

    head = ("workload", "ref s", "ours s", "time ratio", "ref MB", "ours MB", "memory ratio")
    width = max([len(head[0])] + [len(r[0]) + 2 for r in rows])
    print("%-*s %8s %8s %10s %8s %8s %12s" % ((width,) + head))
    for name, rs, os_, tr, rmb, omb, mr, same in rows:
        print("%-*s %8.3f %8.3f %10.2f %8.1f %8.1f %12.2f" %
              (width, name + ("" if same else " !"), rs, os_, tr, rmb, omb, mr))
    if rows:
        print("%-*s %8s %8s %10.2f %8s %8s %12.2f" %
              (width, "geometric mean", "", "", geomean([r[3] for r in rows]), "", "",
               geomean([r[6] for r in rows])))
    if any(not r[7] for r in rows):
        print("! = the outputs or exit codes differ from the reference", file=sys.stderr)
        return 1
    return 0


def geomean(values):
    vals = [v for v in values if v > 0]
    if not vals:
        return float("nan")
    prod = 1.0
    for v in vals:
        prod *= v
    return prod ** (1.0 / len(vals))


if __name__ == "__main__":
    sys.exit(main())
