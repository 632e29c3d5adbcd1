// Mistakes in declarative rewrite rules: -gen-rewriters reports the first
// one at the rule, as mlir-tblgen does, exits 1 and writes no output.
// RUN: rm -f %t.inc
// RUN: not %mlir-tblgen -gen-rewriters -DUNBOUND -I %S %s -o %t.inc 2>&1 | FileCheck %s --check-prefix=UNBOUND
// RUN: not test -e %t.inc
// RUN: not %mlir-tblgen -gen-rewriters -DARGS -I %S %s 2>&1 | FileCheck %s --check-prefix=ARGS
// RUN: not %mlir-tblgen -gen-rewriters -DNOTOPERAND -I %S %s 2>&1 | FileCheck %s --check-prefix=NOTOPERAND
// RUN: not %mlir-tblgen -gen-rewriters -DNOTATTR -I %S %s 2>&1 | FileCheck %s --check-prefix=NOTATTR
// RUN: not %mlir-tblgen -gen-rewriters -DTWICE -I %S %s 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: not %mlir-tblgen -gen-rewriters -DNOSELF -I %S %s 2>&1 | FileCheck %s --check-prefix=NOSELF
// RUN: not %mlir-tblgen -gen-rewriters -DATTRCONSTRAINT -I %S %s 2>&1 | FileCheck %s --check-prefix=ATTRCONSTRAINT
// RUN: not %mlir-tblgen -gen-rewriters -DNOTENOUGH -I %S %s 2>&1 | FileCheck %s --check-prefix=NOTENOUGH
// RUN: not %mlir-tblgen -gen-rewriters -DBENEFIT -I %S %s 2>&1 | FileCheck %s --check-prefix=BENEFIT
// RUN: %mlir-tblgen -gen-rewriters -I %S %s | FileCheck %s --check-prefix=FINE
// DIFF: -gen-rewriters -DUNBOUND
// DIFF: -gen-rewriters -DARGS
// DIFF: -gen-rewriters -DNOTOPERAND
// DIFF: -gen-rewriters -DNOTATTR
// DIFF: -gen-rewriters -DTWICE
// DIFF: -gen-rewriters -DNOSELF
// DIFF: -gen-rewriters -DATTRCONSTRAINT
// DIFF: -gen-rewriters -DNOTENOUGH
// DIFF: -gen-rewriters -DBENEFIT
// DIFF: -gen-rewriters
include "Inputs/op-classes.td"
include "Inputs/pattern-classes.td"

def T_Dialect : Dialect { let name = "t"; }
def T_AOp : Op<T_Dialect, "a"> {
  let arguments = (ins AnyType:$x, I32Attr:$k);
  let results = (outs AnyType:$r);
}
def T_BOp : Op<T_Dialect, "b"> {
  let arguments = (ins AnyType:$x);
  let results = (outs AnyType:$r);
}

// A rule without mistakes; its constraint function is named after the
// file, '-' written as 2D.
def Fine : Pat<(T_BOp I32:$x), (T_BOp $x)>;
// FINE: static ::llvm::LogicalResult __mlir_ods_local_type_constraint_rewriter2Derrors1(

#ifdef UNBOUND
// A result uses a symbol the source does not bind.
def P : Pat<(T_BOp $x), (T_BOp $y)>;
// UNBOUND: rewriter-errors.td:[[@LINE-1]]:5: error: referencing unbound symbol 'y'
#endif

#ifdef ARGS
// One argument too many.
def P : Pat<(T_BOp $x, $z), (T_BOp $x)>;
// ARGS: rewriter-errors.td:[[@LINE-1]]:5: error: op 't.b' argument number mismatch: 2 in pattern vs. 1 in definition
#endif

#ifdef NOTOPERAND
// An attribute constraint where the op has an operand.
def P : Pat<(T_AOp I32Attr:$x, $k), (T_BOp $x)>;
// NOTOPERAND: rewriter-errors.td:[[@LINE-1]]:5: error: the 1-th argument of op 't.a' should be an operand
#endif

#ifdef NOTATTR
// A type constraint where the op has an attribute.
def P : Pat<(T_AOp $x, I32:$k), (T_BOp $x)>;
// NOTATTR: rewriter-errors.td:[[@LINE-1]]:5: error: the 2-th argument of op 't.a' should be an attribute
#endif

#ifdef TWICE
// An operand and an attribute under one name.
def P : Pat<(T_AOp $x, $x), (T_BOp $x)>;
// TWICE: rewriter-errors.td:[[@LINE-1]]:5: error: symbol 'x' bound more than once
#endif

#ifdef NOSELF
// A native code matcher must take the op as $_self.
def M : NativeCodeCall<"match($0)">;
def P : Pat<(T_BOp (M $x)), (T_BOp $x)>;
// NOSELF: rewriter-errors.td:[[@LINE-1]]:5: error: NativeCodeCall must have $_self as argument for passing the defining Operation
#endif

#ifdef ATTRCONSTRAINT
// Extra constraints of a rule cannot be attribute constraints.
def P : Pat<(T_AOp $x, $k), (T_BOp $x), [(I32Attr $k)]>;
// ATTRCONSTRAINT: rewriter-errors.td:[[@LINE-1]]:5: error: cannot use AttrConstraint in Pattern multi-entity constraints
#endif

#ifdef NOTENOUGH
// The op has a result and the rule builds nothing to replace it.
def P : Pattern<(T_AOp $x, $k), []>;
// NOTENOUGH: rewriter-errors.td:[[@LINE-1]]:5: error: not enough values generated to replace the matched op
#endif

#ifdef BENEFIT
// The benefit must be an integer.
def P : Pat<(T_BOp $x), (T_BOp $x), [], [], (addBenefit "a")>;
// BENEFIT: rewriter-errors.td:[[@LINE-1]]:5: error: The 'addBenefit' takes and only takes one integer value
#endif
