// Against MLIR's own PatternBase.td: a (variadic ...) result node gathers
// its arguments' values into a vector the op's variadic operand takes; an
// op built with AttrSizedOperandSegments is given its segment sizes (1, or
// the size of the range a variadic operand takes).
// RUN: %mlir-tblgen -gen-rewriters -I %mlirinc %s | FileCheck %s
// RUN: %refmlir-tblgen -gen-rewriters -I %mlirinc %s | FileCheck %s
// DIFF: -gen-rewriters -I /usr/lib/llvm-22/include
include "mlir/IR/OpBase.td"
include "mlir/IR/PatternBase.td"
def T_Dialect : Dialect { let name = "t"; let cppNamespace = "::t"; }
class T_Op<string m, list<Trait> tr = []> : Op<T_Dialect, m, tr>;
def B : T_Op<"b"> { let arguments = (ins I32:$p, I32:$q, I32:$x); }
def C : T_Op<"c", [SameVariadicOperandSize]> { let arguments = (ins I32:$x, Variadic<I32>:$v, Variadic<I32>:$w); }
def : Pat<(B $p, $q, $x), (C $x, (variadic $p, $q), (variadic $q))>;
// CHECK-LABEL: struct GeneratedConvert0
// CHECK: ::llvm::SmallVector<::mlir::Value, 4> tblgen_variadic_values_0;
// CHECK-NEXT: tblgen_variadic_values_0.push_back((*p.begin()));
// CHECK-NEXT: tblgen_variadic_values_0.push_back((*q.begin()));
// CHECK-NEXT: ::llvm::SmallVector<::mlir::Value, 4> tblgen_variadic_values_1;
// CHECK: ::t::C tblgen_C_2;
// CHECK: for (auto v: tblgen_variadic_values_0) {

def Src : T_Op<"src", [AttrSizedOperandSegments]> {
  let arguments = (ins Variadic<AnyType>:$arg, AnyType:$brg, Variadic<AnyType>:$crg);
}
def Dst : T_Op<"dst", [AttrSizedOperandSegments]> {
  let arguments = (ins AnyType:$brg, Variadic<AnyType>:$crg, Optional<AnyType>:$opt, Variadic<AnyType>:$arg);
}
def : Pat<(Src $arg, $brg, $crg), (Dst $brg, $crg, $brg, $arg)>;
// CHECK-LABEL: struct GeneratedConvert1
// CHECK: tblgen_props.operandSegmentSizes = { 1, static_cast<int32_t>(crg.size()), 1, static_cast<int32_t>(arg.size()) };
