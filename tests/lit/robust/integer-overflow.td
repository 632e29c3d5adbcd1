// Integer arithmetic wraps around as in llvm-tblgen; what it rejects, tblgen
// rejects at the same place.
// RUN: %tblgen %s | FileCheck %s
// RUN: not %tblgen -DDIV %s 2>&1 | FileCheck %s --check-prefix=DIV
// RUN: not %tblgen -DSHIFT %s 2>&1 | FileCheck %s --check-prefix=SHIFT
// RUN: not %tblgen -DLITERAL %s 2>&1 | FileCheck %s --check-prefix=LITERAL
// DIFF:
// DIFF: -DDIV
// DIFF: -DSHIFT
// DIFF: -DLITERAL

#ifdef DIV
// DIV: [[@LINE+1]]:5: error: Illegal operation: INT64_MIN / -1
def D { int a = !div(-9223372036854775808, -1); }
#endif
#ifdef SHIFT
// SHIFT: [[@LINE+1]]:5: error: Illegal operation: out of bounds shift
def S { int a = !shl(1, 64); }
#endif
#ifdef LITERAL
// LITERAL: [[@LINE+1]]:17: error: number out of range
def L { int a = 99999999999999999999; }
#endif

// CHECK: int c = 1;
// CHECK: int d = 9223372036854775807;
// CHECK: int e = -9223372036854775808;
// CHECK: int f = -1;
// CHECK: int h = -2;
// CHECK: int k = 0;
// CHECK: int l = -9223372036854775808;
def X {
  int c = !mul(9223372036854775807, 9223372036854775807);
  int d = !sub(-9223372036854775808, 1);
  int e = !shl(1, 63);
  int f = !sra(-1, 63);
  int h = !add(0x7fffffffffffffff, 0x7fffffffffffffff);
  int k = !not(-9223372036854775808);
  int l = !sub(0, -9223372036854775808);
}
