// RUN: %tblgen -gen-asm-writer -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-asm-writer -I /usr/include/llvm-22 -I %S/Inputs
//
// The mnemonic string table, the OpInfo bits and the fragments: variants
// (variant 0 here), operand modifiers, a PC-relative print method, a
// ${:modifier} PrintSpecial call, $$ and escaped braces.

include "aw.td"

def ADD : AwInst<(outs GPR:$dst), (ins GPR:$a, GPR:$b), "add{|.w} $dst, $a, $b">;
def ADDI : AwInst<(outs GPR:$dst), (ins GPR:$src, simm8:$imm), "addi $dst, $src, $imm">;
def LDR : AwInst<(outs GPR:$dst), (ins memri:$addr), "ldr\t$dst, [$addr]">;
def STR : AwInst<(outs), (ins GPR:$v, memri:$addr), "str\t$v, ${addr:lo}">;
def B : AwInst<(outs), (ins brtarget:$t), "b $t">;
def NOP : AwInst<(outs), (ins), "nop">;
def SPC : AwInst<(outs), (ins), "spc ${:comment} $$ \\{x\\}">;
def AwInstrInfo : InstrInfo;
def Awt : Target { let InstructionSet = AwInstrInfo; }

// CHECK-LABEL: AwtInstPrinter::getMnemonic(const MCInst &MI) const {
// CHECK:         /* 0 */ "ldr\t\000"
// CHECK:         "add \000"
// CHECK:         "nop\000"
// CHECK:       static const uint16_t OpInfo0[] = {
// CHECK:         return {AsmStrs+(Bits & 511)-1, Bits};
// CHECK-LABEL: void AwtInstPrinter::printInstruction(const MCInst *MI, uint64_t Address, raw_ostream &O) {
// CHECK:         // Fragment 0 encoded into 2 bits for 4 unique commands.
// CHECK:           printBranch(MI, Address, 0, O);
// CHECK:           PrintSpecial(MI, O, "comment");
// CHECK-NEXT:      O << " $ {x}";
// CHECK:           printMem(MI, 1, O, "lo");
// CHECK-LABEL: const char *AwtInstPrinter::
// CHECK-NEXT:  getRegisterName(MCRegister Reg, unsigned AltIdx) {
// CHECK:       bool AwtInstPrinter::printAliasInstr(const MCInst *MI, uint64_t Address, raw_ostream &OS) {
// CHECK-NEXT:    return false;
