// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22
//
// A default operand may be a transform of a value: the value, then the
// transform's call.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"Dx", [i32], 32, (add R0)>;
def getFlag : SDNodeXForm<imm, [{ return getFlag(N); }]>;
def flag : OperandWithDefaultOps<i1, (ops (getFlag (i1 0)))>;
def NEGF : Instruction {
  let Namespace = "Dx";
  let OutOperandList = (outs GPR:$d);
  let InOperandList = (ins GPR:$a, flag:$f);
}
def DxInstrInfo : InstrInfo;
def Dx : Target { let InstructionSet = DxInstrInfo; }
def : Pat<(i32 (ineg GPR:$a)), (NEGF GPR:$a)>;

// CHECK:      OPC_EmitInteger, MVT::i1, 0, // #1 = 0
// CHECK-NEXT: OPC_EmitNodeXForm, 0, 1, // getFlag
// CHECK:      OPC_MorphNodeTo1None, TARGET_VAL(Dx::NEGF),
