// RUN: %tblgen -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs
//
// CCIf and its subclasses print their predicate as written; CCCustom calls
// a hand-written function; CCPassByVal hands the value to HandleByVal.
// Nested predicates indent by two per level.

include "target.td"

def CC_Preds : CallingConv<[
  CCIfByVal<CCPassByVal<16, 8>>,
  CCIfInReg<CCIfType<[i32], CCIfSRet<CCAssignToReg<[R12]>>>>,
  CCIfCC<"CallingConv::Fast", CCAssignToReg<[R13]>>,
  CCIfPtrAddrSpace<3, CCAssignToReg<[R14]>>,
  CCIfPtr<CCIfSplit<CCCustom<"CC_Toy_Split">>>,
  CCIfConsecutiveRegs<CCIfCFGuardTarget<CCIfPreallocated<CCAssignToStack<4, 4>>>>,
  CCIf<"State.getFirstUnallocated(ArgGPRs) > 2", CCCustom<"CC_Toy_Custom">>,
  CCCustom<"CC_Toy_Last">
]>;

// CHECK:        if (ArgFlags.isByVal()) {
// CHECK-NEXT:     State.HandleByVal(ValNo, ValVT, LocVT, LocInfo, 16, Align(8), ArgFlags);
// CHECK-NEXT:     return false;
// CHECK-NEXT:   }
// CHECK:        if (ArgFlags.isInReg()) {
// CHECK-NEXT:     if (LocVT == MVT::i32) {
// CHECK-NEXT:       if (ArgFlags.isSRet()) {
// CHECK-NEXT:         if (MCRegister Reg = State.AllocateReg(Toy::R12)) {
// CHECK-NEXT:           State.addLoc(CCValAssign::getReg(ValNo, ValVT, Reg, LocVT, LocInfo));
// CHECK-NEXT:           return false;
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK:        if (State.getCallingConv() == CallingConv::Fast) {
// CHECK:        if ((ArgFlags.isPointer() && ArgFlags.getPointerAddrSpace() == 3)) {
// CHECK:        if (ArgFlags.isPointer()) {
// CHECK-NEXT:     if (ArgFlags.isSplit()) {
// CHECK-NEXT:       if (CC_Toy_Split(ValNo, ValVT, LocVT, LocInfo, ArgFlags, State))
// CHECK-NEXT:         return false;
// CHECK:        if (ArgFlags.isInConsecutiveRegs()) {
// CHECK-NEXT:     if (ArgFlags.isCFGuardTarget()) {
// CHECK-NEXT:       if (ArgFlags.isPreallocated()) {
// CHECK-NEXT:         int64_t Offset1 = State.AllocateStack(4, Align(4));
// CHECK:        if (State.getFirstUnallocated(ArgGPRs) > 2) {
// CHECK:        if (CC_Toy_Last(ValNo, ValVT, LocVT, LocInfo, ArgFlags, State))
// CHECK-NEXT:     return false;
// CHECK: const MCRegister CC_Preds_ArgRegs[] = { Toy::R12, Toy::R13, Toy::R14 };
