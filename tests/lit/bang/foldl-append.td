// RUN: %tblgen %s | FileCheck %s
// DIFF:
// !foldl bodies that append to the accumulator (built in one buffer), and
// the shapes that leave it part of the way: a piece that is no string, an
// element that mentions the accumulator, one name for both variables.
class Item<string n, int w> { string name = n; int width = w; }
def I0 : Item<"i0", 8>;
def I1 : Item<"i1", 16>;
def I2 : Item<"i2", 32>;
defvar Items = [I0, I1, I2];

class Names<list<Item> l, string sep> {
  string joined = !foldl("", l, acc, e, acc # sep # e.name);
  code body = !foldl([{x}], l, acc, e, acc # "_" # e.width);
  list<string> names = !foldl([]<string>, l, acc, e, !listconcat(acc, [e.name], [sep]));
  list<int> widths = !foldl([0], l, acc, e, !listconcat(acc, [e.width]));
  string unknown = !foldl("<", l, acc, e, acc # e.name # sep);
}
def full : Names<Items, ",">;
def none : Names<[], ",">;

def other {
  string s = !foldl("a", ["b", "c"], acc, acc, acc # acc);
  list<int> doubled = !foldl([1], [2, 3], acc, x, !listconcat(acc, [x], acc));
  string prefix = !foldl("", ["x", "y"], acc, x, x # acc);
  string casts = !foldl("n", [1, 2, 3], acc, x, acc # !cast<string>(x) # ".");
  string strs = !foldl("", [["p", "q"], ["r"]], acc, l, acc # !interleave(l, "+") # ";");
}

class Late<string tail> {
  // A piece that is no string until the class is used.
  string s = !foldl("[", ["u", "v"], acc, x, acc # x # tail);
  string t = !foldl("[", ["u", "v"], acc, x, !strconcat(acc, x, tail, "."));
  string u = !foldl("[", ["u", "v"], acc, x, !strconcat(!strconcat(!strconcat(acc, x), tail), "."));
}
def late : Late<"!">;

// CHECK-LABEL: class Late<string Late:tail = ?> {
// CHECK-NEXT:   string s = !strconcat(!strconcat("[", !strconcat("u", Late:tail)), !strconcat("v", Late:tail));
// CHECK-NEXT:   string t = {{.*}}
// CHECK-NEXT:   string u = !strconcat(!strconcat(!strconcat(!strconcat(!strconcat("[u", Late:tail), "."), "v"), Late:tail), ".");
// CHECK: def full {
// CHECK-NEXT:   string joined = ",i0,i1,i2";
// CHECK-NEXT:   code body = [{x_8_16_32}];
// CHECK-NEXT:   list<string> names = ["i0", ",", "i1", ",", "i2", ","];
// CHECK-NEXT:   list<int> widths = [0, 8, 16, 32];
// CHECK-NEXT:   string unknown = "<i0,i1,i2,";
// CHECK: def late {
// CHECK-NEXT:   string s = "[u!v!";
// CHECK-NEXT:   string t = "[u!.v!.";
// CHECK-NEXT:   string u = "[u!.v!.";
// CHECK: def none {
// CHECK-NEXT:   string joined = "";
// CHECK-NEXT:   code body = [{x}];
// CHECK-NEXT:   list<string> names = [];
// CHECK-NEXT:   list<int> widths = [0];
// CHECK: def other {
// CHECK-NEXT:   string s = "cc";
// CHECK-NEXT:   list<int> doubled = [1, 2, 1, 3, 1, 2, 1];
// CHECK-NEXT:   string prefix = "yx";
// CHECK-NEXT:   string casts = "n1.2.3.";
// CHECK-NEXT:   string strs = "p+q;r;";
