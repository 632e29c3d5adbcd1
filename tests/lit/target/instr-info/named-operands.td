// RUN: %tblgen -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs
//
// UseNamedOperandTable: an OpName enum of the operand names in first-use
// order, a row per distinct name -> operand-number map (a complex operand
// counts as its sub-operands), and the reverse map.

include "toy-remap.td"

def STR : ToyInst<(outs), (ins GPR:$v, memri:$addr, pred:$p), "str $v, $addr"> {
  let UseNamedOperandTable = 1;
}
def LDX : ToyInst<(outs GPR:$d), (ins memri:$addr), ""> { let UseNamedOperandTable = 1; }
def LDY : ToyInst<(outs GPR:$d), (ins memri:$addr), ""> { let UseNamedOperandTable = 1; }
def NONE : ToyInst<(outs), (ins), "">;

// CHECK:      enum class OpName : uint8_t {
// CHECK-NEXT:   d = 0,
// CHECK-NEXT:   addr = 1,
// CHECK-NEXT:   v = 2,
// CHECK-NEXT:   p = 3,
// CHECK-NEXT:   NUM_OPERAND_NAMES = 4,
// CHECK-NEXT: }; // enum class OpName

// CHECK:      LLVM_READONLY int16_t getNamedOperandIdx(uint16_t Opcode, OpName Name) {
// CHECK-NEXT:   assert(Name != OpName::NUM_OPERAND_NAMES);
// CHECK-NEXT:   static constexpr int8_t OperandMap[][4] = {
// CHECK-NEXT:     {-1, -1, -1, -1, },
// CHECK-NEXT:     {0, 1, -1, -1, },
// CHECK-NEXT:     {-1, 1, 0, 3, },
// CHECK-NEXT:   };
// CHECK-NEXT:   unsigned InstrIdx = getInstructionIndexForOpLookup(Opcode);
// CHECK-NEXT:   return OperandMap[InstrIdx][(unsigned)Name];
// CHECK-NEXT: }
// CHECK-NEXT: LLVM_READONLY OpName getOperandIdxName(uint16_t Opcode, int16_t Idx) {
// CHECK-NEXT:   assert(Idx >= 0 && Idx < 4);
// CHECK-NEXT:   static constexpr OpName OperandMap[][4] = {
// CHECK-NEXT:     {OpName::NUM_OPERAND_NAMES, OpName::NUM_OPERAND_NAMES, OpName::NUM_OPERAND_NAMES, OpName::NUM_OPERAND_NAMES, },
// CHECK-NEXT:     {OpName::d, OpName::addr, OpName::NUM_OPERAND_NAMES, OpName::NUM_OPERAND_NAMES, },
// CHECK-NEXT:     {OpName::v, OpName::addr, OpName::NUM_OPERAND_NAMES, OpName::p, },
// CHECK-NEXT:   };
// CHECK-NEXT:   unsigned InstrIdx = getInstructionIndexForOpLookup(Opcode);
// CHECK-NEXT:   return OperandMap[InstrIdx][(unsigned)Idx];
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: } // namespace llvm::Toy
