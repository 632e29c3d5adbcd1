// -gen-op-defs refuses, at the op, an op using what its definitions are not
// written for: attributes or segment sizes of a dialect that keeps them
// outside the op's properties. TBLGEN_OPDEFS_PARTIAL (development) writes
// the op all the same.
// RUN: not %mlir-tblgen -gen-op-defs -I %S %s 2>&1 | FileCheck %s
// RUN: not %mlir-tblgen -gen-op-defs -I %S %s -DSEGMENTS 2>&1 | FileCheck %s --check-prefix=SEGMENTS
// RUN: env TBLGEN_OPDEFS_PARTIAL=1 %mlir-tblgen -gen-op-defs -I %S %s | FileCheck %s --check-prefix=PARTIAL
include "Inputs/op-classes.td"

def Test_Dialect : Dialect {
  let name = "t";
  let usePropertiesForAttributes = 0;
}
#ifndef SEGMENTS
def T_AttrOp : Op<Test_Dialect, "attr"> {
  let arguments = (ins I32Attr:$n);
}
// CHECK: op-defs-errors.td:15:5: error: -gen-op-defs: attributes kept outside the op's properties are not supported (op 't.attr')
// PARTIAL: MLIR_DEFINE_EXPLICIT_TYPE_ID(t::AttrOp)
#else
def AttrSizedOperandSegments : NativeOpTrait<"AttrSizedOperandSegments">;
def T_SegmentsOp : Op<Test_Dialect, "segments", [AttrSizedOperandSegments]> {
  let arguments = (ins Variadic<I32>:$a, Variadic<I32>:$b);
}
// SEGMENTS: op-defs-errors.td:22:5: error: -gen-op-defs: attributes kept outside the op's properties are not supported (op 't.segments')
#endif
