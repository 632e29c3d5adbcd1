// RUN: not %tblgen -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs
//
// Each ValueCols entry has one value per column field (checked before
// anything else, without a location).

include "toy-remap.td"

class Rel<string base> { string BaseOp = base; string Sense = "none"; }
def A_none : ToyInst<(outs), (ins), "">, Rel<"A">;
def getA : InstrMapping {
  let FilterClass = "Rel"; let RowFields = ["BaseOp"]; let ColFields = ["Sense"];
  let KeyCol = ["none"]; let ValueCols = [["a", "b"]];
}

// CHECK: error: Record `getA', field `ValueCols' entries don't match with the entries in 'ColFields' !
