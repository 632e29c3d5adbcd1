//===- ToyScheduleOverrides.td - Toy per-instruction overrides -*- tablegen -*-===//
//
// The toy-2 model's InstRW overrides. They name instructions (instrs) and
// match them by regex (instregex), so they are read after ToyInstrInfo.td,
// while the models themselves (ToySchedule.td) come before it because the
// instructions name their SchedRW types and itinerary classes.
//
//===----------------------------------------------------------------------===//

let SchedModel = Toy2Model in {
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
