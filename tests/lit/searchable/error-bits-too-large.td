// RUN: not %tblgen -gen-searchable-tables -I %S %s 2>&1 | FileCheck %s
// DIFF: -gen-searchable-tables
//
// A bits key wider than 64 bits has no C++ integer type.

include "Inputs/SearchableTable.td"

class Entry { bits<65> Wide = 1; }
def e1 : Entry;

def T : GenericTable {
  let FilterClass = "Entry";
  let Fields = ["Wide"];
  // CHECK: [[@LINE+1]]:7: error: In table 'T' lookup method 'lookupWide', key field 'Wide' of type bits is too large
  let PrimaryKey = ["Wide"];
  let PrimaryKeyName = "lookupWide";
}
