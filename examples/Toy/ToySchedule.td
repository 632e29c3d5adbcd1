//===- ToySchedule.td - Toy scheduling models ------------*- tablegen -*-===//
//
// The per-operand machine model: the SchedWrite and SchedRead types Toy's
// instructions name (ToyInstrInfo.td), and two machine models for them: an
// in-order single-issue core (toy-1) and a dual-issue out-of-order core
// with two ALUs behind a group and a separate load/store unit (toy-2),
// which overrides some instructions with InstRW and a schedule variant.
//
//===----------------------------------------------------------------------===//

def WriteALU : SchedWrite;
def WriteMul : SchedWrite;
def WriteFP : SchedWrite;
def WriteLoad : SchedWrite;
def WriteStore : SchedWrite;
def WriteBranch : SchedWrite;
def ReadALU : SchedRead;
def ReadFP : SchedRead;

def Toy1Model : SchedMachineModel {
  let IssueWidth = 1;
  let MicroOpBufferSize = 0;   // in order
  let LoadLatency = 2;
  let MispredictPenalty = 3;
  let CompleteModel = 0;       // pseudos carry no scheduling information
}

let SchedModel = Toy1Model in {
def T1ALU : ProcResource<1>;
def T1LSU : ProcResource<1> { let BufferSize = 0; }
def : WriteRes<WriteALU, [T1ALU]>;
def : WriteRes<WriteMul, [T1ALU]> { let Latency = 4; let ReleaseAtCycles = [4]; }
def : WriteRes<WriteFP, [T1ALU]> { let Latency = 5; let ReleaseAtCycles = [2]; }
def : WriteRes<WriteLoad, [T1LSU]> { let Latency = 2; }
def : WriteRes<WriteStore, [T1LSU]>;
def : WriteRes<WriteBranch, [T1ALU]> { let Latency = 2; let EndGroup = 1; }
def : ReadAdvance<ReadALU, 0>;
def : ReadAdvance<ReadFP, 0>;
}

def Toy2Model : SchedMachineModel {
  let IssueWidth = 2;
  let MicroOpBufferSize = 16;
  let LoadLatency = 2;
  let MispredictPenalty = 6;
  let PostRAScheduler = 1;
  let CompleteModel = 0;
}

let SchedModel = Toy2Model in {
def T2ALU0 : ProcResource<1>;
def T2ALU1 : ProcResource<1>;
def T2LSU : ProcResource<1>;
def T2FPU : ProcResource<1>;
def T2ALU : ProcResGroup<[T2ALU0, T2ALU1]>;
def : WriteRes<WriteALU, [T2ALU]>;
def : WriteRes<WriteMul, [T2ALU0]> { let Latency = 3; }
def : WriteRes<WriteFP, [T2FPU]> { let Latency = 3; }
def : WriteRes<WriteLoad, [T2LSU]> { let Latency = 2; }
def : WriteRes<WriteStore, [T2LSU, T2ALU]> { let NumMicroOps = 2; }
def : WriteRes<WriteBranch, [T2ALU1]>;
// Results of the multiplier are forwarded one cycle early to ALU operands.
def : ReadAdvance<ReadALU, 1, [WriteMul]>;
def : ReadAdvance<ReadFP, 1>;

// Shifts only issue on ALU1 (InstRW overrides the SchedRW list of the
// instructions its regex matches, on this model only).
def T2WriteShift : SchedWriteRes<[T2ALU1]>;
def : InstRW<[T2WriteShift, ReadALU, ReadALU], (instregex "^S(HL|RL|RA)$")>;
// "addi rd, rs, 0" is a move the renamer handles: no ALU, no latency.
// The variant is resolved per instruction (resolveSchedClass).
def T2WriteMove : SchedWriteRes<[]> { let Latency = 0; }
def T2IsMove : MCSchedPredicate<CheckImmOperand<2, 0>>;
def T2WriteAddI : SchedWriteVariant<[SchedVar<T2IsMove, [T2WriteMove]>,
                                     SchedVar<NoSchedPred, [WriteALU]>]>;
def : InstRW<[T2WriteAddI, ReadALU], (instrs ADDI)>;
}
