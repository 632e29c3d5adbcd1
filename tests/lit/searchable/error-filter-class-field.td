// RUN: not %tblgen -gen-searchable-tables -I %S %s 2>&1 | FileCheck %s
// DIFF: -gen-searchable-tables
//
// FilterClassField must name a bit field (the message names the class).

include "Inputs/SearchableTable.td"

class Entry<string keep> {
  // CHECK: [[@LINE+1]]:10: error: FilterClassField 'Entry' should be a bit value
  string Keep = keep;
  string Name = NAME;
}
def e1 : Entry<"yes">;

def T : GenericTable {
  let FilterClass = "Entry";
  let FilterClassField = "Keep";
  let Fields = ["Name"];
}
