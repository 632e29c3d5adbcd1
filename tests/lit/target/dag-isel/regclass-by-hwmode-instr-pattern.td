// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22
// DIFF: -gen-global-isel -I /usr/include/llvm-22
//
// An instruction's own Pattern whose operand is a RegClassByHwMode giving
// the same type in every mode: the pattern already typed the operand, so
// the class adds nothing and the pattern is not copied per mode. Named
// with the class in the pattern, the operand takes the class's types by
// mode, and the pattern is copied.

include "llvm/Target/Target.td"

def IsAlt : Predicate<"Subtarget->isAlt()">;
def AltMode : HwMode<[IsAlt]>;
class TReg<string n> : Register<n> { let Namespace = "T"; }
foreach i = 0-3 in def R#i : TReg<"r"#i>;
def All : RegisterClass<"T", [i32], 32, (sequence "R%u", 0, 3)>;
def Low : RegisterClass<"T", [i32], 32, (add R0, R1)>;
def PickRC : RegClassByHwMode<[DefaultMode, AltMode], [All, Low]>;
class TI<dag o, dag i, list<dag> p> : Instruction {
  let Namespace = "T";
  let OutOperandList = o;
  let InOperandList = i;
  let Pattern = p;
}
def XORI : TI<(outs All:$d), (ins PickRC:$a), [(set All:$d, (xor i32:$a, 7))]>;
def ORI : TI<(outs All:$d), (ins PickRC:$a), [(set All:$d, (or PickRC:$a, 7))]>;
def TISA : InstrInfo;
def T : Target { let InstructionSet = TISA; }

// CHECK:      OPC_SwitchOpcode /*2 cases */, {{[0-9]+}}, TARGET_VAL(ISD::XOR),
// CHECK-NEXT:  OPC_RecordChild0, // #0 = $a
// CHECK-NEXT:  OPC_CheckChild1Integer, 7,
// CHECK-NEXT:  OPC_MorphNodeTo1None, TARGET_VAL(T::XORI),
// CHECK:      /*SwitchOpcode*/ {{[0-9]+}}, TARGET_VAL(ISD::OR),
// CHECK:       OPC_CheckPatternPredicate0, // (Subtarget->isAlt())
// CHECK:       OPC_CheckPatternPredicate1, // !((Subtarget->isAlt()))
