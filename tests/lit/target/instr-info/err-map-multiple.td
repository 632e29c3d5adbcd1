// RUN: not %tblgen -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs
//
// At most one instruction of a row may match a column.

include "toy-remap.td"

class Rel<string base, string sense> { string BaseOp = base; string Sense = sense; }
def A_none : ToyInst<(outs), (ins), "">, Rel<"A", "none">;
def A_x1 : ToyInst<(outs), (ins), "">, Rel<"A", "x">;
def A_x2 : ToyInst<(outs), (ins), "">, Rel<"A", "x">;
def getA : InstrMapping {
  let FilterClass = "Rel"; let RowFields = ["BaseOp"]; let ColFields = ["Sense"];
  let KeyCol = ["none"]; let ValueCols = [["x"]];
}

// CHECK: error: Multiple matches found for `A_none', for the relation `getA', row fields ["A"], column `["x"]'
