// RUN: %tblgen -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// Patterns with several results are not simple; a void pattern has
// RetVT isVoid.

include "fi.td"

def SDTTwo : SDTypeProfile<2, 2, [SDTCisSameAs<0, 1>, SDTCisSameAs<0, 2>, SDTCisSameAs<0, 3>, SDTCisInt<0>]>;
def fi_two : SDNode<"FiISD::TWO", SDTTwo>;
def TWO : FiInst<(outs GPR:$lo, GPR:$hi), (ins GPR:$a, GPR:$b), [(set GPR:$lo, GPR:$hi, (fi_two GPR:$a, GPR:$b))]>;
def BR : FiInst<(outs), (ins GPR:$a), [(brind GPR:$a)]>;
def SDTOne : SDTypeProfile<1, 0, [SDTCisVT<0, i32>]>;
def fi_one : SDNode<"FiISD::ONE", SDTOne>;
def ONE : FiInst<(outs GPR:$d), (ins), [(set GPR:$d, (fi_one))]>;

// CHECK: Register fastEmit_FiISD_ONE_MVT_i32_(MVT RetVT) {
// CHECK:   if (RetVT.SimpleTy != MVT::i32)
// CHECK:   return fastEmitInst_(Fi::ONE, &Fi::GPRRegClass);
// CHECK: Register fastEmit_FiISD_ONE_(MVT VT, MVT RetVT) {
// CHECK:   case MVT::i32: return fastEmit_FiISD_ONE_MVT_i32_(RetVT);
// CHECK: Register fastEmit_(MVT VT, MVT RetVT, unsigned Opcode) override {
// CHECK:   case FiISD::ONE: return fastEmit_FiISD_ONE_(VT, RetVT);
// CHECK: Register fastEmit_ISD_BRIND_MVT_i32_r(MVT RetVT, Register Op0) {
// CHECK:   if (RetVT.SimpleTy != MVT::isVoid)
// CHECK:   return fastEmitInst_r(Fi::BR, &Fi::GPRRegClass, Op0);
// CHECK: Register fastEmit_ISD_BRIND_r(MVT VT, MVT RetVT, Register Op0) {
// CHECK:   case MVT::i32: return fastEmit_ISD_BRIND_MVT_i32_r(RetVT, Op0);
// CHECK: Register fastEmit_r(MVT VT, MVT RetVT, unsigned Opcode, Register Op0) override {
// CHECK:   case ISD::BRIND: return fastEmit_ISD_BRIND_r(VT, RetVT, Op0);
