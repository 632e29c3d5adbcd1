// RUN: %tblgen -gen-subtarget -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// ProcResourceUnits of a kind defined apart join their model's resources
// like any unit; a WriteRes naming the kind finds them, and is written
// when no instruction of the model uses it.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def WA : SchedWrite;
def WB : SchedWrite;
let OutOperandList = (outs GPR:$d), InOperandList = (ins GPR:$a), Namespace = "Toy" in {
def I1 : Instruction, Sched<[WB]>;
def I2 : Instruction, Sched<[WB]>;
}
def M : SchedMachineModel { let CompleteModel = 0; }
def ALUKind : ProcResourceKind;
let SchedModel = M in {
def ALUUnits : ProcResourceUnits<ALUKind, 2>;
def Other : ProcResource<1>;
def : WriteRes<WA, [ALUKind]> { let Latency = 1; }
def : WriteRes<WB, [Other]> { let Latency = 2; }
}
def : ProcessorModel<"cpu", M, []>;

// CHECK:      static const llvm::MCProcResourceDesc MProcResources[] = {
// CHECK-NEXT:   {"InvalidUnit", 0, 0, 0, 0},
// CHECK-NEXT:   {"ALUUnits",        2, 0, -1, nullptr}, // #1
// CHECK-NEXT:   {"Other",           1, 0, -1, nullptr}, // #2
// CHECK-NEXT: };
