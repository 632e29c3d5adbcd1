// Nested statements (foreach, if, let blocks) have the same nesting limit as
// values: millions of nested foreach loops overflow llvm-tblgen's stack.
// RUN: not %tblgen --max-value-depth=4 %s 2>&1 | FileCheck %s
// RUN: %tblgen %s | FileCheck %s --check-prefix=OK
// DIFF:

class C { int n = 0; }
// OK: def X111 {
// OK-NEXT: int n = 1;
foreach a = [1] in {
  foreach b = [1] in {
    let n = 1 in {
      if 1 then {
// CHECK: [[@LINE+1]]:9: error: statement nesting exceeds the limit of 4 (raise it with --max-value-depth)
        foreach c = [1] in {
          def X#a#b#c : C;
        }
      }
    }
  }
}
