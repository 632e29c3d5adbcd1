#!/usr/bin/env python3
"""Seeds for fuzz-actions from the lit tests.

For every RUN line of tests/lit/**/*.td that runs one of the three tools
(%tblgen, %clang-tblgen, %mlir-tblgen) with an action, writes one seed: the
header line fuzz-actions reads ("//@ <program> <action> [name=value...]"),
then the test's text with its -D macros defined at the top and the files it
includes from beside it (Inputs/...) inlined, so that the seed stands alone
apart from LLVM's and MLIR's own .td files, which come from
TBLGEN_FUZZ_INCLUDE (/usr/include/llvm-22:/usr/lib/llvm-22/include).

  python3 tests/fuzz/make-action-seeds.py OUT_DIR
"""
import hashlib
import os
import re
import shlex
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
LIT = os.path.join(HERE, "..", "lit")
TOOLS = {"%tblgen": "llvm", "%clang-tblgen": "clang", "%mlir-tblgen": "mlir"}
# Driver options that are not backend options.
DRIVER = {"-I", "-D", "-o", "-d", "--write-if-changed", "--time-phases", "--mem-stats",
          "--no-warn-on-unused-template-args"}
INCLUDE = re.compile(r'^\s*include\s+"([^"]+)"', re.M)


def inline(path, text, seen):
    """Text with the includes that resolve beside path replaced by their text."""
    base = os.path.dirname(path)

    def repl(m):
        inc = os.path.normpath(os.path.join(base, m.group(1)))
        if not os.path.isfile(inc):
            return m.group(0)  # LLVM's or MLIR's own, or missing
        if inc in seen:
            return ""
        seen.add(inc)
        with open(inc, errors="replace") as f:
            return inline(inc, f.read(), seen)

    return INCLUDE.sub(repl, text)


def seeds_of(path):
    with open(path, errors="replace") as f:
        text = f.read()
    for line in text.splitlines():
        m = re.match(r"^\s*(?://|#)\s*RUN:\s*(?:not\s+)?(%[a-z-]+)\s+(.*)", line)
        if not m or m.group(1) not in TOOLS:
            continue
        try:
            args = shlex.split(m.group(2).split("|")[0].split("2>")[0])
        except ValueError:
            continue
        action, opts, defines = None, [], []
        i = 0
        while i < len(args):
            a = args[i]
            if a in ("-I", "-o", "-d"):
                i += 2
                continue
            if a.startswith("-D"):
                defines.append(a[2:] or (args[i + 1] if i + 1 < len(args) else ""))
            elif a.startswith("-") and a.split("=")[0] not in DRIVER and not a.startswith("-I"):
                name = a.lstrip("-")
                if action is None and "=" not in name:
                    action = name
                elif "=" in name:
                    opts.append(name)
                else:
                    opts.append(name + "=true")
            i += 1
        if not action:
            action = "print-records"
        header = "//@ %s %s%s\n" % (TOOLS[m.group(1)], action, "".join(" " + o for o in opts))
        body = "".join("#define %s\n" % d for d in defines if d)
        body += inline(path, text, {os.path.normpath(path)})
        yield header + body


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    count = 0
    for root, _, files in os.walk(LIT):
        for name in sorted(files):
            if not name.endswith(".td") or "Inputs" in root.split(os.sep):
                continue
            for seed in seeds_of(os.path.join(root, name)):
                digest = hashlib.sha1(seed.encode("utf-8", "replace")).hexdigest()[:16]
                with open(os.path.join(out, "seed-" + digest), "w") as f:
                    f.write(seed)
                count += 1
    print("make-action-seeds: %d seeds in %s" % (count, out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
