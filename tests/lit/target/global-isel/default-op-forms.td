// RUN: %tblgen -gen-global-isel -optimize-match-table=false -warn-on-skipped-patterns -I /usr/include/llvm-22 -I %S/Inputs %s -o %t 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: FileCheck %s < %t
// DIFF: -gen-global-isel -optimize-match-table=false -warn-on-skipped-patterns -I /usr/include/llvm-22 -I %S/Inputs
//
// The forms of default operands: a bits literal such as 0b1101 is the
// immediate it spells; an optional def whose default is an operator (imm)
// is not a leaf, and one that is a plain integer is not a record (both
// leave the pattern out). A source result beyond the explicit defs of the
// result instruction (one of its implicit defs) gets no operand copied.

include "gi.td"

def bitsdef : OperandWithDefaultOps<i32, (ops (i32 0b1101))>;
def XORB : GiInst<(outs GPR:$d), (ins bitsdef:$k, GPR:$a), [(set GPR:$d, (xor GPR:$a, -6))]>;

def opt_op : OptionalDefOperand<i32, (ops GPR), (ops (i32 imm))>;
def opt_int : OptionalDefOperand<i32, (ops GPR), (ops (i32 0))>;
def OPTOP : GiInst<(outs GPR:$d, opt_op:$s), (ins i32imm:$i), [(set GPR:$d, imm:$i)]>;
// WARN: default-op-forms.td:[[@LINE-1]]:5: warning: Skipped pattern: optional def is not a leaf
def OPTINT : GiInst<(outs GPR:$d, opt_int:$s), (ins GPR:$a), [(set GPR:$d, (ctpop GPR:$a))]>;
// WARN: default-op-forms.td:[[@LINE-1]]:5: warning: Skipped pattern: optional def is not a record

let Defs = [R0] in
def DIVLIKE : GiInst<(outs GPR:$d), (ins GPR:$a), []>;
def : Pat<(sdivrem i32:$a, 42), (DIVLIKE (DIVLIKE $a))>;
// CHECK-LABEL: GIR_BuildRootMI, /*Opcode*/GIMT_Encode2(Gi::DIVLIKE),
// CHECK-NEXT: GIR_RootToRootCopy, /*OpIdx*/0, // DstI[d]
// CHECK-NEXT: GIR_AddSimpleTempRegister, /*InsnID*/0, /*TempRegID*/0,
// CHECK-NEXT: GIR_SetImplicitDefDead, /*InsnID*/0, /*OpIdx for ::R0*/0,
// (The rules are in order of complexity: this one last.)
// CHECK-LABEL: GIR_BuildRootMI, /*Opcode*/GIMT_Encode2(Gi::XORB),
// CHECK: GIR_AddImm8, /*InsnID*/0, /*Imm*/13,
