// --print-enums --class=C prints the names of the defs deriving from C
// (directly or not), each followed by ", ", in name order with numbers
// compared by value, then a newline.
//
// RUN: %tblgen --print-enums --class=Reg %s | FileCheck %s --check-prefix=REG --match-full-lines --strict-whitespace
// RUN: %tblgen --print-enums --class Base %s | FileCheck %s --check-prefix=BASE --match-full-lines --strict-whitespace
// RUN: %tblgen --print-enums --class=Empty %s | FileCheck %s --check-prefix=EMPTY --match-full-lines --strict-whitespace
// DIFF: --print-enums --class=Reg
// DIFF: --print-enums --class=Base
// DIFF: --print-enums --class=Empty
// DIFF: --print-enums --class=Reg --class=Base

class Base;
class Reg<int n> : Base { int Num = n; }
class Empty;
class Multi;

def R10 : Reg<10>;
def R2 : Reg<2>;
def R1 : Reg<1>;
def SP : Reg<31>;
def _tmp : Reg<0>;
def b : Base;
def : Reg<99>;

multiclass Pair<int n> {
  def _lo : Reg<n>;
  def _hi : Reg<!add(n, 1)>, Multi;
}
defm X : Pair<4>;

foreach i = 3-4 in def Q#i : Base;

// REG:R1, R2, R10, SP, X_hi, X_lo, _tmp, anonymous_0,{{ $}}
// REG-EMPTY:
// BASE:Q3, Q4, R1, R2, R10, SP, X_hi, X_lo, _tmp, anonymous_0, b,{{ $}}
// BASE-EMPTY:
// EMPTY:{{^$}}
