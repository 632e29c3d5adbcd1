// -gen-op-defs refuses, at the op, an op using what its definitions are not
// written for: attributes of a dialect that keeps them outside the op's
// properties.
// RUN: not %mlir-tblgen -gen-op-defs -I %S %s 2>&1 | FileCheck %s
include "Inputs/op-classes.td"

def Test_Dialect : Dialect {
  let name = "t";
  let usePropertiesForAttributes = 0;
}
def T_AttrOp : Op<Test_Dialect, "attr"> {
  let arguments = (ins I32Attr:$n);
}
// CHECK: op-defs-errors.td:11:5: error: -gen-op-defs: attributes kept outside the op's properties are not supported (op 't.attr')
