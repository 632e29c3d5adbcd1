// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22
//
// srcvalue is a placeholder of no type of its own: a cast gives it one
// (here an operand the pattern ignores).

include "llvm/Target/Target.td"
def V0 : Register<"v0">;
def VR : RegisterClass<"Sv", [v4i32], 128, (add V0)>;
def SWAP : Instruction {
  let Namespace = "Sv";
  let OutOperandList = (outs VR:$d);
  let InOperandList = (ins VR:$s);
}
def SvInstrInfo : InstrInfo;
def Sv : Target { let InstructionSet = SvInstrInfo; }
def swp : SDNode<"SvISD::SWP", SDTypeProfile<1, 2, [SDTCisSameAs<0, 1>]>>;
def : Pat<(v4i32 (swp (v4i32 VR:$s), (v4i32 srcvalue))), (SWAP VR:$s)>;

// CHECK: OPC_CheckOpcode, TARGET_VAL(SvISD::SWP),
// CHECK: OPC_MorphNodeTo1None, TARGET_VAL(Sv::SWAP),
