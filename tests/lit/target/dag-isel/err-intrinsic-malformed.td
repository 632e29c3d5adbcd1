// RUN: not %tblgen -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs %s -o /dev/null 2>&1 | FileCheck %s
// RUN: not %tblgen -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs %s -o /dev/null 2>&1 | FileCheck %s
// RUN: not %tblgen -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs %s -o /dev/null 2>&1 | FileCheck %s
// RUN: not %tblgen -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs %s -o /dev/null 2>&1 | FileCheck %s
// RUN: not %tblgen -gen-instr-docs -I /usr/include/llvm-22 -I %S/Inputs %s -o /dev/null 2>&1 | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs
// DIFF: -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs
// DIFF: -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs
// DIFF: -gen-instr-docs -I /usr/include/llvm-22 -I %S/Inputs
// DIFF: -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs -DRESULTS
//
// The backends that read patterns read every intrinsic first, as the
// intrinsic backends do: a malformed one is an error at its def.

include "di.td"

def D : DiInst<(outs GPR:$d), (ins GPR:$a), [(set GPR:$d, (add GPR:$a, GPR:$a))]>;

#ifdef RESULTS
def int_many : Intrinsic<!listsplat(llvm_i32_ty, 258), [], []>;
#else
// CHECK: err-intrinsic-malformed.td:[[@LINE+1]]:5: error: Intrinsic 'int_other' does not start with 'llvm.zz.'!
def int_other : Intrinsic<[llvm_i32_ty], [], []> { let TargetPrefix = "zz"; }
#endif
