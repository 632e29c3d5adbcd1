// RUN: not %tblgen -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// Two simple patterns for the same opcode, types and predicates.

include "fi.td"

def TR32 : FiInst<(outs GPR:$d), (ins DPR:$a), [(set GPR:$d, (trunc DPR:$a))]>;
def : Pat<(i32 (trunc DPR:$a)), (EXTRACT_SUBREG DPR:$a, sub_lo)>;
// CHECK: err-duplicate.td:[[@LINE-1]]:1: error: Duplicate predicate in FastISel table!
