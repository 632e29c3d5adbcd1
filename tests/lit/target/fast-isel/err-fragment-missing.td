// RUN: not %tblgen -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// A fragment using an operand its list does not declare.

include "fi.td"

def frag : PatFrag<(ops node:$a), (add node:$a, node:$b)>;
// CHECK: err-fragment-missing.td:[[@LINE-1]]:5: error: In frag: Operands list does not contain an entry for operand 'b'!
