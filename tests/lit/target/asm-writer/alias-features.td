// RUN: %tblgen -gen-asm-writer -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-asm-writer -I /usr/include/llvm-22 -I %S/Inputs
//
// With PassSubtarget, an alias's assembler predicates become feature
// conditions: all_of as K_Feature/K_NegFeature, any_of as K_OrFeature
// ... K_EndOrFeatures, with (any_of A, (any_of B, C)) flattened. Predicates
// without an assembler condition are ignored.

include "aw.td"

def FeatA : SubtargetFeature<"a", "HasA", "true", "A">;
def FeatB : SubtargetFeature<"b", "HasB", "true", "B">;
def FeatC : SubtargetFeature<"c", "HasC", "true", "C">;
def HasA : Predicate<"HasA">, AssemblerPredicate<(all_of FeatA)>;
def HasAOrB : Predicate<"HasAB">, AssemblerPredicate<(any_of FeatA, (any_of FeatB, (not FeatC)))>;
def NotC : Predicate<"!HasC">, AssemblerPredicate<(all_of (not FeatC), FeatB)>;
def NoAsm : Predicate<"X">;

def ADD : AwInst<(outs GPR:$dst), (ins GPR:$a, GPR:$b), "add $dst, $a, $b">;
def AwInstrInfo : InstrInfo;
def AwW : AsmWriter { let PassSubtarget = 1; }
def Awt : Target { let InstructionSet = AwInstrInfo; let AssemblyWriters = [AwW]; }

def : InstAlias<"nop", (ADD R0, R0, R0)>, Requires<[HasA, NoAsm]>;
def : InstAlias<"nop2", (ADD R0, R0, R1)>, Requires<[HasAOrB, NotC]>;

// CHECK:      // (ADD R0, R0, R0) - 0
// CHECK:        {AliasPatternCond::K_Feature, Awt::FeatA},
// CHECK-NEXT:   // (ADD R0, R0, R1) - 4
// CHECK:        {AliasPatternCond::K_OrFeature, Awt::FeatA},
// CHECK-NEXT:   {AliasPatternCond::K_OrFeature, Awt::FeatB},
// CHECK-NEXT:   {AliasPatternCond::K_OrNegFeature, Awt::FeatC},
// CHECK-NEXT:   {AliasPatternCond::K_EndOrFeatures, 0},
// CHECK-NEXT:   {AliasPatternCond::K_NegFeature, Awt::FeatC},
// CHECK-NEXT:   {AliasPatternCond::K_Feature, Awt::FeatB},
// CHECK:      const char *AsmString = matchAliasPatterns(MI, &STI, M);
// CHECK:      void AwtInstPrinter::printCustomAliasOperand(
// CHECK:               const MCSubtargetInfo &STI,
// CHECK-NEXT:          raw_ostream &OS) {
// CHECK-NEXT:   llvm_unreachable("Unknown PrintMethod kind");
