// RUN: not %tblgen -gen-asm-writer -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-asm-writer -I /usr/include/llvm-22 -I %S/Inputs
//
// A fixed register for an operand whose class the hardware mode picks
// cannot be checked.

include "aw.td"

def Mode64 : HwMode<[]>;
def PtrRC : RegClassByHwMode<[DefaultMode, Mode64], [GPR, ANY]>;
def LD : AwInst<(outs GPR:$d), (ins PtrRC:$p), "ld $d, $p">;
def AwInstrInfo : InstrInfo;
def Awt : Target { let InstructionSet = AwInstrInfo; }

// CHECK: [[@LINE+3]]:1: error: cannot resolve HwMode for PtrRC
// CHECK: [[@LINE-6]]:5: note: PtrRC defined here
// CHECK-NOT: error
def : InstAlias<"l0 $d", (LD GPR:$d, R0)>;
