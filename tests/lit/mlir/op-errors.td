// Errors of the operation model, reported where mlir-tblgen reports them
// (the op def, or the argument's def) by any backend reading ops.
// RUN: not %mlir-tblgen -gen-op-doc -DUNNAMED_ATTR -I %S %s 2>&1 | FileCheck %s --check-prefix=UNNAMED
// RUN: not %mlir-tblgen -gen-op-doc -DDUP -I %S %s 2>&1 | FileCheck %s --check-prefix=DUP
// RUN: not %mlir-tblgen -gen-op-doc -DCROSS -I %S %s 2>&1 | FileCheck %s --check-prefix=CROSS
// RUN: not %mlir-tblgen -gen-op-doc -DOVERLAP -I %S %s 2>&1 | FileCheck %s --check-prefix=OVERLAP
// RUN: not %mlir-tblgen -gen-op-doc -DREGION -I %S %s 2>&1 | FileCheck %s --check-prefix=REGION
// RUN: not %mlir-tblgen -gen-op-doc -DBUILDERS -I %S %s 2>&1 | FileCheck %s --check-prefix=BUILDERS
// RUN: not %mlir-tblgen -gen-op-doc -DDEPENDS -I %S %s 2>&1 | FileCheck %s --check-prefix=DEPENDS
// RUN: not %mlir-tblgen -gen-op-doc -DOUTS -I %S %s 2>&1 | FileCheck %s --check-prefix=OUTS
// RUN: not %mlir-tblgen -gen-op-doc -DDERIVED -I %S %s 2>&1 | FileCheck %s --check-prefix=DERIVED
// RUN: not %mlir-tblgen -gen-python-op-bindings -bind-dialect=t -DSUCCESSOR -I %S %s 2>&1 | FileCheck %s --check-prefix=SUCCESSOR
// RUN: not %mlir-tblgen -gen-op-decls %S/Inputs/pass-classes.td 2>&1 | FileCheck %s --check-prefix=NOOP
// RUN: not %mlir-tblgen -gen-op-doc %S/Inputs/pass-classes.td 2>&1 | FileCheck %s --check-prefix=NOOP
// RUN: not %mlir-tblgen -gen-python-op-bindings -bind-dialect=t %S/Inputs/pass-classes.td 2>&1 | FileCheck %s --check-prefix=NOOPCLASS
// DIFF: -gen-op-doc -DUNNAMED_ATTR
// DIFF: -gen-op-doc -DDUP
// DIFF: -gen-op-doc -DCROSS
// DIFF: -gen-op-doc -DOVERLAP
// DIFF: -gen-op-doc -DREGION
// DIFF: -gen-op-doc -DBUILDERS
// DIFF: -gen-op-doc -DDEPENDS
// DIFF: -gen-op-doc -DOUTS
// DIFF: -gen-op-doc -DDERIVED
// DIFF: -gen-python-op-bindings -bind-dialect=t -DSUCCESSOR
include "Inputs/op-classes.td"

def Test_Dialect : Dialect {
  let name = "t";
}
class T_Op<string mnemonic, list<Trait> traits = []> : Op<Test_Dialect, mnemonic, traits>;

#ifdef UNNAMED_ATTR
// UNNAMED: op-classes.td:{{[0-9]+}}:5: error: attributes must be named
def T_A : T_Op<"a"> { let arguments = (ins StrAttr); }
#endif

#ifdef DUP
// DUP: op-errors.td:[[@LINE+1]]:5: error: op has a conflict with two operands having the same name 'x'
def T_B : T_Op<"b"> { let arguments = (ins I32:$x, I32:$x); }
#endif

#ifdef CROSS
// CROSS: op-errors.td:[[@LINE+1]]:5: error: op has a conflict with operands and results both having an entry with the name 'x'
def T_C : T_Op<"c"> { let arguments = (ins I32:$x); let results = (outs I32:$x); }
#endif

#ifdef OVERLAP
// OVERLAP: op-errors.td:[[@LINE+1]]:5: error: generated accessor for `operands` overlaps with a default one; please rename to avoid overlap
def T_D : T_Op<"d"> { let arguments = (ins I32:$operands); }
#endif

#ifdef REGION
// REGION: op-errors.td:[[@LINE+1]]:5: error: only the last region can be variadic
def T_E : T_Op<"e"> { let regions = (region VariadicRegion<AnyRegion>:$r, AnyRegion:$s); }
#endif

#ifdef BUILDERS
// BUILDERS: op-errors.td:[[@LINE+1]]:5: error: default builders are skipped and no custom builders provided
def T_F : T_Op<"f"> { let skipDefaultBuilders = 1; }
#endif

#ifdef DEPENDS
def First : NativeOpTrait<"First">;
// DEPENDS: op-errors.td:[[@LINE+1]]:5: error: Second requires First to precede it in traits list
def T_G : T_Op<"g", [NativeOpTrait<"Second", [First]>, First]>;
#endif

#ifdef OUTS
def other;
// OUTS: op-errors.td:[[@LINE+1]]:5: error: 'results' must have 'outs' directive
def T_H : T_Op<"h"> { let results = (other I32:$x); }
#endif

#ifdef DERIVED
def D : DerivedAttr<"int", "return 0;">;
// DERIVED: op-errors.td:[[@LINE-1]]:5: error: derived attributes not allowed in argument list
def T_I : T_Op<"i"> { let arguments = (ins D:$d); }
#endif

#ifdef SUCCESSOR
// SUCCESSOR: op-errors.td:[[@LINE+1]]:5: error: only the last successor can be variadic
def T_J : T_Op<"j"> { let successors = (successor VariadicSuccessor<AnySuccessor>:$a, AnySuccessor:$b); }
#endif

// NOOP: error: ERROR: Couldn't find the 'Op' class!
// NOOPCLASS: error: The class 'Op' is not defined
