// RUN: %tblgen -gen-subtarget -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// Without features ParseSubtargetFeatures does nothing, not even resolve
// the CPU aliases.

include "llvm/Target/Target.td"
def AArch64InstrInfo : InstrInfo;
def AArch64 : Target { let InstructionSet = AArch64InstrInfo; }
def : ProcessorModel<"cpu", NoSchedModel, []>;

// CHECK:        LLVM_DEBUG(dbgs() << "\nTuneCPU:" << TuneCPU << "\n\n");
// CHECK-NEXT: }
