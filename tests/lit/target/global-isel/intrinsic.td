// RUN: %tblgen -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// Intrinsics: G_INTRINSIC and G_INTRINSIC_W_SIDE_EFFECTS with the
// operand-count check of variadic opcodes, the intrinsic ID check, and an
// immediate argument matched as a literal.

include "gi.td"

def int_gi_mix : Intrinsic<[llvm_i32_ty], [llvm_i32_ty, llvm_i32_ty], [IntrNoMem]>;
def int_gi_ev : Intrinsic<[], [llvm_i32_ty], []>;
def int_gi_sel : Intrinsic<[llvm_i32_ty], [llvm_i32_ty, llvm_i32_ty], [IntrNoMem, ImmArg<ArgIndex<1>>]>;
def MIX : GiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (int_gi_mix GPR:$a, GPR:$b))]>;
def EV : GiInst<(outs), (ins GPR:$a), [(int_gi_ev GPR:$a)]>;
def SEL0 : GiInst<(outs GPR:$d), (ins GPR:$a), []>;
def : Pat<(int_gi_sel GPR:$a, 0), (SEL0 GPR:$a)>;

// CHECK: GIM_CheckNumOperands, /*MI*/0, /*Expected*/4,
// CHECK: GIM_CheckIntrinsicID, /*MI*/0, /*Op*/1, GIMT_Encode2(Intrinsic::gi_sel),
// CHECK: GIM_CheckLiteralInt, /*MI*/0, /*Op*/3, GIMT_Encode8(0),
// CHECK: GIM_CheckIntrinsicID, /*MI*/0, /*Op*/1, GIMT_Encode2(Intrinsic::gi_mix),
// CHECK: GIM_CheckNumOperands, /*MI*/0, /*Expected*/2,
// CHECK-NEXT: GIM_CheckIntrinsicID, /*MI*/0, /*Op*/0, GIMT_Encode2(Intrinsic::gi_ev),
