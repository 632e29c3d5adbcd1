// RUN: not %tblgen -gen-exegesis -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
// DIFF: -gen-exegesis -I /usr/include/llvm-22
//
// The counters are checked before the target is looked for.

include "llvm/Target/Target.td"

// CHECK: [[@LINE+1]]:48: error: invalid empty ResourceName
def P : ProcPfmCounters { let IssueCounters = [PfmIssueCounter<"", "x">]; }
