// RUN: %tblgen -gen-asm-writer -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-asm-writer -I /usr/include/llvm-22 -I %S/Inputs
//
// Operands with MIOperandInfo cover several MachineInstr operands: a
// reference prints the whole operand with its method at its first
// MachineInstr operand, so later operands are numbered past all its
// sub-operands. Sub-operands named in the operand list are not operands of
// their own; variable_ops adds none. Modifiers pass through to the method.

include "aw.td"

def memrr : Operand<i32> {
  let MIOperandInfo = (ops GPR:$base, GPR:$index, i32imm:$scale);
  let PrintMethod = "printMemRR";
}
def LDX : AwInst<(outs GPR:$dst), (ins memrr:$addr, GPR:$pred),
                 "ldx${pred:cc} $dst, ${addr:full}, $pred">;
def STX : AwInst<(outs), (ins (memrr $b, $i, $s):$addr, GPR:$v), "stx $v, $addr">;
def LDM : AwInst<(outs), (ins memri:$addr, variable_ops), "ldm $addr">;
def AwInstrInfo : InstrInfo;
def Awt : Target { let InstructionSet = AwInstrInfo; }
def : InstAlias<"ldx0 $dst, $addr", (LDX GPR:$dst, memrr:$addr, R0)>;
def : InstAlias<"ldxz $dst, $b", (LDX GPR:$dst, (memrr GPR:$b, R0, 1), R0)>;

// CHECK-DAG:  printOperand(MI, 4, O, "cc");
// CHECK-DAG:  printMemRR(MI, 1, O, "full");
// CHECK-DAG:  printOperand(MI, 3, O);
// CHECK-DAG:  printMemRR(MI, 0, O);
// CHECK:      {Awt::LDX, 0, 2 },
// CHECK:        // (LDX GPR:$dst, memrr:$addr, R0) - 0
// CHECK-NEXT:   {AliasPatternCond::K_RegClass, Awt::GPRRegClassID},
// CHECK-NEXT:   {AliasPatternCond::K_Ignore, 0},
// CHECK-NEXT:   {AliasPatternCond::K_Ignore, 0},
// CHECK-NEXT:   {AliasPatternCond::K_Ignore, 0},
// CHECK-NEXT:   {AliasPatternCond::K_Reg, Awt::R0},
// CHECK:        "ldx0 $\x01, $\xFF\x02\x01\0"
