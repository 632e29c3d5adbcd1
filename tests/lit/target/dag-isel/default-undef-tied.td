// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22
//
// A default operand of (vt undef_tied_input) is an IMPLICIT_DEF of that
// type.

include "llvm/Target/Target.td"
def V0 : Register<"v0">;
def VR : RegisterClass<"Du", [v4i32], 128, (add V0)>;
def inactive : OperandWithDefaultOps<v4i32, (ops (v4i32 undef_tied_input))> {
  let MIOperandInfo = (ops VR);
}
def VNEG : Instruction {
  let Namespace = "Du";
  let OutOperandList = (outs VR:$d);
  let InOperandList = (ins VR:$a, inactive:$i);
}
def DuInstrInfo : InstrInfo;
def Du : Target { let InstructionSet = DuInstrInfo; }
def : Pat<(v4i32 (sub immAllZerosV, VR:$a)), (VNEG VR:$a)>;

// CHECK:      OPC_EmitNode1None, TARGET_VAL(TargetOpcode::IMPLICIT_DEF),
// CHECK-NEXT:     MVT::v4i32, 0/*#Ops*/,
// CHECK:      OPC_MorphNodeTo1None, TARGET_VAL(Du::VNEG),
