// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
multiclass M<string n> {
// CHECK: [[@LINE+2]]:7: error: record name '!strconcat("x", ?)' could not be fully resolved
// CHECK: [[@LINE+3]]:10: note: instantiated from multiclass
  def NAME#n;
}
defm x : M<?>;
