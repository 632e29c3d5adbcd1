// RUN: %tblgen -gen-asm-writer -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-asm-writer -I /usr/include/llvm-22 -I %S/Inputs
//
// printAliasInstr: patterns per opcode in enum order, each opcode's aliases
// by descending EmitPriority then definition order; fixed registers,
// zero_reg, immediates (negative, bits), a name used twice (K_TiedReg), a
// tied operand the alias leaves out (K_Ignore), a complex operand given by
// sub-operands; ambiguous aliases (same conditions) are both dropped, and
// so are aliases with priority 0 and aliases with more operands than their
// instruction. Equal strings share one AsmStrings entry.

include "aw.td"

def ADD : AwInst<(outs GPR:$dst), (ins GPR:$a, GPR:$b), "add $dst, $a, $b">;
def ADDT : AwInst<(outs GPR:$dst), (ins GPR:$a, GPR:$b), "addt $dst, $b"> {
  let Constraints = "$dst = $a";
}
def ADDI : AwInst<(outs GPR:$dst), (ins GPR:$src, simm8:$imm), "addi $dst, $src, $imm">;
def LDR : AwInst<(outs GPR:$dst), (ins memri:$addr), "ldr $dst, $addr">;
def CMP : AwInst<(outs), (ins ANY:$a, ANY:$b), "cmp $a, $b">;
def AwInstrInfo : InstrInfo;
def Awt : Target { let InstructionSet = AwInstrInfo; }

def : InstAlias<"nop", (ADD R0, R0, R0)>;
def : InstAlias<"dbl $d", (ADD GPR:$d, GPR:$d, GPR:$d), 3>;
def : InstAlias<"dbl2 $d", (ADDT GPR:$d, GPR:$d)>;
def : InstAlias<"neg1 $d", (ADDI GPR:$d, zero_reg, -1)>;
def : InstAlias<"bits $d", (ADDI GPR:$d, R1, {1,0,1})>;
def : InstAlias<"amb1 $d", (ADDI GPR:$d, R2, 7)>;
def : InstAlias<"amb2 $d", (ADDI GPR:$d, R2, 7)>;
def : InstAlias<"never $d", (ADDI GPR:$d, R2, 8), 0>;
def : InstAlias<"toomany $d, $d, $d, $d", (ADDI GPR:$d, R2, 9)>;
def : InstAlias<"ldz $d, $b", (LDR GPR:$d, (memri GPR:$b, 0))>;
def : InstAlias<"ldb $d, ${b}\\{x\\}", (LDR GPR:$d, (memri GPR:$b, simm8:$o))>;
def : InstAlias<"cz $a", (CMP ANY:$a, FL)>;
def : InstAlias<"cg $a, $b", (CMP GPR:$a, GPR:$b), 2>;
def : InstAlias<"nop", (CMP FL, FL)>;

// CHECK:      static const PatternsForOpcode OpToPatterns[] = {
// CHECK-NEXT:   {Awt::ADD, 0, 2 },
// CHECK-NEXT:   {Awt::ADDI, 2, 2 },
// CHECK-NEXT:   {Awt::ADDT, 4, 1 },
// CHECK-NEXT:   {Awt::CMP, 5, 3 },
// CHECK-NEXT:   {Awt::LDR, 8, 2 },
// CHECK-NEXT: };
// CHECK:        // (ADD GPR:$d, GPR:$d, GPR:$d) - 0
// CHECK-NEXT:   {AliasPatternCond::K_RegClass, Awt::GPRRegClassID},
// CHECK-NEXT:   {AliasPatternCond::K_TiedReg, 0},
// CHECK:        {AliasPatternCond::K_Reg, Awt::NoRegister},
// CHECK-NEXT:   {AliasPatternCond::K_Imm, uint32_t(-1)},
// CHECK:        // (ADDT GPR:$d, GPR:$d) - {{[0-9]+}}
// CHECK-NEXT:   {AliasPatternCond::K_RegClass, Awt::GPRRegClassID},
// CHECK-NEXT:   {AliasPatternCond::K_Ignore, 0},
// CHECK-NEXT:   {AliasPatternCond::K_TiedReg, 0},
// CHECK:      static const char AsmStrings[] =
// CHECK-NOT:    amb
// CHECK:        "ldb $\x01, $\x02{x}\0"
// CHECK:      AliasMatchingData M {
// CHECK:          &AwtInstPrinterValidateMCOperand,
