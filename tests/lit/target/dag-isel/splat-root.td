// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22
//
// An immAllOnesV or immAllZerosV pattern root joins the opcode switch under
// splat_vector for a scalable vector type and under build_vector otherwise.

include "llvm/Target/Target.td"
def P0 : Register<"p0">;
def Z0 : Register<"z0">;
def V0 : Register<"v0">;
def R0 : Register<"r0">;
def PPR : RegisterClass<"Sp", [nxv16i1, nxv8i1], 16, (add P0)> { let Size = 16; }
def ZPR : RegisterClass<"Sp", [nxv16i8, nxv4i32], 128, (add Z0)> { let Size = 128; }
def VPR : RegisterClass<"Sp", [v4i32], 128, (add V0)>;
def GPR : RegisterClass<"Sp", [i32], 32, (add R0)>;
class SpInst<dag o, dag i, list<dag> p> : Instruction {
  let Namespace = "Sp";
  let OutOperandList = o;
  let InOperandList = i;
  let Pattern = p;
}
def PTRUE : SpInst<(outs PPR:$d), (ins i32imm:$k), []>;
def ZERO : SpInst<(outs ZPR:$d), (ins), []>;
def VONES : SpInst<(outs VPR:$d), (ins), []>;
def DUPB : SpInst<(outs ZPR:$d), (ins GPR:$r), [(set ZPR:$d, (nxv16i8 (splat_vector GPR:$r)))]>;
def : Pat<(nxv16i1 immAllOnesV), (PTRUE 31)>;
def : Pat<(nxv8i1 immAllOnesV), (PTRUE 15)>;
def : Pat<(nxv4i32 immAllZerosV), (ZERO)>;
def : Pat<(v4i32 immAllOnesV), (VONES)>;
def SpInstrInfo : InstrInfo;
def Sp : Target { let InstructionSet = SpInstrInfo; }

// CHECK:      TARGET_VAL(ISD::SPLAT_VECTOR),
// CHECK:      OPC_MorphNodeTo1None, TARGET_VAL(Sp::DUPB),
// CHECK:      OPC_CheckImmAllOnesV,
// CHECK:      OPC_CheckImmAllZerosV,
// CHECK:      TARGET_VAL(ISD::BUILD_VECTOR),
// CHECK-NEXT: OPC_CheckImmAllOnesV,
// CHECK:      OPC_MorphNodeTo1None, TARGET_VAL(Sp::VONES),
