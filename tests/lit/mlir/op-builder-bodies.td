// -gen-op-defs: the build() of a custom builder with a body: its parameters
// as written (types ending in '&' or '*' without a space, an unnamed one
// is odsArg<position>, defaults left to the declaration), the body with
// $_builder and $_state replaced (not $_ctxt), from its first line that
// is not blank, ending with a line break; a builder without a body is
// only declared, and its create() are defined all the same.
// RUN: %mlir-tblgen -gen-op-defs -I %S %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %refmlir-tblgen -gen-op-defs -I %S %s | FileCheck %s --strict-whitespace --match-full-lines
// DIFF: -gen-op-decls
include "Inputs/op-classes.td"

class CArg<string ty, string value = ""> { string type = ty; string defaultValue = value; }
def Test_Dialect : Dialect { let name = "t"; }
def T_AOp : Op<Test_Dialect, "a"> {
  let arguments = (ins I32:$x);
  let skipDefaultBuilders = 1;
  let builders = [
    OpBuilder<(ins "double":$v), [{  foo($_builder, $_state, $_ctxt, v);}]>,
    OpBuilder<(ins "OpBuilder &":$b, "Type *":$t, "int"), [{

  bar();
  }]>,
    OpBuilder<(ins CArg<"int", "5">:$k, CArg<"float", "1.0">:$f), "   \n    baz(); ">,
    OpBuilder<(ins "long":$v), " ">,
    OpBuilder<(ins "short":$v), "  \n  \n">,
    OpBuilder<(ins "char":$v), "\t\n x;\n\n">,
    OpBuilder<(ins "unsigned":$v), "$_builder $$ $_foo $0">,
    OpBuilder<(ins "::mlir::Value":$y)>
  ];
}

// CHECK-LABEL:void AOp::build(::mlir::OpBuilder &odsBuilder, ::mlir::OperationState &odsState, double v) {
// CHECK-NEXT:  foo(odsBuilder, odsState, $_ctxt<no-subst-found>, v);
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:AOp AOp::create(::mlir::OpBuilder &builder, ::mlir::Location location, double v) {
// CHECK-NEXT:  ::mlir::OperationState __state__(location, getOperationName());
// CHECK-NEXT:  build(builder, __state__, std::forward<decltype(v)>(v));
// CHECK-NEXT:  auto __res__ = ::llvm::dyn_cast<AOp>(builder.create(__state__));
// CHECK-NEXT:  assert(__res__ && "builder didn't return the right type");
// CHECK-NEXT:  return __res__;
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:AOp AOp::create(::mlir::ImplicitLocOpBuilder &builder, double v) {
// CHECK-NEXT:  return create(builder, builder.getLoc(), std::forward<decltype(v)>(v));
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:void AOp::build(::mlir::OpBuilder &odsBuilder, ::mlir::OperationState &odsState, OpBuilder &b, Type *t, int odsArg2) {
// CHECK-NEXT:  bar();
// CHECK-NEXT:  {{$}}
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:AOp AOp::create(::mlir::OpBuilder &builder, ::mlir::Location location, OpBuilder &b, Type *t, int odsArg2) {
// CHECK-NEXT:  ::mlir::OperationState __state__(location, getOperationName());
// CHECK-NEXT:  build(builder, __state__, std::forward<decltype(b)>(b), std::forward<decltype(t)>(t), std::forward<decltype(odsArg2)>(odsArg2));
// CHECK-NEXT:  auto __res__ = ::llvm::dyn_cast<AOp>(builder.create(__state__));
// CHECK-NEXT:  assert(__res__ && "builder didn't return the right type");
// CHECK-NEXT:  return __res__;
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:AOp AOp::create(::mlir::ImplicitLocOpBuilder &builder, OpBuilder &b, Type *t, int odsArg2) {
// CHECK-NEXT:  return create(builder, builder.getLoc(), std::forward<decltype(b)>(b), std::forward<decltype(t)>(t), std::forward<decltype(odsArg2)>(odsArg2));
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:void AOp::build(::mlir::OpBuilder &odsBuilder, ::mlir::OperationState &odsState, int k, float f) {
// CHECK-NEXT:    baz(); {{$}}
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:AOp AOp::create(::mlir::OpBuilder &builder, ::mlir::Location location, int k, float f) {
// CHECK-NEXT:  ::mlir::OperationState __state__(location, getOperationName());
// CHECK-NEXT:  build(builder, __state__, std::forward<decltype(k)>(k), std::forward<decltype(f)>(f));
// CHECK-NEXT:  auto __res__ = ::llvm::dyn_cast<AOp>(builder.create(__state__));
// CHECK-NEXT:  assert(__res__ && "builder didn't return the right type");
// CHECK-NEXT:  return __res__;
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:AOp AOp::create(::mlir::ImplicitLocOpBuilder &builder, int k, float f) {
// CHECK-NEXT:  return create(builder, builder.getLoc(), std::forward<decltype(k)>(k), std::forward<decltype(f)>(f));
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:void AOp::build(::mlir::OpBuilder &odsBuilder, ::mlir::OperationState &odsState, long v) {
// CHECK-NEXT: {{$}}
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:AOp AOp::create(::mlir::OpBuilder &builder, ::mlir::Location location, long v) {
// CHECK-NEXT:  ::mlir::OperationState __state__(location, getOperationName());
// CHECK-NEXT:  build(builder, __state__, std::forward<decltype(v)>(v));
// CHECK-NEXT:  auto __res__ = ::llvm::dyn_cast<AOp>(builder.create(__state__));
// CHECK-NEXT:  assert(__res__ && "builder didn't return the right type");
// CHECK-NEXT:  return __res__;
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:AOp AOp::create(::mlir::ImplicitLocOpBuilder &builder, long v) {
// CHECK-NEXT:  return create(builder, builder.getLoc(), std::forward<decltype(v)>(v));
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:void AOp::build(::mlir::OpBuilder &odsBuilder, ::mlir::OperationState &odsState, short v) {
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:AOp AOp::create(::mlir::OpBuilder &builder, ::mlir::Location location, short v) {
// CHECK-NEXT:  ::mlir::OperationState __state__(location, getOperationName());
// CHECK-NEXT:  build(builder, __state__, std::forward<decltype(v)>(v));
// CHECK-NEXT:  auto __res__ = ::llvm::dyn_cast<AOp>(builder.create(__state__));
// CHECK-NEXT:  assert(__res__ && "builder didn't return the right type");
// CHECK-NEXT:  return __res__;
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:AOp AOp::create(::mlir::ImplicitLocOpBuilder &builder, short v) {
// CHECK-NEXT:  return create(builder, builder.getLoc(), std::forward<decltype(v)>(v));
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:void AOp::build(::mlir::OpBuilder &odsBuilder, ::mlir::OperationState &odsState, char v) {
// CHECK-NEXT: x;
// CHECK-EMPTY:
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:AOp AOp::create(::mlir::OpBuilder &builder, ::mlir::Location location, char v) {
// CHECK-NEXT:  ::mlir::OperationState __state__(location, getOperationName());
// CHECK-NEXT:  build(builder, __state__, std::forward<decltype(v)>(v));
// CHECK-NEXT:  auto __res__ = ::llvm::dyn_cast<AOp>(builder.create(__state__));
// CHECK-NEXT:  assert(__res__ && "builder didn't return the right type");
// CHECK-NEXT:  return __res__;
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:AOp AOp::create(::mlir::ImplicitLocOpBuilder &builder, char v) {
// CHECK-NEXT:  return create(builder, builder.getLoc(), std::forward<decltype(v)>(v));
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:void AOp::build(::mlir::OpBuilder &odsBuilder, ::mlir::OperationState &odsState, unsigned v) {
// CHECK-NEXT:odsBuilder $ $_foo<no-subst-found> $0<no-subst-found>
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:AOp AOp::create(::mlir::OpBuilder &builder, ::mlir::Location location, unsigned v) {
// CHECK-NEXT:  ::mlir::OperationState __state__(location, getOperationName());
// CHECK-NEXT:  build(builder, __state__, std::forward<decltype(v)>(v));
// CHECK-NEXT:  auto __res__ = ::llvm::dyn_cast<AOp>(builder.create(__state__));
// CHECK-NEXT:  assert(__res__ && "builder didn't return the right type");
// CHECK-NEXT:  return __res__;
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:AOp AOp::create(::mlir::ImplicitLocOpBuilder &builder, unsigned v) {
// CHECK-NEXT:  return create(builder, builder.getLoc(), std::forward<decltype(v)>(v));
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-NEXT:AOp AOp::create(::mlir::OpBuilder &builder, ::mlir::Location location, ::mlir::Value y) {
// CHECK-NEXT:  ::mlir::OperationState __state__(location, getOperationName());
// CHECK-NEXT:  build(builder, __state__, std::forward<decltype(y)>(y));
// CHECK-NEXT:  auto __res__ = ::llvm::dyn_cast<AOp>(builder.create(__state__));
// CHECK-NEXT:  assert(__res__ && "builder didn't return the right type");
// CHECK-NEXT:  return __res__;
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:AOp AOp::create(::mlir::ImplicitLocOpBuilder &builder, ::mlir::Value y) {
// CHECK-NEXT:  return create(builder, builder.getLoc(), std::forward<decltype(y)>(y));
// CHECK-NEXT:}
// CHECK-EMPTY:

// The definitions, compared with mlir-tblgen by difftest:
// DIFF: -gen-op-defs
