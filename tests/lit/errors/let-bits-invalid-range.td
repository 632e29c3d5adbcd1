// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// llvm-tblgen reads past the field's bits here (its message is accidental);
// the difftest compares the location only.
def a {
  bits<2> x;
// CHECK: [[@LINE+1]]:7: error: Invalid bit range for value
  let x{5} = 1;
}
