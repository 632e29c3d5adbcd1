// RUN: %tblgen %s | FileCheck %s
// DIFF:
// !cast<Class>(name) finds a record by name: a literal name, a computed
// name, the record's own NAME in a class or multiclass, and names built in
// loops; !cast<string> of a record gives its name.

class Reg<int n> { int Num = n; }
foreach i = 0...3 in
  def R#i : Reg<i>;

class UsesReg<int i> {
  Reg TheReg = !cast<Reg>("R" # i);
  int Num = TheReg.Num;
}
def u2 : UsesReg<2>;

multiclass WithReg<int i> {
  def _op : UsesReg<i>;
  def _self {
    string Me = NAME;
    Reg R = !cast<Reg>("R" # i);
  }
}
defm X : WithReg<3>;

def names {
  Reg Direct = !cast<Reg>("R1");
  string Back = !cast<string>(R0);
  list<Reg> All = !foreach(i, [0, 1], !cast<Reg>("R" # i));
}

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class Reg<int Reg:n = ?> {
// CHECK-NEXT:   int Num = Reg:n;
// CHECK-NEXT: }
// CHECK-NEXT: class UsesReg<int UsesReg:i = ?> {
// CHECK-NEXT:   Reg TheReg = !cast<Reg>(!strconcat("R", !cast<string>(UsesReg:i)));
// CHECK-NEXT:   int Num = TheReg.Num;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def R0 {	// Reg
// CHECK-NEXT:   int Num = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def R1 {	// Reg
// CHECK-NEXT:   int Num = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def R2 {	// Reg
// CHECK-NEXT:   int Num = 2;
// CHECK-NEXT: }
// CHECK-NEXT: def R3 {	// Reg
// CHECK-NEXT:   int Num = 3;
// CHECK-NEXT: }
// CHECK-NEXT: def X_op {	// UsesReg
// CHECK-NEXT:   Reg TheReg = R3;
// CHECK-NEXT:   int Num = 3;
// CHECK-NEXT: }
// CHECK-NEXT: def X_self {
// CHECK-NEXT:   string Me = "X";
// CHECK-NEXT:   Reg R = R3;
// CHECK-NEXT: }
// CHECK-NEXT: def names {
// CHECK-NEXT:   Reg Direct = R1;
// CHECK-NEXT:   string Back = "R0";
// CHECK-NEXT:   list<Reg> All = [R0, R1];
// CHECK-NEXT: }
// CHECK-NEXT: def u2 {	// UsesReg
// CHECK-NEXT:   Reg TheReg = R2;
// CHECK-NEXT:   int Num = 2;
// CHECK-NEXT: }
