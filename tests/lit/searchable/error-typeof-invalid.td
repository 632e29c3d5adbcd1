// RUN: not %tblgen -gen-searchable-tables -I %S %s 2>&1 | FileCheck %s
// DIFF: -gen-searchable-tables
//
// TypeOf_<field> must be "code" or the name of a GenericEnum record.

include "Inputs/SearchableTable.td"

class Kind;
def K1 : Kind;
class Entry { Kind K = K1; }
def e1 : Entry;

def T : GenericTable {
  let FilterClass = "Entry";
  let Fields = ["K"];
  // CHECK: [[@LINE+2]]:10: error: Table 'T' has invalid 'TypeOf_K': "Kind"
  // CHECK: note: The 'TypeOf_xxx' field must be a string naming a GenericEnum record, or "code"
  string TypeOf_K = "Kind";
}
