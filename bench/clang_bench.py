#!/usr/bin/env python3
"""The clang-tblgen workload: every row of Clang's manifest, against clang-tblgen 22.

Reads the manifest of real Clang inputs (default ../shared/clang/MANIFEST.tsv:
input, action, args, golden, ...) and runs every row through the reference
clang-tblgen and through ours, one process per row as Clang's build runs
them, each with `-o` into a scratch directory, from the manifest's folder.
With --batch it also runs all rows of ours as one `tblgen --batch` file.

Printed: CPU time (user + system, which moves less with load than wall
time) and wall time summed over the rows, the largest peak RSS of any row,
and their ratios ours / reference; --top N lists the N rows where ours
takes the most CPU time. A row whose output or exit status differs from the
reference is counted and named (the outputs are compared byte for byte).

  python3 bench/clang_bench.py --tblgen build/bin/clang-tblgen [--batch]
      [--filter REGEX] [--runs N] [--top N]
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

REF = "/usr/lib/llvm-22/bin/clang-tblgen"
GNU_TIME = "/usr/bin/time"
DEFAULT_MANIFEST = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "shared", "clang", "MANIFEST.tsv")


def read_manifest(path, pattern):
    rows = []
    with open(path) as f:
        for line in f:
            cols = line.rstrip("\n").split("\t")
            if cols[0] == "input" or len(cols) < 3:
                continue
            inp, action, args = cols[0], cols[1], cols[2].split()
            if pattern and not re.search(pattern, " ".join([inp, action] + args)):
                continue
            rows.append((inp, action, args))
    return rows


def run_once(cmd, cwd, rss_file=None):
    """(cpu s, wall s, exit code) of cmd from its rusage (microseconds, where
    /usr/bin/time's own figures are rounded to 10 ms)."""
    t0 = time.monotonic()
    p = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, ru = os.wait4(p.pid, 0)
    return ru.ru_utime + ru.ru_stime, time.monotonic() - t0, os.waitstatus_to_exitcode(status)


def time_overhead(tmp):
    """The CPU time /usr/bin/time itself adds to a run (the median of 15)."""
    stats = os.path.join(tmp, "calibrate.rss")
    with_time = sorted(run_once([GNU_TIME, "-f", "%M", "-o", stats, "/bin/true"], tmp)[0]
                       for _ in range(15))
    alone = sorted(run_once(["/bin/true"], tmp)[0] for _ in range(15))
    return max(0.0, with_time[7] - alone[7])


def timed(cmd, cwd, overhead):
    """Runs cmd: (cpu s, wall s, peak RSS KiB, exit code). The peak RSS comes
    from /usr/bin/time (a child's own ru_maxrss counts the memory of the
    Python process it was forked from); the CPU time is the rusage of both
    less /usr/bin/time's own (overhead)."""
    fd, stats = tempfile.mkstemp(suffix=".rss")
    os.close(fd)
    cpu, wall, _ = run_once([GNU_TIME, "-f", "%x %M", "-o", stats] + cmd, cwd)
    with open(stats) as f:
        rc, rss = f.read().strip().split("\n")[-1].split()[-2:]
    os.unlink(stats)
    return max(cpu - overhead, 0.0), wall, int(rss), int(rc)


def same(a, b):
    if os.path.exists(a) != os.path.exists(b):
        return False
    if not os.path.exists(a):
        return True
    with open(a, "rb") as fa, open(b, "rb") as fb:
        return fa.read() == fb.read()


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tblgen", required=True, help="our clang-tblgen (or tblgen)")
    ap.add_argument("--ref", default=REF)
    ap.add_argument("--manifest", default=DEFAULT_MANIFEST)
    ap.add_argument("--filter", help="regex over 'input action args'")
    ap.add_argument("--runs", type=int, default=1, help="runs per row and tool (the fastest counts)")
    ap.add_argument("--batch", action="store_true", help="also run ours as one --batch")
    ap.add_argument("--top", type=int, default=8)
    a = ap.parse_args()

    root = os.path.dirname(os.path.abspath(a.manifest))
    ours = os.path.abspath(a.tblgen)
    rows = read_manifest(a.manifest, a.filter)
    if not rows:
        sys.exit("no rows")
    tmp = tempfile.mkdtemp(prefix="clangbench")
    overhead = time_overhead(tmp)
    tot = {"ref": [0.0, 0.0, 0], "ours": [0.0, 0.0, 0]}
    per, differ = [], []
    try:
        for n, (inp, action, args) in enumerate(rows):
            res = {}
            for name, tool in (("ref", a.ref), ("ours", ours)):
                out = os.path.join(tmp, "%d.%s" % (n, name))
                best = None
                for _ in range(a.runs):
                    r = timed([tool, action] + args + [inp, "-o", out], root, overhead)
                    if best is None or r[0] < best[0]:
                        best = r
                res[name] = best
                t = tot[name]
                t[0] += best[0]
                t[1] += best[1]
                t[2] = max(t[2], best[2])
            if res["ref"][3] != res["ours"][3] or not same(
                    os.path.join(tmp, "%d.ref" % n), os.path.join(tmp, "%d.ours" % n)):
                differ.append("%s %s %s" % (action, " ".join(args), inp))
            per.append((action + " " + " ".join(a_ for a_ in args if not a_.startswith("-I")
                                                 and a_ != "include" and "/" not in a_),
                        os.path.basename(inp), res["ref"], res["ours"]))
        r, o = tot["ref"], tot["ours"]
        for act, inp, rr, ro in sorted(per, key=lambda x: -x[3][0])[:a.top]:
            print("  %-48s %-22s ref %5.2fs ours %5.2fs  cpu %.2f  rss %.2f" % (
                act.strip()[:48], inp[:22], rr[0], ro[0], ro[0] / max(rr[0], 1e-3), ro[2] / rr[2]))
        print("one process per row: %d rows, CPU ref %.2fs ours %.2fs ratio %.3f; "
              "wall ref %.2fs ours %.2fs ratio %.3f; peak RSS ref %.1f MB ours %.1f MB ratio %.2f"
              % (len(rows), r[0], o[0], o[0] / r[0], r[1], o[1], o[1] / r[1],
                 r[2] / 1024, o[2] / 1024, o[2] / r[2]))
        if a.batch:
            batch = os.path.join(tmp, "clang.batch")
            with open(batch, "w") as f:
                for n, (inp, action, args) in enumerate(rows):
                    f.write(" ".join([action] + args + [inp, "-o", os.path.join(tmp, "%d.batch" % n)]) + "\n")
            cpu, wall, rss, rc = timed([ours, "--batch", batch], root, overhead)
            bad = [n for n in range(len(rows))
                   if not same(os.path.join(tmp, "%d.ref" % n), os.path.join(tmp, "%d.batch" % n))]
            print("--batch: exit %d, CPU %.2fs ratio %.3f; wall %.2fs ratio %.3f; peak RSS %.1f MB "
                  "ratio %.2f (against the reference's largest row); %d outputs differ"
                  % (rc, cpu, cpu / r[0], wall, wall / r[1], rss / 1024, rss / r[2], len(bad)))
        if differ:
            print("%d rows differ from the reference:" % len(differ))
            for d in differ:
                print("  " + d)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
