#!/usr/bin/env python3
"""The mlir-tblgen workload: every row of MLIR's manifest, against mlir-tblgen 22.

Reads ../shared/mlir/MANIFEST.tsv (input, action, ...: one row per
mlir-tblgen command of MLIR 22's build; an input starting with ./ lies
beside the manifest, any other under /usr/lib/llvm-22/include) and runs
every row through the reference mlir-tblgen and ours, one process per row
as MLIR's build runs them, each writing its output file (-o) in a
scratch directory. With --batch it also runs
all rows of ours as one `mlir-tblgen --batch` file (outputs into a scratch
directory).

Printed: CPU time (user + system) summed over the rows for each tool and
their ratio, then the actions where ours spends the most CPU time; with
--batch, the batch's CPU time and peak RSS and its ratio to the
reference's per-row total.

  python3 bench/mlir_bench.py --tblgen build/bin/mlir-tblgen [--batch] [--filter REGEX] [--top N]
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

REF = "/usr/lib/llvm-22/bin/mlir-tblgen"
INC = "/usr/lib/llvm-22/include"
HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_MANIFEST = os.path.join(HERE, "..", "..", "shared", "mlir", "MANIFEST.tsv")


def rows_of(manifest, pattern):
    base = os.path.dirname(os.path.abspath(manifest))
    out = []
    with open(manifest) as f:
        for line in f:
            cols = line.rstrip("\n").split("\t")
            if cols[0] == "input" or len(cols) < 2:
                continue
            if pattern and not re.search(pattern, cols[0] + " " + cols[1]):
                continue
            inp = os.path.join(base, cols[0][2:]) if cols[0].startswith("./") else os.path.join(INC, cols[0])
            out.append((cols[1].split()[0], cols[1].split() + ["-I", INC, "-I", os.path.dirname(inp), inp]))
    return out


def cpu_of(cmd):
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, _, ru = os.wait4(p.pid, 0)
    return ru.ru_utime + ru.ru_stime, ru.ru_maxrss


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tblgen", required=True, help="our mlir-tblgen")
    ap.add_argument("--reference", default=REF)
    ap.add_argument("--manifest", default=DEFAULT_MANIFEST)
    ap.add_argument("--filter", default="")
    ap.add_argument("--batch", action="store_true")
    ap.add_argument("--top", type=int, default=8)
    a = ap.parse_args()
    if not os.path.exists(a.manifest):
        print("mlir_bench: no manifest at %s" % a.manifest)
        return 1
    rows = rows_of(a.manifest, a.filter)
    total = {"ref": 0.0, "ours": 0.0}
    per_action = {}
    with tempfile.TemporaryDirectory(prefix="mlir-bench-") as tmp:
        for action, argv in rows:
            for key, binary in (("ref", a.reference), ("ours", a.tblgen)):
                # Each tool writes its own file, as a build does.
                cpu, _ = cpu_of([binary] + argv + ["-o", os.path.join(tmp, key + ".inc")])
                total[key] += cpu
                per_action.setdefault(action, {"ref": 0.0, "ours": 0.0})[key] += cpu
    print("%d rows, one process per row: CPU ours %.2f s, mlir-tblgen %.2f s, ratio %.3f"
          % (len(rows), total["ours"], total["ref"], total["ours"] / max(total["ref"], 1e-9)))
    ranked = sorted(per_action.items(), key=lambda kv: -kv[1]["ours"])[:a.top]
    for action, t in ranked:
        print("  %-36s ours %6.2f s  ref %6.2f s  ratio %.2f"
              % (action, t["ours"], t["ref"], t["ours"] / max(t["ref"], 1e-9)))
    if a.batch:
        with tempfile.TemporaryDirectory(prefix="mlir-bench-") as tmp:
            path = os.path.join(tmp, "rows.batch")
            with open(path, "w") as f:
                for i, (_, argv) in enumerate(rows):
                    f.write(" ".join(argv + ["-o", os.path.join(tmp, "%d.inc" % i)]) + "\n")
            cpu, rss_kb = cpu_of([a.tblgen, "--batch", path])
        print("--batch: CPU %.2f s (ratio %.3f to the reference's per-row total), peak RSS %.0f MB"
              % (cpu, cpu / max(total["ref"], 1e-9), rss_kb / 1024))
    return 0


if __name__ == "__main__":
    sys.exit(main())
