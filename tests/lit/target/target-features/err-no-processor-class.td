// RUN: not %tblgen -gen-target-features %s 2>&1 | FileCheck %s
// DIFF: -gen-target-features

class Target;
def Mini : Target;
class SubtargetFeature<string n> {
  string Name = n;
  list<SubtargetFeature> Implies = [];
}
def A : SubtargetFeature<"a">;

// CHECK: error: The class 'Processor' is not defined
