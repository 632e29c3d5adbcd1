// RUN: not %tblgen -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs
//
// The register bank needs at least one register class.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def CC : CallingConv<[CCAssignToReg<[R0]>]>;

// CHECK: error: No 'RegisterClass' subclasses defined!
