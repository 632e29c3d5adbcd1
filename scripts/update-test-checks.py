#!/usr/bin/env python3
"""Writes the CHECK lines of front-end lit tests from llvm-tblgen 22's output.

  update-test-checks.py [--ref REF] [--tblgen TBLGEN] FILE...

For each FILE (a .td test with a "// DIFF: [args]" line; the args are given
to both tools, with -I for the file's directory):

* If the reference accepts the input (a tests/lit/lang test), everything
  after the line "// Expected output (identical to llvm-tblgen 22):" is
  replaced by CHECK lines that match the reference's output line by line
  (the marker is added at the end of the file when missing).

* If the reference rejects it (a tests/lit/errors test), the lines
  "// CHECK: [[@LINE...]]:..." are removed and written again before the line
  of the first error: "// CHECK: [[@LINE+N]]:COL: error: MESSAGE", followed
  by up to three later diagnostics of the same file, each with its own
  [[@LINE+-N]]. Other lines (comments, other RUN and check prefixes) stay.

In both cases tblgen (--tblgen, default build/bin/tblgen) is run on the
result, and a file where it does not give the same output, or the same
first error, is reported. The exit status is 1 when anything was reported.
"""
import argparse
import os
import re
import shlex
import subprocess
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MARK = "// Expected output (identical to llvm-tblgen 22):"
DIFF_LINE = re.compile(r"^\s*//\s*DIFF:(.*)$", re.M)
DIAG = re.compile(r"^(.*?):(\d+):(\d+): (error|warning|note): (.*)$", re.M)
OLD_CHECK = re.compile(r"^// CHECK: \[\[@LINE[+-]\d+\]\]:")


def run(binary, path, args):
    p = subprocess.run([binary] + args + [path], cwd=os.path.dirname(path),
                       stdin=subprocess.DEVNULL, capture_output=True, timeout=60)
    return p.returncode, p.stdout.decode(errors="replace"), p.stderr.decode(errors="replace")


def escape(text):
    """FileCheck reads [[ and {{ as the start of a variable or a regex."""
    out, i = [], 0
    while i < len(text):
        pair = text[i:i + 2]
        if pair == "[[":
            out.append("{{\\[\\[}}")
            i += 2
        elif pair == "{{":
            out.append("{{\\{\\{}}")
            i += 2
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def output_checks(out):
    lines = out.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    checks = []
    for i, line in enumerate(lines):
        if not line:
            checks.append("// CHECK-EMPTY:")
        else:
            checks.append("// %s %s" % ("CHECK-LABEL:" if i == 0 else "CHECK-NEXT:", escape(line)))
    return checks


def diagnostics(stderr, fname):
    """The first error and up to three later diagnostics in file fname."""
    found = [(int(m.group(2)), int(m.group(3)), m.group(4), m.group(5))
             for m in DIAG.finditer(stderr) if os.path.basename(m.group(1)) == fname]
    for i, d in enumerate(found):
        if d[2] == "error":
            return found[i:i + 4]
    return []


def update_lang(text, out):
    body = text.split(MARK)[0].rstrip("\n")
    return body + "\n\n" + MARK + "\n" + "\n".join(output_checks(out)) + "\n"


def process(path, ref, tblgen):
    text = open(path).read()
    m = DIFF_LINE.search(text)
    if not m:
        return "no DIFF line: not updated"
    args = ["-I", os.path.dirname(path)]
    args += shlex.split(m.group(1).replace("%S", os.path.dirname(path)))
    rc, out, err = run(ref, path, args)
    if rc < 0 or "Stack dump" in err:
        return "the reference crashes: write the checks by hand"
    if rc == 0:
        new = update_lang(text, out)
        open(path, "w").write(new)
        crc, cout, _ = run(tblgen, path, args)
        return None if crc == 0 and cout == out else "tblgen's output differs"

    # Remove the old checks, then locate the errors again without them.
    eol = text.endswith("\n")
    lines = [l for l in text.split("\n") if not OLD_CHECK.match(l)]
    if eol:
        lines.pop()
    open(path, "w").write("\n".join(lines) + ("\n" if eol else ""))
    rc, out, err = run(ref, path, args)
    diags = diagnostics(err, os.path.basename(path))
    if not diags:
        return "no located error from the reference"
    line, col, _, msg = diags[0]
    later = diags[1:]
    n = len(later)
    checks = ["// CHECK: [[@LINE%+d]]:%d: error: %s" % (n + 1, col, escape(msg))]
    for k, (l2, c2, kind, m2) in enumerate(later, 1):
        target = l2 if l2 < line else l2 + n + 1
        checks.append("// CHECK: [[@LINE%+d]]:%d: %s: %s" % (target - (line + k), c2, kind, escape(m2)))
    if line > len(lines):
        lines += checks
    else:
        lines[line - 1:line - 1] = checks
    open(path, "w").write("\n".join(lines) + ("\n" if eol else ""))
    rc2, _, err2 = run(ref, path, args)
    crc, _, cerr = run(tblgen, path, args)
    want = diagnostics(err2, os.path.basename(path))[:1]
    got = diagnostics(cerr, os.path.basename(path))[:1]
    if crc != 1 or want != got:
        return "tblgen's first error differs: %s, expected %s" % (got, want)
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--ref", default="/usr/lib/llvm-22/bin/llvm-tblgen")
    ap.add_argument("--tblgen", default=os.path.join(REPO, "build", "bin", "tblgen"))
    ap.add_argument("files", nargs="+")
    opts = ap.parse_args()
    bad = 0
    for f in opts.files:
        problem = process(os.path.abspath(f), opts.ref, os.path.abspath(opts.tblgen))
        if problem:
            print("%s: %s" % (f, problem))
            bad += 1
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
