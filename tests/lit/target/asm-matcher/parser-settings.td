// RUN: %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs
//
// AsmParser settings: PreferSmallerInstructions (a smaller result
// instruction first), AsmParserInstCleanup, ShouldEmitMatchRegisterAltName
// with AllowDuplicateRegisterNames, ShouldEmitMatchRegisterName off; a
// deprecated instruction makes the matcher warn through MII.

include "am.td"

def ABI : RegAltNameIndex { let Namespace = "Amt"; }
let Namespace = "Amt", RegAltNameIndices = [ABI] in {
def X0 : Register<"x0", ["zero"]>;
def X1 : Register<"x1", [" ra "]>;
def X2 : Register<"x2", ["zero"]>;
}
def XR : RegisterClass<"Amt", [i32], 32, (add X0, X1, X2)>;

def ADDW : AmInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), "add $d, $a, $b">;
def ADDH : AmInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), "add $d, $a, $b"> { let Size = 2; }
def OLD : AmInst<(outs XR:$d), (ins), "old $d">, Deprecated<FeatA>;
def AmtAsmParser : AsmParser {
  let PreferSmallerInstructions = true;
  let AsmParserInstCleanup = "cleanUp";
  let ShouldEmitMatchRegisterName = false;
  let ShouldEmitMatchRegisterAltName = true;
  let AllowDuplicateRegisterNames = true;
}
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser]; }

// CHECK-NOT:   MatchRegisterName(
// CHECK:       static MCRegister MatchRegisterAltName(StringRef Name) {
// CHECK:           return Amt::X1;	 // "ra"
// CHECK:           return Amt::X0;	 // "zero"
// CHECK:         /* add */, Amt::ADDH,
// CHECK-NEXT:    /* add */, Amt::ADDW,
// CHECK:         cleanUp(Inst);
// CHECK-NEXT:    std::string Info;
// CHECK:           SMLoc Loc = ((AmtOperand &)*Operands[0]).getStartLoc();
