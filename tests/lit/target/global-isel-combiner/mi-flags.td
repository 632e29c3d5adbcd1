// RUN: %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// Matching, setting, clearing and copying MIFlags.

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$d),
  (match (G_FADD $d, $x, $y, (MIFlags FmNsz, FmNoNans, (not FmReassoc))):$mi),
  (apply (G_FSUB $d, $x, $y, (MIFlags $mi, FmArcp, (not FmNoInfs))))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0]>;

// CHECK: bool MyGenCombiner::tryCombineAll(MachineInstr &I) const {
// CHECK: /* 12 */   GIM_MIFlags, /*MI*/0, GIMT_Encode4(MachineInstr::FmNoNans | MachineInstr::FmNsz),
// CHECK: /* 18 */   GIM_MIFlagsNot, /*MI*/0, GIMT_Encode4(MachineInstr::FmReassoc),
// CHECK: /* 24 */   // Combiner Rule #0: r0
// CHECK: /* 24 */   GIR_BuildRootMI, /*Opcode*/GIMT_Encode2(TargetOpcode::G_FSUB),
// CHECK: /* 36 */   GIR_SetMIFlags, /*InsnID*/0, GIMT_Encode4(MachineInstr::FmArcp),
// CHECK: /* 48 */   GIR_EraseRootFromParent_Done,
// CHECK: /* 50 */ }; // Size: 50 bytes
