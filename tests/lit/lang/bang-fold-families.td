// RUN: %tblgen %s | FileCheck %s
// DIFF:
// DIFF: --print-detailed-records
// What the unary and ternary operators fold to, one family at a time (the
// Fold column of BangOps.def), on literal operands and on template
// arguments known only when a def is made.

class C { int v = 1; }
def c : C;
def p : C;
def q : C;
def op : C;

// CHECK-LABEL: def a1_unary
// CHECK: string lower = "abc";
// CHECK: int size = 3;
// CHECK: list<int> flat = [1, 2, 3];
def a1_unary {
  string lower = !tolower("AbC");
  string upper = !toupper("aBc");
  int head = !head([1, 2]);
  list<int> tail = !tail([1, 2, 3]);
  int size = !size("abc");
  int dagSize = !size((op 1, 2));
  bit empty = !empty([]<int>);
  bit emptyString = !empty("");
  int not0 = !not(0);
  int not5 = !not(5);
  bit unset = !initialized(?);
  bit set = !initialized(1);
  int log = !logtwo(1024);
  list<int> flat = !listflatten([[1, 2], [3]]);
  list<int> already = !listflatten([1, 2]);
  string repr = !repr([1, 2]);
  string reprDef = !repr(c);
}

// CHECK-LABEL: def a2_casts
// CHECK: C byName = c;
def a2_casts {
  C byName = !cast<C>("c");
  string defName = !cast<string>(c);
  string number = !cast<string>(12);
  bits<4> fromInt = !cast<bits<4>>(5);
  dag d = (op:$n 1);
  C getOp = !getdagop<C>(d);
  string getOpName = !getdagopname(d);
}

// CHECK-LABEL: def a3_ternary
// CHECK: string subst = "bbbnbbnbb";
// CHECK: list<int> down = [10, 6, 2];
def a3_ternary {
  string subst = !subst("a", "bb", "banana");
  C substDef = !subst(p, q, p);
  int ifTrue = !if(1, 2, 3);
  bits<2> ifBits = !if(1, {0, 1}, 0b10);
  dag built = !dag(op, [1, 2], ["a", "b"]);
  dag noArgs = !dag(op, ?, ["a"]);
  dag noNames = !dag(op, [1], ?);
  list<int> up = !range(0, 10, 3);
  list<int> down = !range(10, 0, -4);
  list<int> none = !range(5, 1);
  string clamped = !substr("hello", 1, 100);
  int missing = !find("hello", "z");
  dag d = (op 1:$a, 2:$b);
  dag setArg = !setdagarg(d, 0, 5);
  dag setArgByName = !setdagarg(d, "b", "s");
  dag setName = !setdagname(d, 1, "q");
  dag unsetName = !setdagname(d, "a", ?);
  dag mapped = !foreach(v, (op 1, (op 2, 3)), v);
}

class Late<list<int> l, string s, int n> {
  list<int> plus = !foreach(v, l, !add(v, 1));
  list<int> nonzero = !filter(v, l, v);
  string sub = !substr(s, n);
  int pos = !find(s, "l", n);
  int first = !head(l);
  string low = !tolower(s);
}
// CHECK-LABEL: def a4_late
// CHECK: list<int> nonzero = [1, 2];
def a4_late : Late<[0, 1, 2], "HeLlo", 1>;
