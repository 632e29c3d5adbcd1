// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// Patterns whose types depend on the HwMode: one copy per mode, guarded by
// the mode's predicates (the default mode by their negation), checked with
// OPC_CheckPatternPredicate.

include "llvm/Target/Target.td"

def Is64 : Predicate<"Subtarget->is64()">;
def M64 : HwMode<[Is64]>;
def XLenVT : ValueTypeByHwMode<[DefaultMode, M64], [i32, i64]>;
def X0 : Register<"x0">;
def X1 : Register<"x1">;
def GPR : RegisterClass<"Hw", [XLenVT], 64, (add X0, X1)> {
  let RegInfos = RegInfoByHwMode<[DefaultMode, M64], [RegInfo<32,32,32>, RegInfo<64,64,64>]>;
}
def HwInstrInfo : InstrInfo;
def Hw : Target { let InstructionSet = HwInstrInfo; }
class HwInst<dag outs, dag ins, list<dag> pat> : Instruction {
  let Namespace = "Hw"; let OutOperandList = outs; let InOperandList = ins; let Pattern = pat;
}
def ADD : HwInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (add GPR:$a, GPR:$b))]>;
def SUB : HwInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (sub GPR:$a, GPR:$b))]>;

// CHECK: OPC_SwitchType
// CHECK: OPC_CheckPatternPredicate0, // (Subtarget->is64())
// CHECK: OPC_CheckPatternPredicate1, // !((Subtarget->is64()))
// CHECK: bool DAGISEL_CLASS_COLONCOLON CheckPatternPredicate(unsigned PredNo) const
