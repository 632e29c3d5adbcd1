// RUN: not %tblgen -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// Types left ambiguous (a class of two types, nothing narrowing it).

include "fi.td"

def GA : RegisterClass<"Fi", [i32, i64], 64, (add D0)>;
def ADD : FiInst<(outs GA:$d), (ins GA:$a, GA:$b), []>;
def : Pat<(add GA:$a, GA:$b), (ADD GA:$a, GA:$b)>;
// CHECK: err-infer.td:[[@LINE-1]]:1: error: In anonymous_{{[0-9]+}}: Could not infer all types in pattern!
