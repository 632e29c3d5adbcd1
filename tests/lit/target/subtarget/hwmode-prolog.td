// RUN: %tblgen -gen-subtarget -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// Several assembler conditions are joined, the compound ones parenthesized;
// a mode without predicates never holds on the MC side and gets an empty
// condition on the target side; HwModePredicateProlog replaces the
// Subtarget set-up.

include "llvm/Target/Target.td"
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def F64 : SubtargetFeature<"64bit", "Is64", "true", "64">;
def F32 : SubtargetFeature<"32bit", "Is32", "true", "32">;
def P64 : Predicate<"Subtarget->is64()">, AssemblerPredicate<(any_of F64, (not F32))>;
def P32 : Predicate<"Subtarget->is32()">, AssemblerPredicate<(all_of F32, (not F64))>;
def P1 : Predicate<"Subtarget->is1()">, AssemblerPredicate<(all_of F32)>;
def M64 : HwMode<[P64, P32]>;
def M16 : HwMode<[]>;
def M1 : HwMode<[P1, P64]>;
def : HwModePredicateProlog<[{ auto X = 1; }]>;

// CHECK:      if (FB[Toy::F32] && (FB[Toy::F64] || !FB[Toy::F32])) Modes |= (1 << 0);
// CHECK-NEXT: if (false) Modes |= (1 << 1);
// CHECK-NEXT: if ((FB[Toy::F64] || !FB[Toy::F32]) && (FB[Toy::F32] && !FB[Toy::F64])) Modes |= (1 << 2);
// CHECK:      unsigned ToyGenSubtargetInfo::getHwModeSet() const {
// CHECK-NEXT:  auto X = 1; {{$}}
// CHECK-NEXT:   // Collect HwModes and store them as a bit set.
// CHECK-NEXT:   unsigned Modes = 0;
// CHECK-NEXT:   if ((Subtarget->is1()) && (Subtarget->is64())) Modes |= (1 << 0);
// CHECK-NEXT:   if () Modes |= (1 << 1);
