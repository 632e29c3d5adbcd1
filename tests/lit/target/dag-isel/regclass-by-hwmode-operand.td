// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22
//
// A RegClassByHwMode that is also an Operand<iPTR> is typed by the
// class of each mode (i16 in the default mode, i64 in the wide one), not
// by the operand's iPTR: the pattern is copied per mode.

include "llvm/Target/Target.td"

def IsWide : Predicate<"Subtarget->isWide()">;
def WideMode : HwMode<[IsWide]>;
class TReg<string n> : Register<n> { let Namespace = "T"; }
def A0 : TReg<"a0">;
def N0 : TReg<"n0">;
def W0 : TReg<"w0">;
def ARegs : RegisterClass<"T", [i32], 32, (add A0)>;
def NarrowPtrs : RegisterClass<"T", [i16], 16, (add N0)>;
def WidePtrs : RegisterClass<"T", [i64], 64, (add W0)>;
def AddrRC : RegClassByHwMode<[DefaultMode, WideMode], [NarrowPtrs, WidePtrs]>,
             Operand<iPTR>;
def STA : Instruction {
  let OutOperandList = (outs);
  let InOperandList = (ins ARegs:$v, AddrRC:$p);
  let Namespace = "T";
}
def : Pat<(store ARegs:$v, AddrRC:$p), (STA $v, AddrRC:$p)>;
def TISA : InstrInfo;
def T : Target { let InstructionSet = TISA; }

// CHECK: OPC_Scope /*2 children */
// CHECK: OPC_CheckChild2TypeI64,
// CHECK: OPC_CheckPatternPredicate0, // (Subtarget->isWide())
// CHECK: // Src: (st ARegs:{ *:[i32] }:$v, AddrRC:{ *:[i64] }:$p)
// CHECK: OPC_CheckChild2Type, MVT::i16,
// CHECK: OPC_CheckPatternPredicate1, // !((Subtarget->isWide()))
// CHECK: // Src: (st ARegs:{ *:[i32] }:$v, AddrRC:{ *:[i16] }:$p)
