// RUN: not %tblgen -gen-target-features %s 2>&1 | FileCheck %s
// DIFF: -gen-target-features
//
// Features is read in CPU-name order: "a" (Q) before "b" (P).

class Target;
def Mini : Target;
class SubtargetFeature<string n> {
  string Name = n;
  list<SubtargetFeature> Implies = [];
}
class Processor<string n> { string Name = n; }
def P : Processor<"b">;
// CHECK: [[@LINE+1]]:5: error: Record `Q' does not have a field named `Features'!
def Q : Processor<"a">;
