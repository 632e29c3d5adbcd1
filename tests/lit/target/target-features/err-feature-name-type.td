// RUN: not %tblgen -gen-target-features %s 2>&1 | FileCheck %s
// DIFF: -gen-target-features

class Target;
def Mini : Target;
class SubtargetFeature { string Name = ?; list<SubtargetFeature> Implies = []; }
// CHECK: [[@LINE+1]]:5: error: Record `A', field `Name' exists but does not have a string value
def A : SubtargetFeature;
class Processor { string Name = "p"; list<SubtargetFeature> Features = []; }
