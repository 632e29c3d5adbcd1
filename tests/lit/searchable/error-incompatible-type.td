// RUN: not %tblgen -gen-searchable-tables -I %S %s 2>&1 | FileCheck %s
// DIFF: -gen-searchable-tables
//
// Rows whose values of a column have no common type.

include "Inputs/SearchableTable.td"

class Entry;
class NumEntry<bits<4> v> : Entry { bits<4> V = v; }
class StrEntry<string v> : Entry {
  // CHECK: [[@LINE+1]]:10: error: Field 'V' of table 'T' entry has incompatible type: string vs. bits<4>
  string V = v;
}
def a : NumEntry<1>;
def b : StrEntry<"x">;

def T : GenericTable {
  let FilterClass = "Entry";
  let Fields = ["V"];
}
