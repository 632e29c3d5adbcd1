// RUN: %tblgen -gen-exegesis -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-exegesis -I /usr/include/llvm-22
//
// A target without counters still gets the (empty) name and binding tables.

include "llvm/Target/Target.td"
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }

// CHECK:      static const char *ToyPfmCounterNames[] = {
// CHECK-NEXT: };
// CHECK-NOT:  PfmIssueCounters
// CHECK:      static const CpuAndPfmCounters ToyCpuPfmCounters[] = {
// CHECK-NEXT: };
