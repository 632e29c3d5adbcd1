// RUN: not %tblgen -gen-target-features %s 2>&1 | FileCheck %s
// DIFF: -gen-target-features
//
// Implies is read for the named features, in the order of their names
// ("y" before "z"), before anything of the processors.

class Target;
def Mini : Target;
class SubtargetFeature<string n> { string Name = n; }
def A : SubtargetFeature<"z">;
// CHECK: [[@LINE+1]]:5: error: Record `B' does not have a field named `Implies'!
def B : SubtargetFeature<"y">;
def C : SubtargetFeature<"">;
class Processor { string Name = "p"; }
def P : Processor;
