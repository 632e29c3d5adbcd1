// RUN: not %tblgen -gen-asm-writer -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-asm-writer -I /usr/include/llvm-22 -I %S/Inputs
//
// Sub-operands given one by one: the dag's operator is the operand.

include "aw.td"

def ADD : AwInst<(outs GPR:$dst), (ins GPR:$a, GPR:$b), "add $dst, $a, $b">;
def ADDI : AwInst<(outs GPR:$dst), (ins GPR:$src, simm8:$imm), "addi $dst, $src, $imm">;
def LDR : AwInst<(outs GPR:$dst), (ins memri:$addr), "ldr $dst, $addr">;
def NotInst;
def AwInstrInfo : InstrInfo;
def Awt : Target { let InstructionSet = AwInstrInfo; }
def : InstAlias<"x", (LDR GPR:$a, (simm8 GPR:$b, 0))>;

// CHECK: err-alias-sub-operator.td:[[@LINE-2]]:1: error: argument #1 operator must be memri
