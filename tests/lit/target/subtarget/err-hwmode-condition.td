// RUN: not %tblgen -gen-subtarget -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// A hardware mode's assembler condition with a (not) of two operands.

include "llvm/Target/Target.td"
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def F64 : SubtargetFeature<"64bit", "Is64", "true", "64">;
def F32 : SubtargetFeature<"32bit", "Is32", "true", "32">;
// CHECK: [[@LINE+1]]:5: error: Invalid AssemblerCondDag!
def P64 : Predicate<"Subtarget->is64()">, AssemblerPredicate<(all_of F64, (not F32, F64))>;
def M64 : HwMode<[P64]>;
def VT : ValueTypeByHwMode<[M64, DefaultMode], [i64, i32]>;
