// RUN: not %tblgen -gen-searchable-tables -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
// DIFF: -gen-searchable-tables -I /usr/include/llvm-22
//
// Instruction and Intrinsic records make the backend read the target
// description (whether or not a table uses them), which needs exactly one
// Target record.

include "llvm/Target/Target.td"
include "llvm/TableGen/SearchableTable.td"

class Entry { bits<4> V = 0; }
def e1 : Entry;
def T : GenericTable { let FilterClass = "Entry"; let Fields = ["V"]; }

// CHECK: error: No 'Target' subclasses defined!
