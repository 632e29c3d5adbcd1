// Against MLIR's own OpBase.td: in a dialect that keeps attributes in the
// dictionary (usePropertiesForAttributes = 0), a result type inferred from an
// attribute reads the attribute dictionary, with properties of the op's own
// or without; a VariadicOfVariadic's group sizes are parsed into an attribute.
// RUN: %mlir-tblgen -gen-op-defs -I %mlirinc %s | FileCheck %s
// RUN: %refmlir-tblgen -gen-op-defs -I %mlirinc %s | FileCheck %s
// DIFF: -gen-op-decls -I /usr/lib/llvm-22/include
// DIFF: -gen-op-defs -I /usr/lib/llvm-22/include
include "mlir/IR/OpBase.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/IR/Properties.td"

def T_Dialect : Dialect { let name = "t"; let cppNamespace = "::t"; let usePropertiesForAttributes = 0; }
class T_Op<string m, list<Trait> tr = []> : Op<T_Dialect, m, tr>;

def COp : T_Op<"c", [AllTypesMatch<["value", "result"]>]> {
  let arguments = (ins TypedAttrInterface:$value);
  let results = (outs AnyType:$result);
}
def DOp : T_Op<"d", [AllTypesMatch<["value", "result"]>]> {
  let arguments = (ins TypedAttrInterface:$value, I64Prop:$n);
  let results = (outs AnyType:$result);
}
def WOp : T_Op<"w", [AttrSizedOperandSegments]> {
  let arguments = (ins Variadic<I32>:$a, VariadicOfVariadic<I32, "a_sizes">:$b, DenseI32ArrayAttr:$a_sizes);
  let assemblyFormat = "$a `,` $b attr-dict";
}

// CHECK-LABEL: ::llvm::LogicalResult COp::inferReturnTypes(
// CHECK: ::mlir::TypedAttr odsInferredTypeAttr0 = ::llvm::dyn_cast_or_null<::mlir::TypedAttr>(attributes.get("value"));
// CHECK-LABEL: ::llvm::LogicalResult DOp::inferReturnTypes(
// CHECK: ::mlir::TypedAttr odsInferredTypeAttr0 = ::llvm::dyn_cast_or_null<::mlir::TypedAttr>(attributes.get("value"));
// CHECK-LABEL: ::mlir::ParseResult WOp::parse(
// CHECK: result.addAttribute("operandSegmentSizes", parser.getBuilder().getDenseI32ArrayAttr({static_cast<int32_t>(aOperands.size()), static_cast<int32_t>(bOperands.size())}));
// CHECK-NEXT: result.addAttribute("a_sizes", parser.getBuilder().getDenseI32ArrayAttr(bOperandGroupSizes));
