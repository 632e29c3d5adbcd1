// RUN: %tblgen -gen-global-isel -warn-on-skipped-patterns -I /usr/include/llvm-22 -I %S/Inputs %s -o %t 2>&1 | FileCheck %s
// DIFF: -gen-global-isel -warn-on-skipped-patterns -I /usr/include/llvm-22 -I %S/Inputs
//
// -warn-on-skipped-patterns: each pattern that cannot be imported is a
// warning at its record, with llvm-tblgen's reason.

include "gi.td"

def MyNode : SDNode<"GiISD::MYNODE", SDTIntBinOp>;
def MYNODE : GiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (MyNode GPR:$a, GPR:$b))]>;
// CHECK: skipped.td:[[@LINE-1]]:5: warning: Skipped pattern: Pattern operator lacks an equivalent Instruction (GiISD::MYNODE)
def small : PatLeaf<(imm), [{ return N->getZExtValue() < 4; }]>;
def ADDs : GiInst<(outs GPR:$d), (ins GPR:$a, i32imm:$i), [(set GPR:$d, (add GPR:$a, small:$i))]>;
// CHECK: skipped.td:[[@LINE-1]]:5: warning: Skipped pattern: Src pattern child has predicate (small)
def noaddr : ComplexPattern<i32, 1, "selectNo", []>;
def LDN : GiInst<(outs GPR:$d), (ins GPR:$p), [(set GPR:$d, (load noaddr:$p))]>;
// CHECK: skipped.td:[[@LINE-1]]:5: warning: Skipped pattern: SelectionDAG ComplexPattern (noaddr) not mapped to GlobalISel
def GETR2 : GiInst<(outs), (ins), [(set R2, (i32 (readcyclecounter)))]>;
// CHECK: skipped.td:[[@LINE-1]]:5: warning: Skipped pattern: Src pattern result has 1 def(s) without the HasNoUse predicate set to true but Dst MI has no def
let Defs = [R1] in
def GETR1 : GiInst<(outs), (ins), [(set R1, (i32 (readcyclecounter)))]>;
// CHECK: skipped.td:[[@LINE-1]]:5: warning: Skipped pattern: Pattern defines a physical register
def MOVs : GiInst<(outs GPR:$d), (ins i32imm:$i), [(set GPR:$d, small:$i)]>;
// CHECK: skipped.td:[[@LINE-1]]:5: warning: Skipped pattern: Src pattern root isn't a trivial operator (Has a predicate (small), first-failing:small)
def NOEQUIV : SDNodeXForm<imm, [{ return N; }]>;
def MOVX : GiInst<(outs GPR:$d), (ins i32imm:$i), []>;
def : Pat<(i32 imm:$i), (MOVX (NOEQUIV imm:$i))>;
// CHECK: skipped.td:[[@LINE-1]]:1: warning: Skipped pattern: SDNodeXForm NOEQUIV does not have GISel equivalent
def ADD : GiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (add GPR:$a, GPR:$b))]>;
