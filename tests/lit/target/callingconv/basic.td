// RUN: %tblgen -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs
//
// The shape of a typical argument convention: promote small integers, pass
// the 'nest' argument in a fixed register, then registers, then stack slots.

include "target.td"

def CC_Toy : CallingConv<[
  CCIfType<[i8, i16], CCPromoteToType<i32>>,
  CCIfNest<CCAssignToReg<[R11]>>,
  CCIfType<[i32], CCAssignToReg<[R0, R1, R2, R3]>>,
  CCIfType<[i32], CCAssignToStack<4, 4>>
]>;

// CHECK:      #if !defined(GET_CC_REGISTER_LISTS)
// CHECK-EMPTY:
// CHECK-NEXT: static bool CC_Toy(unsigned ValNo, MVT ValVT,
// CHECK-NEXT:                    MVT LocVT, CCValAssign::LocInfo LocInfo,
// CHECK-NEXT:                    ISD::ArgFlagsTy ArgFlags, Type *OrigTy, CCState &State);
// CHECK:        if (LocVT == MVT::i8 ||
// CHECK-NEXT:       LocVT == MVT::i16) {
// CHECK-NEXT:     LocVT = MVT::i32;
// CHECK:        if (ArgFlags.isNest()) {
// CHECK-NEXT:     if (MCRegister Reg = State.AllocateReg(Toy::R11)) {
// CHECK:          static const MCPhysReg RegList1[] = {
// CHECK-NEXT:       Toy::R0, Toy::R1, Toy::R2, Toy::R3
// CHECK-NEXT:     };
// CHECK-NEXT:     if (MCRegister Reg = State.AllocateReg(RegList1)) {
// CHECK:          int64_t Offset2 = State.AllocateStack(4, Align(4));
// CHECK-NEXT:     State.addLoc(CCValAssign::getMem(ValNo, ValVT, Offset2, LocVT, LocInfo));
// CHECK:        return true; // CC didn't match.
// CHECK:      #else
// CHECK-EMPTY:
// CHECK-NEXT: const MCRegister CC_Toy_ArgRegs[] = { Toy::R0, Toy::R1, Toy::R11, Toy::R2, Toy::R3 };
// CHECK-EMPTY:
// CHECK-NEXT: #endif // !defined(GET_CC_REGISTER_LISTS)
