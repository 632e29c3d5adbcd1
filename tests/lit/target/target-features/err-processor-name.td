// RUN: not %tblgen -gen-target-features %s 2>&1 | FileCheck %s
// DIFF: -gen-target-features
//
// The processors' names are read as sorting compares them: the second
// processor is met first.

class Target;
def Mini : Target;
class SubtargetFeature<string n> {
  string Name = n;
  list<SubtargetFeature> Implies = [];
}
class Processor { list<SubtargetFeature> Features = []; }
def P : Processor;
// CHECK: [[@LINE+1]]:5: error: Record `Q' does not have a field named `Name'!
def Q : Processor;
def R : Processor;
