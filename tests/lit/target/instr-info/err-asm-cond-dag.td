// RUN: not %tblgen -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs
//
// An assembler predicate's condition is built of features, not, any_of
// and all_of.

include "toy-remap.td"

def FeatureFoo : SubtargetFeature<"foo", "HasFoo", "true", "foo">;
def HasFoo : Predicate<"Subtarget->hasFoo()">, AssemblerPredicate<(all_of (xor FeatureFoo))>;

// CHECK: err-asm-cond-dag.td:[[@LINE-2]]:5: error: Invalid AssemblerCondDag!
