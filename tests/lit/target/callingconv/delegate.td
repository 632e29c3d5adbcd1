// RUN: %tblgen -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs
//
// Delegation and entry points: a delegating convention calls the other
// function (which may be written later: every convention has a prototype
// first, in name order).
// The delegate's registers are not merged into the delegating convention's
// list (llvm-tblgen's transitive merge never takes effect), so a convention
// that only delegates lists { 0 }. Custom conventions get no code, but can
// be delegated to. Entry conventions are llvm:: functions.

include "target.td"

def CC_Zeta : CallingConv<[CCAssignToReg<[R9]>]>;
def CC_Inner : CallingConv<[CCIfType<[i32], CCAssignToReg<[R0, R1]>>]>;
def CC_Hand : CustomCallingConv;
def CC_Outer : CallingConv<[
  CCDelegateTo<CC_Inner>,
  CCIfType<[f32], CCDelegateTo<CC_Hand>>,
  CCDelegateTo<CC_Zeta>
]> { let Entry = true; }

// CHECK:      #if !defined(GET_CC_REGISTER_LISTS)
// CHECK-EMPTY:
// CHECK-NEXT: static bool CC_Inner(unsigned ValNo, MVT ValVT,
// CHECK-NEXT:                      MVT LocVT, CCValAssign::LocInfo LocInfo,
// CHECK-NEXT:                      ISD::ArgFlagsTy ArgFlags, Type *OrigTy, CCState &State);
// CHECK-NEXT: bool llvm::CC_Outer(unsigned ValNo, MVT ValVT,
// CHECK-NEXT:                     MVT LocVT, CCValAssign::LocInfo LocInfo,
// CHECK-NEXT:                     ISD::ArgFlagsTy ArgFlags, Type *OrigTy, CCState &State);
// CHECK-NEXT: static bool CC_Zeta(unsigned ValNo, MVT ValVT,
// CHECK-NOT:  CC_Hand(unsigned
// CHECK:      bool llvm::CC_Outer(unsigned ValNo, MVT ValVT,
// CHECK:        if (!CC_Inner(ValNo, ValVT, LocVT, LocInfo, ArgFlags, OrigTy, State))
// CHECK-NEXT:     return false;
// CHECK:        if (LocVT == MVT::f32) {
// CHECK-NEXT:     if (!CC_Hand(ValNo, ValVT, LocVT, LocInfo, ArgFlags, OrigTy, State))
// CHECK-NEXT:       return false;
// CHECK-NEXT:   }
// CHECK:        if (!CC_Zeta(ValNo, ValVT, LocVT, LocInfo, ArgFlags, OrigTy, State))
// CHECK:      #else
// CHECK-EMPTY:
// CHECK-NEXT: const MCRegister CC_Inner_ArgRegs[] = { Toy::R0, Toy::R1 };
// CHECK-NEXT: const MCRegister CC_Outer_ArgRegs[] = { 0 };
// CHECK-NEXT: const MCRegister CC_Zeta_ArgRegs[] = { Toy::R9 };
// CHECK-EMPTY:
// CHECK-NEXT: #endif
