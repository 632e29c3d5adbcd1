// RUN: not %tblgen -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs
//
// Every filtered instruction must have the row fields.

include "toy-remap.td"

class Rel<string base> { string BaseOp = base; string Sense = "none"; }
def A_none : ToyInst<(outs), (ins), "">, Rel<"A">;
def getA : InstrMapping {
  let FilterClass = "Rel"; let RowFields = ["Nope"]; let ColFields = ["Sense"];
  let KeyCol = ["none"]; let ValueCols = [["x"]];
}

// CHECK: err-map-no-field.td:[[@LINE-6]]:5: error: No value "Nope" found in "A_none" instruction description.
