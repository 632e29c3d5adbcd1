// RUN: %tblgen -gen-subtarget -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// A register class chosen by hardware mode counts among the register-info
// modes.

include "llvm/Target/Target.td"
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def F64 : SubtargetFeature<"64bit", "Is64", "true", "64">;
def P64 : Predicate<"Subtarget->is64()">, AssemblerPredicate<(all_of F64)>;
def PN : Predicate<"Subtarget->isN()">;
def M64 : HwMode<[P64]>;
def MN : HwMode<[PN]>;
def R0 : Register<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def GPR64 : RegisterClass<"Toy", [i64], 64, (add R0)>;
def toy_ptr_rc : RegClassByHwMode<[DefaultMode, MN], [GPR, GPR64]>;

// CHECK:      case HwMode_ValueType:
// CHECK-NEXT:   Modes &= 0;
// CHECK:      case HwMode_RegInfo:
// CHECK-NEXT:   Modes &= 2;
// CHECK:      case HwMode_EncodingInfo:
// CHECK-NEXT:   Modes &= 0;
