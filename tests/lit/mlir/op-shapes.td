// More op shapes through the op backends, compared with mlir-tblgen: an op
// of the global namespace, a variadic-of-variadic operand sized by an
// attribute, a property with a default, attribute-sized optional/variadic
// results, variadic successors; custom builders only, with a defaulted
// C++ argument.
// RUN: %mlir-tblgen -gen-op-decls -I %S %s | FileCheck %s
// DIFF: -gen-op-decls
// DIFF: -gen-op-doc
// DIFF: -gen-python-op-bindings -bind-dialect=n
// DIFF: -gen-dialect-doc
include "Inputs/op-classes.td"
class CArg<string ty, string dflt = ""> { string type = ty; string defaultValue = dflt; }
def N_Dialect : Dialect { let name = "n"; let cppNamespace = ""; }
class VariadicOfVariadic<Type type, string seg> : Variadic<type> { string segmentAttrName = seg; }
def DenseI32ArrayAttr : Attr<CPred<"true">, "i32 array"> {
  let storageType = "::mlir::DenseI32ArrayAttr";
  let returnType = "::llvm::ArrayRef<int32_t>";
  let constBuilderCall = "$_builder.getDenseI32ArrayAttr($0)";
}
def IntProp : Property<"int64_t", "an int"> { let defaultValue = "5"; }
def N_XOp : Op<N_Dialect, "x", [NativeOpTrait<"AttrSizedResultSegments">]> {
  let arguments = (ins VariadicOfVariadic<F32, "sizes">:$groups, DenseI32ArrayAttr:$sizes, IntProp:$p);
  let results = (outs Optional<F32>:$maybe, Variadic<I32>:$many, F32:$one);
  let successors = (successor VariadicSuccessor<AnySuccessor>:$dests);
}
def N_YOp : Op<N_Dialect, "y"> {
  let arguments = (ins F32:$a, DefaultValuedAttr<I32Attr, "3">:$d, IntProp:$q);
  let skipDefaultBuilders = 1;
  let builders = [OpBuilder<(ins CArg<"int", "0">:$v)>];
}

// CHECK: class XOp : public ::mlir::Op<XOp, ::mlir::OpTrait::ZeroRegions, ::mlir::OpTrait::AtLeastNResults<1>::Impl, ::mlir::OpTrait::VariadicSuccessors, ::mlir::OpTrait::VariadicOperands, ::mlir::OpTrait::OpInvariants, ::mlir::BytecodeOpInterface::Trait, ::mlir::OpTrait::AttrSizedResultSegments, ::mlir::OpAsmOpInterface::Trait> {
// CHECK: ::mlir::OperandRangeRange getGroups() {
// CHECK-NEXT: return getODSOperands(0).split(getSizesAttr());
// CHECK: static void build(::mlir::OpBuilder &odsBuilder, ::mlir::OperationState &odsState, int v = 0);
// CHECK-NOT: static void build(
// CHECK-NOT: MLIR_DECLARE_EXPLICIT_TYPE_ID
// CHECK: #endif // GET_OP_CLASSES
