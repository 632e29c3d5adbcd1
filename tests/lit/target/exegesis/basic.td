// RUN: %tblgen -gen-exegesis -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-exegesis -I /usr/include/llvm-22
//
// Counter names are collected from every ProcPfmCounters (issue, cycle,
// uops and validation counters), sorted and numbered; the issue counters
// of all processors share one array; bindings are sorted by CPU name.

include "llvm/Target/Target.td"
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }

def CyclesA : PfmCounter<"cycles">;
def UopsA : PfmCounter<"uops_retired">;
def PortA : PfmIssueCounter<"P0", "port_0">;
def PortB : PfmIssueCounter<"P1", "port_1">;
def ProcA : ProcPfmCounters {
  let CycleCounter = CyclesA;
  let UopsCounter = UopsA;
  let IssueCounters = [PortA, PortB];
  let ValidationCounters = [PfmValidationCounter<InstructionRetired, "inst_retired">,
                            PfmValidationCounter<L1DCacheLoadMiss, "l1d_miss">];
}
def ProcB : ProcPfmCounters {
  let CycleCounter = PfmCounter<"cycles">;
  let IssueCounters = [PfmIssueCounter<"P5", "port_5">];
  let ValidationCounters = [PfmValidationCounter<BranchPredictionMiss, "br_miss">];
}
def ProcC : ProcPfmCounters;
def : PfmCountersBinding<"zcpu", ProcA>;
def : PfmCountersBinding<"acpu", ProcB>;
def : PfmCountersDefaultBinding<ProcC>;

// CHECK:      static const char *ToyPfmCounterNames[] = {
// CHECK-NEXT:   "br_miss", // 0
// CHECK-NEXT:   "cycles", // 1
// CHECK:        "uops_retired", // 7
// CHECK-NEXT: };
// CHECK:      static const PfmCountersInfo::IssueCounter ToyPfmIssueCounters[] = {
// CHECK-NEXT:   { ToyPfmCounterNames[4], "P0"},
// CHECK-NEXT:   { ToyPfmCounterNames[5], "P1"},
// CHECK-NEXT:   { ToyPfmCounterNames[6], "P5"},
// CHECK:      static const std::pair<ValidationEvent, const char*> ToyProcAValidationCounters[] = {
// CHECK-NEXT:   { InstructionRetired, ToyPfmCounterNames[2]},
// CHECK:      static const PfmCountersInfo ToyProcA = {
// CHECK-NEXT:   ToyPfmCounterNames[1],  // Cycle counter
// CHECK-NEXT:   ToyPfmCounterNames[7],  // Uops counter
// CHECK-NEXT:   ToyPfmIssueCounters + 0, 2, // Issue counters.
// CHECK-NEXT:   ToyProcAValidationCounters, 2 // Validation counters.
// CHECK:      static const PfmCountersInfo ToyProcB = {
// CHECK:        nullptr,  // No uops counter.
// CHECK-NEXT:   ToyPfmIssueCounters + 2, 1, // Issue counters.
// CHECK:      static const PfmCountersInfo ToyProcC = {
// CHECK-NEXT:   nullptr,  // No cycle counter.
// CHECK-NEXT:   nullptr,  // No uops counter.
// CHECK-NEXT:   nullptr, 0, // No issue counters
// CHECK-NEXT:   nullptr, 0 // No validation counters.
// CHECK:      static const CpuAndPfmCounters ToyCpuPfmCounters[] = {
// CHECK-NEXT:   { "", &ToyProcC },
// CHECK-NEXT:   { "acpu", &ToyProcB },
// CHECK-NEXT:   { "zcpu", &ToyProcA },
// CHECK-NEXT: };
