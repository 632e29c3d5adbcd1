// RUN: not %tblgen -gen-searchable-tables -I %S %s 2>&1 | FileCheck %s
// DIFF: -gen-searchable-tables
//
// A list column of a table with several rows fails while the rows are sorted,
// which has no source location.

include "Inputs/SearchableTable.td"

class Entry<list<int> l> { list<int> L = l; }
def e1 : Entry<[1]>;
def e2 : Entry<[2]>;

// CHECK: <unknown>:0: error: invalid field type for field 'L'; expected: bit, bits, string, or code
def T : GenericTable {
  let FilterClass = "Entry";
  let Fields = ["L"];
}
