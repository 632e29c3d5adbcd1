//===- ToyCallingConv.td - Toy calling convention -------------*- tablegen -*-===//
//
// Arguments in R1-R6 (F0-F3 for floats), the rest on the stack; results in
// R1-R2 (F0). R7-R13 and the link register survive calls.
//
//===----------------------------------------------------------------------===//

// The action applies when the subtarget has the feature F (a method name).
class CCIfSubtarget<string F, CCAction A>
    : CCIf<!strconcat("State.getMachineFunction().getSubtarget<ToySubtarget>().", F), A>;

def CC_Toy : CallingConv<[
  CCIfType<[i1, i8, i16], CCPromoteToType<i32>>,
  CCIfType<[i32], CCAssignToReg<[R1, R2, R3, R4, R5, R6]>>,
  CCIfType<[f32], CCIfSubtarget<"hasFP()", CCAssignToReg<[F0, F1, F2, F3]>>>,
  CCIfType<[i32, f32], CCAssignToStack<4, 4>>
]>;

def RetCC_Toy : CallingConv<[
  CCIfType<[i1, i8, i16], CCPromoteToType<i32>>,
  CCIfType<[i32], CCAssignToReg<[R1, R2]>>,
  CCIfType<[f32], CCAssignToReg<[F0]>>
]>;

def CSR_Toy : CalleeSavedRegs<(add LR, (sequence "R%u", 7, 13))>;
