// RUN: %tblgen -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs
//
// Argument and return conventions sharing registers: each convention keeps
// its own numbering and its own list; a list holds each register once,
// sorted by qualified name as bytes (R10 before R2), whatever the namespace.
// Conventions come in name order (CC_2 before CC_10).

include "target.td"

def Extra : Register<"extra">;
def ExtraRC : RegisterClass<"", [i32], 32, (add Extra)>;

def RetCC_Toy : CallingConv<[
  CCIfType<[i32], CCAssignToReg<[R0, R1, R2, R10]>>,
  CCIfType<[f64], CCAssignToReg<[F0, R2]>>
]>;
def CC_10 : CallingConv<[
  CCIfType<[i32], CCAssignToReg<[R10, R2, R0, Extra]>>,
  CCIfType<[i64], CCAssignToReg<[R2, R10]>>,
  CCAssignToReg<[R0]>
]>;
def CC_2 : CallingConv<[CCAssignToReg<[R2]>]>;

// CHECK:      static bool CC_2(unsigned ValNo, MVT ValVT,
// CHECK:      static bool CC_10(unsigned ValNo, MVT ValVT,
// CHECK:      static bool RetCC_Toy(unsigned ValNo, MVT ValVT,
// CHECK:      static bool CC_2(unsigned ValNo, MVT ValVT,
// CHECK:      static bool CC_10(unsigned ValNo, MVT ValVT,
// CHECK:          static const MCPhysReg RegList1[] = {
// CHECK-NEXT:       Toy::R10, Toy::R2, Toy::R0, Extra
// CHECK:          static const MCPhysReg RegList2[] = {
// CHECK:        if (MCRegister Reg = State.AllocateReg(Toy::R0)) {
// CHECK:      static bool RetCC_Toy(unsigned ValNo, MVT ValVT,
// CHECK:          static const MCPhysReg RegList1[] = {
// CHECK:          static const MCPhysReg RegList2[] = {
// CHECK-NEXT:       Toy::F0, Toy::R2
// CHECK:      #else
// CHECK-EMPTY:
// CHECK-NEXT: const MCRegister CC_10_ArgRegs[] = { Extra, Toy::R0, Toy::R10, Toy::R2 };
// CHECK-NEXT: const MCRegister CC_2_ArgRegs[] = { Toy::R2 };
// CHECK-NEXT: const MCRegister RetCC_Toy_ArgRegs[] = { Toy::F0, Toy::R0, Toy::R1, Toy::R10, Toy::R2 };
