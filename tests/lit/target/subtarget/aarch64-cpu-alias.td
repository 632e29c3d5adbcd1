// RUN: %tblgen -gen-subtarget -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// A target named AArch64 resolves its CPU aliases through the
// TargetParser's resolveCPUAlias before it reads the CPU tables.

include "llvm/Target/Target.td"
def AArch64InstrInfo : InstrInfo;
def AArch64 : Target { let InstructionSet = AArch64InstrInfo; }
def F : SubtargetFeature<"f", "HasF", "true", "f">;
def : ProcessorModel<"cpu", NoSchedModel, [F]>;

// CHECK:      #ifdef GET_SUBTARGETINFO_MC_DESC
// CHECK-NEXT: #undef GET_SUBTARGETINFO_MC_DESC
// CHECK-EMPTY:
// CHECK-NEXT: #include "llvm/TargetParser/AArch64TargetParser.h"
// CHECK-EMPTY:
// CHECK-NEXT: namespace llvm {
// CHECK:        bool isCPUStringValid(StringRef CPU) const override {
// CHECK-NEXT:     CPU = AArch64::resolveCPUAlias(CPU);
// CHECK-NEXT:     return MCSubtargetInfo::isCPUStringValid(CPU);
// CHECK-NEXT:   }
// CHECK-NEXT: };
// CHECK:      static inline MCSubtargetInfo *createAArch64MCSubtargetInfoImpl(
// CHECK-NEXT:   CPU = AArch64::resolveCPUAlias(CPU);
// CHECK-NEXT:   TuneCPU = AArch64::resolveCPUAlias(TuneCPU);
// CHECK-NEXT:   return new AArch64GenMCSubtargetInfo(
// CHECK:      #include "llvm/Support/raw_ostream.h"
// CHECK-EMPTY:
// CHECK-NEXT: #include "llvm/TargetParser/AArch64TargetParser.h"
// CHECK-EMPTY:
// CHECK-NEXT: // ParseSubtargetFeatures
// CHECK:        LLVM_DEBUG(dbgs() << "\nTuneCPU:" << TuneCPU << "\n\n");
// CHECK-NEXT:   CPU = AArch64::resolveCPUAlias(CPU);
// CHECK-NEXT:   TuneCPU = AArch64::resolveCPUAlias(TuneCPU);
// CHECK-NEXT:   InitMCProcessorInfo(CPU, TuneCPU, FS);
// CHECK:        : TargetSubtargetInfo(TT, AArch64::resolveCPUAlias(CPU),
// CHECK-NEXT:                         AArch64::resolveCPUAlias(TuneCPU), FS, ArrayRef(AArch64Names, 1),
