// RUN: not %tblgen -gen-searchable-tables -I %S %s 2>&1 | FileCheck %s
// DIFF: -gen-searchable-tables
//
// A SearchIndex must name its table.

include "Inputs/SearchableTable.td"

class Entry { bits<4> A = 1; }
def e1 : Entry;
def T : GenericTable { let FilterClass = "Entry"; let Fields = ["A"]; }

// CHECK: [[@LINE+1]]:5: error: Record `I', field `Table' does not have a def initializer!
def I : SearchIndex { let Key = ["A"]; }
