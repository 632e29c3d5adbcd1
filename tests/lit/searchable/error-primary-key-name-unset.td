// RUN: not %tblgen -gen-searchable-tables -I %S %s 2>&1 | FileCheck %s
// DIFF: -gen-searchable-tables
//
// A primary key needs a name for its lookup function.

include "Inputs/SearchableTable.td"

class Entry { bits<4> A = 1; }
def e1 : Entry;

// CHECK: [[@LINE+1]]:5: error: Record `T', field `PrimaryKeyName' exists but does not have a string value
def T : GenericTable {
  let FilterClass = "Entry";
  let Fields = ["A"];
  let PrimaryKey = ["A"];
}
