// RUN: %clang-tblgen -gen-cir-lowering %s | FileCheck %s
// DIFF: -gen-cir-lowering
//
// A C++ ABI lowering pattern per CIR_Op asking for one, an LLVM lowering
// pattern per CIR_Op not opting out (recursive ones bound their rewrite
// recursion, extra declarations go private), ops by record name, C++
// classes without the dialect prefix.

class Op<string mnemonic> { string opName = mnemonic; }
class CIR_Op<string mnemonic> : Op<mnemonic> {
  bit hasCXXABILowering = false;
  bit hasLLVMLowering = true;
  bit isLLVMLoweringRecursive = false;
  code extraLLVMLoweringPatternDecl = "";
}

def CIR_LoadOp : CIR_Op<"load"> {
  let hasCXXABILowering = true;
}
def CIR_CastOp : CIR_Op<"cast"> {
  let isLLVMLoweringRecursive = true;
  let extraLLVMLoweringPatternDecl = [{
    mlir::Type convert(mlir::Type ty) const;
  }];
}
def CIR_YieldOp : CIR_Op<"yield"> {
  let hasLLVMLowering = false;
}
def Plain : CIR_Op<"plain">;
def _Under : CIR_Op<"under"> {
  let hasCXXABILowering = true;
}
def NotAnOp : Op<"other">;

// CHECK:      #ifdef GET_ABI_LOWERING_PATTERNS
// CHECK-NEXT: class CIRLoadOpABILowering : public mlir::OpConversionPattern<cir::LoadOp> {
// CHECK:      #ifdef GET_ABI_LOWERING_PATTERNS_LIST
// CHECK-NEXT: CIRLoadOpABILowering,
// CHECK-NEXT: CIR_UnderABILowering
// CHECK-NEXT: #endif
// CHECK:      class CIRToLLVMCastOpLowering : public mlir::OpConversionPattern<cir::CastOp> {
// CHECK:          setHasBoundedRewriteRecursion();
// CHECK:      private:
// CHECK-EMPTY:
// CHECK-NEXT:     mlir::Type convert(mlir::Type ty) const;
// CHECK:      #ifdef GET_LLVM_LOWERING_PATTERNS_LIST
// CHECK-NEXT: CIRToLLVMCastOpLowering,
// CHECK-NEXT: CIRToLLVMLoadOpLowering,
// CHECK-NEXT: CIRToLLVMPlainLowering,
// CHECK-NEXT: CIRToLLVM_UnderLowering
// CHECK-NEXT: #endif
