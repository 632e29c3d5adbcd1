// RUN: %tblgen -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// EXTRACT_SUBREG results become fastEmitInst_extractsubreg calls.

include "fi.td"

def TR32 : FiInst<(outs GPR:$d), (ins DPR:$a), [(set GPR:$d, (trunc DPR:$a))]>;
let Predicates = [HasB] in
def : Pat<(i32 (trunc DPR:$a)), (EXTRACT_SUBREG DPR:$a, sub_lo)>;

// CHECK: Register fastEmit_ISD_TRUNCATE_MVT_i64_r(MVT RetVT, Register Op0) {
// CHECK:   if (RetVT.SimpleTy != MVT::i32)
// CHECK:   if ((Subtarget->hasB())) {
// CHECK:   return fastEmitInst_r(Fi::TR32, &Fi::GPRRegClass, Op0);
// CHECK: Register fastEmit_ISD_TRUNCATE_r(MVT VT, MVT RetVT, Register Op0) {
// CHECK:   case MVT::i64: return fastEmit_ISD_TRUNCATE_MVT_i64_r(RetVT, Op0);
// CHECK: Register fastEmit_r(MVT VT, MVT RetVT, unsigned Opcode, Register Op0) override {
// CHECK:   case ISD::TRUNCATE: return fastEmit_ISD_TRUNCATE_r(VT, RetVT, Op0);
