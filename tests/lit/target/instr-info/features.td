// RUN: %tblgen -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs
//
// Assembler predicates: bits numbered in name order, listed in definition
// order; each opcode's required set in its Predicates order.

include "toy-remap.td"

def FeatureFoo : SubtargetFeature<"foo", "HasFoo", "true", "foo">;
def FeatureBar : SubtargetFeature<"bar", "HasBar", "true", "bar">;
def HasFoo : Predicate<"Subtarget->hasFoo()">, AssemblerPredicate<(all_of FeatureFoo)>;
def HasBar : Predicate<"Subtarget->hasBar()">,
             AssemblerPredicate<(any_of FeatureFoo, (not FeatureBar), (all_of FeatureFoo, FeatureBar))>;
def NotAsm : Predicate<"Subtarget->isNot()">;
def STR : ToyInst<(outs), (ins GPR:$v), ""> { let Predicates = [HasFoo, HasBar, NotAsm]; }
def STR2 : ToyInst<(outs), (ins GPR:$v), ""> { let Predicates = [HasBar]; }
def STR3 : ToyInst<(outs), (ins GPR:$v), ""> { let Predicates = [HasFoo, HasBar]; }

// CHECK:      enum SubtargetFeatureBits : uint8_t {
// CHECK:   Feature_HasFooBit = 1,
// CHECK:   Feature_HasBarBit = 0,
// CHECK: };
// CHECK: inline FeatureBitset computeAvailableFeatures(const FeatureBitset &FB) {
// CHECK:   FeatureBitset Features;
// CHECK:   if (FB[Toy::FeatureFoo])
// CHECK:     Features.set(Feature_HasFooBit);
// CHECK:   if (FB[Toy::FeatureFoo] || !FB[Toy::FeatureBar] || (FB[Toy::FeatureFoo] && FB[Toy::FeatureBar]))
// CHECK:     Features.set(Feature_HasBarBit);
// CHECK:   return Features;
// CHECK: }
// CHECK: inline FeatureBitset computeRequiredFeatures(unsigned Opcode) {
// CHECK:   enum : uint8_t {
// CHECK:     CEFBS_None,
// CHECK:     CEFBS_HasBar,
// CHECK:     CEFBS_HasFoo_HasBar,
// CHECK:   };
// CHECK:   static constexpr FeatureBitset FeatureBitsets[] = {
// CHECK:     {}, // CEFBS_None
// CHECK:     {Feature_HasBarBit, },
// CHECK:     {Feature_HasFooBit, Feature_HasBarBit, },
// CHECK:   };
// CHECK:   static constexpr uint8_t RequiredFeaturesRefs[] = {
// CHECK:     CEFBS_HasFoo_HasBar, // STR
// CHECK:     CEFBS_HasBar, // STR2
// CHECK:     CEFBS_HasFoo_HasBar, // STR3
// CHECK:   };
// CHECK:   assert(Opcode < 329);

// CHECK: static const char *SubtargetFeatureNames[] = {
// CHECK:   "Feature_HasBar",
// CHECK:   "Feature_HasFoo",
// CHECK:   nullptr
// CHECK: };
