// RUN: not %tblgen -gen-searchable-tables -I %S %s 2>&1 | FileCheck %s
// DIFF: -gen-searchable-tables
//
// An int (or list, dag, plain record) column cannot be printed: the error is at
// the table when its rows are printed.

include "Inputs/SearchableTable.td"

class Entry { string Name = NAME; int Size = 4; }
def e1 : Entry;

// CHECK: [[@LINE+1]]:5: error: invalid field type for field 'Size'; expected: bit, bits, string, or code
def T : GenericTable {
  let FilterClass = "Entry";
  let Fields = ["Name", "Size"];
}
