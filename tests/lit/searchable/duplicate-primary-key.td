// RUN: %tblgen -gen-searchable-tables -I %S %s | FileCheck %s
// DIFF: -gen-searchable-tables
//
// Rows with equal primary keys are not an error (llvm-tblgen 22 has no such
// check): they stay in the order of the sort by all fields, and the lookup
// (std::lower_bound) finds the first of them. Equal keys also make a dense
// key not contiguous, so the lookup is a binary search.

include "Inputs/SearchableTable.td"

class Alias<string name, bits<4> reg> { string Name = name; bits<4> Reg = reg; }
def : Alias<"sp", 2>;
def : Alias<"x2", 2>;
def : Alias<"ra", 1>;
def : Alias<"X1", 1>;
def : Alias<"zero", 0>;

def Aliases : GenericTable {
  let FilterClass = "Alias";
  let Fields = ["Name", "Reg"];
  let PrimaryKey = ["Reg"];
  let PrimaryKeyName = "lookupAlias";
}

// CHECK:      constexpr Alias Aliases[] = {
// CHECK-NEXT:   { "zero", 0x0 }, // 0
// CHECK-NEXT:   { "ra", 0x1 }, // 1
// CHECK-NEXT:   { "X1", 0x1 }, // 2
// CHECK-NEXT:   { "sp", 0x2 }, // 3
// CHECK-NEXT:   { "x2", 0x2 }, // 4
// CHECK-NEXT:  };
// CHECK:      const Alias *lookupAlias(uint8_t Reg) {
// CHECK-NEXT:   struct KeyType {
// CHECK:        auto Idx = std::lower_bound(Table.begin(), Table.end(), Key, Comp());
