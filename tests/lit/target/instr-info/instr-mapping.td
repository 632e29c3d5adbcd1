// RUN: %tblgen -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs
//
// InstrMapping: a column enum per column field, and per mapping (by name)
// a binary-searched table of key opcodes and their related opcodes.

include "toy-remap.td"

class Rel<string base, string sense, string sz> { string BaseOp = base; string PredSense = sense; string Width = sz; }
def A_none : ToyInst<(outs), (ins), "">, Rel<"A", "none", "s">;
def A_true : ToyInst<(outs), (ins), "">, Rel<"A", "true", "s">;
def A_false : ToyInst<(outs), (ins), "">, Rel<"A", "false", "s">;
def B_none : ToyInst<(outs), (ins), "">, Rel<"B", "none", "s">;
def B_false : ToyInst<(outs), (ins), "">, Rel<"B", "false", "l">;
def C_none : ToyInst<(outs), (ins), "">, Rel<"C", "none", "s">;
def getPredOpcode : InstrMapping {
  let FilterClass = "Rel"; let RowFields = ["BaseOp"]; let ColFields = ["PredSense"];
  let KeyCol = ["none"]; let ValueCols = [["true"], ["false"]];
}
def getTrue : InstrMapping {
  let FilterClass = "Rel"; let RowFields = ["BaseOp"]; let ColFields = ["PredSense", "Width"];
  let KeyCol = ["none", "s"]; let ValueCols = [["true", "s"]];
}
def getNothing : InstrMapping {
  let FilterClass = "Rel"; let RowFields = ["BaseOp"]; let ColFields = ["PredSense"];
  let KeyCol = ["none"]; let ValueCols = [["bogus"]];
}
def getNothing2 : InstrMapping {
  let FilterClass = "Rel"; let RowFields = ["BaseOp"]; let ColFields = ["PredSense", "Width"];
  let KeyCol = ["none", "s"]; let ValueCols = [["bogus", "s"], ["true", "l"]];
}

// CHECK:      enum PredSense {
// CHECK-NEXT:   PredSense_bogus,
// CHECK-NEXT:   PredSense_true,
// CHECK-NEXT:   PredSense_false
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT: enum Width {
// CHECK-NEXT:   Width_s,
// CHECK-NEXT:   Width_l
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT: // getNothing
// CHECK-NEXT: LLVM_READONLY
// CHECK-NEXT: int getNothing(uint16_t Opcode) {
// CHECK-NEXT:   using namespace Toy;
// CHECK-NEXT:   return -1;
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // getNothing2
// CHECK-NEXT: LLVM_READONLY
// CHECK-NEXT: int getNothing2(uint16_t Opcode, enum PredSense inPredSense, enum Width inWidth) {
// CHECK-NEXT:   using namespace Toy;
// CHECK-NEXT:   return -1;
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // getPredOpcode
// CHECK-NEXT: LLVM_READONLY
// CHECK-NEXT: int getPredOpcode(uint16_t Opcode, enum PredSense inPredSense) {

// CHECK:     { A_none, A_true, A_false },
// CHECK:     { B_none, (uint16_t)-1U, B_false },
// CHECK:   if (inPredSense == PredSense_true)
// CHECK:   if (inPredSense == PredSense_false)
// CHECK:   return -1;}
// CHECK: int getTrue(uint16_t Opcode) {
// CHECK:     { A_none, A_true },
