// RUN: %tblgen -gen-asm-writer -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-asm-writer -I /usr/include/llvm-22 -I %S/Inputs
//
// Custom print methods: RegisterOperand and Operand PrintMethods in the
// instruction printer and, numbered in the order the aliases (by opcode
// name) first use them, in printCustomAliasOperand (a PC-relative one gets
// Address). An Operand's MCOperandPredicate becomes a K_Custom condition
// and a case of the validator.

include "aw.td"

def imm4 : Operand<i32> {
  let PrintMethod = "printU4";
  let MCOperandPredicate = [{
    int64_t Imm;
    return MCOp.evaluateAsConstantImm(Imm) && Imm < 16;
  }];
}
def ADDI : AwInst<(outs GPR:$dst), (ins GPR:$src, simm8:$imm), "addi $dst, $src, $imm">;
def ANDI : AwInst<(outs GPR:$dst), (ins GPR:$src, imm4:$imm), "andi $dst, $src, $imm">;
def B : AwInst<(outs), (ins brtarget:$t), "b $t">;
def MOV : AwInst<(outs GPROp:$d), (ins GPROp:$s), "mov $d, $s">;
def AwInstrInfo : InstrInfo;
def Awt : Target { let InstructionSet = AwInstrInfo; }

def : InstAlias<"li $d, $imm", (ADDI GPR:$d, R0, simm8:$imm)>;
def : InstAlias<"mask $d, $imm", (ANDI GPR:$d, GPR:$d, imm4:$imm)>;
def : InstAlias<"j $t", (B brtarget:$t)>;
def : InstAlias<"mv $d, $s", (MOV GPROp:$d, GPROp:$s)>;

// CHECK-DAG:      printGPR(MI, 0, O);
// CHECK-DAG:      printBranch(MI, Address, 0, O);
// CHECK:      static bool AwtInstPrinterValidateMCOperand(const MCOperand &MCOp,
// CHECK-NEXT:                   const MCSubtargetInfo &STI,
// CHECK-NEXT:                   unsigned PredicateIndex);
// CHECK:        {AliasPatternCond::K_Custom, 1},
// CHECK:        {AliasPatternCond::K_Custom, 2},
// CHECK:        "li $\x01, $\xFF\x03\x01\0"
// CHECK:      case 0:
// CHECK-NEXT:   printSImm(MI, OpIdx, OS);
// CHECK:      case 1:
// CHECK-NEXT:   printU4(MI, OpIdx, OS);
// CHECK:      case 2:
// CHECK-NEXT:   printBranch(MI, Address, OpIdx, OS);
// CHECK:      case 3:
// CHECK-NEXT:   printGPR(MI, OpIdx, OS);
// CHECK:      case 2: {
// CHECK:          int64_t Imm;
