// -gen-op-defs refuses, at the op, an op using what its definitions are not
// written for: attribute constraints that refer to more than the attribute,
// and attributes of a dialect that keeps them outside the op's properties.
// RUN: not %mlir-tblgen -gen-op-defs -I %S %s 2>&1 | FileCheck %s --check-prefix=OTHER
// RUN: not %mlir-tblgen -gen-op-defs -I %S %s -DPROP 2>&1 | FileCheck %s --check-prefix=KEPT
include "Inputs/op-classes.td"

#ifndef PROP
def Test_Dialect : Dialect { let name = "t"; }
def T_BoundOp : Op<Test_Dialect, "bound"> {
  let arguments = (ins I32:$x, Attr<CPred<"$_self != $x">, "not x">:$y);
}
// OTHER: op-defs-errors.td:10:5: error: -gen-op-defs: attribute constraints that refer to other values are not supported (op 't.bound')
#else
def Test_Dialect : Dialect {
  let name = "t";
  let usePropertiesForAttributes = 0;
}
def T_AttrOp : Op<Test_Dialect, "attr"> {
  let arguments = (ins I32Attr:$n);
}
// KEPT: op-defs-errors.td:19:5: error: -gen-op-defs: attributes kept outside the op's properties are not supported (op 't.attr')
#endif
