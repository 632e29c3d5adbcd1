// RUN: not %tblgen -gen-searchable-tables -I %S %s 2>&1 | FileCheck %s
// DIFF: -gen-searchable-tables
//
// A table whose FilterClass (after FilterClassField) selects no record.

include "Inputs/SearchableTable.td"

class Entry { bit Keep = false; string Name = NAME; }
def e1 : Entry;

// CHECK: [[@LINE+1]]:5: error: Table 'Empty' has no entries
def Empty : GenericTable {
  let FilterClass = "Entry";
  let FilterClassField = "Keep";
  let Fields = ["Name"];
}
