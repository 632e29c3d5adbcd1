// A parameter whose C++ type names APInt needs a comparator of its own
// (APInt's operator== asserts on different widths): without one, an error at
// the def when the storage class is made. An accessor returns the stored
// value as is, whatever the parameter's convertFromStorage.
// RUN: not %mlir-tblgen -gen-attrdef-decls -DRAW -I %S %s 2>&1 | FileCheck %s --check-prefix=RAW
// RUN: not %refmlir-tblgen -gen-attrdef-decls -DRAW -I %S %s 2>&1 | FileCheck %s --check-prefix=RAW
// RUN: %mlir-tblgen -gen-attrdef-defs -I %S %s | FileCheck %s
// RUN: %refmlir-tblgen -gen-attrdef-defs -I %S %s | FileCheck %s
// DIFF: -gen-attrdef-decls -DRAW
// DIFF: -gen-attrdef-defs -DRAW
// DIFF: -gen-attrdef-decls
// DIFF: -gen-attrdef-defs
include "Inputs/attrtype-classes.td"

def Int_Dialect : Dialect {
  let name = "int";
  let cppNamespace = "::ints";
}

class WithComparator<string type> : AttrOrTypeParameter<type, ""> {
  let comparator = "$_lhs.getBitWidth() == $_rhs.getBitWidth() && $_lhs == $_rhs";
}
def Converted : AttrOrTypeParameter<"int", ""> {
  let cppStorageType = "float";
  let convertFromStorage = "static_cast<int>($_self)";
}

#ifdef RAW
// RAW: attrtype-apint.td:[[@LINE+1]]:5: error: Using a raw APInt parameter without a custom comparator is not supported because an assert in the equality operator is triggered when the two APInts have different bit widths. This can lead to unexpected crashes. Use an `APIntParameter` or provide a custom comparator.
def Int_RawAttr : AttrDef<Int_Dialect, "Raw"> {
  let parameters = (ins "llvm::APInt":$value);
  let mnemonic = "raw";
  let hasCustomAssemblyFormat = 1;
}
#endif

def Int_CheckedAttr : AttrDef<Int_Dialect, "Checked"> {
  let parameters = (ins WithComparator<"::llvm::APInt">:$value, Converted:$n);
  let mnemonic = "checked";
  let hasCustomAssemblyFormat = 1;
}
// CHECK-LABEL: struct CheckedAttrStorage
// CHECK: ::llvm::APInt value;
// CHECK: int n;
// CHECK-LABEL: ::llvm::APInt CheckedAttr::getValue() const {
// CHECK-NEXT: return getImpl()->value;
// CHECK-LABEL: int CheckedAttr::getN() const {
// CHECK-NEXT: return getImpl()->n;
