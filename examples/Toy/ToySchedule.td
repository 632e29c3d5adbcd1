//===- ToySchedule.td - Toy scheduling models ------------*- tablegen -*-===//
//
// The per-operand machine model: the SchedWrite and SchedRead types Toy's
// instructions name (ToyInstrInfo.td), and two machine models for them: an
// in-order single-issue core (toy-1) and a dual-issue out-of-order core
// with two ALUs behind a group and a separate load/store unit (toy-2),
// which overrides some instructions with InstRW and a schedule variant
// (ToyScheduleOverrides.td, read after the instructions it names).
// And itineraries for a VLIW variant (toy-v): three issue slots, the ALU
// ones shared by arithmetic, one slot for memory and branches; the
// packetizer automaton is built from them (-gen-dfa-packetizer).
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
}

//===----------------------------------------------------------------------===//
// Itineraries (toy-v)
//===----------------------------------------------------------------------===//

def IIAlu : InstrItinClass;
def IIMul : InstrItinClass;
def IILoad : InstrItinClass;
def IIStore : InstrItinClass;
def IIBranch : InstrItinClass;

def SlotA : FuncUnit;
def SlotB : FuncUnit;
def SlotM : FuncUnit;
def MulUnit : FuncUnit;
def ForwardALU : Bypass;

def ToyVItineraries : ProcessorItineraries<[SlotA, SlotB, SlotM, MulUnit], [ForwardALU], [
  InstrItinData<IIAlu, [InstrStage<1, [SlotA, SlotB]>], [1, 1, 1], [ForwardALU]>,
  InstrItinData<IIMul, [InstrStage<1, [SlotA]>, InstrStage<2, [MulUnit]>], [3, 1, 1]>,
  InstrItinData<IILoad, [InstrStage<1, [SlotM]>], [2, 1]>,
  InstrItinData<IIStore, [InstrStage<1, [SlotM]>], [1, 1, 1]>,
  InstrItinData<IIBranch, [InstrStage<1, [SlotM]>]>]>;
