// RUN: %tblgen -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// Floating point: f32 operations, an FP compare (the setcc equivalent for
// floating-point operands is G_FCMP), an fpimm rendered as an FP immediate
// and APFloat/APInt immediate predicates.

include "gi.td"

def FADD : GiInst<(outs FPR:$d), (ins FPR:$a, FPR:$b), [(set FPR:$d, (fadd FPR:$a, FPR:$b))]>;
def FCMPEQ : GiInst<(outs GPR:$d), (ins FPR:$a, FPR:$b), [(set GPR:$d, (setcc FPR:$a, FPR:$b, SETOEQ))]>;
def ICMPLT : GiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (setcc GPR:$a, GPR:$b, SETLT))]>;
def fpzero : FPImmLeaf<f32, [{ return Imm.isZero(); }]>;
def FMOV0 : GiInst<(outs FPR:$d), (ins), [(set FPR:$d, fpzero)]>;
def FMOVi : GiInst<(outs FPR:$d), (ins f32imm:$i), [(set FPR:$d, fpimm:$i)]>;
def bigimm : IntImmLeaf<i64, [{ return Imm.getActiveBits() > 32; }]>;
def MOVbig : GiInst<(outs DPR:$d), (ins i64imm:$i), [(set DPR:$d, bigimm:$i)]>;

// CHECK: GICXXPred_APFloat_Predicate_fpzero = GICXXPred_Invalid + 1,
// CHECK: GICXXPred_APInt_Predicate_bigimm = GICXXPred_Invalid + 1,
// CHECK: GIM_CheckCmpPredicate, /*MI*/0, /*Op*/1, /*Predicate*/GIMT_Encode2(CmpInst::ICMP_SLT),
// CHECK: GIM_CheckCmpPredicate, /*MI*/0, /*Op*/1, /*Predicate*/GIMT_Encode2(CmpInst::FCMP_OEQ),
