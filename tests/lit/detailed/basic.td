// RUN: %tblgen -I %p/Inputs --print-detailed-records %s | FileCheck %s
// DIFF: -I %p/Inputs --print-detailed-records
// Global variables, classes (template arguments, superclasses, fields)
// and records (defm sequence, superclasses with indirect ones in
// parentheses, fields), each with its |file:line| location; the report
// ends with allocation statistics.
include "detailed-inc.td"

class Base<int v, string n = "base"> {
  int V = v;
  string N = n;
}
class Derived : Base<2>, FromInclude<"inc"> {
  bits<2> B = 0b10;
  let N = "derived";
}
multiclass Inner<int x> {
  def _i : Derived { let V = x; }
}
multiclass Outer {
  defm _o : Inner<7>;
}
defm chain : Outer;
def : Derived;
def "";

defvar Width = 32;
defset list<Base> All = {
  def one : Base<1>;
}

// CHECK:      DETAILED RECORDS for file {{.*}}basic.td
// CHECK-EMPTY:
// CHECK-NEXT: -------------------- Global Variables (2) --------------------
// CHECK-EMPTY:
// CHECK-NEXT: All = [one]
// CHECK-NEXT: Width = 32
// CHECK-EMPTY:
// CHECK-NEXT: -------------------- Classes (3) --------------------
// CHECK-EMPTY:
// CHECK-NEXT: Base  |basic.td:9|
// CHECK-NEXT:   Template args:
// CHECK-NEXT:     int Base:v = ?  |basic.td:9|
// CHECK-NEXT:     string Base:n = "base"  |basic.td:9|
// CHECK-NEXT:   Superclasses: (none)
// CHECK-NEXT:   Fields:
// CHECK-NEXT:     int V = Base:v  |basic.td:10|
// CHECK-NEXT:     string N = Base:n  |basic.td:11|
// CHECK-EMPTY:
// CHECK-NEXT: Derived  |basic.td:13|
// CHECK-NEXT:   Template args: (none)
// CHECK-NEXT:   Superclasses: Base FromInclude
// CHECK-NEXT:   Fields:
// CHECK-NEXT:     int V = 2  |basic.td:10|
// CHECK-NEXT:     string N = "derived"  |basic.td:15|
// CHECK-NEXT:     string S = "inc"  |detailed-inc.td:3|
// CHECK-NEXT:     bits<2> B = { 1, 0 }  |basic.td:14|
// CHECK-EMPTY:
// CHECK-NEXT: FromInclude  |detailed-inc.td:2|
// CHECK-NEXT:   Template args:
// CHECK-NEXT:     string FromInclude:s = ?  |detailed-inc.td:2|
// CHECK-NEXT:   Superclasses: (none)
// CHECK-NEXT:   Fields:
// CHECK-NEXT:     string S = FromInclude:s  |detailed-inc.td:3|
// CHECK-EMPTY:
// CHECK-NEXT: -------------------- Records (4) --------------------
// CHECK-EMPTY:
// CHECK-NEXT: ""  |basic.td:25|
// CHECK-NEXT:   Superclasses: (none)
// CHECK-NEXT:   Fields: (none)
// CHECK-EMPTY:
// CHECK-NEXT: anonymous_0  |basic.td:24|
// CHECK-NEXT:   Superclasses: (Base) (FromInclude) Derived
// CHECK-NEXT:   Fields:
// CHECK-NEXT:     int V = 2  |basic.td:10|
// CHECK-NEXT:     string N = "derived"  |basic.td:15|
// CHECK-NEXT:     string S = "inc"  |detailed-inc.td:3|
// CHECK-NEXT:     bits<2> B = { 1, 0 }  |basic.td:14|
// CHECK-EMPTY:
// CHECK-NEXT: chain_o_i  |basic.td:18|
// CHECK-NEXT:   Defm sequence: |basic.td:23| |basic.td:21| |basic.td:18|
// CHECK-NEXT:   Superclasses: (Base) (FromInclude) Derived
// CHECK-NEXT:   Fields:
// CHECK-NEXT:     int V = 7  |basic.td:18|
// CHECK-NEXT:     string N = "derived"  |basic.td:15|
// CHECK-NEXT:     string S = "inc"  |detailed-inc.td:3|
// CHECK-NEXT:     bits<2> B = { 1, 0 }  |basic.td:14|
// CHECK-EMPTY:
// CHECK-NEXT: one  |basic.td:29|
// CHECK-NEXT:   Superclasses: Base
// CHECK-NEXT:   Fields:
// CHECK-NEXT:     int V = 1  |basic.td:10|
// CHECK-NEXT:     string N = "base"  |basic.td:11|
// CHECK-EMPTY:
// CHECK-NEXT: -------------------- Memory Allocation Stats --------------------
// CHECK-NEXT: TheArgumentInitPool size = {{[0-9]+}}
// CHECK:      Bytes allocated = {{[0-9]+}}
// CHECK-NEXT: Total allocator memory = {{[0-9]+}}
// CHECK-EMPTY:
// CHECK-NEXT: Number of records instantiated = {{[0-9]+}}
// CHECK-NEXT: Number of anonymous records = 1
