// RUN: not %tblgen -gen-asm-writer -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-asm-writer -I /usr/include/llvm-22 -I %S/Inputs
//
// A register operand needs a class, a register operand or a register.

include "aw.td"

def ADD : AwInst<(outs GPR:$dst), (ins GPR:$a, GPR:$b), "add $dst, $a, $b">;
def ADDI : AwInst<(outs GPR:$dst), (ins GPR:$src, simm8:$imm), "addi $dst, $src, $imm">;
def LDR : AwInst<(outs GPR:$dst), (ins memri:$addr), "ldr $dst, $addr">;
def NotInst;
def AwInstrInfo : InstrInfo;
def Awt : Target { let InstructionSet = AwInstrInfo; }
def : InstAlias<"x", (ADD 1, GPR:$a, GPR:$a)>;

// CHECK: err-alias-not-register.td:[[@LINE-2]]:1: error: in argument #0: argument must be a subclass of RegisterClass, RegisterOperand, or zero_reg
