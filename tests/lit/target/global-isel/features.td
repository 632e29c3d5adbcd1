// RUN: %tblgen -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// Subtarget feature predicates: the feature bits (in record order), the
// per-module and per-function computations, the feature bitsets and the
// GIM_CheckFeatures of each rule.

include "gi.td"

def HasFn : Predicate<"MF->getFunction().hasOptSize()"> { let RecomputePerFunction = 1; }
def NoCond : Predicate<"">;
let Predicates = [HasB] in
def ADDB : GiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (add GPR:$a, GPR:$b))]>;
let Predicates = [HasA, HasB] in
def SUBAB : GiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (sub GPR:$a, GPR:$b))]>;
let Predicates = [HasFn, NoCond] in
def MULF : GiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (mul GPR:$a, GPR:$b))]>;
let Predicates = [HasA] in
def XORA : GiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (xor GPR:$a, GPR:$b))]>;

// CHECK: const unsigned MAX_SUBTARGET_PREDICATES = 3;
// CHECK: enum SubtargetFeatureBits : uint8_t {
// CHECK: if (MF->getFunction().hasOptSize())
// CHECK: GIFBS_HasA_HasB,
// CHECK: {Feature_HasABit, Feature_HasBBit, },
// CHECK: GIM_CheckFeatures, GIMT_Encode2(GIFBS_HasB),
