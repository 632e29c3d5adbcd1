// RUN: %tblgen -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs
//
// Registers assigned with shadows: a single register passes its shadow
// directly, lists become two numbered arrays; a stack slot with shadows
// names its array ShadowRegListN. The RegList/ShadowRegList/Offset numbers
// share one counter per convention. Shadowed registers are not argument
// registers.

include "target.td"

def CC_Shadow : CallingConv<[
  CCIfType<[f32], CCAssignToRegWithShadow<[F0], [R0]>>,
  CCIfType<[f64], CCAssignToRegWithShadow<[F1, F2], [R1, R2]>>,
  CCIfType<[i64], CCAssignToRegWithShadow<[R4, R5, R6], []>>,
  CCIfType<[f64], CCAssignToStackWithShadow<8, 8, [F0, F1, F2]>>,
  CCIfType<[f32], CCAssignToStackWithShadow<4, 4, []>>,
  CCAssignToReg<[R7]>
]>;

// CHECK:        if (LocVT == MVT::f32) {
// CHECK-NEXT:     if (MCRegister Reg = State.AllocateReg(Toy::F0, Toy::R0)) {
// CHECK:          static const MCPhysReg RegList1[] = {
// CHECK-NEXT:       Toy::F1, Toy::F2
// CHECK-NEXT:     };
// CHECK-NEXT:     static const MCPhysReg RegList2[] = {
// CHECK-NEXT:       Toy::R1, Toy::R2
// CHECK-NEXT:     };
// CHECK-NEXT:     if (MCRegister Reg = State.AllocateReg(RegList1, RegList2)) {
// CHECK:          static const MCPhysReg RegList3[] = {
// CHECK:          static const MCPhysReg RegList4[] = {
// CHECK-NEXT: {{^ +$}}
// CHECK-NEXT:     };
// CHECK:          static const MCPhysReg ShadowRegList5[] = {
// CHECK-NEXT:       Toy::F0, Toy::F1, Toy::F2
// CHECK-NEXT:     };
// CHECK-NEXT:     int64_t Offset6 = State.AllocateStack(8, Align(8), ShadowRegList5);
// CHECK:          int64_t Offset8 = State.AllocateStack(4, Align(4), ShadowRegList7);
// CHECK: const MCRegister CC_Shadow_ArgRegs[] = { Toy::R7 };
