// RUN: %tblgen -gen-compress-inst-emitter -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-compress-inst-emitter -I /usr/include/llvm-22
//
// With a RegClassByHwMode in the target, each function reads the register
// HwMode first; an operand of such a class is checked against the class
// its mode chooses, through the RegClassByHwModeTables.

include "llvm/Target/Target.td"

def IsSmall : Predicate<"Subtarget->isSmall()">;
def Small : HwMode<[IsSmall]>;
class TReg<string n> : Register<n> { let Namespace = "T"; }
foreach i = 0-3 in def R#i : TReg<"r"#i>;
def Wide : RegisterClass<"T", [i32], 32, (sequence "R%u", 0, 3)>;
def Narrow : RegisterClass<"T", [i32], 32, (add R0, R1)>;
def ModeRC : RegClassByHwMode<[DefaultMode, Small], [Wide, Narrow]>;
class TInst<dag o, dag i, string asm, int sz> : Instruction {
  let Namespace = "T";
  let OutOperandList = o;
  let InOperandList = i;
  let AsmString = asm;
  let Size = sz;
}
def OR : TInst<(outs Wide:$d), (ins Wide:$a, ModeRC:$b), "or $d, $a, $b", 4>;
def C_OR : TInst<(outs Narrow:$d), (ins ModeRC:$b), "c.or $d, $b", 2>;
def : CompressPat<(OR Narrow:$d, Narrow:$d, ModeRC:$b), (C_OR Narrow:$d, ModeRC:$b)>;
def TAsmWriter : AsmWriter { let PassSubtarget = 1; }
def TISA : InstrInfo;
def T : Target { let InstructionSet = TISA; let AssemblyWriters = [TAsmWriter]; }

// CHECK: static bool compressInst(MCInst &OutInst,
// CHECK-NEXT: const MCInst &MI,
// CHECK-NEXT: const MCSubtargetInfo &STI) {
// CHECK-NEXT: {{\[\[}}maybe_unused{{\]\]}} unsigned HwModeId = STI.getHwMode(MCSubtargetInfo::HwMode_RegInfo);
// CHECK: TMCRegisterClasses[TRegClassByHwModeTables[HwModeId][T::ModeRC]].contains(MI.getOperand(2).getReg())) {
// CHECK: static bool uncompressInst(MCInst &OutInst,
// CHECK: maybe_unused{{\]\]}} unsigned HwModeId
// CHECK: TMCRegisterClasses[TRegClassByHwModeTables[HwModeId][T::ModeRC]].contains(MI.getOperand(1).getReg())) {
// CHECK: static bool isCompressibleInst(const MachineInstr &MI,
// CHECK: maybe_unused{{\]\]}} unsigned HwModeId
// CHECK: MI.getOperand(2).isReg() && MI.getOperand(2).getReg().isPhysical() &&
// CHECK-NEXT: TMCRegisterClasses[TRegClassByHwModeTables[HwModeId][T::ModeRC]].contains(MI.getOperand(2).getReg())) {
