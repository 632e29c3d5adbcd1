// The errors of the set operators (one per -D run; each is fatal). They are
// reported at the def whose set is being expanded.
//
// RUN: not %tblgen -I %S --print-sets -DSUB %s 2>&1 | FileCheck %s --check-prefix=SUB
// RUN: not %tblgen -I %S --print-sets -DAND %s 2>&1 | FileCheck %s --check-prefix=AND
// RUN: not %tblgen -I %S --print-sets -DAND3 %s 2>&1 | FileCheck %s --check-prefix=AND3
// RUN: not %tblgen -I %S --print-sets -DINTARGS %s 2>&1 | FileCheck %s --check-prefix=INTARGS
// RUN: not %tblgen -I %S --print-sets -DINTTYPE %s 2>&1 | FileCheck %s --check-prefix=INTTYPE
// RUN: not %tblgen -I %S --print-sets -DSHL %s 2>&1 | FileCheck %s --check-prefix=SHL
// RUN: not %tblgen -I %S --print-sets -DTRUNC %s 2>&1 | FileCheck %s --check-prefix=TRUNC
// RUN: not %tblgen -I %S --print-sets -DDECIMATE %s 2>&1 | FileCheck %s --check-prefix=DECIMATE
// RUN: not %tblgen -I %S --print-sets -DINT %s 2>&1 | FileCheck %s --check-prefix=INT
// RUN: not %tblgen -I %S --print-sets -DSTRING %s 2>&1 | FileCheck %s --check-prefix=STRING
// RUN: not %tblgen -I %S --print-sets -DUNSET %s 2>&1 | FileCheck %s --check-prefix=UNSET
// RUN: not %tblgen -I %S --print-sets -DBADOP %s 2>&1 | FileCheck %s --check-prefix=BADOP
// RUN: not %tblgen -I %S --print-sets -DUNKNOWN %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not %tblgen -I %S --print-sets -DNESTED %s 2>&1 | FileCheck %s --check-prefix=NESTED
// RUN: not %tblgen -I %S --print-sets -DORDER %s 2>&1 | FileCheck %s --check-prefix=ORDER
// DIFF: --print-sets -DSUB
// DIFF: --print-sets -DAND
// DIFF: --print-sets -DAND3
// DIFF: --print-sets -DINTARGS
// DIFF: --print-sets -DINTTYPE
// DIFF: --print-sets -DSHL
// DIFF: --print-sets -DTRUNC
// DIFF: --print-sets -DDECIMATE
// DIFF: --print-sets -DINT
// DIFF: --print-sets -DSTRING
// DIFF: --print-sets -DUNSET
// DIFF: --print-sets -DBADOP
// DIFF: --print-sets -DUNKNOWN
// DIFF: --print-sets -DNESTED
// DIFF: --print-sets -DORDER

include "Inputs/set-ops.td"

def Good : Set<(add R0, R1)>;
def foo;

#ifdef SUB
// SUB: [[@LINE+1]]:5: error: Set difference needs at least two arguments: (sub R0)
def Bad : Set<(sub R0)>;
#endif

#ifdef AND
// AND: [[@LINE+1]]:5: error: Set intersection requires two arguments: (and R0)
def Bad : Set<(and R0)>;
#endif

#ifdef AND3
// AND3: [[@LINE+1]]:5: error: Set intersection requires two arguments: (and R0, R1, R2)
def Bad : Set<(and R0, R1, R2)>;
#endif

#ifdef INTARGS
// INTARGS: [[@LINE+1]]:5: error: Operator requires (Op Set, Int) arguments: (rotl R0, 1, 2)
def Bad : Set<(rotl R0, 1, 2)>;
#endif

#ifdef INTTYPE
// INTTYPE: [[@LINE+1]]:5: error: Second argument must be an integer: (decimate R0, "x")
def Bad : Set<(decimate R0, "x")>;
#endif

#ifdef SHL
// SHL: [[@LINE+1]]:5: error: Positive shift required: (shl Good, -1)
def Bad : Set<(shl Good, -1)>;
#endif

#ifdef TRUNC
// TRUNC: [[@LINE+1]]:5: error: Positive length required: (trunc Good, -1)
def Bad : Set<(trunc Good, -1)>;
#endif

#ifdef DECIMATE
// DECIMATE: [[@LINE+1]]:5: error: Positive stride required: (decimate Good, 0)
def Bad : Set<(decimate Good, 0)>;
#endif

#ifdef INT
// INT: [[@LINE+1]]:5: error: Invalid set element: 5
def Bad : Set<(add R0, [R1], 5)>;
#endif

#ifdef STRING
// STRING: [[@LINE+1]]:5: error: Invalid set element: "s"
def Bad : Set<(sub R0, "s")>;
#endif

#ifdef UNSET
// UNSET: [[@LINE+1]]:5: error: Invalid set element: ?
def Bad : Set<(add R0, ?)>;
#endif

#ifdef BADOP
// BADOP: [[@LINE+1]]:5: error: Bad set expression: (? R1)
def Bad : Set<(add R0, (? R1))>;
#endif

#ifdef UNKNOWN
// UNKNOWN: [[@LINE+1]]:5: error: Unknown set operator: (foo R0)
def Bad : Set<(add (foo R0):$x, R1)>;
#endif

#ifdef NESTED
// An error inside a set used by another is reported at the inner set.
// NESTED: [[@LINE+1]]:5: error: Unknown set operator: (foo R1)
def Inner : Set<(foo R1)>;
def Outer : Set<(add Inner)>;
#endif

#ifdef ORDER
// The set operand is evaluated before the integer operand is checked.
// ORDER: [[@LINE+1]]:5: error: Unknown set operator: (foo R1)
def Bad : Set<(shl (foo R1), "x")>;
#endif
