// RUN: %tblgen --dump-json %s | FileCheck %s
// DIFF: --dump-json
// Records: "!superclasses" lists direct and indirect classes; "!instanceof"
// has every class, those without defs too, with its defs (direct or not)
// by name; "!locs" of a def made by defm lists the def, then each defm;
// template arguments are not fields; anonymous defs are marked.
class Base<int v> { int V = v; }
class Mid : Base<1>;
class Unused;
class Tag;
multiclass Inner<int n> {
  def _a : Base<n>;
  def _b : Mid, Tag;
}
multiclass Outer {
  defm _in : Inner<5>;
}
defm top : Outer;
def plain : Mid;
def : Tag;
defset list<Base> Set = {
  def member : Base<9>;
}

// CHECK: {"!instanceof":{"Base":["member","plain","top_in_a","top_in_b"],"Mid":["plain","top_in_b"],"Tag":["anonymous_0","top_in_b"],"Unused":[]}
// CHECK-SAME: ,"!tablegen_json_version":1
// CHECK-SAME: ,"anonymous_0":{"!anonymous":true,"!fields":[],"!locs":["records.td:20"],"!name":"anonymous_0","!superclasses":["Tag"]}
// CHECK-SAME: ,"member":{"!anonymous":false,"!fields":[],"!locs":["records.td:22"],"!name":"member","!superclasses":["Base"],"V":9}
// CHECK-SAME: ,"plain":{"!anonymous":false,"!fields":[],"!locs":["records.td:19"],"!name":"plain","!superclasses":["Base","Mid"],"V":1}
// CHECK-SAME: ,"top_in_a":{"!anonymous":false,"!fields":[],"!locs":["records.td:12","records.td:16","records.td:18"],"!name":"top_in_a","!superclasses":["Base"],"V":5}
// CHECK-SAME: ,"top_in_b":{"!anonymous":false,"!fields":[],"!locs":["records.td:13","records.td:16","records.td:18"],"!name":"top_in_b","!superclasses":["Base","Mid","Tag"],"V":1}}
