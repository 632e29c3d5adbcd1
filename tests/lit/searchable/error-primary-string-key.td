// RUN: not %tblgen -gen-searchable-tables -I %S %s 2>&1 | FileCheck %s
// DIFF: -gen-searchable-tables
//
// Strings compare case-insensitively, which only a secondary index can do.

include "Inputs/SearchableTable.td"

class Entry { string Name = NAME; }
def e1 : Entry;

def T : GenericTable {
  let FilterClass = "Entry";
  let Fields = ["Name"];
  // CHECK: [[@LINE+1]]:7: error: In table 'T', use a secondary lookup method for case-insensitive comparison of field 'Name'
  let PrimaryKey = ["Name"];
  let PrimaryKeyName = "lookupByName";
}
