// RUN: %tblgen -gen-searchable-tables -I %S %s | FileCheck %s
// DIFF: -gen-searchable-tables
//
// A GenericTable without a primary key: one row per record of FilterClass,
// the columns in the order of Fields. Field types are inferred from the
// values: bit prints as true/false, bits in upper-case hex, strings quoted,
// code verbatim. Rows are sorted by all fields in turn (strings compared
// case-insensitively). The row type defaults to the FilterClass name.

include "Inputs/SearchableTable.td"

class Entry<string name, bits<8> small, bits<16> mid, bits<32> wide, bits<64> huge,
            bit flag, code body> {
  string Name = name;
  bits<8> Small = small;
  bits<16> Mid = mid;
  bits<32> Wide = wide;
  bits<64> Huge = huge;
  bit Flag = flag;
  code Body = body;
  int NotAColumn = 0;
}

def e1 : Entry<"beta", 255, 0x1234, 0xdeadbeef, 0x7fffffffffffffff, 1, [{ return x + 1; }]>;
def e2 : Entry<"Alpha", 0, 1, 2, 3, 0, [{}]>;
def e3 : Entry<"alpha", 10, 11, 12, 13, 1, [{f()}]>;
def e4 : Entry<"gamma", 1, 1, 1, -1, 0, [{g()}]>;

def Entries : GenericTable {
  let FilterClass = "Entry";
  let Fields = ["Name", "Small", "Mid", "Wide", "Huge", "Flag", "Body"];
}

// CHECK:      #ifdef GET_Entries_DECL
// CHECK-NEXT: #endif
// CHECK-EMPTY:
// CHECK-NEXT: #ifdef GET_Entries_IMPL
// CHECK-NEXT: constexpr Entry Entries[] = {
// CHECK-NEXT:   { "Alpha", 0x0, 0x1, 0x2, 0x3, false,  }, // 0
// CHECK-NEXT:   { "alpha", 0xA, 0xB, 0xC, 0xD, true, f() }, // 1
// CHECK-NEXT:   { "beta", 0xFF, 0x1234, 0xDEADBEEF, 0x7FFFFFFFFFFFFFFF, true,  return x + 1;  }, // 2
// CHECK-NEXT:   { "gamma", 0x1, 0x1, 0x1, 0xFFFFFFFFFFFFFFFF, false, g() }, // 3
// CHECK-NEXT:  };
// CHECK-NEXT: #endif
// CHECK-EMPTY:
// CHECK-NEXT: #undef GET_Entries_DECL
// CHECK-NEXT: #undef GET_Entries_IMPL
