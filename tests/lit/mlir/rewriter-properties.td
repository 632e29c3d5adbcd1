// Against MLIR's own OpBase.td: properties in rewrite patterns. A property
// argument is read from the op's properties (bound to its interface type);
// a property constraint checks it through a local function (typed by the
// constraint's interface type, else a template); a constant property is a
// check in the source and its value in the result; a built op's property
// is set on its Properties.
// RUN: %mlir-tblgen -gen-rewriters -I %mlirinc %s | FileCheck %s
// RUN: %refmlir-tblgen -gen-rewriters -I %mlirinc %s | FileCheck %s
// DIFF: -gen-rewriters -I /usr/lib/llvm-22/include
include "mlir/IR/OpBase.td"
include "mlir/IR/PatternBase.td"

def T_Dialect : Dialect { let name = "t"; let cppNamespace = "::t"; }
class T_Op<string m, list<Trait> tr = []> : Op<T_Dialect, m, tr>;

def POp : T_Op<"p"> {
  let arguments = (ins I32:$x, StringProp:$name, I64Prop:$count, BoolProp:$flag);
  let results = (outs I32:$r);
}
def QOp : T_Op<"q"> {
  let arguments = (ins StringProp:$name);
  let results = (outs I32:$r);
}
def NonNeg : PropConstraint<CPred<"$_self >= 0">, "non-negative">;
def Positive : PropConstraint<CPred<"$_self > 0">, "positive", "int64_t">;

def : Pat<(POp (QOp:$q $n), $_, NonNeg:$c, ConstantProp<BoolProp, "false">),
          (POp $q, $n, $c, ConstantProp<BoolProp, "true">)>;
def : Pat<(POp $x, $n, Positive:$c, $f), (POp $x, $n, (NativeCodeCall<"$0 + 1"> $c), $f)>;

// CHECK: template <typename T>
// CHECK-NEXT: static ::llvm::LogicalResult __mlir_ods_local_prop_constraint_rewriter2Dproperties1(
// CHECK-NEXT: ::mlir::PatternRewriter &rewriter, ::mlir::Operation *op, T prop,
// CHECK: static ::llvm::LogicalResult __mlir_ods_local_prop_constraint_rewriter2Dproperties2(
// CHECK-NEXT: ::mlir::PatternRewriter &rewriter, ::mlir::Operation *op, bool prop,
// CHECK: static ::llvm::LogicalResult __mlir_ods_local_prop_constraint_rewriter2Dproperties3(
// CHECK-NEXT: ::mlir::PatternRewriter &rewriter, ::mlir::Operation *op, int64_t prop,
// CHECK-LABEL: struct GeneratedConvert0
// CHECK: int64_t c;
// CHECK-NEXT: ::llvm::StringRef n;
// CHECK: auto tblgen_prop = castedOp1.getProperties().getName();
// CHECK-NEXT: n = tblgen_prop;
// CHECK: auto tblgen_prop = castedOp0.getProperties().getFlag();
// CHECK-NEXT: if(::mlir::failed(__mlir_ods_local_prop_constraint_rewriter2Dproperties2(
// CHECK: tblgen_props.setName(n);
// CHECK-NEXT: tblgen_props.setCount(c);
// CHECK-NEXT: tblgen_props.setFlag(true);
// CHECK-LABEL: struct GeneratedConvert1
// CHECK: tblgen_props.setCount(nativeVar_0);
