// RUN: not %tblgen -gen-searchable-tables -I %S %s 2>&1 | FileCheck %s
// DIFF: -gen-searchable-tables
//
// A column that a row record does not have.

include "Inputs/SearchableTable.td"

class Entry { string Name = NAME; }
// CHECK: [[@LINE+2]]:5: error: Record `e1' does not have a field named `Nmae'!
// CHECK-EMPTY:
def e1 : Entry;

def T : GenericTable {
  let FilterClass = "Entry";
  let Fields = ["Name", "Nmae"];
}
