// RUN: %tblgen -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// A result operand whose register class is chosen by HwMode (directly or
// through a RegisterOperand) stands for the default mode's class: the
// patterns are imported with that class's register-bank check.

include "gi.td"

def Is64 : Predicate<"Subtarget->is64()">;
def Mode64 : HwMode<[Is64]>;
def PtrRC : RegClassByHwMode<[DefaultMode, Mode64], [DPR, GPR]>;
def PtrOp : RegisterOperand<PtrRC>;
def XSUB : GiInst<(outs PtrOp:$d), (ins GPR:$a, GPR:$b), [(set i32:$d, (sub GPR:$a, GPR:$b))]>;
def XADD : GiInst<(outs PtrRC:$d), (ins GPR:$a, GPR:$b), [(set i32:$d, (add GPR:$a, GPR:$b))]>;
def XMUL : GiInst<(outs GPR:$d), (ins PtrOp:$a, GPR:$b), []>;
def : Pat<(mul GPR:$a, GPR:$b), (XMUL GPR:$a, GPR:$b)>;
def : Pat<(and GPR:$a, GPR:$b), (XMUL (XSUB GPR:$a, GPR:$b), GPR:$b)>;

// CHECK: GIM_RootCheckRegBankForClass, /*Op*/0, /*RC*/GIMT_Encode2(Gi::DPRRegClassID),
// CHECK: // (add:{ *:[i32] } GPR:{ *:[i32] }:$a, GPR:{ *:[i32] }:$b)  =>  (XADD:{ *:[i32] } GPR:{ *:[i32] }:$a, GPR:{ *:[i32] }:$b)
// CHECK: GIM_RootCheckRegBankForClass, /*Op*/0, /*RC*/GIMT_Encode2(Gi::DPRRegClassID),
// CHECK: // (sub:{ *:[i32] } GPR:{ *:[i32] }:$a, GPR:{ *:[i32] }:$b)  =>  (XSUB:{ *:[i32] } GPR:{ *:[i32] }:$a, GPR:{ *:[i32] }:$b)
