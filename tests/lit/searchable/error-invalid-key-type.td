// RUN: not %tblgen -gen-searchable-tables -I %S %s 2>&1 | FileCheck %s
// DIFF: -gen-searchable-tables
//
// An int column may be sorted on, but cannot be a lookup key.

include "Inputs/SearchableTable.td"

class Entry { int Size = 4; bits<2> B = 0; }
def e1 : Entry;

def T : GenericTable {
  let FilterClass = "Entry";
  let Fields = ["B", "Size"];
}
def lookupBySize : SearchIndex {
  let Table = T;
  // CHECK: [[@LINE+1]]:7: error: In table 'T' lookup method 'lookupBySize', key field 'Size' has invalid type: int
  let Key = ["B", "Size"];
}
