// Against MLIR's own OpBase.td: a canonicalize method defines the patterns
// hook unless the op has a canonicalizer of its own (hasCanonicalizer).
// RUN: %mlir-tblgen -gen-op-defs -I %mlirinc %s | FileCheck %s
// RUN: %refmlir-tblgen -gen-op-defs -I %mlirinc %s | FileCheck %s
// DIFF: -gen-op-decls -I /usr/lib/llvm-22/include
// DIFF: -gen-op-defs -I /usr/lib/llvm-22/include
include "mlir/IR/OpBase.td"

def T_Dialect : Dialect { let name = "t"; let cppNamespace = "::t"; }
def T_MethodOp : Op<T_Dialect, "method"> { let hasCanonicalizeMethod = 1; }
def T_BothOp : Op<T_Dialect, "both"> { let hasCanonicalizeMethod = 1; let hasCanonicalizer = 1; }

// CHECK-NOT: BothOp::getCanonicalizationPatterns
// CHECK: void MethodOp::getCanonicalizationPatterns(::mlir::RewritePatternSet &results, ::mlir::MLIRContext *context) {
// CHECK-NEXT:   results.add(canonicalize);
// CHECK-NOT: BothOp::getCanonicalizationPatterns
