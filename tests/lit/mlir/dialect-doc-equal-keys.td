// -gen-dialect-doc: ops whose mnemonics compare equal (ignoring case) come
// in the order the reference's introspective sort leaves them (here 18 ops
// named "twin", past the run length that is sorted by insertion alone); a
// group with an empty description adds no lines under its heading.
// RUN: %mlir-tblgen -gen-dialect-doc -I %S %s | FileCheck %s
// RUN: %refmlir-tblgen -gen-dialect-doc -I %S %s | FileCheck %s
// DIFF: -gen-dialect-doc
include "Inputs/op-classes.td"

def Pair_Dialect : Dialect {
  let name = "pair";
  let cppNamespace = "::pair";
}
def Quiet : OpDocGroup { let summary = "quiet ones"; }
let opDocGroup = Quiet in
def Pair_HushOp : Op<Pair_Dialect, "hush">;
def Pair_Twin01Op : Op<Pair_Dialect, "twin">;
def Pair_Twin02Op : Op<Pair_Dialect, "twin">;
def Pair_Twin03Op : Op<Pair_Dialect, "twin">;
def Pair_Twin04Op : Op<Pair_Dialect, "twin">;
def Pair_Twin05Op : Op<Pair_Dialect, "twin">;
def Pair_Twin06Op : Op<Pair_Dialect, "twin">;
def Pair_Twin07Op : Op<Pair_Dialect, "twin">;
def Pair_Twin08Op : Op<Pair_Dialect, "twin">;
def Pair_Twin09Op : Op<Pair_Dialect, "twin">;
def Pair_Twin10Op : Op<Pair_Dialect, "twin">;
def Pair_Twin11Op : Op<Pair_Dialect, "twin">;
def Pair_Twin12Op : Op<Pair_Dialect, "twin">;
def Pair_Twin13Op : Op<Pair_Dialect, "twin">;
def Pair_Twin14Op : Op<Pair_Dialect, "twin">;
def Pair_Twin15Op : Op<Pair_Dialect, "twin">;
def Pair_Twin16Op : Op<Pair_Dialect, "twin">;
def Pair_Twin17Op : Op<Pair_Dialect, "twin">;
def Pair_Twin18Op : Op<Pair_Dialect, "twin">;

// CHECK:      ### quiet ones
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: #### `pair.hush` (::pair::HushOp)
// CHECK: ### `pair.twin` (::pair::Twin10Op)
// CHECK: ### `pair.twin` (::pair::Twin18Op)
// CHECK: ### `pair.twin` (::pair::Twin17Op)
// CHECK: ### `pair.twin` (::pair::Twin16Op)
// CHECK: ### `pair.twin` (::pair::Twin15Op)
// CHECK: ### `pair.twin` (::pair::Twin14Op)
// CHECK: ### `pair.twin` (::pair::Twin13Op)
// CHECK: ### `pair.twin` (::pair::Twin12Op)
// CHECK: ### `pair.twin` (::pair::Twin11Op)
// CHECK: ### `pair.twin` (::pair::Twin01Op)
// CHECK: ### `pair.twin` (::pair::Twin09Op)
// CHECK: ### `pair.twin` (::pair::Twin08Op)
// CHECK: ### `pair.twin` (::pair::Twin07Op)
// CHECK: ### `pair.twin` (::pair::Twin06Op)
// CHECK: ### `pair.twin` (::pair::Twin05Op)
// CHECK: ### `pair.twin` (::pair::Twin04Op)
// CHECK: ### `pair.twin` (::pair::Twin03Op)
// CHECK: ### `pair.twin` (::pair::Twin02Op)
