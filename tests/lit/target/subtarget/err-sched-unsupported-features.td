// RUN: not %tblgen -gen-subtarget -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// A complete model need not describe the instructions that have one of its
// UnsupportedFeatures among their predicates (compared by name); the others
// are still reported.
// CHECK: error: No schedule information for instruction 'COPY' in SchedMachineModel 'M'
// CHECK-NOT: 'B'
// CHECK-NOT: 'D'

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def HasB : Predicate<"hasB()">;
def HasC : Predicate<"hasC()">;
def HasD : Predicate<"hasD()">;

def WriteA : SchedWrite;
def II : InstrItinClass;
let OutOperandList = (outs GPR:$d), InOperandList = (ins), Namespace = "Toy" in {
def A : Instruction, Sched<[WriteA]>;
def B : Instruction { let Predicates = [HasC, HasB]; }
// CHECK: [[@LINE+1]]:5: error: No schedule information for instruction 'C' in SchedMachineModel 'M'
def C : Instruction { let Predicates = [HasC]; }
def D : Instruction { let Predicates = [HasD]; let Itinerary = II; }
// CHECK: [[@LINE+1]]:5: error: 'M' lacks information for 'E'
def E : Instruction { let Itinerary = II; }
}
def M : SchedMachineModel { let UnsupportedFeatures = [HasB, HasD]; }
let SchedModel = M in {
def U : ProcResource<1>;
def : WriteRes<WriteA, [U]>;
}
def : ProcessorModel<"cpu", M, []>;
// CHECK: error: Incomplete schedule model
