// RUN: %tblgen -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs
//
// Stack slots: a zero size or alignment is the location type's, read from
// the data layout at run time. CCAssignToRegAndStack also reserves a slot
// after taking a register. Sizes are C ints.

include "target.td"

def CC_Stack : CallingConv<[
  CCIfType<[i32], CCAssignToStack<0, 0>>,
  CCIfType<[i64], CCAssignToStack<8, 0>>,
  CCIfType<[f32], CCAssignToStack<0, 16>>,
  CCIfType<[f64], CCAssignToRegAndStack<[F0, F1], 8, 8>>,
  CCIfType<[f64], CCAssignToRegAndStack<[F2], 0, 0>>,
  CCIfType<[i16], CCAssignToStack<4294967300, 4>>
]>;

// CHECK:          int64_t Offset1 = State.AllocateStack(
// CHECK-NEXT:       State.getMachineFunction().getDataLayout().getTypeAllocSize(EVT(LocVT).getTypeForEVT(State.getContext())), {{$}}
// CHECK-NEXT:       State.getMachineFunction().getDataLayout().getABITypeAlign(EVT(LocVT).getTypeForEVT(State.getContext())));
// CHECK:          int64_t Offset2 = State.AllocateStack(8, {{$}}
// CHECK:          int64_t Offset3 = State.AllocateStack(
// CHECK:            State.getMachineFunction().getDataLayout().getTypeAllocSize(EVT(LocVT).getTypeForEVT(State.getContext())), Align(16));
// CHECK:            (void)State.AllocateStack(8, Align(8));
// CHECK:          if (MCRegister Reg = State.AllocateReg(Toy::F2)) {
// CHECK-NEXT:       State.addLoc(CCValAssign::getReg(ValNo, ValVT, Reg, LocVT, LocInfo));
// CHECK-NEXT:       (void)State.AllocateStack(
// CHECK:          int64_t Offset5 = State.AllocateStack(4, Align(4));
// CHECK: const MCRegister CC_Stack_ArgRegs[] = { Toy::F0, Toy::F1, Toy::F2 };
