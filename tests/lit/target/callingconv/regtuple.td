// RUN: %tblgen -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs
//
// CCAssignToRegTuple names registers by string: plain registers, or the
// registers a RegisterTuples def synthesizes (member names joined by '_',
// in the namespace of the first member).

include "target.td"

let Namespace = "Toy" in {
  def sub0 : SubRegIndex<32>;
  def sub1 : SubRegIndex<32, 32>;
  def sub2 : SubRegIndex<32, 64>;
  def sub3 : SubRegIndex<32, 96>;
}
def Pairs : RegisterTuples<[sub0, sub1], [(add R0, R2, R4), (add R1, R3, R5)]>;
def Quads : RegisterTuples<[sub0, sub1, sub2, sub3],
                           [(sequence "F%u", 0, 1), (sequence "F%u", 2, 3),
                            (sequence "F%u", 4, 5), (sequence "F%u", 6, 7)]>;

def CC_Tuple : CallingConv<[
  CCIfType<[i64], CCAssignToRegTuple<["R0_R1", "R2_R3", "R4_R5"]>>,
  CCIfType<[v4f32], CCAssignToRegTuple<["F1_F3_F5_F7"]>>,
  CCAssignToRegTuple<["SP"]>
]>;

// CHECK:          static const MCPhysReg RegList1[] = {
// CHECK-NEXT:       Toy::R0_R1, Toy::R2_R3, Toy::R4_R5
// CHECK:          if (MCRegister Reg = State.AllocateReg(Toy::F1_F3_F5_F7)) {
// CHECK:        if (MCRegister Reg = State.AllocateReg(Toy::SP)) {
// CHECK: const MCRegister CC_Tuple_ArgRegs[] = { Toy::F1_F3_F5_F7, Toy::R0_R1, Toy::R2_R3, Toy::R4_R5, Toy::SP };
