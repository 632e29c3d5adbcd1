// RUN: not %tblgen -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs
//
// A statement other than a switch is read as a return statement, which
// needs a Pred.

include "toy-remap.td"

def WeirdS : MCStatement;
def P1 : TIIPredicate<"p1", WeirdS>;

// CHECK: err-unknown-statement.td:[[@LINE-3]]:5: error: Record `WeirdS' does not have a field named `Pred'!
