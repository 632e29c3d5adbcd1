#!/usr/bin/env python3
"""Differential test: tblgen against the reference llvm-tblgen 22.

Every .td file under tests/lit (Inputs directories included) that has a line

    // DIFF: [extra arguments]

is run through both tools, once per DIFF line, as

    <tool> -I <directory of the file> <extra arguments> <file>

in the file's directory. In the extra arguments, %S and %p stand for the
file's directory. Files under a directory named after another TableGen
program (tests/lit/clang: clang-tblgen, tests/lit/mlir: mlir-tblgen) run that program: the reference's
(clang-tblgen 22, beside --ref) against ours (clang-tblgen beside --tblgen).
The verdict follows tgconf.py (the conformance measure):

  * reference exits 0  -> tblgen must exit 0 with byte-identical stdout;
  * reference fails    -> tblgen must fail (non-zero exit, not a signal) and
                          report its first "file:line:col: error:" at the
                          same file basename and line.

The last line printed is "difftest: N passed, M failed"; the exit status is 1
when anything failed (a missing reference binary is a failure too).

The reference's answers are kept in build/reference-cache/ (--cache-dir),
keyed by the reference binary, the command line and the contents of the
input and of every file it may include (files of the LLVM installation by
size and modification time), so that a second run, the sanitized build's
included, only runs tblgen. --no-cache runs the reference every time.
"""
import argparse
import concurrent.futures
import hashlib
import os
import pickle
import re
import shlex
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
REF_DEFAULT = "/usr/lib/llvm-22/bin/llvm-tblgen"
DIFF_LINE = re.compile(r"^\s*//\s*DIFF:(.*)$")
ERR_LOC = re.compile(rb"^(.*?):(\d+):(\d+): error:", re.M)
INCLUDE = re.compile(rb'^\s*include\s+"([^"]+)"', re.M)
# Files under these are part of the LLVM installation: keyed by size and time.
SYSTEM_DIRS = ("/usr/include/", "/usr/lib/")
# Directories of tests/lit whose files run another program than tblgen:
# directory -> the program's name (the reference's and ours, each beside
# the reference llvm-tblgen and beside tblgen).
TOOL_DIRS = {"clang": "clang-tblgen", "mlir": "mlir-tblgen"}


def tool_of(relpath):
    """The program a test file runs: "tblgen" or a TOOL_DIRS program."""
    return TOOL_DIRS.get(relpath.split(os.sep)[0], "tblgen")


def find_cases(root, filt):
    cases = []
    for d, dirs, names in os.walk(root):
        dirs.sort()
        # lit's temporary outputs are not inputs.
        dirs[:] = [x for x in dirs if x != "Output"]
        for n in sorted(names):
            if not n.endswith(".td"):
                continue
            path = os.path.join(d, n)
            with open(path, encoding="utf-8", errors="replace") as f:
                lines = [m.group(1) for m in map(DIFF_LINE.match, f) if m]
            for i, extra in enumerate(lines):
                directory = os.path.dirname(path)
                extra = extra.replace("%S", directory).replace("%p", directory)
                rel = os.path.relpath(path, root)
                name = "%s#%d" % (rel, i)
                if filt and filt not in name:
                    continue
                argv = ["-I", directory] + shlex.split(extra) + [path]
                cases.append((name, path, argv, tool_of(rel)))
    return cases


TIMES = None  # {(binary, case command): seconds} when --times is given


def run(binary, argv, cwd, timeout):
    start = time.monotonic()
    try:
        return _run(binary, argv, cwd, timeout)
    finally:
        if TIMES is not None:
            TIMES[(binary, " ".join(argv))] = time.monotonic() - start


def _run(binary, argv, cwd, timeout):
    try:
        p = subprocess.run([binary] + argv, cwd=cwd, stdin=subprocess.DEVNULL,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=timeout)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return "timeout", b"", b""
    except OSError as e:
        return "cannot-run", b"", str(e).encode()


class ReferenceCache:
    """The reference's (exit status, stdout, stderr) per command line, on disk."""

    def __init__(self, ref, directory):
        self.directory = directory
        st = os.stat(ref)
        self.identity = ("%s %d %d" % (os.path.realpath(ref), st.st_size, st.st_mtime_ns)).encode()
        self.file_keys = {}
        os.makedirs(directory, exist_ok=True)

    def _file_key(self, path):
        """What a file contributes to a key, and the files it may include."""
        if path in self.file_keys:
            return self.file_keys[path]
        try:
            if path.startswith(SYSTEM_DIRS):
                st = os.stat(path)
                result = (b"%d %d" % (st.st_size, st.st_mtime_ns), [])
            else:
                with open(path, "rb") as f:
                    data = f.read()
                result = (hashlib.sha256(data).digest(),
                          [m.decode(errors="replace") for m in INCLUDE.findall(data)])
        except OSError:
            result = (b"missing", [])
        self.file_keys[path] = result
        return result

    def key(self, argv, cwd):
        """Hashes the command line and every file the input may include:
        each include is looked up the way TableGen does (the working
        directory, then each -I directory), every candidate counted."""
        dirs = [argv[i + 1] for i, a in enumerate(argv[:-1]) if a == "-I"]
        dirs += [a[2:] for a in argv if a.startswith("-I") and len(a) > 2]
        h = hashlib.sha256(self.identity)
        h.update(repr((argv, cwd)).encode())
        todo, seen = [os.path.join(cwd, argv[-1])], set()
        while todo:
            path = os.path.normpath(todo.pop())
            if path in seen:
                continue
            seen.add(path)
            digest, includes = self._file_key(path)
            h.update(path.encode() + b"\0" + digest)
            for name in includes:
                for d in [cwd] + dirs:
                    candidate = os.path.join(cwd, d, name)
                    if os.path.exists(candidate):
                        todo.append(candidate)
                    else:
                        h.update(b"no " + candidate.encode())
        return h.hexdigest()

    def run(self, binary, argv, cwd, timeout):
        path = os.path.join(self.directory, self.key(argv, cwd))
        try:
            with open(path, "rb") as f:
                return pickle.load(f)
        except (OSError, EOFError, pickle.UnpicklingError):
            pass
        result = run(binary, argv, cwd, timeout)
        if isinstance(result[0], int) and result[0] >= 0:
            fd, tmp = tempfile.mkstemp(dir=self.directory)
            with os.fdopen(fd, "wb") as f:
                pickle.dump(result, f)
            os.replace(tmp, path)
        return result


def first_error_loc(stderr):
    m = ERR_LOC.search(stderr)
    if not m:
        return None
    return (os.path.basename(m.group(1)).decode(errors="replace"), int(m.group(2)))


def first_diff(exp, got):
    e, g = exp.split(b"\n"), got.split(b"\n")
    for i in range(max(len(e), len(g))):
        a = e[i] if i < len(e) else b"<end of output>"
        b = g[i] if i < len(g) else b"<end of output>"
        if a != b:
            return i + 1, a[:300].decode(errors="replace"), b[:300].decode(errors="replace")
    return 0, "", ""


def tool_paths(tool, ref, cand):
    """The reference and the candidate binaries that run a case of tool."""
    if tool == "tblgen":
        return ref, cand
    return (os.path.join(os.path.dirname(ref), tool),
            os.path.join(os.path.dirname(cand), tool))


def judge(case, ref, cand, timeout, caches):
    """Returns (name, problem or None, details)."""
    name, path, argv, tool = case
    ref, cand = tool_paths(tool, ref, cand)
    cache = caches.get(ref) if caches else None
    cwd = os.path.dirname(path)
    if cache:
        rrc, rout, rerr = cache.run(ref, argv, cwd, timeout)
    else:
        rrc, rout, rerr = run(ref, argv, cwd, timeout)
    if rrc in ("timeout", "cannot-run") or rrc < 0:
        return (name, "reference did not finish (%s)" % rrc, rerr.decode(errors="replace")[:300])
    crc, cout, cerr = run(cand, argv, cwd, timeout)
    if crc in ("timeout", "cannot-run"):
        return (name, crc, cerr.decode(errors="replace")[:300])
    if crc < 0:
        return (name, "crash (signal %d)" % -crc, cerr.decode(errors="replace")[-300:])
    if rrc == 0:
        if crc != 0:
            return (name, "tblgen failed (exit %d)" % crc, cerr.decode(errors="replace")[:400])
        if cout != rout:
            line, a, b = first_diff(rout, cout)
            return (name, "output differs at line %d" % line,
                    "expected: %s\n     got: %s" % (a, b))
        return (name, None, "")
    if crc == 0:
        return (name, "tblgen accepted an input the reference rejects",
                rerr.decode(errors="replace")[:300])
    want, got = first_error_loc(rerr), first_error_loc(cerr)
    if want is not None and want != got:
        return (name, "first error at %s, expected %s" % (got, want),
                cerr.decode(errors="replace")[:300])
    return (name, None, "")


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tblgen", default=os.environ.get("TBLGEN", os.path.join(REPO, "build", "bin", "tblgen")),
                    help="the tblgen under test (default: $TBLGEN or build/bin/tblgen)")
    ap.add_argument("--ref", default=REF_DEFAULT, help="the reference llvm-tblgen")
    ap.add_argument("--root", default=os.path.join(REPO, "tests", "lit"),
                    help="directory searched for .td files (default: tests/lit)")
    ap.add_argument("--filter", help="only cases whose name contains this")
    ap.add_argument("--jobs", "-j", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--timeout", type=float, default=120.0, help="seconds per run")
    ap.add_argument("--verbose", "-v", action="store_true", help="list passing cases too")
    ap.add_argument("--cache-dir", default=os.path.join(REPO, "build", "reference-cache"),
                    help="where the reference's answers are kept (default: build/reference-cache)")
    ap.add_argument("--no-cache", action="store_true", help="run the reference every time")
    ap.add_argument("--times", metavar="FILE",
                    help="write each run's seconds here (tool, seconds, command), slowest first")
    args = ap.parse_args()
    global TIMES
    if args.times:
        TIMES = {}
    # The tools run in each test's directory.
    args.tblgen, args.ref = os.path.abspath(args.tblgen), os.path.abspath(args.ref)

    cases = find_cases(os.path.abspath(args.root), args.filter)
    problems = []
    for tool in sorted({"tblgen"} | {c[3] for c in cases}):
        ref, cand = tool_paths(tool, args.ref, args.tblgen)
        if not os.access(ref, os.X_OK):
            problems.append("reference %s not found at %s "
                            "(install it with scripts/install-deps.sh)" % (
                                os.path.basename(ref), ref))
        if not os.access(cand, os.X_OK):
            problems.append("%s not found at %s (build it first)" % (tool, cand))
    if problems:
        for p in problems:
            print("difftest: error: " + p)
        print("difftest: 0 passed, 1 failed")
        return 1

    caches = None
    if not args.no_cache:
        caches = {}
        for tool in {c[3] for c in cases}:
            ref = tool_paths(tool, args.ref, args.tblgen)[0]
            caches[ref] = ReferenceCache(ref, args.cache_dir)
    passed = failed = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        results = list(pool.map(lambda c: judge(c, args.ref, args.tblgen, args.timeout, caches),
                                cases))
    for (name, path, argv, tool), (_, problem, details) in zip(cases, results):
        if problem is None:
            passed += 1
            if args.verbose:
                print("PASS %s" % name)
            continue
        failed += 1
        print("FAIL %s: %s" % (name, problem))
        print("     args: %s %s" % (tool, " ".join(shlex.quote(a) for a in argv)))
        if details:
            for line in details.rstrip().splitlines():
                print("     " + line)
    if TIMES is not None:
        with open(args.times, "w") as f:
            for (binary, command), secs in sorted(TIMES.items(), key=lambda kv: -kv[1]):
                f.write("%s\t%.3f\t%s\n" % (os.path.basename(binary), secs, command))
    print("difftest: %d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
