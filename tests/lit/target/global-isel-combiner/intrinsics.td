// RUN: %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -gicombiner-stop-after-parse -I /usr/include/llvm-22 -I %S/Inputs
//
// Intrinsics in match and apply patterns: each is the G_INTRINSIC opcode
// its properties call for (side effects, convergent), its ID checked and
// built as the operand after its results; the other operands come after.

include "combiner-target.td"

def int_t_pure : DefaultAttrsIntrinsic<[llvm_i32_ty], [llvm_i32_ty], []>;
def int_t_none : DefaultAttrsIntrinsic<[llvm_i32_ty], [], []>;
def int_t_effects : DefaultAttrsIntrinsic<[llvm_i32_ty], [llvm_i32_ty], [IntrHasSideEffects]>;
def int_t_conv : DefaultAttrsIntrinsic<[llvm_i32_ty], [llvm_i32_ty], [IntrConvergent]>;
def int_t_both : DefaultAttrsIntrinsic<[llvm_i32_ty], [llvm_i32_ty, llvm_i32_ty], [IntrConvergent, IntrHasSideEffects]>;

def PureToNone : GICombineRule<
  (defs root:$a),
  (match (int_t_pure $a, 0)),
  (apply (int_t_pure $a, $x), (int_t_none i32:$x))>;

def EffectsToBoth : GICombineRule<
  (defs root:$a),
  (match (int_t_effects $a, $b)),
  (apply (int_t_conv i32:$x, $b), (int_t_both $a, $x, $b))>;

def MyCombiner : GICombiner<"GenMyCombiner", [PureToNone, EffectsToBoth]>;

// CHECK: GIM_SwitchOpcode, /*MI*/0,
// CHECK: /*TargetOpcode::G_INTRINSIC*/
// CHECK: /*TargetOpcode::G_INTRINSIC_W_SIDE_EFFECTS*/
// CHECK: GIM_CheckNumOperands, /*MI*/0, /*Expected*/3,
// CHECK-NEXT: GIM_CheckIntrinsicID, /*MI*/0, /*Op*/1, GIMT_Encode2(Intrinsic::t_pure),
// CHECK: GIM_CheckConstantInt8, /*MI*/0, /*Op*/2, 0,
// CHECK: GIR_BuildRootMI, /*Opcode*/GIMT_Encode2(TargetOpcode::G_INTRINSIC),
// CHECK-NEXT: GIR_AddTempRegister, /*InsnID*/0, /*TempRegID*/0, /*TempRegFlags*/GIMT_Encode2(RegState::Define),
// CHECK-NEXT: GIR_AddIntrinsicID, /*MI*/0, GIMT_Encode2(Intrinsic::t_none),
// CHECK: GIM_CheckIntrinsicID, /*MI*/0, /*Op*/1, GIMT_Encode2(Intrinsic::t_effects),
// CHECK: GIR_BuildRootMI, /*Opcode*/GIMT_Encode2(TargetOpcode::G_INTRINSIC_CONVERGENT),
// CHECK: GIR_RootToRootCopy, /*OpIdx*/2, // b
// CHECK: GIR_BuildMI, /*InsnID*/1, /*Opcode*/GIMT_Encode2(TargetOpcode::G_INTRINSIC_CONVERGENT_W_SIDE_EFFECTS),
// CHECK: GIR_AddIntrinsicID, /*MI*/1, GIMT_Encode2(Intrinsic::t_both),
// CHECK: GIR_MergeMemOperands, /*InsnID*/1, /*NumInsns*/1, /*MergeInsnID's*/0,
