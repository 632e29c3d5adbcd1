// RUN: %tblgen -gen-target-features %s | FileCheck %s
// DIFF: -gen-target-features
//
// Only the fields the backend reads: a Target, features with Name and
// Implies, processors with Name and Features.

class Target;
def Mini : Target;
class SubtargetFeature<string n, list<SubtargetFeature> i = []> {
  string Name = n;
  list<SubtargetFeature> Implies = i;
}
class Processor<string n, list<SubtargetFeature> f> {
  string Name = n;
  list<SubtargetFeature> Features = f;
}
def B : SubtargetFeature<"b">;
def A : SubtargetFeature<"a", [B]>;
def : Processor<"p", [A]>;

// CHECK:      namespace Mini {
// CHECK:        A = 0,
// CHECK-NEXT:   B = 1,
// CHECK:      extern const llvm::BasicSubtargetFeatureKV BasicMiniFeatureKV[] = {
// CHECK-NEXT:   { "a", Mini::A, { { { 0x2ULL,
// CHECK-NEXT:   { "b", Mini::B, { { { 0x0ULL,
// CHECK:      extern const llvm::BasicSubtargetSubTypeKV BasicMiniSubTypeKV[] = {
// CHECK-NEXT:  { "p", { { { 0x1ULL,
