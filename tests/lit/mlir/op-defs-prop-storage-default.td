// Against MLIR's own OpBase.td: a property missing from the attribute
// dictionary takes its storageTypeValueOverride when it has one, else its
// defaultValue.
// RUN: %mlir-tblgen -gen-op-defs -I %mlirinc %s | FileCheck %s
// RUN: %refmlir-tblgen -gen-op-defs -I %mlirinc %s | FileCheck %s
// DIFF: -gen-op-defs -I /usr/lib/llvm-22/include
include "mlir/IR/OpBase.td"

def T_Dialect : Dialect {
  let name = "t";
  let cppNamespace = "::t";
}

def StoredArray : IntArrayProp<I64Prop> {
  let defaultValue = "::llvm::ArrayRef<int64_t>{}";
  let storageTypeValueOverride = "::llvm::SmallVector<int64_t>{}";
}
def DefaultOnly : IntArrayProp<I64Prop> {
  let defaultValue = "::llvm::ArrayRef<int64_t>{1}";
}

def T_POp : Op<T_Dialect, "p"> {
  let arguments = (ins StoredArray:$stored, DefaultOnly:$plain);
}
// CHECK-LABEL: POp::setPropertiesFromAttr
// CHECK: prop.stored = ::llvm::SmallVector<int64_t>{};
// CHECK: prop.plain = ::llvm::ArrayRef<int64_t>{1};
