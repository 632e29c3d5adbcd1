// RUN: %tblgen -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs
//
// UseLogicalOperandMappings: how many MachineInstr operands each operand
// stands for, one row per distinct list (padded with 0).

include "toy-remap.td"

def LOG1 : ToyInst<(outs), (ins GPR:$v, memri:$addr, pred:$p), ""> { let UseLogicalOperandMappings = 1; }
def LOG2 : ToyInst<(outs GPR:$d), (ins memri:$addr), ""> { let UseLogicalOperandMappings = 1; }
def LOG3 : ToyInst<(outs), (ins GPR:$v, memri:$addr, pred:$p), ""> { let UseLogicalOperandMappings = 1; }

// CHECK:      getLogicalOperandSize(uint16_t Opcode, uint16_t LogicalOpIdx) {
// CHECK-NEXT:   static const unsigned SizeMap[][3] = {
// CHECK-NEXT:    {1, 2, 2, },
// CHECK-NEXT:    {1, 2, 0, },
// CHECK-NEXT:   };
// CHECK-NEXT:   switch (Opcode) {
// CHECK-NEXT:   default: return LogicalOpIdx;
// CHECK-NEXT:   case Toy::LOG1:
// CHECK-NEXT:   case Toy::LOG3:
// CHECK-NEXT:     return SizeMap[0][LogicalOpIdx];
// CHECK-NEXT:   case Toy::LOG2:
// CHECK-NEXT:     return SizeMap[1][LogicalOpIdx];
// CHECK-NEXT:   }
// CHECK-NEXT: }
