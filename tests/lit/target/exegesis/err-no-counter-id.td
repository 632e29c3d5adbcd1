// RUN: not %tblgen -gen-exegesis -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
// DIFF: -gen-exegesis -I /usr/include/llvm-22
//
// An issue counter without a counter name has no entry in the name table.

include "llvm/Target/Target.td"
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }

def P : ProcPfmCounters { let IssueCounters = [PfmIssueCounter<"A", "">]; }
// CHECK: error: no pfm counter id for
