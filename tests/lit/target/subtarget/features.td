// RUN: %tblgen -gen-subtarget -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// Feature bits follow the record names; the feature table is sorted by
// command-line name and leaves out features without one; implications and
// processor (and tuning) feature lists are bit masks; boolean fields get an
// accessor macro, level fields a "raise to" assignment.

include "llvm/Target/Target.td"
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }

def FeatureA : SubtargetFeature<"a", "HasA", "true", "Enable A">;
def FeatureB : SubtargetFeature<"b", "HasB", "true", "Enable B", [FeatureA]>;
def FeatureSlow : SubtargetFeature<"slow", "IsFast", "false", "Slow">;
def FeatureLevel : SubtargetFeature<"v2", "Level", "2", "Level 2", [FeatureB]>;
def FeatureArr : SubtargetFeature<"arr", "Arr[3]", "true", "array">;
def FeatureTune : SubtargetFeature<"tune", "TuneX", "true", "Tune">;
def FeatureHidden : SubtargetFeature<"", "Hidden", "true", "hidden">;
def : Processor<"cpu-b", NoItineraries, [FeatureB], [FeatureTune]>;
def : Processor<"cpu-a", NoItineraries, [FeatureA, FeatureLevel]>;

// CHECK:      enum {
// CHECK-NEXT:   FeatureA = 0,
// CHECK-NEXT:   FeatureArr = 1,
// CHECK:        NumSubtargetFeatures = 7
// CHECK:      GET_SUBTARGETINFO_MACRO(HasA, false, hasA)
// CHECK:      GET_SUBTARGETINFO_MACRO(IsFast, true, isFast)
// CHECK-NEXT: GET_SUBTARGETINFO_MACRO(TuneX, false, tuneX)
// CHECK-EMPTY:
// CHECK:      { "b", "Enable B", Toy::FeatureB, { { { 0x1ULL, 0x0ULL, 0x0ULL, 0x0ULL, 0x0ULL, 0x0ULL, } } } },
// CHECK:      { "v2", "Level 2", Toy::FeatureLevel, { { { 0x4ULL,
// CHECK:      { "cpu-a", { { { 0x11ULL, {{.*}} &NoSchedModel },
// CHECK-NEXT: { "cpu-b", { { { 0x4ULL, 0x0ULL, 0x0ULL, 0x0ULL, 0x0ULL, 0x0ULL, } } }, { { { 0x40ULL,
// CHECK:      if (Bits[Toy::FeatureArr]) Arr[3] = true;
// CHECK:      if (Bits[Toy::FeatureLevel] && Level < 2) Level = 2;
// CHECK-NEXT: if (Bits[Toy::FeatureSlow]) IsFast = false;
// CHECK:      ArrayRef(ToyNames, 2), ArrayRef(ToyFeatureKV, 6), ArrayRef(ToySubTypeKV, 2),
