// The errors of (sequence "Format", From, To[, Stride]).
//
// RUN: not %tblgen -I %S --print-sets -DARGS %s 2>&1 | FileCheck %s --check-prefix=ARGS
// RUN: not %tblgen -I %S --print-sets -DSTRIDE %s 2>&1 | FileCheck %s --check-prefix=STRIDE
// RUN: not %tblgen -I %S --print-sets -DFORMAT %s 2>&1 | FileCheck %s --check-prefix=FORMAT
// RUN: not %tblgen -I %S --print-sets -DNOARGS %s 2>&1 | FileCheck %s --check-prefix=NOARGS
// RUN: not %tblgen -I %S --print-sets -DFROM %s 2>&1 | FileCheck %s --check-prefix=FROM
// RUN: not %tblgen -I %S --print-sets -DNOFROM %s 2>&1 | FileCheck %s --check-prefix=NOFROM
// RUN: not %tblgen -I %S --print-sets -DFROMRANGE %s 2>&1 | FileCheck %s --check-prefix=FROMRANGE
// RUN: not %tblgen -I %S --print-sets -DTO %s 2>&1 | FileCheck %s --check-prefix=TO
// RUN: not %tblgen -I %S --print-sets -DTORANGE %s 2>&1 | FileCheck %s --check-prefix=TORANGE
// RUN: not %tblgen -I %S --print-sets -DMISSING %s 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not %tblgen -I %S --print-sets -DZERO %s 2>&1 | FileCheck %s --check-prefix=ZERO
// DIFF: --print-sets -DARGS
// DIFF: --print-sets -DSTRIDE
// DIFF: --print-sets -DFORMAT
// DIFF: --print-sets -DFROM
// DIFF: --print-sets -DFROMRANGE
// DIFF: --print-sets -DTO
// DIFF: --print-sets -DTORANGE
// DIFF: --print-sets -DMISSING
//
// No DIFF for NOARGS and NOFROM (llvm-tblgen reads past the arguments it
// was given) nor for ZERO (llvm-tblgen loops forever on a zero stride;
// tblgen reports it instead).

include "Inputs/set-ops.td"

#ifdef ARGS
// ARGS: [[@LINE+1]]:5: error: Bad args to (sequence "Format", From, To): (sequence "R%u", 1, 2, 3, 4)
def Bad : Set<(sequence "R%u", 1, 2, 3, 4)>;
#endif

#ifdef STRIDE
// STRIDE: [[@LINE+1]]:5: error: Stride must be an integer: (sequence "R%u", 1, 2, "x")
def Bad : Set<(sequence "R%u", 1, 2, "x")>;
#endif

#ifdef FORMAT
// FORMAT: [[@LINE+1]]:5: error: Format must be a string: (sequence 1, 1, 2)
def Bad : Set<(sequence 1, 1, 2)>;
#endif

#ifdef NOARGS
// NOARGS: [[@LINE+1]]:5: error: Format must be a string: (sequence)
def Bad : Set<(sequence)>;
#endif

#ifdef FROM
// FROM: [[@LINE+1]]:5: error: From must be an integer: (sequence "R%u", "a", 2)
def Bad : Set<(sequence "R%u", "a", 2)>;
#endif

#ifdef NOFROM
// NOFROM: [[@LINE+1]]:5: error: From must be an integer: (sequence "R%u")
def Bad : Set<(sequence "R%u")>;
#endif

#ifdef FROMRANGE
// FROMRANGE: [[@LINE+1]]:5: error: From out of range{{$}}
def Bad : Set<(sequence "R%u", -1, 2)>;
#endif

#ifdef TO
// TO: [[@LINE+1]]:5: error: To must be an integer: (sequence "R%u", 1, "b")
def Bad : Set<(sequence "R%u", 1, "b")>;
#endif

#ifdef TORANGE
// TORANGE: [[@LINE+1]]:5: error: To out of range{{$}}
def Bad : Set<(sequence "R%u", 1, 1073741824)>;
#endif

#ifdef MISSING
// MISSING: [[@LINE+1]]:5: error: No def named 'R16': (sequence "R%u", 14, 17)
def Bad : Set<(sequence "R%u", 14, 17)>;
#endif

#ifdef ZERO
// ZERO: [[@LINE+1]]:5: error: Stride must not be zero: (sequence "R%u", 1, 3, 0)
def Bad : Set<(sequence "R%u", 1, 3, 0)>;
#endif
