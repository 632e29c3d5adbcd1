// RUN: not %tblgen -gen-searchable-tables -I %S %s 2>&1 | FileCheck %s
// DIFF: -gen-searchable-tables
//
// EarlyOut needs a first key field that is not a string.

include "Inputs/SearchableTable.td"

class Entry { string Name = NAME; bits<4> Num = 0; }
def e1 : Entry;

def T : GenericTable {
  let FilterClass = "Entry";
  let Fields = ["Name", "Num"];
}
def lookupByName : SearchIndex {
  let Table = T;
  // CHECK: [[@LINE+1]]:7: error: In lookup method 'lookupByName', early-out is not supported for a first key field of type string
  let Key = ["Name", "Num"];
  let EarlyOut = true;
}
