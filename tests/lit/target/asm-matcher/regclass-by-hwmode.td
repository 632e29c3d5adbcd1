// RUN: %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs
//
// Every RegClassByHwMode def (used or not) is a match class of its own,
// after the register classes and before the user classes, in name order.
// It renders with addRegOperands like a user class ("m" constraint);
// validateOperandClass first maps it to the register class of the
// subtarget's hardware mode (InvalidMatchClass where a mode has none). A
// RegisterOperand over one uses its ParserMatchClass when that is an
// AsmOperandClass. Aliases may pass the class itself or zero_reg.

include "am.td"

def ModeZ : HwMode<[]>;
def ModeB : HwMode<[]>;
def ZRC : RegClassByHwMode<[ModeB, DefaultMode], [LOW, GPR]>;
def Unused : RegClassByHwMode<[DefaultMode], [ALL]>;
def ARC : RegClassByHwMode<[DefaultMode, ModeZ], [GPR, CCR]>;
def PtrOp : RegisterOperand<ARC, "printPtr">;
def MyCls : AsmOperandClass { let Name = "My"; }
def PtrOp2 : RegisterOperand<ZRC, "printPtr"> { let ParserMatchClass = MyCls; }
def LD : AmInst<(outs GPR:$d), (ins ZRC:$p), "ld $d, $p">;
def LDX : AmInst<(outs GPR:$d), (ins PtrOp:$p), "ldx $d, $p">;
def LDY : AmInst<(outs GPR:$d), (ins PtrOp2:$p), "ldy $d, $p">;
def : InstAlias<"lz $d", (LD GPR:$d, zero_reg)>;
def : InstAlias<"lr $d, $p", (LDX ZRC:$d, PtrOp:$p)>;
def AmtAsmParser : AsmParser;
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser]; }

// CHECK:      enum InstructionConversionKind {
// CHECK-NEXT:   Convert__Reg1_0__RegByHwMode_ZRC1_1,
// CHECK:      convertToMapAndConstraints(
// CHECK:          case CVT_95_addRegOperands:
// CHECK-NEXT:       Operands[*(p + 1)]->setMCOperandNum(NumMCOperands);
// CHECK-NEXT:       Operands[*(p + 1)]->setConstraint("m");
// CHECK:        MCK_LAST_REGISTER = MCK_ALL,
// CHECK-NEXT:   MCK_RegByHwMode_ARC, // register class by hwmode
// CHECK-NEXT:   MCK_RegByHwMode_Unused, // register class by hwmode
// CHECK-NEXT:   MCK_RegByHwMode_ZRC, // register class by hwmode
// CHECK-NEXT:   MCK_LAST_REGCLASS_BY_HWMODE = MCK_RegByHwMode_ZRC,
// CHECK-NEXT:   MCK_Imm, // user defined class 'ImmAsmOperand'
// CHECK:        } // end switch (Kind)
// CHECK-EMPTY:
// CHECK-NEXT:   if (Operand.isReg() && Kind > MCK_LAST_REGISTER && Kind <= MCK_LAST_REGCLASS_BY_HWMODE) {
// CHECK-NEXT:     static constexpr MatchClassKind RegClassByHwModeMatchTable[3][3] = {
// CHECK-NEXT:       { // DefaultMode
// CHECK-NEXT:         MCK_GPR, // ARC
// CHECK-NEXT:         MCK_ALL, // Unused
// CHECK-NEXT:         MCK_GPR, // ZRC
// CHECK-NEXT:       },
// CHECK-NEXT:       { // ModeB
// CHECK-NEXT:         InvalidMatchClass, // Missing mode entry for ARC
// CHECK-NEXT:         InvalidMatchClass, // Missing mode entry for Unused
// CHECK-NEXT:         MCK_LOW, // ZRC
// CHECK-NEXT:       },
// CHECK-NEXT:       { // ModeZ
// CHECK-NEXT:         MCK_CCR, // ARC
// CHECK:          static_assert(MCK_LAST_REGCLASS_BY_HWMODE - MCK_LAST_REGISTER == 3);
// CHECK-NEXT:     const unsigned HwMode = STI.getHwMode(MCSubtargetInfo::HwMode_RegInfo);
// CHECK-NEXT: Kind = RegClassByHwModeMatchTable[HwMode][Kind - (MCK_LAST_REGISTER + 1)];
// CHECK-NEXT:   }
// CHECK:      static const MatchEntry MatchTable0[] = {
// CHECK-NEXT:   { 0 /* ld */, Amt::LD, Convert__Reg1_0__RegByHwMode_ZRC1_1, AMFBS_None, { MCK_GPR, MCK_RegByHwMode_ZRC }, },
// CHECK-NEXT:   { 3 /* ldx */, Amt::LDX, Convert__Reg1_0__RegByHwMode_ARC1_1, AMFBS_None, { MCK_GPR, MCK_RegByHwMode_ARC }, },
// CHECK-NEXT:   { 7 /* ldy */, Amt::LDY, Convert__Reg1_0__My1_1, AMFBS_None, { MCK_GPR, MCK_My }, },
// CHECK-NEXT:   { 11 /* lr */, Amt::LDX, Convert__RegByHwMode_ZRC1_0__RegByHwMode_ARC1_1, AMFBS_None, { MCK_RegByHwMode_ZRC, MCK_RegByHwMode_ARC }, },
// CHECK-NEXT:   { 14 /* lz */, Amt::LD, Convert__Reg1_0__reg0, AMFBS_None, { MCK_GPR }, },
