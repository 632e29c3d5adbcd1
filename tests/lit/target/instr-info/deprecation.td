// RUN: %tblgen -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs
//
// Deprecated<Feature> and ComplexDeprecationPredicate<Name> give the
// deprecation tables and the extra InitMCInstrInfo arguments.

include "toy-remap.td"

def FeatureOld : SubtargetFeature<"old", "HasOld", "true", "old">;
def DEP1 : ToyInst<(outs), (ins), "">, Deprecated<FeatureOld>;
def DEP2 : ToyInst<(outs), (ins), "">, ComplexDeprecationPredicate<"Dep2">;


// CHECK:      extern const uint8_t ToyInstrDeprecationFeatures[] = {
// CHECK:     uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1),
// CHECK:     uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1),
// CHECK:     uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1),
// CHECK:     uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1),
// CHECK:     uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1),
// CHECK:     uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1),
// CHECK:     uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1),
// CHECK:     uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1),
// CHECK:     uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1),
// CHECK:     uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1),
// CHECK:     uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1),
// CHECK:     uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1),
// CHECK:     uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1),
// CHECK:     uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1),
// CHECK:     uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1),
// CHECK:     uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1),
// CHECK:     uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1),
// CHECK:     uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1),
// CHECK:     uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1),
// CHECK:     uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1),
// CHECK:     uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1),
// CHECK:     uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1),
// CHECK:     uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1),
// CHECK:     uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1),
// CHECK:     uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1),
// CHECK:     uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1),
// CHECK:     uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1),
// CHECK:     uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1),
// CHECK:     uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1),
// CHECK:     uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1),
// CHECK:     uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1),
// CHECK:     uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1),
// CHECK:     uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1),
// CHECK:     uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1),
// CHECK:     uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1),
// CHECK:     uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1),
// CHECK:     uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1),
// CHECK:     uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1),
// CHECK:     uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1),
// CHECK:     uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1),
// CHECK:     uint8_t(-1), uint8_t(-1), uint8_t(-1), uint8_t(-1), Toy::FeatureOld, uint8_t(-1), uint8_t(-1), uint8_t(-1),
// CHECK: extern const MCInstrInfo::ComplexDeprecationPredicate ToyInstrComplexDeprecationInfos[] = {
// CHECK:     nullptr, nullptr, nullptr, nullptr, nullptr, &getDep2DeprecationInfo, nullptr, nullptr,
// CHECK:   II->InitMCInstrInfo(ToyDescs.Insts, ToyInstrNameIndices, ToyInstrNameData, ToyInstrDeprecationFeatures, ToyInstrComplexDeprecationInfos, 328, nullptr, 0);
// CHECK: extern const uint8_t ToyInstrDeprecationFeatures[];
// CHECK: extern const MCInstrInfo::ComplexDeprecationPredicate ToyInstrComplexDeprecationInfos[];
// CHECK:   InitMCInstrInfo(ToyDescs.Insts, ToyInstrNameIndices, ToyInstrNameData, ToyInstrDeprecationFeatures, ToyInstrComplexDeprecationInfos, 328);
// CHECK: class FeatureBitset;
// CHECK: void verifyInstructionPredicates(unsigned Opcode, const FeatureBitset &Features);
// CHECK: enum SubtargetFeatureBits : uint8_t {
// CHECK: inline FeatureBitset computeAvailableFeatures(const FeatureBitset &FB) {
// CHECK:   FeatureBitset Features;
// CHECK:   return Features;
// CHECK: inline FeatureBitset computeRequiredFeatures(unsigned Opcode) {
// CHECK:   static constexpr FeatureBitset FeatureBitsets[] = {
// CHECK:   static constexpr uint8_t RequiredFeaturesRefs[] = {
// CHECK:   return FeatureBitsets[RequiredFeaturesRefs[Opcode]];
// CHECK: bool isOpcodeAvailable(unsigned Opcode, const FeatureBitset &Features) {
// CHECK:   FeatureBitset AvailableFeatures = computeAvailableFeatures(Features);
// CHECK:   FeatureBitset RequiredFeatures = computeRequiredFeatures(Opcode);
// CHECK:   FeatureBitset MissingFeatures =
// CHECK:       (AvailableFeatures & RequiredFeatures) ^
// CHECK:       RequiredFeatures;
// CHECK:   return !MissingFeatures.any();
// CHECK: static const char *SubtargetFeatureNames[] = {
// CHECK:     unsigned Opcode, const FeatureBitset &Features) {
// CHECK:   FeatureBitset AvailableFeatures = computeAvailableFeatures(Features);
// CHECK:   FeatureBitset RequiredFeatures = computeRequiredFeatures(Opcode);
// CHECK:   FeatureBitset MissingFeatures =
// CHECK:       (AvailableFeatures & RequiredFeatures) ^
// CHECK:       RequiredFeatures;
// CHECK:   if (MissingFeatures.any()) {
// CHECK:     for (unsigned i = 0, e = MissingFeatures.size(); i != e; ++i)
// CHECK:       if (MissingFeatures.test(i))
// CHECK:         Msg << SubtargetFeatureNames[i] << " ";
