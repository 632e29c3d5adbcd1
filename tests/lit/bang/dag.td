// RUN: %tblgen %s | FileCheck %s
// DIFF:
// !dag, !con, !getdagop, !getdagopname, !getdagarg, !getdagname,
// !setdagop, !setdagopname, !setdagarg, !setdagname, !size/!empty on dags.
class Op;
def op1 : Op;
def op2 : Op;
def ins;
class C<dag d, Op o, int i, string n> {
  dag made = !dag(o, [i, 2], ["a", n]);
  dag madeu = !dag(o, [i], ?);
  dag con = !con(d, (op1 3:$z));
  Op getop = !getdagop<Op>(d);
  string getopname = !getdagopname(d);
  int getarg = !getdagarg<int>(d, i);
  int getargn = !getdagarg<int>(d, n);
  string getname = !getdagname(d, i);
  dag setop = !setdagop(d, o);
  dag setopname = !setdagopname(d, n);
  dag setarg = !setdagarg(d, i, 42);
  dag setargn = !setdagarg(d, n, "s");
  dag setname = !setdagname(d, i, n);
  int size = !size(d);
  bit empty = !empty(d);
}
def x : C<(op1:$nm 10:$a, 20:$b), op2, 1, "a">;
def lit {
  dag d1 = !dag(ins, [1, 2], ["x", ?]);
  dag d2 = !con((ins 1), (ins 2:$b), (? 3));
  dag d3 = !con((? 1), (? 2));
  dag d4 = !setdagop((op1:$keep 1:$a), op2);
  dag d5 = !setdagopname((op1 1), "nm");
  Op o = !getdagop<Op>((op2 1));
  string s = !getdagarg<string>((ins "v":$k, 2), "k");
  int wrongty = !getdagarg<int>((ins "v":$k), 0);
  int sz = !size((ins));
  bit em = !empty((ins));
  dag d6 = !setdagarg((ins 1:$a, 2:$b), "b", (ins 3));
  dag d7 = !setdagname((ins 1:$a, 2:$b), 0, "c");
  string n1 = !getdagname((ins 1:$a, 2), 0);
  string n2 = !getdagname((ins 1:$a, 2), 1);
  string on = !getdagopname((ins:$o 1));
}

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class C<dag C:d = ?, Op C:o = ?, int C:i = ?, string C:n = ?> {
// CHECK-NEXT:   dag made = !dag(C:o, [C:i, 2], ["a", C:n]);
// CHECK-NEXT:   dag madeu = (C:o C:i);
// CHECK-NEXT:   dag con = !con(C:d, (op1 3:$z));
// CHECK-NEXT:   Op getop = !getdagop(C:d);
// CHECK-NEXT:   string getopname = !getdagopname(C:d);
// CHECK-NEXT:   int getarg = !getdagarg<int>(C:d, C:i);
// CHECK-NEXT:   int getargn = !getdagarg<int>(C:d, C:n);
// CHECK-NEXT:   string getname = !getdagname(C:d, C:i);
// CHECK-NEXT:   dag setop = !setdagop(C:d, C:o);
// CHECK-NEXT:   dag setopname = !setdagopname(C:d, C:n);
// CHECK-NEXT:   dag setarg = !setdagarg(C:d, C:i, 42);
// CHECK-NEXT:   dag setargn = !setdagarg(C:d, C:n, "s");
// CHECK-NEXT:   dag setname = !setdagname(C:d, C:i, C:n);
// CHECK-NEXT:   int size = !size(C:d);
// CHECK-NEXT:   bit empty = !cast<bit>(!empty(C:d));
// CHECK-NEXT: }
// CHECK-NEXT: class Op {
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def ins {
// CHECK-NEXT: }
// CHECK-NEXT: def lit {
// CHECK-NEXT:   dag d1 = (ins 1:$x, 2);
// CHECK-NEXT:   dag d2 = (ins 1, 2:$b, 3);
// CHECK-NEXT:   dag d3 = (? 1, 2);
// CHECK-NEXT:   dag d4 = (op2 1:$a);
// CHECK-NEXT:   dag d5 = (op1:$nm 1);
// CHECK-NEXT:   Op o = op2;
// CHECK-NEXT:   string s = "v";
// CHECK-NEXT:   int wrongty = ?;
// CHECK-NEXT:   int sz = 0;
// CHECK-NEXT:   bit em = 1;
// CHECK-NEXT:   dag d6 = (ins 1:$a, (ins 3):$b);
// CHECK-NEXT:   dag d7 = (ins 1:$c, 2:$b);
// CHECK-NEXT:   string n1 = "a";
// CHECK-NEXT:   string n2 = ?;
// CHECK-NEXT:   string on = "o";
// CHECK-NEXT: }
// CHECK-NEXT: def op1 {	// Op
// CHECK-NEXT: }
// CHECK-NEXT: def op2 {	// Op
// CHECK-NEXT: }
// CHECK-NEXT: def x {	// C
// CHECK-NEXT:   dag made = (op2 1:$a, 2:$a);
// CHECK-NEXT:   dag madeu = (op2 1);
// CHECK-NEXT:   dag con = (op1:$nm 10:$a, 20:$b, 3:$z);
// CHECK-NEXT:   Op getop = op1;
// CHECK-NEXT:   string getopname = "nm";
// CHECK-NEXT:   int getarg = 20;
// CHECK-NEXT:   int getargn = 10;
// CHECK-NEXT:   string getname = "b";
// CHECK-NEXT:   dag setop = (op2 10:$a, 20:$b);
// CHECK-NEXT:   dag setopname = (op1:$a 10:$a, 20:$b);
// CHECK-NEXT:   dag setarg = (op1:$nm 10:$a, 42:$b);
// CHECK-NEXT:   dag setargn = (op1:$nm "s":$a, 20:$b);
// CHECK-NEXT:   dag setname = (op1:$nm 10:$a, 20:$a);
// CHECK-NEXT:   int size = 2;
// CHECK-NEXT:   bit empty = 0;
// CHECK-NEXT: }
