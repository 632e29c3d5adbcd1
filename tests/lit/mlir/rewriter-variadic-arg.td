// Against MLIR's own PatternBase.td: in a result pattern, an op built in
// the place of a variadic operand is an error at the pattern (a bound
// value or a native call may stand for a range).
// RUN: not %mlir-tblgen -gen-rewriters -I %mlirinc -DV1 %s 2>&1 | FileCheck %s --check-prefix=V1
// RUN: not %refmlir-tblgen -gen-rewriters -I %mlirinc -DV1 %s 2>&1 | FileCheck %s --check-prefix=V1
// RUN: not %mlir-tblgen -gen-rewriters -I %mlirinc -DV3 %s 2>&1 | FileCheck %s --check-prefix=V3
// RUN: not %refmlir-tblgen -gen-rewriters -I %mlirinc -DV3 %s 2>&1 | FileCheck %s --check-prefix=V3
// RUN: %mlir-tblgen -gen-rewriters -I %mlirinc -DV2 %s -o %t
// DIFF: -gen-rewriters -I /usr/lib/llvm-22/include -DV1
// DIFF: -gen-rewriters -I /usr/lib/llvm-22/include -DV2
// DIFF: -gen-rewriters -I /usr/lib/llvm-22/include -DV3
include "mlir/IR/OpBase.td"
include "mlir/IR/PatternBase.td"
def A_Dialect : Dialect { let name = "a"; }
class A_Op<string mnemonic, list<Trait> traits = []> : Op<A_Dialect, mnemonic, traits>;
def OpB : A_Op<"op_b">, Arguments<(ins AnyInteger:$val, I32Attr:$attr)>, Results<(outs AnyInteger)>;
def OpC : A_Op<"op_c">, Results<(outs AnyInteger)>;
def OpV : A_Op<"op_v">, Results<(outs Variadic<AnyInteger>:$rs)>;
def OpD : A_Op<"op_d">, Arguments<(ins Variadic<AnyInteger>:$vargs)>, Results<(outs AnyInteger)>;
def OpE : A_Op<"op_e">, Arguments<(ins AnyInteger:$x, Variadic<AnyInteger>:$vargs)>, Results<(outs AnyInteger)>;
def MakeVals : NativeCodeCall<"makeVals($0)">;
#ifdef V1
// V1: rewriter-variadic-arg.td:[[@LINE+1]]:1: error: op expects variadic operand `vargs`, while provided is non-variadic
def : Pat<(OpB:$opB $val, $attr), (OpD (OpV))>;
#endif
#ifdef V2
def : Pat<(OpB:$opB $val, $attr), (OpD (MakeVals $val))>;
#endif
#ifdef V3
// V3: rewriter-variadic-arg.td:[[@LINE+1]]:1: error: op expects variadic operand `vargs`, while provided is non-variadic
def : Pat<(OpB:$opB $val, $attr), (OpE $val, (OpC))>;
#endif
