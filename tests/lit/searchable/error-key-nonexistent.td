// RUN: not %tblgen -gen-searchable-tables -I %S %s 2>&1 | FileCheck %s
// DIFF: -gen-searchable-tables
//
// A PrimaryKey (or SearchIndex Key) naming a field that is not a column.

include "Inputs/SearchableTable.td"

class Entry { string Name = NAME; bits<4> Num = 0; int Other = 0; }
def e1 : Entry;

def T : GenericTable {
  let FilterClass = "Entry";
  let Fields = ["Name", "Num"];
  // CHECK: [[@LINE+1]]:7: error: In table 'T', 'PrimaryKey' or 'Key' refers to nonexistent field 'Other'
  let PrimaryKey = ["Num", "Other"];
  let PrimaryKeyName = "lookupT";
}
