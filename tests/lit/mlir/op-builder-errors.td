// Errors of an op's custom builders, reported by every backend reading ops:
// a parameter list that is not an `ins` dag (at the builder), a parameter
// without a default after one with a default (at the op).
// RUN: not %mlir-tblgen -gen-op-decls -DINS -I %S %s 2>&1 | FileCheck %s --check-prefix=INS
// RUN: not %mlir-tblgen -gen-op-defs -DINS -I %S %s 2>&1 | FileCheck %s --check-prefix=INS
// RUN: not %mlir-tblgen -gen-op-decls -DDEFAULTS -I %S %s 2>&1 | FileCheck %s --check-prefix=DEFAULTS
// RUN: not %mlir-tblgen -gen-op-defs -DDEFAULTS -I %S %s 2>&1 | FileCheck %s --check-prefix=DEFAULTS
// RUN: not %mlir-tblgen -gen-op-doc -DEMPTY_DEFAULT -I %S %s 2>&1 | FileCheck %s --check-prefix=EMPTY
// DIFF: -gen-op-decls -DINS
// DIFF: -gen-op-defs -DINS
// DIFF: -gen-op-decls -DDEFAULTS
// DIFF: -gen-op-defs -DDEFAULTS
// DIFF: -gen-op-doc -DEMPTY_DEFAULT
// DIFF: -gen-op-decls -DFINE
include "Inputs/op-classes.td"

class CArg<string ty, string value = ""> { string type = ty; string defaultValue = value; }
def Test_Dialect : Dialect {
  let name = "t";
}
class T_Op<string mnemonic, list<Trait> traits = []> : Op<Test_Dialect, mnemonic, traits>;

#ifdef INS
def T_A : T_Op<"a"> {
  let builders = [
    OpBuilder<(ins "int":$x)>,
// INS: op-builder-errors.td:[[@LINE+1]]:5: error: expected 'ins' in builders
    OpBuilder<(outs "int":$x)>
  ];
}
#endif

#ifdef DEFAULTS
// DEFAULTS: op-builder-errors.td:[[@LINE+1]]:5: error: expected an argument with default value after other arguments with default values
def T_B : T_Op<"b"> {
  let builders = [OpBuilder<(ins CArg<"int", "1">:$x, "int":$y)>];
}
#endif

// A CArg with an empty default has none.
#ifdef EMPTY_DEFAULT
// EMPTY: op-builder-errors.td:[[@LINE+1]]:5: error: expected an argument with default value after other arguments with default values
def T_C : T_Op<"c"> {
  let builders = [OpBuilder<(ins CArg<"int", "1">:$x, CArg<"int">:$y)>];
}
#endif

#ifdef FINE
def T_D : T_Op<"d"> {
  let builders = [OpBuilder<(ins CArg<"int">:$x, "int":$y, CArg<"int", "2">:$z)>];
}
#endif
