// RUN: %tblgen -gen-global-isel -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-global-isel -I /usr/include/llvm-22
//
// A RegClassByHwMode that is also an Operand<iPTR> is typed by the
// class of each mode (i16 in the default mode, i64 in the wide one), not
// by the operand's iPTR, and a named use of it in the result is a copy
// of the matched operand.

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

// CHECK: GIM_CheckOpcode, /*MI*/0, GIMT_Encode2(TargetOpcode::G_STORE),
// CHECK: GIM_CheckFeatures, GIMT_Encode2(GIFBS_HwMode0),
// CHECK: GIM_CheckPointerToAny, /*MI*/0, /*Op*/1, /*SizeInBits*/64,
// CHECK: GIR_MutateOpcode, /*InsnID*/0, /*RecycleInsnID*/0, /*Opcode*/GIMT_Encode2(T::STA),
// CHECK: GIM_CheckFeatures, GIMT_Encode2(GIFBS_HwMode1),
// CHECK: GIM_CheckPointerToAny, /*MI*/0, /*Op*/1, /*SizeInBits*/16,
// CHECK: GIR_MutateOpcode, /*InsnID*/0, /*RecycleInsnID*/0, /*Opcode*/GIMT_Encode2(T::STA),
