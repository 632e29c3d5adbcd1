// RUN: %tblgen -gen-subtarget -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// Features put in field-name order for the accessor macros with an unstable
// sort, as llvm-tblgen does: past 16 features, two that set the same field
// (ReadTP here) come out in the order that sort leaves them, not in the
// order of their names.

include "llvm/Target/Target.td"
def FA : SubtargetFeature<"fa", "ReadTP", "true", "">;
def FB : SubtargetFeature<"fb", "ReadTP", "false", "">;
def FC : SubtargetFeature<"fc", "HasC", "true", "">;
def FD : SubtargetFeature<"fd", "HasD", "true", "">;
def FE : SubtargetFeature<"fe", "HasE", "true", "">;
def FF : SubtargetFeature<"ff", "HasF", "true", "">;
def FG : SubtargetFeature<"fg", "HasG", "true", "">;
def FH : SubtargetFeature<"fh", "HasH", "true", "">;
def FI : SubtargetFeature<"fi", "HasI", "true", "">;
def FJ : SubtargetFeature<"fj", "HasJ", "true", "">;
def FK : SubtargetFeature<"fk", "HasK", "true", "">;
def FL : SubtargetFeature<"fl", "HasL", "true", "">;
def FM : SubtargetFeature<"fm", "HasM", "true", "">;
def FN : SubtargetFeature<"fn", "HasN", "true", "">;
def FO : SubtargetFeature<"fo", "HasO", "true", "">;
def FP : SubtargetFeature<"fp", "HasP", "true", "">;
def FQ : SubtargetFeature<"fq", "HasQ", "true", "">;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }

// CHECK:      GET_SUBTARGETINFO_MACRO(HasQ, false, hasQ)
// CHECK-NEXT: GET_SUBTARGETINFO_MACRO(ReadTP, true, readTP)
// CHECK-NEXT: GET_SUBTARGETINFO_MACRO(ReadTP, false, readTP)
