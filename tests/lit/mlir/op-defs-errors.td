// -gen-op-defs refuses, at the op, an op using what its definitions are not
// written for: derived attributes, and attributes of a dialect that keeps
// them outside the op's properties.
// RUN: not %mlir-tblgen -gen-op-defs -I %S %s 2>&1 | FileCheck %s --check-prefix=DERIVED
// RUN: not %mlir-tblgen -gen-op-defs -I %S %s -DPROP 2>&1 | FileCheck %s --check-prefix=PROP
include "Inputs/op-classes.td"

#ifndef PROP
def Test_Dialect : Dialect { let name = "t"; }
def T_DerivedOp : Op<Test_Dialect, "derived"> {
  let results = (outs I32:$res);
  DerivedAttr width = DerivedAttr<"unsigned", [{ return 32; }]>;
}
// DERIVED: op-defs-errors.td:10:5: error: -gen-op-defs: derived attributes are not supported (op 't.derived')
#else
def Test_Dialect : Dialect {
  let name = "t";
  let usePropertiesForAttributes = 0;
}
def T_AttrOp : Op<Test_Dialect, "attr"> {
  let arguments = (ins I32Attr:$n);
}
// PROP: op-defs-errors.td:20:5: error: -gen-op-defs: attributes kept outside the op's properties are not supported (op 't.attr')
#endif
