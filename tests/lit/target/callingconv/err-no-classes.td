// RUN: not %tblgen -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs
//
// Without LLVM's target classes the first thing missing is the class of
// hardware modes, read before anything else.

class CallingConv<list<int> Actions>;
def CC : CallingConv<[]>;

// CHECK: error: The class 'HwMode' is not defined
