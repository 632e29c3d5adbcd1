// RUN: not %tblgen -gen-searchable-tables -I %S %s 2>&1 | FileCheck %s
// DIFF: -gen-searchable-tables
//
// A row whose field is unset (or has unset bits) is an error at the record.

include "Inputs/SearchableTable.td"

class Entry<bits<4> v> { bits<4> V = v; }
def e1 : Entry<1>;
// CHECK: [[@LINE+1]]:5: error: Record 'e2' for table 'T' is missing field 'V'
def e2 : Entry<{1, ?, 0, 1}>;

def T : GenericTable {
  let FilterClass = "Entry";
  let Fields = ["V"];
}
