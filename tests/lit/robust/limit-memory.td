// Quadratic growth (every step keeps a longer string) hits the memory
// limit instead of the machine's. (Prepending: a fold that appends to its
// accumulator builds one string, see bang/foldl-append.td.)
// RUN: not %tblgen --max-memory=16 %s 2>&1 | FileCheck %s

// CHECK: [[@LINE+1]]:1: error: memory used by values exceeds the limit of 16 MiB (raise it with --max-memory)
def X {
  string s = !foldl("", !range(0, 100000), acc, x, !strconcat("ab", acc));
}
