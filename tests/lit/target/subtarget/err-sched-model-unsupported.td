// RUN: not %tblgen -gen-subtarget -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
//
// Not a difference test: scheduling models are not implemented yet, and
// tblgen says so at the first processor (by CPU name) that has one.

include "llvm/Target/Target.td"
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def M : SchedMachineModel { let CompleteModel = 0; }
def : Processor<"z", NoItineraries, []>;
// CHECK: [[@LINE+1]]:1: error: -gen-subtarget: processors with a scheduling model or itineraries are not implemented yet
def : ProcessorModel<"y", M, []>;
