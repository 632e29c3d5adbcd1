// -gen-op-decls: forward declarations with doc comments, then per op the
// generic adaptor base (with the Properties struct of its attributes and
// segment sizes), generic adaptor, adaptor and op class: count traits,
// structural traits, OpInvariants, BytecodeOpInterface with properties,
// the op's traits; accessors (derived attributes too), builders (pruned when
// redundant), verifiers, interface methods, parse/print, effects, extra
// declarations; the shard registration hooks.
// RUN: %mlir-tblgen -gen-op-decls -I %S %s | FileCheck %s
// RUN: %mlir-tblgen -gen-op-decls -op-exclude-regex='t\.(a|b|i)' -I %S %s | FileCheck %s --check-prefix=NONE
// RUN: %mlir-tblgen -gen-op-decls -op-shard-count=3 -I %S %s | FileCheck %s --check-prefix=SHARD
// DIFF: -gen-op-decls
// DIFF: -gen-op-decls -op-shard-count=3
// DIFF: -gen-op-decls -op-include-regex=t\.b
include "Inputs/op-classes.td"

def Test_Dialect : Dialect {
  let name = "t";
  let cppNamespace = "::mlir::test";
}
class T_Op<string mnemonic, list<Trait> traits = []> : Op<Test_Dialect, mnemonic, traits>;

def I32WithBuilder : Attr<CPred<"true">, "built integer"> {
  let storageType = "::mlir::IntegerAttr";
  let returnType = "uint32_t";
  let constBuilderCall = "$_builder.getI32IntegerAttr($0)";
}
def SomeIface : OpInterface<"SomeIface"> {
  let cppNamespace = "::mlir::test";
  let methods = [
    InterfaceMethod<"", "int", "plain", (ins "int":$x)>,
    InterfaceMethod<"", "int", "withDefault", (ins), "", "return 1;">,
    InterfaceMethod<"", "::mlir::Value", "getIn", (ins)>
  ];
}
def T_AOp : T_Op<"a", [NativeOpTrait<"AttrSizedOperandSegments">, MemoryEffects<[MemRead<>]>,
                      DeclareOpInterfaceMethods<SomeIface>]> {
  let summary = "an op";
  let description = "With a description.";
  let arguments = (ins F32:$in, Optional<I32>:$maybe, Variadic<F32>:$rest,
                       I32WithBuilder:$count, OptionalAttr<StrAttr>:$label,
                       DefaultValuedAttr<I32WithBuilder, "7">:$seven, UnitAttr:$flag);
  let results = (outs F32:$out);
  let regions = (region AnyRegion:$body);
  let successors = (successor AnySuccessor:$next);
  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCustomAssemblyFormat = 1;
  let extraClassDeclaration = [{
    void extra();
  }];
}

def T_BOp : T_Op<"b", [NativeOpTrait<"IsCommutative">]> {
  let arguments = (ins F32:$lhs, F32:$rhs);
  let results = (outs F32:$res);
  let hasCanonicalizeMethod = 1;
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($res)";
  let builders = [OpBuilder<(ins "::mlir::Value":$v)>];
}

def RankOf : DerivedAttr<"int", "return 1;">;
def T_IOp : T_Op<"i", [AllTypesMatch<["x", "y"]>]> {
  DerivedAttr rank = RankOf;
  let arguments = (ins F32:$x);
  let results = (outs F32:$y, F32:$z);
  let regions = (region VariadicRegion<AnyRegion>:$rs);
}

// CHECK: namespace mlir::test {
// CHECK-EMPTY:
// CHECK-NEXT: /// an op
// CHECK-NEXT: /// With a description.
// CHECK-NEXT: class AOp;
// CHECK: #ifdef GET_OP_CLASSES
// CHECK: // ::mlir::test::AOp declarations
// CHECK: struct Properties {
// CHECK: using operandSegmentSizesTy = std::array<int32_t, 3>;
// CHECK: class AOp : public ::mlir::Op<AOp, ::mlir::OpTrait::OneRegion, ::mlir::OpTrait::OneResult, ::mlir::OpTrait::OneTypedResult<::mlir::FloatType>::Impl, ::mlir::OpTrait::OneSuccessor, ::mlir::OpTrait::AtLeastNOperands<1>::Impl, ::mlir::OpTrait::OpInvariants, ::mlir::BytecodeOpInterface::Trait, ::mlir::OpTrait::AttrSizedOperandSegments, ::mlir::MemoryEffectOpInterface::Trait, ::mlir::test::SomeIface::Trait> {
// CHECK: using ::mlir::test::SomeIface::Trait<AOp>::withDefault;
// CHECK: int plain(int x);
// CHECK-NOT: ::mlir::Value getIn();
// CHECK: void getEffects(
// CHECK: public:
// CHECK-NEXT:   void extra();
// CHECK-NEXT: };
// CHECK: MLIR_DECLARE_EXPLICIT_TYPE_ID(::mlir::test::AOp)
// CHECK: static void build(::mlir::OpBuilder &odsBuilder, ::mlir::OperationState &odsState, ::mlir::Value v);
// CHECK: static ::llvm::LogicalResult canonicalize(BOp op, ::mlir::PatternRewriter &rewriter);
// CHECK-NEXT: static void getCanonicalizationPatterns(
// CHECK: class IOp : public ::mlir::Op<IOp, {{.*}}, ::mlir::DerivedAttributeOpInterface::Trait> {
// CHECK: static ::llvm::StringRef attrNames[] = {::llvm::StringRef("rank")};
// CHECK: int getRank();
// CHECK-NEXT: static bool isDerivedAttribute(::llvm::StringRef name);
// CHECK-NEXT: ::mlir::DictionaryAttr materializeDerivedAttributes();
// CHECK: #endif // GET_OP_CLASSES

// NONE: #ifdef GET_OP_CLASSES
// NONE-NEXT: #undef GET_OP_CLASSES
// NONE-EMPTY:
// NONE-EMPTY:
// NONE-NEXT: #endif // GET_OP_CLASSES

// SHARD: #endif // GET_OP_CLASSES
// SHARD-EMPTY:
// SHARD-NEXT: namespace mlir::test {
// SHARD-EMPTY:
// SHARD-NEXT: void registerTestDialectOperations(::mlir::test::TestDialect *dialect);
// SHARD-NEXT: void registerTestDialectOperations0(::mlir::test::TestDialect *dialect);
// SHARD-NEXT: void registerTestDialectOperations1(::mlir::test::TestDialect *dialect);
// SHARD-NEXT: void registerTestDialectOperations2(::mlir::test::TestDialect *dialect);
// SHARD-EMPTY:
// SHARD-NEXT: } // namespace mlir::test
