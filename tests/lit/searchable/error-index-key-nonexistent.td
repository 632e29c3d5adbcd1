// RUN: not %tblgen -gen-searchable-tables -I %S %s 2>&1 | FileCheck %s
// DIFF: -gen-searchable-tables
//
// A SearchIndex Key naming a field that is not a column of its table.

include "Inputs/SearchableTable.td"

class Entry { string Name = NAME; bits<4> Num = 0; }
def e1 : Entry;

def T : GenericTable {
  let FilterClass = "Entry";
  let Fields = ["Name"];
}
def lookupTByNum : SearchIndex {
  let Table = T;
  // CHECK: [[@LINE+1]]:7: error: In table 'T', 'PrimaryKey' or 'Key' refers to nonexistent field 'Num'
  let Key = ["Num"];
}
