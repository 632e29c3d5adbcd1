// -gen-op-defs -asmformat-error-is-fatal=false: a format that does not
// parse is reported (the error, a note at the op) and the op is defined
// without parse() and print(); the other ops keep theirs and the run
// succeeds.
// RUN: %mlir-tblgen -gen-op-defs -asmformat-error-is-fatal=false -I %S %s 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %refmlir-tblgen -gen-op-defs -asmformat-error-is-fatal=false -I %S %s 2>/dev/null | FileCheck %s
// DIFF: -gen-op-defs -asmformat-error-is-fatal=false
// DIFF: -gen-op-defs -op-shard-count=2 -asmformat-error-is-fatal=false
include "Inputs/op-format-classes.td"

def Fmt_Dialect : Dialect { let name = "fmt"; }
def Fmt_BrokenOp : Op<Fmt_Dialect, "broken"> {
  let arguments = (ins I32:$value);
  let assemblyFormat = "$value attr-dict `:` $nothing";
}
def Fmt_WholeOp : Op<Fmt_Dialect, "whole"> {
  let arguments = (ins I32:$value);
  let assemblyFormat = "$value attr-dict";
}

// ERR: error: expected variable to refer to an argument, region, result, or successor
// ERR: note: in custom assembly format for this operation

// CHECK-LABEL: // fmt::BrokenOp definitions
// CHECK-NOT:   BrokenOp::parse(
// CHECK-NOT:   BrokenOp::print(
// CHECK-LABEL: // fmt::WholeOp definitions
// CHECK:       ::mlir::ParseResult WholeOp::parse(
// CHECK:       void WholeOp::print(
