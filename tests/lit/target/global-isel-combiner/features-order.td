// RUN: %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// Subtarget feature bits are numbered in the order the rules first use them
// but listed, in the enum and in the compute functions, in the order the
// predicates are defined.

include "combiner-target.td"

def HasA : Predicate<"Subtarget->hasA()">;
def HasB : Predicate<"Subtarget->hasB()">;
def HasC : Predicate<"Subtarget->hasC()">;
def r0 : GICombineRule<(defs root:$d), (match (G_ADD $d, $x, $y)), (apply (G_SUB $d, $x, $y))> {
  let Predicates = [HasC];
}
def r1 : GICombineRule<(defs root:$d), (match (G_MUL $d, $x, $y)), (apply (G_SUB $d, $x, $y))> {
  let Predicates = [HasA, HasB];
}
def MyCombiner : GICombiner<"MyGenCombiner", [r0, r1]>;

// CHECK:      enum SubtargetFeatureBits : uint8_t {
// CHECK-NEXT:   Feature_HasABit = 1,
// CHECK-NEXT:   Feature_HasBBit = 2,
// CHECK-NEXT:   Feature_HasCBit = 0,
// CHECK-NEXT: };
// CHECK:        if (Subtarget->hasA())
// CHECK-NEXT:     Features.set(Feature_HasABit);
// CHECK-NEXT:   if (Subtarget->hasB())
// CHECK-NEXT:     Features.set(Feature_HasBBit);
// CHECK-NEXT:   if (Subtarget->hasC())
// CHECK-NEXT:     Features.set(Feature_HasCBit);
