// RUN: not %tblgen -gen-searchable-tables -I %S %s 2>&1 | FileCheck %s
// DIFF: -gen-searchable-tables
//
// Without Target.td, an Instruction record fails on the first class of the
// target description that is missing.

include "Inputs/SearchableTable.td"

class Instruction { bit isPseudo = false; }
def NOP : Instruction;

class Entry { bits<4> V = 0; }
def e1 : Entry;
def T : GenericTable { let FilterClass = "Entry"; let Fields = ["V"]; }

// CHECK: error: The class 'HwMode' is not defined
