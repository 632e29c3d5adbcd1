// RUN: not %tblgen -gen-subtarget -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
//
// Not a difference test: hardware modes are not implemented yet.

include "llvm/Target/Target.td"
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def F64 : SubtargetFeature<"64bit", "Is64", "true", "64">;
def P64 : Predicate<"Subtarget->is64()">, AssemblerPredicate<(all_of F64)>;
// CHECK: [[@LINE+1]]:5: error: -gen-subtarget: hardware modes are not implemented yet
def M64 : HwMode<[P64]>;
