// RUN: not %tblgen -gen-target-features %s 2>&1 | FileCheck %s
// DIFF: -gen-target-features
//
// Every feature's Name is read (in enum order) before any Implies.

class Target;
def Mini : Target;
class SubtargetFeature { }
class Named<string n> : SubtargetFeature { string Name = n; }
def A : Named<"a">;
// CHECK: [[@LINE+1]]:5: error: Record `B' does not have a field named `Name'!
def B : SubtargetFeature;
def C : SubtargetFeature;
