// RUN: %tblgen -gen-exegesis -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-exegesis -I /usr/include/llvm-22
//
// Processors with validation counters only, over every validation event,
// and a default binding to one of them.

include "llvm/Target/Target.td"
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }

def V1 : ProcPfmCounters {
  let ValidationCounters = [
    PfmValidationCounter<InstructionRetired, "inst_retired.any">,
    PfmValidationCounter<L1DCacheLoadMiss, "l1d.replacement">,
    PfmValidationCounter<L1DCacheStoreMiss, "l1d.store_miss">,
    PfmValidationCounter<L1ICacheLoadMiss, "icache.misses">,
    PfmValidationCounter<DataTLBLoadMiss, "dtlb_load_misses">,
    PfmValidationCounter<DataTLBStoreMiss, "dtlb_store_misses">,
    PfmValidationCounter<InstructionTLBLoadMiss, "itlb_misses">,
    PfmValidationCounter<BranchPredictionMiss, "br_misp_retired">];
}
def V2 : ProcPfmCounters {
  let ValidationCounters = [PfmValidationCounter<L1DCacheLoadMiss, "l1d.replacement">];
}
def : PfmCountersDefaultBinding<V2>;
def : PfmCountersBinding<"v1cpu", V1>;

// CHECK: static const std::pair<ValidationEvent, const char*> ToyV1ValidationCounters[] = {
