// RUN: %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs
//
// HasMnemonicFirst = 0: the first token stays an operand (a token class)
// and the mnemonic, when the string starts with one, only narrows the
// search; an asm string may start with an operand; operand numbers are not
// shifted past a mnemonic.

include "am.td"

def CondOp : AsmOperandClass { let Name = "Cond"; let ParserMethod = "parseCond"; }
def condcode : Operand<i32> { let ParserMatchClass = CondOp; }
def ADD : AmInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), "add $d, $a, $b">;
def ASSIGN : AmInst<(outs GPR:$d), (ins GPR:$a), "$d = $a">;
def IF : AmInst<(outs), (ins condcode:$c, GPR:$a), "if ($c) jump $a">;
def INC : AmInst<(outs GPR:$d), (ins GPR:$s), "inc $d"> { let Constraints = "$s = $d"; }
def V0 : AsmParserVariant { let TokenizingCharacters = "()="; }
def AmtAsmParser : AsmParser { let HasMnemonicFirst = 0; }
def Amt : Target {
  let InstructionSet = AmtInstrInfo;
  let AssemblyParsers = [AmtAsmParser];
  let AssemblyParserVariants = [V0];
}

// CHECK:       Convert__Reg1_0__Reg1_2,
// CHECK:       Convert__Reg1_1__Tie0_0_0,
// CHECK:       StringRef Mnemonic;
// CHECK-NEXT:  if (Operands[0]->isToken())
// CHECK:       for (unsigned FormalIdx = SIndex, ActualIdx = SIndex; FormalIdx != 6; ++FormalIdx) {
// CHECK:       unsigned NextOpNum = Operands.size();
// CHECK:       auto MnemonicRange = std::pair(std::begin(OperandMatchTable), std::end(OperandMatchTable));
