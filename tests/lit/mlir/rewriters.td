// Declarative rewrite rules through -gen-rewriters: op and native code
// matchers, operand and attribute constraints, operands bound twice,
// extra constraints, a sub-dag shared by two rules (a static matcher),
// result ops built with and without result types, native code results,
// replaceWithValue, auxiliary and supplemental results, directives.
// RUN: %mlir-tblgen -gen-rewriters -I %S %s | FileCheck %s
// DIFF: -gen-rewriters
include "Inputs/op-classes.td"
include "Inputs/pattern-classes.td"

def T_Dialect : Dialect { let name = "t"; let cppNamespace = "::t"; }
def SameType : NativeOpTrait<"SameOperandsAndResultType">;
def I64Attr : Attr<CPred<"::llvm::isa<::mlir::IntegerAttr>($_self)">, "64-bit integer attribute"> {
  let storageType = "::mlir::IntegerAttr";
  let constBuilderCall = "$_builder.getI64IntegerAttr($0)";
}
def I64Default : Attr<I64Attr.predicate, I64Attr.summary> {
  let storageType = I64Attr.storageType;
  let constBuilderCall = I64Attr.constBuilderCall;
  let defaultValue = "7";
}
def T_AOp : Op<T_Dialect, "a"> {
  let arguments = (ins AnyType:$x, AnyType:$y, OptionalAttr<I64Attr>:$opt, I64Default:$dflt);
  let results = (outs AnyType:$r);
}
def T_BOp : Op<T_Dialect, "b"> {
  let arguments = (ins AnyType:$x);
  let results = (outs AnyType:$r);
}
def T_COp : Op<T_Dialect, "c", [SameType]> {
  let arguments = (ins Variadic<AnyType>:$xs, I64Attr:$k);
  let results = (outs AnyType:$r, Variadic<AnyType>:$rs);
}
def T_DOp : Op<T_Dialect, "d">;

def Eq : Constraint<CPred<"$0 == $1">, "equal values">;
def Cond3 : Constraint<CPred<"check($0, $1, $2)">>;
def MakeAttr : NativeCodeCall<"$_builder.getI64IntegerAttr(42)">;
def Combine : NativeCodeCall<"combine($_builder, $_loc, $0, $1)">;
def Notify : NativeCodeCallVoid<"notify($0)">;
def Pair : NativeCodeCall<"makePair($0)", 2>;
def IsConst : NativeCodeCall<"matchConst($_self, &$0)">;


// An anonymous rule: a typed operand, attributes with and without defaults.
def : Pat<(T_AOp I32:$a, $b, I64Attr:$o, $d), (T_BOp $b)>;

// Operands bound twice must be equal; the shared sub-dag (T_BOp $v).
def Twice : Pat<(T_AOp (T_BOp $v), $v, $_, $_), (T_BOp $v)>;
def Shared : Pat<(T_BOp (T_BOp $v)), (replaceWithValue $v), [(Eq $v, $v)]>;

// Native code matchers and results, a void call, several results.
def Natives : Pattern<(T_AOp:$root (IsConst I64Attr:$c), $y, $_, $_),
                      [(Notify $y), (T_BOp (Combine $y, $c))],
                      [(I32 $root), (Cond3 $y, $c, $root)], [],
                      (addBenefit 5)>;

// Ops built with deduced result types, with a location and return types.
def Build : Pattern<(T_COp:$c $xs, $k),
                    [(T_BOp (T_BOp $xs, (location $c)), (returnType "$_builder.getI32Type()")),
                     (T_COp $xs, (MakeAttr))],
                    [], [(T_DOp)]>;

// A rule that erases an op without results.
def Erase : Pat<(T_DOp), (T_DOp), [], [(T_DOp)]>;

// The constraint functions, the static matcher, then the rules by name.
// CHECK: static ::llvm::LogicalResult __mlir_ods_local_type_constraint_rewriters1(
// CHECK: if (!(type.isInteger(32))) {
// CHECK: static ::llvm::LogicalResult __mlir_ods_local_attr_constraint_rewriters1(
// CHECK: diag << failureStr << ": 64-bit integer attribute";
// CHECK: static ::llvm::LogicalResult static_dag_matcher_0(::mlir::PatternRewriter &rewriter, ::mlir::Operation *op0, ::llvm::SmallVector<::mlir::Operation *, 4> &tblgen_ops, ::mlir::Operation::operand_range &v) {

// CHECK-LABEL: struct Build : public ::mlir::RewritePattern {
// CHECK: : ::mlir::RewritePattern("t.c", 1, context, {"t.b", "t.c"}) {}
// CHECK: tblgen_BOp_0 = ::t::BOp::create(rewriter, (*c.getODSResults(0).begin()).getLoc(), c.getODSResults(1).getLoc(),
// CHECK-NEXT: /*x=*/tblgen_value_0
// CHECK: tblgen_types.push_back(rewriter.getI32Type());
// CHECK: auto nativeVar_2 = rewriter.getI64IntegerAttr(42); (void)nativeVar_2;
// CHECK: tblgen_COp_3 = ::t::COp::create(rewriter, odsLoc, tblgen_values, tblgen_props);
// CHECK: tblgen_DOp_4 = ::t::DOp::create(rewriter, odsLoc
// CHECK: rewriter.replaceOp(op0, tblgen_repl_values);

// CHECK-LABEL: struct Erase : public ::mlir::RewritePattern {
// CHECK: rewriter.eraseOp(op0);

// CHECK-LABEL: struct Natives : public ::mlir::RewritePattern {
// CHECK: : ::mlir::RewritePattern("t.a", 6, context, {"t.b"}) {}
// CHECK: ::mlir::Attribute arg1_0;
// CHECK: if (!(!::mlir::failed(matchConst(op1, &arg1_0)))){
// CHECK: {{\[\[}}maybe_unused]] auto tblgen_attr = castedOp0.getProperties().getOpt();
// CHECK: if (!tblgen_attr) tblgen_attr = rewriter.getI64IntegerAttr(7);
// CHECK: diag << "entities 'y, c, root' failed to satisfy constraint: ''";
// CHECK: notify((*y.begin()));
// CHECK: auto nativeVar_0 = combine(rewriter, odsLoc, (*y.begin()), c); (void)nativeVar_0;

// CHECK-LABEL: struct Shared : public ::mlir::RewritePattern {
// CHECK: if(::mlir::failed(static_dag_matcher_0(rewriter, op1, tblgen_ops, v))) {
// CHECK: diag << "entities 'v, v' failed to satisfy constraint: 'equal values'";

// CHECK-LABEL: struct Twice : public ::mlir::RewritePattern {
// CHECK: ::mlir::Operation::operand_range v0(op0->getOperands());
// CHECK: diag << "Operands 'v' and 'v0' must be equal";

// CHECK-LABEL: struct GeneratedConvert0 : public ::mlir::RewritePattern {
// CHECK: if (!tblgen_attr) return ::mlir::failure();
// CHECK-NEXT: if(::mlir::failed(__mlir_ods_local_attr_constraint_rewriters1(rewriter, castedOp0, tblgen_attr, "op 't.a' attribute 'opt' failed to satisfy constraint: '64-bit integer attribute'"))) {

// CHECK: {{\[\[}}maybe_unused]] void populateWithGenerated(::mlir::RewritePatternSet &patterns) {
// CHECK-NEXT:   patterns.add<Build>(patterns.getContext());
// CHECK-NEXT:   patterns.add<Erase>(patterns.getContext());
// CHECK-NEXT:   patterns.add<Natives>(patterns.getContext());
// CHECK-NEXT:   patterns.add<Shared>(patterns.getContext());
// CHECK-NEXT:   patterns.add<Twice>(patterns.getContext());
// CHECK-NEXT:   patterns.add<GeneratedConvert0>(patterns.getContext());
// CHECK-NEXT: }
