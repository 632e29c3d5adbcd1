// RUN: %tblgen -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs
//
// InstRW definitions split instructions off their SchedRW classes: the
// Sched enum lists the instruction classes, then one class per InstRW
// group named after its instructions, and the descriptors use those
// numbers. A model no processor uses is no error here (llvm-tblgen writes
// the tables too).

include "toy-remap.td"

def WriteX : SchedWrite;
def WriteY : SchedWrite;
def Model : SchedMachineModel;
def Other : SchedMachineModel;
def I1 : ToyInst<(outs), (ins), ""> { let SchedRW = [WriteX]; }
def I2 : ToyInst<(outs), (ins), ""> { let SchedRW = [WriteX]; }
def I3 : ToyInst<(outs), (ins), ""> { let SchedRW = [WriteY]; }
def : InstRW<[WriteY], (instrs ADD, I2)> { let SchedModel = Model; }
def : InstRW<[WriteX], (instregex "I[23]")> { let SchedModel = Other; }

// CHECK:      NoInstrModel	= 0,
// CHECK-NEXT: WriteX	= 1,
// CHECK-NEXT: WriteY	= 2,
// CHECK-NEXT: ADD	= 3,
// CHECK-NEXT: I2	= 4,
// CHECK-NEXT: I3	= 5,
