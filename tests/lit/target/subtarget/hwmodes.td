// RUN: %tblgen -gen-subtarget -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// Hardware modes, numbered by record name: the MC layer tests the
// predicates' assembler conditions over the feature bits (a predicate
// without one is skipped), the target layer their C++ conditions; each kind
// of by-mode object masks the modes that choose one.

include "llvm/Target/Target.td"
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def F64 : SubtargetFeature<"64bit", "Is64", "true", "64">;
def F32 : SubtargetFeature<"32bit", "Is32", "true", "32">;
def P64 : Predicate<"Subtarget->is64()">, AssemblerPredicate<(any_of F64, (not F32))>;
def P32 : Predicate<"Subtarget->is32()">, AssemblerPredicate<(all_of F32, (not F64))>;
def PN : Predicate<"Subtarget->isN()">;
def M64 : HwMode<[P64]>;
def M32 : HwMode<[P32, PN]>;
def MNone : HwMode<[PN]>;
def VT : ValueTypeByHwMode<[M64, DefaultMode], [i64, i32]>;
def RI : RegInfoByHwMode<[M32, MNone], [RegInfo<32, 32, 32>, RegInfo<64, 64, 64>]>;

// CHECK:      unsigned getHwModeSet() const override;
// CHECK-NEXT: unsigned getHwMode(enum HwModeType type = HwMode_Default) const override;
// CHECK-NEXT: };
// CHECK-NEXT: unsigned ToyGenMCSubtargetInfo::getHwModeSet() const {
// CHECK:        if (FB[Toy::F32] && !FB[Toy::F64]) Modes |= (1 << 0);
// CHECK-NEXT:   if (FB[Toy::F64] || !FB[Toy::F32]) Modes |= (1 << 1);
// CHECK-NEXT:   if (false) Modes |= (1 << 2);
// CHECK:      case HwMode_ValueType:
// CHECK-NEXT:   Modes &= 2;
// CHECK:      case HwMode_RegInfo:
// CHECK-NEXT:   Modes &= 5;
// CHECK:      enum class ToyHwModeBits : unsigned {
// CHECK-NEXT:   DefaultMode = 0,
// CHECK-NEXT:   M32 = (1 << 0),
// CHECK-NEXT:   M64 = (1 << 1),
// CHECK-NEXT:   MNone = (1 << 2),
// CHECK-EMPTY:
// CHECK-NEXT:   LLVM_MARK_AS_BITMASK_ENUM(/*LargestValue=*/MNone),
// CHECK:      static_cast<const ToySubtarget *>(this);
// CHECK:        if ((Subtarget->is32()) && (Subtarget->isN())) Modes |= (1 << 0);
