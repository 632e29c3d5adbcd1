// RUN: %tblgen --dump-json %s | FileCheck %s
// DIFF: --dump-json
// Every kind of value: null, bits (bit 0 first), full 64-bit integers,
// strings and code, lists, references to defs (named and anonymous),
// unresolved variables and bits of them, dags, and anything else
// ("complex"). Keys of every object are sorted.
class Op;
def ops : Op;
def add : Op;
class Foo { int x; bits<3> b; }
class Ty<int n> { int N = n; }
def d : Foo {
  bit t = true;
  bits<4> nibble = 0b0110;
  int max = 0x7fffffffffffffff;
  int min = !sub(-9223372036854775807, 1);
  string s = "text";
  code c = [{ x = 1; }];
  list<list<int>> ll = [[1, 2], [], [3]];
  list<Ty> tys = [Ty<1>, Ty<2>];
  Op r = ops;
  dag g = (ops:$whole add:$dst, ?:$src, 7, (add "s"));
  dag e = (ops);
  field int V = x;
  field bits<2> W = b{1-0};
  field int U = !add(x, 1);
  int unset;
}


// CHECK: {"!instanceof":{"Foo":["d"],"Op":["add","ops"],"Ty":["anonymous_0","anonymous_1"]}
// CHECK-SAME: ,"!tablegen_json_version":1
// CHECK-SAME: ,"add":{"!anonymous":false,"!fields":[],"!locs":["values.td:9"],"!name":"add","!superclasses":["Op"]}
// CHECK-SAME: ,"anonymous_0":{"!anonymous":true,"!fields":[],"!locs":["values.td:20"],"!name":"anonymous_0","!superclasses":["Ty"],"N":1}
// CHECK-SAME: ,"anonymous_1":{"!anonymous":true,"!fields":[],"!locs":["values.td:20"],"!name":"anonymous_1","!superclasses":["Ty"],"N":2}
// CHECK-SAME: ,"d":{"!anonymous":false,"!fields":["V","W","U"],"!locs":["values.td:12"],"!name":"d","!superclasses":["Foo"]
// CHECK-SAME: ,"U":{"kind":"complex","printable":"!add(x, 1)"}
// CHECK-SAME: ,"V":{"kind":"var","printable":"x","var":"x"}
// CHECK-SAME: ,"W":[{"index":0,"kind":"varbit","printable":"b{0}","var":"b"},{"index":1,"kind":"varbit","printable":"b{1}","var":"b"}]
// CHECK-SAME: ,"b":[null,null,null],"c":" x = 1; "
// CHECK-SAME: ,"e":{"args":[],"kind":"dag","operator":{"def":"ops","kind":"def","printable":"ops"},"printable":"(ops)"}
// CHECK-SAME: ,"g":{"args":{{\[\[}}{"def":"add","kind":"def","printable":"add"},"dst"],[null,"src"],[7,null],[{"args":{{\[\[}}"s",null]],"kind":"dag","operator":{"def":"add","kind":"def","printable":"add"},"printable":"(add \"s\")"},null]],"kind":"dag","name":"whole","operator":{"def":"ops","kind":"def","printable":"ops"},"printable":"(ops:$whole add:$dst, ?:$src, 7, (add \"s\"))"}
// CHECK-SAME: ,"ll":{{\[\[}}1,2],[],[3]],"max":9223372036854775807,"min":-9223372036854775808,"nibble":[0,1,1,0]
// CHECK-SAME: ,"r":{"def":"ops","kind":"def","printable":"ops"},"s":"text","t":1
// CHECK-SAME: ,"tys":[{"def":"anonymous_0","kind":"def","printable":"anonymous_0"},{"def":"anonymous_1","kind":"def","printable":"anonymous_1"}]
// CHECK-SAME: ,"unset":null,"x":null}
// CHECK-SAME: ,"ops":{"!anonymous":false,"!fields":[],"!locs":["values.td:8"],"!name":"ops","!superclasses":["Op"]}}
