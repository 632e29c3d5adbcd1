// -gen-op-defs of derived attributes: their getters, isDerivedAttribute and
// materializeDerivedAttributes, which reports (and the generator warns
// about) derived attributes without a conversion to an attribute.
// RUN: %mlir-tblgen -gen-op-defs -I %S %s 2>&1 | FileCheck %s
// RUN: %refmlir-tblgen -gen-op-defs -I %S %s 2>&1 | FileCheck %s
// RUN: %mlir-tblgen -gen-op-defs -I %S %s -DPLAIN 2>&1 | FileCheck %s --check-prefix=PLAIN
// RUN: %refmlir-tblgen -gen-op-defs -I %S %s -DPLAIN 2>&1 | FileCheck %s --check-prefix=PLAIN
include "Inputs/op-classes.td"

def Test_Dialect : Dialect { let name = "t"; }
class OpaqueAttr<code b> : DerivedAttr<"int", b> { let convertFromStorage = ""; }

def T_DerivedOp : Op<Test_Dialect, "derived"> {
  let results = (outs I32:$res);
  DerivedAttr width = DerivedAttr<"unsigned", [{ return 32; }]>;
#ifndef PLAIN
  DerivedAttr opaque = OpaqueAttr<[{ return 1; }]>;
#endif
  let skipDefaultBuilders = 1;
  let builders = [OpBuilder<(ins "int":$x)>];
}

// CHECK: op-defs-derived.td:13:5: warning: op has non-materializable derived attributes 'getOpaque', skipping
// CHECK-LABEL: unsigned DerivedOp::getWidth() {
// CHECK-NEXT:    return 32; 
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: int DerivedOp::getOpaque() {
// CHECK-NEXT:    return 1; 
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: bool DerivedOp::isDerivedAttribute(::llvm::StringRef name) {
// CHECK-NEXT:   if (name == "width") return true;
// CHECK-NEXT:   if (name == "opaque") return true;
// CHECK-NEXT:  return false;
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: ::mlir::DictionaryAttr DerivedOp::materializeDerivedAttributes() {
// CHECK-NEXT:   emitOpError("op has non-materializable derived attributes 'getOpaque'");
// CHECK-NEXT:   return nullptr;
// CHECK-NEXT: }

// PLAIN-LABEL: ::mlir::DictionaryAttr DerivedOp::materializeDerivedAttributes() {
// PLAIN-NEXT:   ::mlir::MLIRContext* ctx = getContext();
// PLAIN-NEXT:   ::mlir::Builder odsBuilder(ctx); (void)odsBuilder;
// PLAIN-NEXT:   return ::mlir::DictionaryAttr::get(  ctx, {
// PLAIN-NEXT:     {getWidthAttrName(),
// PLAIN-NEXT: getWidth()}});
// PLAIN-NEXT: }

// The definitions, compared with mlir-tblgen by difftest:
// DIFF: -gen-op-defs
