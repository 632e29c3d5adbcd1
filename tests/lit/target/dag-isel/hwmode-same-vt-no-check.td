// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22
//
// A node whose profile fixes its result to a type by HwMode that is one
// type in every mode (the default one among them) needs no type check in
// the matcher: the type is known without registers. Copies are still made
// per mode.

include "llvm/Target/Target.td"

def IsAlt : Predicate<"Subtarget->isAlt()">;
def AltMode : HwMode<[IsAlt]>;
class TReg<string n> : Register<n> { let Namespace = "T"; }
foreach i = 0-3 in def R#i : TReg<"r"#i>;
def Plain : RegisterClass<"T", [i32], 32, (sequence "R%u", 0, 3)>;
def OneVT : ValueTypeByHwMode<[DefaultMode, AltMode], [i32, i32]>;
def tnode : SDNode<"TISD::NODE", SDTypeProfile<1, 1, [SDTCisVT<0, OneVT>, SDTCisVT<1, i32>]>>;
def OP : Instruction {
  let Namespace = "T";
  let OutOperandList = (outs Plain:$d);
  let InOperandList = (ins Plain:$a);
}
def : Pat<(tnode Plain:$a), (OP $a)>;
def TISA : InstrInfo;
def T : Target { let InstructionSet = TISA; }

// CHECK:      OPC_CheckOpcode, TARGET_VAL(TISD::NODE),
// CHECK-NEXT: OPC_RecordChild0, // #0 = $a
// CHECK-NEXT: OPC_Scope /*2 children */
// CHECK-NEXT:  OPC_CheckPatternPredicate0, // (Subtarget->isAlt())
// CHECK-NEXT:  OPC_MorphNodeTo1None, TARGET_VAL(T::OP),
