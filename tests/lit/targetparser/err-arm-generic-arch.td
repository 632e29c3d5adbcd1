// RUN: rm -f %t
// RUN: not %tblgen -gen-arm-target-def -I %S/Inputs %s -o %t 2>&1 | FileCheck %s
// RUN: not test -e %t
//
// The CPU "generic" takes its architecture from the record HasV8_0aOps,
// whatever its features say. Without that record llvm-tblgen 22 crashes
// (docs/known-differences.md); tblgen reports the CPU.

include "arm-classes.td"
def FeatFP : ExtensionWithMArch<"fp", "FP", "FEAT_FP", "Floating point">;
def V80 : Architecture64<8, 0, "a", "v8a", [FeatFP], [FeatFP]>;
// CHECK: [[@LINE+1]]:1: error: CPU 'generic' needs the architecture record 'HasV8_0aOps'
def : ProcessorModel<"generic", [V80]>;
