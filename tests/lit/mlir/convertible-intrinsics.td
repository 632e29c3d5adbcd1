// -gen-convertible-llvmir-intrinsics: the llvmEnumName of every
// LLVM_IntrOpBase def, in record name order.
// RUN: %mlir-tblgen -gen-convertible-llvmir-intrinsics %s | FileCheck %s
// DIFF: -gen-convertible-llvmir-intrinsics

class LLVM_IntrOpBase<string name> { string llvmEnumName = name; }
def B_op : LLVM_IntrOpBase<"b_second">;
def A_op : LLVM_IntrOpBase<"a_first">;
def Other { string llvmEnumName = "not_an_op"; }

// CHECK: llvm::Intrinsic::a_first,
// CHECK-NEXT: llvm::Intrinsic::b_second,
// CHECK-NOT: not_an_op
