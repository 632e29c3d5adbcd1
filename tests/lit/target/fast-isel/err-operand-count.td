// RUN: not %tblgen -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
//
// An SDNode given the wrong number of operands. (llvm-tblgen prints the same
// error, then crashes; no DIFF line.)

include "fi.td"

def ADD : FiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), []>;
def : Pat<(add GPR:$a), (ADD GPR:$a, GPR:$a)>;
// CHECK: err-operand-count.td:[[@LINE-1]]:1: error: In anonymous_{{[0-9]+}}: add node requires exactly 2 operands!
