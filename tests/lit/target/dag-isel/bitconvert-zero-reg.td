// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22
//
// A bitconvert whose type is its operand's is dropped as types are
// inferred (here at the root of the pattern, with a named operand below
// it, once the result gives it its type); zero_reg in a result takes the
// type of the instruction operand it fills.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def R1 : Register<"r1">;
def GR32 : RegisterClass<"Bz", [i32], 32, (add R0)>;
def GR64 : RegisterClass<"Bz", [i64], 64, (add R1)>;
def imm32 : Operand<i32>;
class BzInst<dag o, dag i, list<dag> p = []> : Instruction {
  let Namespace = "Bz";
  let OutOperandList = o;
  let InOperandList = i;
  let Pattern = p;
}
def LXA : BzInst<(outs GR64:$r), (ins GR64:$b, imm32:$d, GR32:$a)>;
def LHI : BzInst<(outs GR32:$r), (ins imm32:$i), [(set GR32:$r, (bitconvert (i32 imm:$i)))]>;
def BzInstrInfo : InstrInfo;
def Bz : Target { let InstructionSet = BzInstrInfo; }

def : Pat<(bitconvert (i64 (sext (add GR32:$index, (i32 imm:$disp))))),
          (LXA zero_reg, imm32:$disp, GR32:$index)>;

// CHECK:      OPC_SwitchOpcode /*2 cases */, 22, TARGET_VAL(ISD::SIGN_EXTEND), // ->26
// CHECK:      OPC_EmitRegisterI64, 0 /*zero_reg*/, // #2
// CHECK-NEXT: OPC_MorphNodeTo1None, TARGET_VAL(Bz::LXA),
// CHECK:      TARGET_VAL(ISD::Constant),
// CHECK:      OPC_MorphNodeTo1None, TARGET_VAL(Bz::LHI),
