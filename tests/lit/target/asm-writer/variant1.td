// RUN: %tblgen -gen-asm-writer -asmwriternum=1 -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-asm-writer -asmwriternum=1 -I /usr/include/llvm-22 -I %S/Inputs
//
// -asmwriternum=1 selects the second AssemblyWriters entry: its Variant
// picks the second {a|b} alternative of instruction and alias strings, its
// PassSubtarget adds the STI argument, its class name names the printer.

include "aw.td"

def ADD : AwInst<(outs GPR:$dst), (ins GPR:$a, GPR:$b), "add{|.w} $dst, $a, $b">;
def MOV : AwInst<(outs GPR:$d), (ins GPR:$s), "{mov|mv.l|x} {$d, $s|$s, $d}">;
def NOP : AwInst<(outs), (ins), "nop{|.n}">;
def AwInstrInfo : InstrInfo;
def AwW1 : AsmWriter {
  let Variant = 1;
  let PassSubtarget = 1;
  let AsmWriterClassName = "Printer";
}
def Awt : Target {
  let InstructionSet = AwInstrInfo;
  let AssemblyWriters = [DefaultAsmWriter, AwW1];
}
def : InstAlias<"{cpy|copy} $d, $s", (ADD GPR:$d, GPR:$s, R0)>;

// CHECK:       AwtPrinter::getMnemonic(const MCInst &MI) const {
// CHECK-DAG:     "add.w \000"
// CHECK-DAG:     "mv.l \000"
// CHECK-DAG:     "nop.n\000"
// CHECK:       void AwtPrinter::printInstruction(const MCInst *MI, uint64_t Address, const MCSubtargetInfo &STI, raw_ostream &O) {
// CHECK:           printOperand(MI, 1, STI, O);
// CHECK:       bool AwtPrinter::printAliasInstr(const MCInst *MI, uint64_t Address, const MCSubtargetInfo &STI, raw_ostream &OS) {
// CHECK:         /* 0 */ "copy $\x01, $\x02\0"
// CHECK:         const char *AsmString = matchAliasPatterns(MI, &STI, M);
// CHECK:                 printOperand(MI, unsigned(AsmString[I++]) - 1, STI, OS);
