// RUN: not %tblgen -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs
//
// A predicate of no known kind is expanded as a call of a TIIPredicate,
// which needs a FunctionName.

include "toy-remap.td"

def Weird : MCInstPredicate;
def P1 : TIIPredicate<"p1", MCReturnStatement<Weird>>;

// CHECK: err-unknown-predicate.td:[[@LINE-3]]:5: error: Record `Weird' does not have a field named `FunctionName'!
