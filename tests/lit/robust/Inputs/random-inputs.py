#!/usr/bin/env python3
"""Runs tblgen on pseudo-random inputs and checks that every run ends in time
with exit status 0 or 1 (never a signal).

usage: random-inputs.py TBLGEN WORKDIR KIND COUNT

KIND is "bytes" (random bytes), "tokens" (random TableGen tokens) or
"mutate" (a valid file with random edits). The seeds are fixed, so failures
reproduce; a failing input is left in WORKDIR and named in the output.
"""
import os
import random
import subprocess
import sys

VALID = """class C<int n, string s = "x"> {
  int N = n;
  bits<4> B = n;
  string S = s # n;
  list<int> L = [n, !add(n, 1)];
  dag D = (op n:$a, s);
}
def op;
multiclass M<int k> {
  def _a : C<k>;
  defm _b : N<!mul(k, 2)>;
  foreach i = 0...1 in def _i#i : C<i>;
}
multiclass N<int k> { def _n : C<k, "n">; }
defm m : M<3>;
let N = 5 in def l : C<1>;
defvar v = !foldl(0, [1, 2], a, b, !add(a, b));
if !eq(v, 3) then def yes : C<v>;
def r { C c = C<7>; list<C> all = !instances<C>(); }
"""

TOKENS = ("class def defm multiclass foreach in let if then else defvar defset "
          "deftype assert dump field code string int bit bits list dag include "
          "true false NAME C D x y n i ! !add !if !foreach !foldl !cast !con "
          "!listconcat !strconcat !eq !range !dag !cond !isa !exists "
          "< > { } [ ] ( ) [{ }] , ; : = ? . ... # - + $a 0 1 42 -7 0x1f 0b101 "
          "\"s\" \"\\n\" /* */ // #ifdef #ifndef #else #endif #define\n \n").split(" ")


def make(kind, rng):
    if kind == "bytes":
        return bytes(rng.randrange(256) for _ in range(rng.randrange(1, 400)))
    if kind == "tokens":
        return " ".join(rng.choice(TOKENS) for _ in range(rng.randrange(1, 200))).encode()
    text = bytearray(VALID.encode())
    for _ in range(rng.randrange(1, 6)):
        pos = rng.randrange(len(text))
        op = rng.randrange(3)
        if op == 0:
            del text[pos:pos + rng.randrange(1, 8)]
        elif op == 1:
            text[pos:pos] = rng.choice(TOKENS).encode() + b" "
        else:
            text[pos] = rng.randrange(32, 127)
    return bytes(text)


def main():
    tblgen, workdir, kind, count = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
    os.makedirs(workdir, exist_ok=True)
    bad = 0
    for seed in range(count):
        rng = random.Random("%s-%d" % (kind, seed))
        path = os.path.join(workdir, "%s-%d.td" % (kind, seed))
        with open(path, "wb") as f:
            f.write(make(kind, rng))
        try:
            p = subprocess.run([tblgen, path], stdin=subprocess.DEVNULL,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=20)
            rc = p.returncode
        except subprocess.TimeoutExpired:
            rc = "timeout"
        if rc not in (0, 1):
            print("FAIL %s: exit %s" % (path, rc))
            bad += 1
        else:
            os.remove(path)
    print("%s: %d inputs, %d failures" % (kind, count, bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
