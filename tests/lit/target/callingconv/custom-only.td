// RUN: %tblgen -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs
//
// Only custom conventions: no functions and no register lists (no #else).

include "target.td"

def CC_Hand1 : CustomCallingConv;
def CC_Hand2 : CallingConv<[CCAssignToReg<[R0]>]> { let Custom = true; }

// CHECK:      #if !defined(GET_CC_REGISTER_LISTS)
// CHECK-NOT:  #else
// CHECK:      #endif // !defined(GET_CC_REGISTER_LISTS)
