// -gen-op-defs refuses, at the op, an op using what its definitions are not
// written for: segment sizes of a dialect that keeps them as attributes.
// TBLGEN_OPDEFS_PARTIAL (development) writes the op all the same.
// RUN: not %mlir-tblgen -gen-op-defs -I %S %s 2>&1 | FileCheck %s
// RUN: env TBLGEN_OPDEFS_PARTIAL=1 %mlir-tblgen -gen-op-defs -I %S %s | FileCheck %s --check-prefix=PARTIAL
include "Inputs/op-classes.td"

def Test_Dialect : Dialect {
  let name = "t";
  let usePropertiesForAttributes = 0;
}
def AttrSizedOperandSegments : NativeOpTrait<"AttrSizedOperandSegments">;
def T_SegmentsOp : Op<Test_Dialect, "segments", [AttrSizedOperandSegments]> {
  let arguments = (ins Variadic<I32>:$a, Variadic<I32>:$b);
}
// CHECK: op-defs-errors.td:13:5: error: -gen-op-defs: segment sizes kept outside the op's properties are not supported (op 't.segments')
// PARTIAL: MLIR_DEFINE_EXPLICIT_TYPE_ID(t::SegmentsOp)
