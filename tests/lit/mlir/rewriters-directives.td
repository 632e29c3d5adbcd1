// -gen-rewriters with the directives of rules: `either` and `variadic` in
// source dags, `location` and `returnType` on result ops, native code
// calls with several results ($p__0), symbols on the op itself in extra
// constraints, supplemental void calls, and a rule from a multiclass
// (its "Generated from" lists the instantiation first).
// RUN: %mlir-tblgen -gen-rewriters -I %S %s | FileCheck %s
// DIFF: -gen-rewriters
include "Inputs/op-classes.td"
include "Inputs/pattern-classes.td"

def T_Dialect : Dialect { let name = "t"; let cppNamespace = "::t"; }
def T_AOp : Op<T_Dialect, "a"> {
  let arguments = (ins AnyType:$x, AnyType:$y);
  let results = (outs AnyType:$r);
}
def T_BOp : Op<T_Dialect, "b"> {
  let arguments = (ins AnyType:$x);
  let results = (outs AnyType:$r);
}
def T_VOp : Op<T_Dialect, "v"> {
  let arguments = (ins Variadic<AnyType>:$xs);
  let results = (outs AnyType:$r);
}
def T_OOp : Op<T_Dialect, "o"> {
  let arguments = (ins Optional<AnyType>:$x);
  let results = (outs AnyType:$r, AnyType:$s);
}
def T_ZOp : Op<T_Dialect, "z">;

def Two : NativeCodeCall<"two($0)", 2>;
def TypeOf : NativeCodeCall<"$0.getType()">;
def OneUse : Constraint<CPred<"$_self.hasOneUse()">, "one use">;

def A_Either : Pat<(T_AOp (either $a, (T_BOp $b))), (T_BOp $a)>;
// CHECK-LABEL: struct A_Either
// CHECK: auto eitherLambda0 = [&](::mlir::OperandRange v0, ::mlir::OperandRange v1) {
// CHECK: if(::mlir::failed(eitherLambda0(eitherOperand0, eitherOperand1)) && ::mlir::failed(eitherLambda0(eitherOperand1, eitherOperand0)))

def B_Variadics : Pat<(T_VOp (variadic:$all $a, (T_BOp $b))), (T_VOp $all)>;
// CHECK-LABEL: struct B_Variadics
// CHECK: if (variadic_operand_range.size() != 2) return ::mlir::failure();
// CHECK-NEXT: all = variadic_operand_range;
// CHECK-NEXT: a = variadic_operand_range.slice(0, 1);

def C_Locations : Pat<(T_AOp:$o (T_AOp:$p $a, $b), $c),
                    (T_AOp $a, $c, (location $o, $p, "fused"))>;
// CHECK-LABEL: struct C_Locations
// CHECK: ::t::AOp::create(rewriter, rewriter.getFusedLoc({(*o.getODSResults(0).begin()).getLoc(), (*p.getODSResults(0).begin()).getLoc()}, rewriter.getStringAttr("fused")),

def D_Types : Pattern<(T_AOp $a, $b),
                    [(T_BOp:$aux $a, (returnType (TypeOf $b))), (T_BOp $aux)]>;
// CHECK-LABEL: struct D_Types
// CHECK: auto nativeVar_0 = (*b.begin()).getType(); (void)nativeVar_0;
// CHECK-NEXT: tblgen_types.push_back(nativeVar_0);

def E_Results : Pattern<(T_OOp:$o $x), [(Two:$p $x), (replaceWithValue $p__0),
                                      (replaceWithValue $p__1)],
                      [(OneUse:$o)], [(NativeCodeCallVoid<"done($_loc)">)]>;
// CHECK-LABEL: struct E_Results
// CHECK: if (!((*o.getODSResults(0).begin()), (*o.getODSResults(1).begin()).hasOneUse())){
// CHECK: auto p = two((x.empty() ? ::mlir::Value() : *x.begin())); (void)p;
// CHECK: done(odsLoc);
// CHECK-EMPTY:
// CHECK-NEXT: rewriter.replaceOp(op0, tblgen_repl_values);

multiclass Twice<Op op> {
  def _Self : Pat<(op $a), (op $a)>;
}
defm Z : Twice<T_BOp>;
// CHECK-LABEL: /* Generated from:
// CHECK-NEXT: rewriters-directives.td:[[@LINE-2]] instantiating
// CHECK-NEXT: rewriters-directives.td:[[@LINE-5]]
// CHECK-NEXT: */
// CHECK-NEXT: struct Z_Self
