// --print-enums fails when the class does not exist, or when --class is
// not given (the empty class name). The error has no location.
//
// RUN: not %tblgen --print-enums --class=Missing %s 2>&1 | FileCheck %s --check-prefix=MISSING --match-full-lines
// RUN: not %tblgen --print-enums %s 2>&1 | FileCheck %s --check-prefix=NOCLASS --match-full-lines
// RUN: not %tblgen --print-enums --class=R0 %s 2>&1 | FileCheck %s --check-prefix=DEF --match-full-lines
// DIFF: --print-enums --class=Missing
// DIFF: --print-enums
// DIFF: --print-enums --class=R0

class Reg;
def R0 : Reg;

// MISSING:      error: The class 'Missing' is not defined
// MISSING-EMPTY:
// NOCLASS:      error: The class '' is not defined
// NOCLASS-EMPTY:
// A def is not a class.
// DEF:          error: The class 'R0' is not defined
