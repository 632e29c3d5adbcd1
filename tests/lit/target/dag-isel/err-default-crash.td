// RUN: not %tblgen -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs -D INST %s 2>&1 | FileCheck %s --check-prefix=INST
// RUN: not %tblgen -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs -D ZERO %s 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: not %tblgen -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs -D PRED %s 2>&1 | FileCheck %s --check-prefix=PRED
//
// DefaultOps values llvm-tblgen 22 crashes on (an instruction, a
// predicate) or emits with a type read from an empty set (an untyped
// zero_reg): located errors at the operand (docs/known-differences.md).

include "di.td"

def MOVi : DiInst<(outs GPR:$d), (ins i32imm:$i), []>;
#ifdef INST
def dflt : OperandWithDefaultOps<i32, (ops (MOVi (i32 0)))>;
// INST: err-default-crash.td:[[@LINE-1]]:5: error: -gen-dag-isel: default value '(MOVi (i32 0))' of dflt is an instruction
#endif
#ifdef ZERO
def dflt : OperandWithDefaultOps<i32, (ops zero_reg)>;
// ZERO: err-default-crash.td:[[@LINE-1]]:5: error: -gen-dag-isel: default value 'zero_reg' of dflt has no value type
#endif
#ifdef PRED
def dflt : OperandWithDefaultOps<i32, (ops (i32 HasA))>;
// PRED: err-default-crash.td:[[@LINE-1]]:5: error: In dflt: Unknown node flavor used in pattern: HasA
#endif
def ADDp : DiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b, dflt:$p), []>;
def : Pat<(add GPR:$a, GPR:$b), (ADDp GPR:$a, GPR:$b)>;
