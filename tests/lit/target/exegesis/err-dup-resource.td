// RUN: not %tblgen -gen-exegesis -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
// DIFF: -gen-exegesis -I /usr/include/llvm-22
//
// Within one processor, a resource has at most one issue counter.

include "llvm/Target/Target.td"
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }

def IA : PfmIssueCounter<"A", "x">;
// CHECK: [[@LINE+1]]:5: error: duplicate ResourceName A
def IB : PfmIssueCounter<"A", "y">;
def P : ProcPfmCounters { let IssueCounters = [IA, IB]; }
// Another processor may reuse the name.
def Q : ProcPfmCounters { let IssueCounters = [IA]; }
