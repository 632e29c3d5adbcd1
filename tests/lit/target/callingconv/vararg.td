// RUN: %tblgen -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs
//
// Variadic calls: CCIfVarArg/CCIfNotVarArg test the call, CCIfArgFixed and
// CCIfArgVarArg the argument.

include "target.td"

def CC_VarArg : CallingConv<[
  CCIfVarArg<CCIfArgVarArg<CCAssignToStack<8, 8>>>,
  CCIfNotVarArg<CCIfType<[f32, f64], CCAssignToReg<[F0, F1, F2, F3]>>>,
  CCIfArgFixed<CCAssignToReg<[R0, R1]>>,
  CCAssignToStack<4, 4>
]>;

// CHECK:        if (State.isVarArg()) {
// CHECK-NEXT:     if (ArgFlags.isVarArg()) {
// CHECK-NEXT:       int64_t Offset1 = State.AllocateStack(8, Align(8));
// CHECK:        if (!State.isVarArg()) {
// CHECK-NEXT:     if (LocVT == MVT::f32 ||
// CHECK-NEXT:         LocVT == MVT::f64) {
// CHECK-NEXT:       static const MCPhysReg RegList2[] = {
// CHECK-NEXT:         Toy::F0, Toy::F1, Toy::F2, Toy::F3
// CHECK:        if (!ArgFlags.isVarArg()) {
// CHECK:          static const MCPhysReg RegList3[] = {
// CHECK:        int64_t Offset4 = State.AllocateStack(4, Align(4));
// CHECK: const MCRegister CC_VarArg_ArgRegs[] = { Toy::F0, Toy::F1, Toy::F2, Toy::F3, Toy::R0, Toy::R1 };
