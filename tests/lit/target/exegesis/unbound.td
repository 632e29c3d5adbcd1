// RUN: %tblgen -gen-exegesis -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-exegesis -I /usr/include/llvm-22
//
// Counters no CPU is bound to are still written; a validation event may be
// listed twice; counter names shared between processors are written once.

include "llvm/Target/Target.td"
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }

def P1 : ProcPfmCounters {
  let UopsCounter = PfmCounter<"uops">;
  let ValidationCounters = [PfmValidationCounter<InstructionRetired, "a">,
                            PfmValidationCounter<InstructionRetired, "uops">];
}
def P2 : ProcPfmCounters {
  let IssueCounters = [PfmIssueCounter<"X", "uops">, PfmIssueCounter<"Y", "a">];
}

// CHECK:      "a", // 0
// CHECK-NEXT: "uops", // 1
// CHECK-NEXT: };
// CHECK:      { ToyPfmCounterNames[1], "X"},
// CHECK:      { InstructionRetired, ToyPfmCounterNames[1]},
// CHECK:      static const PfmCountersInfo ToyP2 = {
// CHECK:        ToyPfmIssueCounters + 0, 2, // Issue counters.
