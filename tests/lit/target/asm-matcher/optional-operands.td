// RUN: %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs
//
// Optional operand classes (IsOptional): the converter takes the mask of
// absent operands and renders their DefaultMethod; the matcher records
// which formal operands were skipped and maps formal to actual indices;
// an operand after an optional one may be parsed at either position by a
// custom parser (CallCustomParserForAllOperands here).

include "am.td"

def RoundOp : AsmOperandClass {
  let Name = "Round"; let IsOptional = 1; let ParserMethod = "parseRound";
}
def ScaleOp : AsmOperandClass {
  let Name = "Scale"; let IsOptional = 1; let DefaultMethod = "defaultScale";
}
def round : Operand<i32> { let ParserMatchClass = RoundOp; }
def scale : Operand<i32> { let ParserMatchClass = ScaleOp; }

def FADD : AmInst<(outs GPR:$d), (ins GPR:$a, GPR:$b, round:$r), "fadd $d, $a, $b$r">;
def LDS : AmInst<(outs GPR:$d), (ins GPR:$b, scale:$s, GPR:$i, round:$r), "lds $d, $b, $s, $i, $r"> {
  let Constraints = "$b = $d";
}
def AmtAsmParser : AsmParser { let CallCustomParserForAllOperands = 1; }
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser]; }

// CHECK:       const SmallBitVector &OptionalOperandsMask,
// CHECK:       CVT_95_addRoundOperands_95_defaultRoundOperands,
// CHECK:       CVT_95_addScaleOperands_95_defaultScale,
// CHECK:         if (OptionalOperandsMask[*(p + 1) - 1]) {
// CHECK-NEXT:      defaultRoundOperands()->addRoundOperands(Inst, 1);
// CHECK:         OpndNum1 = OpndNum1 - DefaultsOffset[OpndNum1];
// CHECK:       SmallBitVector OptionalOperandsMask(5);
// CHECK:       static const OperandMatchEntry OperandMatchTable[
// CHECK:         /* lds */, 15 /* 0, 1, 2, 3 */, MCK_GPR, AMFBS_None },
// CHECK-NEXT:    /* lds */, 24 /* 3, 4 */, MCK_Round, AMFBS_None },
