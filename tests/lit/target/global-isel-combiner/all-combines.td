// RUN: %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -gicombiner-stop-after-parse -I /usr/include/llvm-22 -I %S/Inputs
//
// A combiner of our own built on Combine.td: every generic rule of all_combines (PatFrags, wip_match_opcode, MIR and C++ rules, match data, MIFlags, variadics), as a pre-legalizer combiner would use them.

include "combiner-target.td"

def MyCombiner : GICombiner<"MyPreLegalizerCombinerImpl", [all_combines]>;

// CHECK: /*    0 */ GIM_SwitchOpcode, /*MI*/0, /*[*/GIMT_Encode2(20), GIMT_Encode2(276), /*)*//*default:*//*Label 97*/ GIMT_Encode4(7472),
// CHECK: /* 1472 */   GIR_ReplaceReg, /*OldInsnID*/0, /*OldOpIdx*/0, /*NewInsnId*/1, /*NewOpIdx*/1,
// CHECK: /* 1893 */   // Combiner Rule #84: right_identity_zero @ [__right_identity_zero_match_0[0]]
// CHECK: /* 2330 */   // Combiner Rule #129: urem_pow2_to_mask; wip_match_opcode 'G_UREM'
// CHECK: /* 2774 */   GIM_RecordInsnIgnoreCopies, /*DefineMI*/2, /*MI*/0, /*OpIdx*/2, // MIs[2]
// CHECK: /* 3246 */   // Combiner Rule #214: unmerge_undef; wip_match_opcode 'G_UNMERGE_VALUES'
// CHECK: /* 3650 */   // Combiner Rule #68: extending_loads; wip_match_opcode 'G_ZEXTLOAD'
// CHECK: /* 4015 */   // Combiner Rule #224: trunc_usatu
// CHECK: /* 4410 */   GIM_RecordInsnIgnoreCopies, /*DefineMI*/1, /*MI*/0, /*OpIdx*/1, // MIs[1]
// CHECK: /* 4813 */   GIR_ReplaceReg, /*OldInsnID*/0, /*OldOpIdx*/0, /*NewInsnId*/0, /*NewOpIdx*/1,
// CHECK: /* 5244 */   // Combiner Rule #122: select_undef_cmp
// CHECK: /* 5653 */   // Combiner Rule #181: combine_fadd_fpext_fma_fmul_to_fmad_or_fma; wip_match_opcode 'G_FADD'
// CHECK: /* 6029 */   // Combiner Rule #149: expand_const_fpowi
// CHECK: /* 6431 */   // Combiner Rule #186: fold_binop_into_select; wip_match_opcode 'G_FMAXNUM'
// CHECK: /* 6854 */   // Combiner Rule #36: insert_vector_element_extract_vector_element
// CHECK: /* 7243 */   // Combiner Rule #27: extract_vector_element_build_vector
