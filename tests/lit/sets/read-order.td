// Which error comes first when an expression has several: the argument
// count is checked before any argument is read, and the arguments are read
// in llvm-tblgen's order (sets in order, each integer after the set before
// it; sequence reads its stride first, then format, From, To).
//
// RUN: not %tblgen -I %S --print-sets -DANDCOUNT %s 2>&1 | FileCheck %s --check-prefix=ANDCOUNT
// RUN: not %tblgen -I %S --print-sets -DSHLCOUNT %s 2>&1 | FileCheck %s --check-prefix=SHLCOUNT
// RUN: not %tblgen -I %S --print-sets -DSUBFIRST %s 2>&1 | FileCheck %s --check-prefix=SUBFIRST
// RUN: not %tblgen -I %S --print-sets -DSUBREST %s 2>&1 | FileCheck %s --check-prefix=SUBREST
// RUN: not %tblgen -I %S --print-sets -DSHLSET %s 2>&1 | FileCheck %s --check-prefix=SHLSET
// RUN: not %tblgen -I %S --print-sets -DROTRKIND %s 2>&1 | FileCheck %s --check-prefix=ROTRKIND
// RUN: not %tblgen -I %S --print-sets -DINTERLEAVE %s 2>&1 | FileCheck %s --check-prefix=INTERLEAVE
// RUN: not %tblgen -I %S --print-sets -DSTRIDEFIRST %s 2>&1 | FileCheck %s --check-prefix=STRIDEFIRST
// RUN: not %tblgen -I %S --print-sets -DFROMBITS %s 2>&1 | FileCheck %s --check-prefix=FROMBITS
// RUN: not %tblgen -I %S --print-sets -DFROMRANGE %s 2>&1 | FileCheck %s --check-prefix=FROMRANGE
// RUN: not %tblgen -I %S --print-sets -DSEQSET %s 2>&1 | FileCheck %s --check-prefix=SEQSET
// DIFF: --print-sets -DANDCOUNT
// DIFF: --print-sets -DSHLCOUNT
// DIFF: --print-sets -DSUBFIRST
// DIFF: --print-sets -DSUBREST
// DIFF: --print-sets -DSHLSET
// DIFF: --print-sets -DROTRKIND
// DIFF: --print-sets -DINTERLEAVE
// DIFF: --print-sets -DSTRIDEFIRST
// DIFF: --print-sets -DFROMBITS
// DIFF: --print-sets -DFROMRANGE
// DIFF: --print-sets -DSEQSET

include "Inputs/set-ops.td"

def foo;

#ifdef ANDCOUNT
// ANDCOUNT: [[@LINE+1]]:5: error: Set intersection requires two arguments: (and (foo R0))
def Bad : Set<(and (foo R0))>;
#endif

#ifdef SHLCOUNT
// SHLCOUNT: [[@LINE+1]]:5: error: Operator requires (Op Set, Int) arguments: (shl (foo R0))
def Bad : Set<(shl (foo R0))>;
#endif

#ifdef SUBFIRST
// SUBFIRST: [[@LINE+1]]:5: error: Unknown set operator: (foo R0)
def Bad : Set<(sub (foo R0), "s")>;
#endif

#ifdef SUBREST
// SUBREST: [[@LINE+1]]:5: error: Invalid set element: 7
def Bad : Set<(sub R0, R1, [R2], 7, (foo R3))>;
#endif

#ifdef SHLSET
// SHLSET: [[@LINE+1]]:5: error: Unknown set operator: (foo R0)
def Bad : Set<(shl (foo R0), -1)>;
#endif

#ifdef ROTRKIND
// ROTRKIND: [[@LINE+1]]:5: error: Second argument must be an integer: (rotr R0, R1)
def Bad : Set<(rotr R0, R1)>;
#endif

#ifdef INTERLEAVE
// INTERLEAVE: [[@LINE+1]]:5: error: Invalid set element: "x"
def Bad : Set<(interleave (add R0), "x", (foo R1))>;
#endif

#ifdef STRIDEFIRST
// STRIDEFIRST: [[@LINE+1]]:5: error: Stride must be an integer: (sequence 1, 1, 2, "x")
def Bad : Set<(sequence 1, 1, 2, "x")>;
#endif

#ifdef FROMBITS
// FROMBITS: [[@LINE+1]]:5: error: From must be an integer: (sequence "R%u", { 1 }, 2)
def Bad : Set<(sequence "R%u", 0b1, 2)>;
#endif

#ifdef FROMRANGE
// FROMRANGE: [[@LINE+1]]:5: error: From out of range{{$}}
def Bad : Set<(sequence "R%u", 1073741824, "x")>;
#endif

#ifdef SEQSET
// A set named by a sequence is expanded where it is defined, so its error
// is reported there.
// SEQSET: [[@LINE+1]]:5: error: Unknown set operator: (foo R2)
def Part1 : Set<(foo R2)>;
def Bad : Set<(sequence "Part%u", 1, 1)>;
#endif
