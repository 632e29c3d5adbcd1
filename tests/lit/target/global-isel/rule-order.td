// RUN: %tblgen -gen-global-isel -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-global-isel -I /usr/include/llvm-22
//
// Rules are ordered by one stable sort over all of them. The priority order
// is not a strict weak order: the plain load ties with the aligned load and
// with the extending load, which rank apart, so sorting parts of the list
// apart and merging them would place these three differently.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"So", [i32], 32, (add R0)>;
def load_al8 : PatFrag<(ops node:$p), (load node:$p)> { let IsLoad = 1; let MinAlignment = 8; }
class SoInst<dag i, list<dag> p, int ac> : Instruction {
  let Namespace = "So";
  let OutOperandList = (outs GPR:$d);
  let InOperandList = i;
  let Pattern = p;
  let AddedComplexity = ac;
}
foreach I = 0...254 in
def F#I : SoInst<(ins GPR:$a, GPR:$b), [(set GPR:$d, (add GPR:$a, GPR:$b))], !sub(1000, I)>;
def T0 : SoInst<(ins GPR:$p), [(set GPR:$d, (i32 (load_al8 GPR:$p)))], 0>;
def T1 : SoInst<(ins GPR:$p), [(set GPR:$d, (i32 (load GPR:$p)))], 0>;
def T2 : SoInst<(ins GPR:$p), [(set GPR:$d, (i32 (extloadi8 GPR:$p)))], 0>;
foreach I = 255...519 in
def F#I : SoInst<(ins GPR:$a, GPR:$b), [(set GPR:$d, (add GPR:$a, GPR:$b))], !sub(1000, I)>;
def SoInstrInfo : InstrInfo;
def So : Target { let InstructionSet = SoInstrInfo; }

// CHECK:     GIMT_Encode2(So::T0),
// CHECK-NOT: GIMT_Encode2(So::T2),
// CHECK:     GIMT_Encode2(So::T1),
// CHECK:     GIMT_Encode2(So::T2),
