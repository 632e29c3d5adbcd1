// A bit enum printed unquoted needs every case to be a keyword.
// RUN: not %mlir-tblgen -gen-enum-decls -I %S %s 2>&1 | FileCheck %s
// DIFF: -gen-enum-decls
// DIFF: -gen-enum-defs
include "Inputs/enum-classes.td"

def Bad : BitEnumBase<"Bad", "bad flags", [BitEnumCaseBit<"a", 0, "a b">]> {
  let cppNamespace = "::x";
}
// CHECK: error: bit enum ::x::Bad cannot be printed unquoted with cases that cannot be keywords
