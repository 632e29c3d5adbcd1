// RUN: %tblgen -gen-subtarget -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// Hardware-mode assembler conditions nest any_of, all_of and not: inner
// lists of several terms are parenthesized, a predicate of several terms is
// when the mode has several predicates.

include "llvm/Target/Target.td"
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def F64 : SubtargetFeature<"64bit", "Is64", "true", "64">;
def F32 : SubtargetFeature<"32bit", "Is32", "true", "32">;
def F16 : SubtargetFeature<"16bit", "Is16", "true", "16">;
def PA : Predicate<"Subtarget->a()">, AssemblerPredicate<(any_of (all_of F64, F32), (not F16))>;
def PB : Predicate<"Subtarget->b()">, AssemblerPredicate<(all_of (not (any_of F32, F16)))>;
def PC : Predicate<"Subtarget->c()">, AssemblerPredicate<(not (all_of F32, (all_of F16)))>;
def PD : Predicate<"Subtarget->d()">, AssemblerPredicate<(all_of F64, (all_of F32))>;
def MA : HwMode<[PA, PB]>;
def MB : HwMode<[PC, PD]>;
def MC : HwMode<[PA]>;
def VT : ValueTypeByHwMode<[MA, MB, MC, DefaultMode], [i64, i32, i16, i8]>;

// CHECK: if (((FB[Toy::F64] && FB[Toy::F32]) || !FB[Toy::F16]) && !(FB[Toy::F32] || FB[Toy::F16])) Modes |= (1 << 0);
// CHECK: if (!(FB[Toy::F32] && FB[Toy::F16]) && (FB[Toy::F64] && FB[Toy::F32])) Modes |= (1 << 1);
// CHECK: if ((FB[Toy::F64] && FB[Toy::F32]) || !FB[Toy::F16]) Modes |= (1 << 2);
