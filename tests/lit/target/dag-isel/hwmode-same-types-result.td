// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22
// DIFF: -gen-global-isel -I /usr/include/llvm-22
//
// An instruction in the result whose class has a type by HwMode that is
// the same in every mode: once its user's operand has typed it, its own
// class adds nothing, and the pattern is not copied per mode. With types
// that differ between the modes, it is.

include "llvm/Target/Target.td"

def IsWide : Predicate<"Subtarget->isWide()">;
def Wide : HwMode<[IsWide]>;
class TReg<string n> : Register<n> { let Namespace = "T"; }
foreach i = 0-3 in def R#i : TReg<"r"#i>;
def Plain : RegisterClass<"T", [i32], 32, (sequence "R%u", 0, 3)>;
def SameVT : ValueTypeByHwMode<[DefaultMode, Wide], [i32, i32]>;
def DiffVT : ValueTypeByHwMode<[DefaultMode, Wide], [i32, i64]>;
def SameRC : RegisterClass<"T", [SameVT], 32, (add R0, R1)> {
  let RegInfos = RegInfoByHwMode<[DefaultMode, Wide], [RegInfo<32,32,32>, RegInfo<32,32,32>]>;
}
def DiffRC : RegisterClass<"T", [DiffVT], 32, (add R2, R3)> {
  let RegInfos = RegInfoByHwMode<[DefaultMode, Wide], [RegInfo<32,32,32>, RegInfo<64,64,64>]>;
}
class TI<dag o, dag i> : Instruction {
  let Namespace = "T";
  let OutOperandList = o;
  let InOperandList = i;
}
def MKS : TI<(outs SameRC:$d), (ins)>;
def MKD : TI<(outs DiffRC:$d), (ins)>;
def OP2 : TI<(outs Plain:$d), (ins Plain:$a, Plain:$b)>;
def OPD : TI<(outs Plain:$d), (ins Plain:$a, DiffRC:$b)>;
def : Pat<(xor Plain:$a, (i32 5)), (OP2 $a, (MKS))>;
def : Pat<(or Plain:$a, (i32 5)), (OPD $a, (MKD))>;
def TISA : InstrInfo;
def T : Target { let InstructionSet = TISA; }

// CHECK:      OPC_SwitchOpcode /*2 cases */, {{[0-9]+}}, TARGET_VAL(ISD::XOR),
// CHECK-NEXT:  OPC_RecordChild0, // #0 = $a
// CHECK-NEXT:  OPC_CheckChild1Integer, 5,
// CHECK-NEXT:  OPC_CheckTypeI32,
// CHECK-NEXT:  OPC_EmitNode1None, TARGET_VAL(T::MKS),
// CHECK:      /*SwitchOpcode*/ {{[0-9]+}}, TARGET_VAL(ISD::OR),
// CHECK:       OPC_CheckPatternPredicate0, // (Subtarget->isWide())
// CHECK:       OPC_EmitNode1None, TARGET_VAL(T::MKD),
// CHECK-NEXT:        MVT::i64, 0/*#Ops*/, // Results = #1
// CHECK:       OPC_CheckPatternPredicate1, // !((Subtarget->isWide()))
