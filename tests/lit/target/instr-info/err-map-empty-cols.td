// RUN: not %tblgen -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs
//
// An InstrMapping needs at least one column.

include "toy-remap.td"

class Rel<string base> { string BaseOp = base; string Sense = "none"; }
def A_none : ToyInst<(outs), (ins), "">, Rel<"A">;
def getA : InstrMapping {
  let FilterClass = "Rel"; let RowFields = ["BaseOp"]; let ColFields = ["Sense"];
  let KeyCol = ["none"]; let ValueCols = [];
}

// CHECK: err-map-empty-cols.td:[[@LINE-5]]:5: error: InstrMapping record `getA' has empty `ValueCols' field!
