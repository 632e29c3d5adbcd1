// RUN: not %tblgen -gen-exegesis -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
// DIFF: -gen-exegesis -I /usr/include/llvm-22
//
// An issue counter must name the resource it counts.

include "llvm/Target/Target.td"
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }

// CHECK: [[@LINE+1]]:48: error: invalid empty ResourceName
def P : ProcPfmCounters { let IssueCounters = [PfmIssueCounter<"", "x">]; }
