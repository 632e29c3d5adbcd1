// RUN: not %tblgen -gen-asm-writer -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-asm-writer -I /usr/include/llvm-22 -I %S/Inputs
//
// An immediate the printer matches must fit in 32 bits (reported without a location).

include "aw.td"

def ADD : AwInst<(outs GPR:$dst), (ins GPR:$a, GPR:$b), "add $dst, $a, $b">;
def ADDI : AwInst<(outs GPR:$dst), (ins GPR:$src, simm8:$imm), "addi $dst, $src, $imm">;
def LDR : AwInst<(outs GPR:$dst), (ins memri:$addr), "ldr $dst, $addr">;
def NotInst;
def AwInstrInfo : InstrInfo;
def Awt : Target { let InstructionSet = AwInstrInfo; }
def : InstAlias<"x $a", (ADDI GPR:$a, GPR:$a, 4294967296)>;

// CHECK: error: Matching an alias with an immediate out of the range of int32_t is not supported
