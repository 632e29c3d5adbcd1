// RUN: not %tblgen -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs
//
// Two Target records: the target model cannot be built.

include "target.td"
def Toy2 : Target { let InstructionSet = ToyInstrInfo; }
def CC : CallingConv<[CCAssignToReg<[R0]>]>;

// CHECK: error: Multiple subclasses of Target defined!
