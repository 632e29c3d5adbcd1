// RUN: not %tblgen --max-string-size=1000 %s 2>&1 | FileCheck %s
// RUN: %tblgen %s | FileCheck %s --check-prefix=OK

// Doubling a string 10 times gives 1024 bytes.
// CHECK: [[@LINE+3]]:1: error: string of 1024 bytes exceeds the limit of 1000 bytes (raise it with --max-string-size)
// OK: string s = "aaaaaaaa
#ifndef EXTRA
def X { string s = !foldl("a", !range(10), acc, x, !strconcat(acc, acc)); }
#endif

// !subst and !interleave stop as soon as their result is too long.
// RUN: not %tblgen -DEXTRA -DSUBST --max-string-size=1000 %s 2>&1 | FileCheck %s --check-prefix=SUBST
// RUN: not %tblgen -DEXTRA -DINTERLEAVE --max-string-size=1000 %s 2>&1 | FileCheck %s --check-prefix=INTERLEAVE
#ifdef SUBST
defvar S = !foldl("a", !range(8), acc, x, !strconcat(acc, acc));
// SUBST: [[@LINE+1]]:1: error: string of {{[0-9]+}} bytes exceeds the limit of 1000 bytes (raise it with --max-string-size)
def Y { string s = !subst("a", S, S); }
#endif
#ifdef INTERLEAVE
// INTERLEAVE: [[@LINE+1]]:1: error: string of {{[0-9]+}} bytes exceeds the limit of 1000 bytes (raise it with --max-string-size)
def Z { string s = !interleave(!listsplat("abcdefghij", 200), ", "); }
#endif

// A fold that appends to its accumulator stops at the first string that
// is too long, as one that builds every step does.
// RUN: not %tblgen -DEXTRA -DAPPEND --max-string-size=1000 %s 2>&1 | FileCheck %s --check-prefix=APPEND
#ifdef APPEND
// APPEND: [[@LINE+1]]:1: error: string of 1002 bytes exceeds the limit of 1000 bytes (raise it with --max-string-size)
def W { string s = !foldl("", !range(200), acc, x, acc # "abcdef"); }
#endif
