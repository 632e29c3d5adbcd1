// RUN: not %tblgen -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// Every fragment's operand list is checked, used or not: here an operand
// the fragment does not use.

include "fi.td"

def frag : PatFrag<(ops node:$a, node:$b), (ineg node:$a)>;
// CHECK: err-fragment-ops.td:[[@LINE-1]]:5: error: In frag: 'b' does not occur in pattern or was multiply specified!
