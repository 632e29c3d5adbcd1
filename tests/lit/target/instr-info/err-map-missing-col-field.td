// RUN: not %tblgen -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
//
// An instruction lacking a column field: llvm-tblgen crashes (see
// docs/known-differences.md); tblgen reports it like a missing row field.

include "toy-remap.td"

class Rel<string base> { string BaseOp = base; }
def A_none : ToyInst<(outs), (ins), "">, Rel<"A">;
def getA : InstrMapping {
  let FilterClass = "Rel"; let RowFields = ["BaseOp"]; let ColFields = ["Sense"];
  let KeyCol = ["none"]; let ValueCols = [["x"]];
}

// CHECK: err-map-missing-col-field.td:[[@LINE-6]]:5: error: No value "Sense" found in "A_none" instruction description.
