// RUN: %tblgen %s | FileCheck %s
// DIFF:
// DIFF: --print-detailed-records
// How the binary operators type their operands and results (one rule per
// operator family, from BangOps.def), the string searches !substr and !find
// with their optional third operand, !foreach/!filter/!foldl variables, and
// the bits, list and dag literals, with the values they fold to.

def op;
def op2;
class C;
def d : C;
def e : C;

// CHECK-LABEL: def a1_arith
// CHECK: int chain = 10;
// CHECK: int mixed = 4;
def a1_arith {
  int chain = !add(1, 2, 3, 4);
  int mixed = !and(0b1100, 6, 15);
  int div = !div(-7, 2);
  int shifts = !add(!shl(1, 3), !sra(-8, 1), !srl(-8, 60));
}

// CHECK-LABEL: def a2_compare
// CHECK: bit bitsEq = 1;
def a2_compare {
  bit lt = !lt("a", "b");
  bit bitsEq = !eq(0b1, 1);
  bit same = !eq(d, d);
  bit other = !ne(d, e);
}

// CHECK-LABEL: def a3_lists
// CHECK: list<int> concat = [1, 2, 3];
// CHECK: list<string> splat = ["a", "a"];
def a3_lists {
  list<int> concat = !listconcat([1], [2], [3]);
  list<string> splat = !listsplat("a", 2);
  list<int> removed = !listremove([1, 2, 3, 2], [2]);
  list<int> trailing = [1, 2, ];
  list<int> empty = [];
  list<string> typed = []<string>;
}

// CHECK-LABEL: def a4_strings
// CHECK: string joined = "1, 2";
// CHECK: string sub = "el";
// CHECK: int found = 3;
def a4_strings {
  string cat = !strconcat("a", "b", "c");
  string joined = !interleave([1, 2], ", ");
  bit matched = !match("abc", "b+");
  string sub = !substr("hello", 1, 2);
  string tail = !substr("hello", 2);
  int found = !find("hello", "l", 3);
  int first = !find("hello", "l");
  string adjacent = "a" "b" "c";
}

// CHECK-LABEL: def a5_dags
// CHECK: dag cat = (op 1, 2, 3);
def a5_dags {
  dag cat = !con((op 1), (op 2), (? 3));
  dag d = (op:$n 1:$a, $b, "s":$c);
  int arg = !getdagarg<int>(d, "a");
  string argAsString = !getdagarg<string>(d, 0);
  string name = !getdagname(d, 1);
  dag newOp = !setdagop(d, op2);
  dag newName = !setdagopname(d, "z");
  dag listOp = ([1, 2] 3);
  dag castOp = (!cast<C>("d") 1);
}

// CHECK-LABEL: def a6_iteration
// CHECK: list<int> squares = [1, 4, 9];
def a6_iteration {
  list<int> squares = !foreach(i, [1, 2, 3], !mul(i, i));
  list<int> big = !filter(i, [1, 2, 3], !gt(i, 1));
  dag args = !foreach(i, (op 1, 2), i);
  int sum = !foldl(0, [1, 2, 3], acc, x, !add(acc, x));
  int first = !cond(0: 1, 1: 2,);
  bits<2> pick = !cond(1: {0, 1}, 0: 0b10);
  int someUnset = !cond(1: ?, 0: 3);
}

defvar outside = !foreach(i, [1, 2], !mul(i, i));

class Bits<bits<3> p, int a, int b> {
  bits<5> spliced = {p, 1, 0};
  bits<2> pair = {a, b};
  list<int> deferred = !foreach(i, [1], !sub(a, b));
  bits<4> widths = {1, 0b10, 1};
}
// CHECK-LABEL: def a7_inst
// CHECK: bits<5> spliced = { 1, 0, 1, 1, 0 };
def a7_inst : Bits<0b101, 1, 0> {
  list<int> fromOutside = outside;
}
