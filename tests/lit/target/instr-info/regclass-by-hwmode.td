// RUN: %tblgen -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs
//
// RegClassByHwMode operands are looked up per hardware mode: an enum of
// them (all, by name), a table per mode (-1 where a mode is missing), the
// extra InitMCInstrInfo arguments and the TargetInstrInfo argument. The
// standard pseudos may be remapped to one.

include "toy.td"

def GPR2 : RegisterClass<"Toy", [i32], 32, (add R0, R1)>;
def ModeB : HwMode<[]>;
def ModeA : HwMode<[]>;
def ZRC : RegClassByHwMode<[ModeA, DefaultMode], [GPR2, GPR]>;
def PtrRC : RegClassByHwMode<[DefaultMode, ModeB], [GPR, GPR2]>;
def Unused : RegClassByHwMode<[DefaultMode], [GPR]>;
defm : RemapAllTargetPseudoPointerOperands<PtrRC>;
def PtrRO : RegisterOperand<PtrRC>;
def USE : ToyInst<(outs ZRC:$d), (ins PtrRO:$p), "">;

// CHECK:   enum RegClassByHwModeUses : uint16_t {
// CHECK:     PtrRC,
// CHECK:     Unused,
// CHECK:     ZRC,
// CHECK:     /* 167 */ { Toy::ZRC, 0|(1<<MCOI::LookupRegClassByHwMode), MCOI::OPERAND_REGISTER, 0 }, { Toy::PtrRC, 0|(1<<MCOI::LookupRegClassByHwMode), MCOI::OPERAND_REGISTER, 0 },
// CHECK: extern const int16_t ToyRegClassByHwModeTables[3][3] = {
// CHECK:   { // DefaultMode
// CHECK:     Toy::GPRRegClassID, // PtrRC
// CHECK:     Toy::GPRRegClassID, // Unused
// CHECK:     Toy::GPRRegClassID, // ZRC
// CHECK:   { // ModeA
// CHECK:     -1, // Missing mode entry for PtrRC
// CHECK:     -1, // Missing mode entry for Unused
// CHECK:     Toy::GPR2RegClassID, // ZRC
// CHECK:   { // ModeB
// CHECK:     Toy::GPR2RegClassID, // PtrRC
// CHECK:     -1, // Missing mode entry for Unused
// CHECK:     -1, // Missing mode entry for ZRC
// CHECK:   II->InitMCInstrInfo(ToyDescs.Insts, ToyInstrNameIndices, ToyInstrNameData, nullptr, nullptr, 327, &ToyRegClassByHwModeTables[0][0], 3);
// CHECK: extern const int16_t ToyRegClassByHwModeTables[3][3];
// CHECK:   : TargetInstrInfo(TRI, CFSetupOpcode, CFDestroyOpcode, CatchRetOpcode, ReturnOpcode, ToyRegClassByHwModeTables[STI.getHwMode(MCSubtargetInfo::HwMode_RegInfo)]) {
// CHECK:   InitMCInstrInfo(ToyDescs.Insts, ToyInstrNameIndices, ToyInstrNameData, nullptr, nullptr, 327, &ToyRegClassByHwModeTables[0][0], 3);
