// RUN: %tblgen -gen-asm-writer -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-asm-writer -I /usr/include/llvm-22 -I %S/Inputs
//
// getRegisterName with alternative name sets: one string table per
// RegAltNameIndex (in name order, NoRegAltName included), "" for a register
// without that name, a fallback set for NumName, and AsmName overriding the
// def name in the default set.

include "aw.td"

def PC : Register<"pc"> { let Namespace = "Awt"; let AsmName = "%pc"; }
def NOP : AwInst<(outs), (ins), "nop">;
def AwInstrInfo : InstrInfo;
def Awt : Target { let InstructionSet = AwInstrInfo; }

// CHECK:      const char *AwtInstPrinter::
// CHECK-NEXT: getRegisterName(MCRegister Reg, unsigned AltIdx) {
// CHECK-NEXT:   unsigned RegNo = Reg.id();
// CHECK-NEXT:   assert(RegNo && RegNo < 6 && "Invalid register number!");
// CHECK:        static const char AsmStrsABIName[] = {
// CHECK:        static const uint8_t RegAsmOffsetABIName[] = {
// CHECK:        static const char AsmStrsNoRegAltName[] = {
// CHECK:          "%pc\000"
// CHECK:        static const char AsmStrsNumName[] = {
// CHECK:        case Awt::ABIName:
// CHECK-NEXT:     assert(*(AsmStrsABIName+RegAsmOffsetABIName[RegNo-1]) &&
// CHECK:        case Awt::NumName:
// CHECK-NEXT:     if (!*(AsmStrsNumName+RegAsmOffsetNumName[RegNo-1]))
// CHECK-NEXT:       return getRegisterName(RegNo, Awt::ABIName);
