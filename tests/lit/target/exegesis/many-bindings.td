// RUN: %tblgen -gen-exegesis -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-exegesis -I /usr/include/llvm-22
//
// One counter set bound to several CPUs, bindings made with foreach, and
// issue counters whose resources repeat across processors.

include "llvm/Target/Target.td"
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }

def Shared : ProcPfmCounters {
  let CycleCounter = PfmCounter<"cpu_clk">;
  let IssueCounters = [PfmIssueCounter<"ALU", "alu_ops">, PfmIssueCounter<"MEM", "mem_ops">];
}
def Wide : ProcPfmCounters {
  let CycleCounter = PfmCounter<"cpu_clk">;
  let UopsCounter = PfmCounter<"uops_issued">;
  let IssueCounters = [PfmIssueCounter<"ALU", "alu_ops">, PfmIssueCounter<"ALU2", "alu_ops2">,
                       PfmIssueCounter<"MEM", "mem_ops">];
}
foreach cpu = ["m1", "m2", "m3"] in
  def : PfmCountersBinding<cpu, Shared>;
def : PfmCountersBinding<"w1", Wide>;

// CHECK:      static const CpuAndPfmCounters ToyCpuPfmCounters[] = {
// CHECK-NEXT:   { "m1", &ToyShared },
// CHECK-NEXT:   { "m2", &ToyShared },
