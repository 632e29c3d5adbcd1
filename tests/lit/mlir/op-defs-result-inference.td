// Against MLIR's own OpBase.td, how results get their types and names:
// FirstAttrDerivedResultType over a type attribute takes the type it holds
// (over another attribute, the attribute's type); a type taken from an
// attribute reads it as a TypedAttr; results matched with a buildable one
// each build that type; and with some results named, an unnamed one is
// named "" in getAsmResultNames.
// RUN: %mlir-tblgen -gen-op-defs -I %mlirinc %s | FileCheck %s
// RUN: %refmlir-tblgen -gen-op-defs -I %mlirinc %s | FileCheck %s
// DIFF: -gen-op-defs -I /usr/lib/llvm-22/include
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

def T_Dialect : Dialect {
  let name = "t";
  let cppNamespace = "::t";
}
class T_Op<string m, list<Trait> traits = []> : Op<T_Dialect, m, traits>;

def T_TypeAttrOp : T_Op<"type_attr", [FirstAttrDerivedResultType]> {
  let arguments = (ins I32:$x, TypeAttr:$ty);
  let results = (outs AnyType:$r);
}

def T_ValueAttrOp : T_Op<"value_attr", [FirstAttrDerivedResultType]> {
  let arguments = (ins I32:$x, F32Attr:$v);
  let results = (outs AnyType:$r);
}

def T_NamesOp : T_Op<"names"> {
  let results = (outs I32:$first, I32, I32:$last);
}

def T_FromAttrOp : T_Op<"from_attr", [AllTypesMatch<["a", "b"]>]> {
  let arguments = (ins I32Attr:$a);
  let results = (outs AnyType:$b);
}

def T_BuildOp : T_Op<"build", [AllTypesMatch<["p", "q", "s"]>]> {
  let results = (outs AnyType:$p, AnyType:$q, I32:$s);
}

// (The ops come in name order.)
// CHECK-LABEL: BuildOp::inferReturnTypes(
// CHECK: ::mlir::Type odsInferredType0 = odsBuilder.getIntegerType(32);
// CHECK: ::mlir::Type odsInferredType1 = odsBuilder.getIntegerType(32);
// CHECK: ::mlir::Type odsInferredType2 = odsBuilder.getIntegerType(32);
// CHECK-LABEL: FromAttrOp::inferReturnTypes(
// CHECK: ::mlir::TypedAttr odsInferredTypeAttr0 = (properties ? properties.as<Properties *>()->a : ::llvm::dyn_cast_or_null<::mlir::TypedAttr>(attributes.get("a")));
// CHECK: ::mlir::Type odsInferredType0 = odsInferredTypeAttr0.getType();
// CHECK-LABEL: void NamesOp::getAsmResultNames(
// CHECK: setNameFn(*resultGroup0.begin(), "first");
// CHECK: setNameFn(*resultGroup1.begin(), "");
// CHECK: setNameFn(*resultGroup2.begin(), "last");
// CHECK-LABEL: void TypeAttrOp::build(
// CHECK: odsState.addTypes({::llvm::cast<::mlir::TypeAttr>(typeAttr).getValue()});
// CHECK-LABEL: void ValueAttrOp::build(
// CHECK: odsState.addTypes({::llvm::cast<::mlir::TypedAttr>(typeAttr).getType()});
