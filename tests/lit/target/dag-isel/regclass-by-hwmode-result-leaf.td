// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22
// DIFF: -gen-global-isel -I /usr/include/llvm-22
//
// A RegClassByHwMode (also an Operand) named in a result only, where the
// instruction's operand already gave the node its type and every mode's
// class holds that same type: the pattern is not copied per mode. Used in
// the source, where the node's type differs, it is.

include "llvm/Target/Target.td"

def IsAlt : Predicate<"Subtarget->isAlt()">;
def AltMode : HwMode<[IsAlt]>;
class TReg<string n> : Register<n> { let Namespace = "T"; }
foreach i = 0-3 in def R#i : TReg<"r"#i>;
def All : RegisterClass<"T", [i32], 32, (sequence "R%u", 0, 3)>;
def Low : RegisterClass<"T", [i32], 32, (add R0, R1)>;
def PickRC : RegClassByHwMode<[DefaultMode, AltMode], [All, Low]>, Operand<i32>;
class TI<dag o, dag i> : Instruction {
  let Namespace = "T";
  let OutOperandList = o;
  let InOperandList = i;
}
def NEG : TI<(outs All:$d), (ins PickRC:$a)>;
def ADDP : TI<(outs All:$d), (ins All:$a, PickRC:$b)>;
def : Pat<(xor All:$a, (i32 -1)), (NEG PickRC:$a)>;
def : Pat<(add All:$a, PickRC:$b), (ADDP All:$a, PickRC:$b)>;
def TISA : InstrInfo;
def T : Target { let InstructionSet = TISA; }

// CHECK:      OPC_SwitchOpcode /*2 cases */, 9, TARGET_VAL(ISD::XOR), // ->13
// CHECK-NEXT:  OPC_RecordChild0, // #0 = $a
// CHECK-NEXT:  OPC_CheckChild1Integer, 127/*-1*/,
// CHECK-NEXT:  OPC_MorphNodeTo1None, TARGET_VAL(T::NEG),
// CHECK:      /*SwitchOpcode*/ 40, TARGET_VAL(ISD::ADD), // ->56
// CHECK:      OPC_CheckPatternPredicate0, // (Subtarget->isAlt())
// CHECK:      OPC_CheckPatternPredicate1, // !((Subtarget->isAlt()))
