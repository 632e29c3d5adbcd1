// RUN: %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs
//
// Operand classes with a ParserMethod: the operand match table (one entry
// per mnemonic and class, with a mask of the operand positions),
// tryCustomParseOperand and MatchOperandParserImpl calling the parser's
// OperandParserMethod.

include "am.td"

def CondOp : AsmOperandClass { let Name = "Cond"; let ParserMethod = "parseCond"; }
def MemOp : AsmOperandClass { let Name = "Mem"; let ParserMethod = "parseMem"; }
def condcode : Operand<i32> { let ParserMatchClass = CondOp; }
def mem : Operand<i32> { let ParserMatchClass = MemOp; }

def B : AmInst<(outs), (ins condcode:$c, i32imm:$t), "b$c $t">;
def SEL : AmInst<(outs GPR:$d), (ins condcode:$c1, condcode:$c2, GPR:$a), "sel $d, $c1, $a, $c2">;
def LD : AmInst<(outs GPR:$d), (ins mem:$m), "ld $d, $m"> { let Predicates = [HasA]; }
def AmtAsmParser : AsmParser { let OperandParserMethod = "parseCustom"; }
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser]; }

// CHECK:       ParseStatus MatchOperandParserImpl(
// CHECK:       static const OperandMatchEntry OperandMatchTable[3] = {
// CHECK:         /* b */, 1 /* 0 */, MCK_Cond, AMFBS_None },
// CHECK:         /* ld */, 2 /* 1 */, MCK_Mem, AMFBS_HasA },
// CHECK:         /* sel */, 10 /* 1, 3 */, MCK_Cond, AMFBS_None },
// CHECK:       case MCK_Cond:
// CHECK-NEXT:    return parseCond(Operands);
// CHECK:       ParseStatus Result = parseCustom(Operands, it->Class);
