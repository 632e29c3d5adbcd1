// RUN: not %tblgen -gen-searchable-tables -I %S %s 2>&1 | FileCheck %s
// DIFF: -gen-searchable-tables
//
// A table whose FilterClass is not a class.

include "Inputs/SearchableTable.td"

def T : GenericTable {
  // CHECK: [[@LINE+1]]:7: error: Table FilterClass 'Entry' does not exist
  let FilterClass = "Entry";
  let Fields = ["Name"];
}
