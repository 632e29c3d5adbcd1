// RUN: %tblgen %s | FileCheck %s
// DIFF:
// deftype: type aliases for primitive and list types, used in fields,
// template arguments and !cast; aliases may also be declared in a loop body.

deftype Reg = int;
deftype RegList = list<Reg>;
deftype Name = string;

class C<Reg r, RegList l> {
  Reg R = r;
  RegList L = l;
  Name N = !cast<Name>(r);
}

def c : C<1, [2, 3]>;

foreach i = [0] in {
  deftype LoopAlias = bits<4>;
  def loop#i { LoopAlias b = 5; }
}

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class C<int C:r = ?, list<int> C:l = ?> {
// CHECK-NEXT:   int R = C:r;
// CHECK-NEXT:   list<int> L = C:l;
// CHECK-NEXT:   string N = !cast<string>(C:r);
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def c {	// C
// CHECK-NEXT:   int R = 1;
// CHECK-NEXT:   list<int> L = [2, 3];
// CHECK-NEXT:   string N = "1";
// CHECK-NEXT: }
// CHECK-NEXT: def loop0 {
// CHECK-NEXT:   bits<4> b = { 0, 1, 0, 1 };
// CHECK-NEXT: }
