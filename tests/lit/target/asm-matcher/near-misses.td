// RUN: %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs
//
// ReportMultipleNearMisses: MatchInstructionImpl collects, per opcode, the
// one way it failed (operand, features, early or late predicate) instead
// of returning an error code, and there is no tied-operand check function.

include "am.td"

def CondOp : AsmOperandClass { let Name = "Cond"; let ParserMethod = "parseCond"; }
def condcode : Operand<i32> { let ParserMatchClass = CondOp; }
def ADD : AmInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), "add $d, $a, $b"> { let Predicates = [HasA]; }
def INC : AmInst<(outs GPR:$d), (ins GPR:$s), "inc $d"> { let Constraints = "$s = $d"; }
def B : AmInst<(outs), (ins condcode:$c, i32imm:$t), "b$c $t">;
def : InstAlias<"inc1 $d", (INC GPR:$d)>;
def : MnemonicAlias<"plus", "add">;
def AmtAsmParser : AsmParser {
  let ReportMultipleNearMisses = 1;
  let AsmParserInstCleanup = "cleanUp";
}
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser]; }

// CHECK:       SmallVectorImpl<NearMissInfo> *NearMisses,
// CHECK-NOT:   checkAsmTiedOperandConstraints
// CHECK:       applyMnemonicAliases(Mnemonic, AvailableFeatures, VariantID);
// CHECK:       NearMissInfo OperandNearMiss = NearMissInfo::getSuccess();
// CHECK:       cleanUp(Inst);
// CHECK:       return Match_NearMisses;
