// Against MLIR's own OpBase.td: a property checked by a predicate is loaded
// into a local named "tblgen_" and the property's name in camel case, in
// the adaptor's verify() and in verifyInvariantsImpl().
// RUN: %mlir-tblgen -gen-op-defs -I %mlirinc %s | FileCheck %s
// RUN: %refmlir-tblgen -gen-op-defs -I %mlirinc %s | FileCheck %s
// DIFF: -gen-op-defs -I /usr/lib/llvm-22/include
include "mlir/IR/OpBase.td"

def T_Dialect : Dialect {
  let name = "t";
  let cppNamespace = "::t";
}

def T_POp : Op<T_Dialect, "p"> {
  let arguments = (ins ConfinedProp<I64Prop, CPred<"$_self >= 0">, "non-negative">:$some_count);
}
// CHECK-LABEL: POpAdaptor::verify
// CHECK: int64_t tblgen_someCount = this->getSomeCount();
// CHECK: if (!((tblgen_someCount >= 0)))
// CHECK-LABEL: POp::verifyInvariantsImpl
// CHECK: int64_t tblgen_someCount = this->getSomeCount();
// CHECK: (*this, tblgen_someCount, "some_count")
