// RUN: %tblgen %s | FileCheck %s
// DIFF:
// defset: collecting the records defined inside it (def, defm, foreach),
// nested defsets, and using the list afterwards.

class Reg<int n> {
  int Num = n;
}
multiclass TwoRegs<int base> {
  def _lo : Reg<base>;
  def _hi : Reg<!add(base, 1)>;
}

defset list<Reg> AllRegs = {
  def R0 : Reg<0>;
  defset list<Reg> Pair = {
    defm P : TwoRegs<10>;
  }
  foreach i = 1...2 in
    def R#i : Reg<i>;
}
defset list<Reg> Empty = {}

def Summary {
  list<Reg> all = AllRegs;
  list<Reg> pair = Pair;
  int count = !size(AllRegs);
  list<Reg> none = Empty;
  list<int> nums = !foreach(r, AllRegs, r.Num);
}

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class Reg<int Reg:n = ?> {
// CHECK-NEXT:   int Num = Reg:n;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def P_hi {	// Reg
// CHECK-NEXT:   int Num = 11;
// CHECK-NEXT: }
// CHECK-NEXT: def P_lo {	// Reg
// CHECK-NEXT:   int Num = 10;
// CHECK-NEXT: }
// CHECK-NEXT: def R0 {	// Reg
// CHECK-NEXT:   int Num = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def R1 {	// Reg
// CHECK-NEXT:   int Num = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def R2 {	// Reg
// CHECK-NEXT:   int Num = 2;
// CHECK-NEXT: }
// CHECK-NEXT: def Summary {
// CHECK-NEXT:   list<Reg> all = [R0, P_lo, P_hi, R1, R2];
// CHECK-NEXT:   list<Reg> pair = [P_lo, P_hi];
// CHECK-NEXT:   int count = 5;
// CHECK-NEXT:   list<Reg> none = [];
// CHECK-NEXT:   list<int> nums = [0, 10, 11, 1, 2];
// CHECK-NEXT: }
