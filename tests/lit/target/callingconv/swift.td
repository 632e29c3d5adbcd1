// RUN: %tblgen -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs
//
// Registers assigned under a top-level CCIfSwift* action (or any action
// whose classes include one named CCIfSwift...) go to a separate Swift list;
// a Swift predicate nested under another action does not count. A
// convention with no Swift register has no Swift list.

include "target.td"

class CCIfSwiftFancy<CCAction A> : CCIf<"ArgFlags.isSwiftSelf() && Fancy", A>;

def CC_Swift : CallingConv<[
  CCIfSwiftSelf<CCIfType<[i32], CCAssignToReg<[R10]>>>,
  CCIfSwiftError<CCAssignToReg<[R11, R12]>>,
  CCIfSwiftAsync<CCAssignToReg<[]>>,
  CCIfType<[i64], CCIfSwiftSelf<CCAssignToReg<[R13]>>>,
  CCIfSwiftFancy<CCAssignToReg<[R15]>>,
  CCAssignToReg<[R0]>
]>;
def CC_AsyncOnly : CallingConv<[CCIfSwiftAsync<CCAssignToReg<[]>>]>;
def CC_Plain : CallingConv<[CCAssignToReg<[R1]>]>;

// CHECK:        if (ArgFlags.isSwiftSelf()) {
// CHECK:        if (ArgFlags.isSwiftError()) {
// CHECK:        if (ArgFlags.isSwiftAsync()) {
// CHECK:        if (ArgFlags.isSwiftSelf() && Fancy) {
// CHECK:      #else
// CHECK-EMPTY:
// CHECK-NEXT: const MCRegister CC_AsyncOnly_ArgRegs[] = { 0 };
// CHECK-NEXT: const MCRegister CC_Plain_ArgRegs[] = { Toy::R1 };
// CHECK-NEXT: const MCRegister CC_Swift_ArgRegs[] = { Toy::R0, Toy::R13 };
// CHECK-EMPTY:
// CHECK-NEXT: // Registers used by Swift.
// CHECK-NEXT: const MCRegister CC_Swift_Swift_ArgRegs[] = { Toy::R10, Toy::R11, Toy::R12, Toy::R15 };
// CHECK-EMPTY:
// CHECK-NEXT: #endif // !defined(GET_CC_REGISTER_LISTS)
