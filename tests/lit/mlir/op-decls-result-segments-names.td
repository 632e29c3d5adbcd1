// -gen-op-decls: an op whose only inherent attribute is its result segment
// sizes lists that name in getAttributeNames (with its name getters) when
// its dialect keeps attributes as attributes; with attributes in
// properties the list stays empty.
// RUN: %mlir-tblgen -gen-op-decls -I %S %s | FileCheck %s
// RUN: %refmlir-tblgen -gen-op-decls -I %S %s | FileCheck %s
// DIFF: -gen-op-decls
// DIFF: -gen-op-defs
include "Inputs/op-classes.td"

def AttrSizedResultSegments : NativeOpTrait<"AttrSizedResultSegments">;

def Loose_Dialect : Dialect {
  let name = "loose";
  let usePropertiesForAttributes = 0;
}
def Tight_Dialect : Dialect {
  let name = "tight";
}
def Loose_SplitOp : Op<Loose_Dialect, "split", [AttrSizedResultSegments]> {
  let results = (outs Variadic<I32>:$head, Variadic<I32>:$tail);
}
def Tight_SplitOp : Op<Tight_Dialect, "split", [AttrSizedResultSegments]> {
  let results = (outs Variadic<I32>:$head, Variadic<I32>:$tail);
}

// CHECK-LABEL: class SplitOp : public ::mlir::Op<SplitOp
// CHECK:         static ::llvm::ArrayRef<::llvm::StringRef> getAttributeNames() {
// CHECK-NEXT:      static ::llvm::StringRef attrNames[] = {::llvm::StringRef("resultSegmentSizes")};
// CHECK-NEXT:      return ::llvm::ArrayRef(attrNames);
// CHECK-NEXT:    }
// CHECK-EMPTY:
// CHECK-NEXT:    ::mlir::StringAttr getResultSegmentSizesAttrName() {
// CHECK-NEXT:      return getAttributeNameForIndex(0);
// CHECK-NEXT:    }

// CHECK-LABEL: class SplitOp : public ::mlir::Op<SplitOp
// CHECK:         static ::llvm::ArrayRef<::llvm::StringRef> getAttributeNames() {
// CHECK-NEXT:      return {};
// CHECK-NEXT:    }
