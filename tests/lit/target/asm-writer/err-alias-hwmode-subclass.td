// RUN: not %tblgen -gen-asm-writer -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-asm-writer -I /usr/include/llvm-22 -I %S/Inputs
//
// A register class is no subclass of a class chosen by hardware mode, even
// one of the classes it chooses between.

include "aw.td"

def Mode64 : HwMode<[]>;
def PtrRC : RegClassByHwMode<[DefaultMode, Mode64], [GPR, ANY]>;
def LD : AwInst<(outs GPR:$d), (ins PtrRC:$p), "ld $d, $p">;
def AwInstrInfo : InstrInfo;
def Awt : Target { let InstructionSet = AwInstrInfo; }

// CHECK: [[@LINE+1]]:1: error: in argument #1: argument register class GPR is not a subclass of operand register class PtrRC
def : InstAlias<"l0 $d, $p", (LD GPR:$d, GPR:$p)>;
