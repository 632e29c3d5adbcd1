// RUN: %tblgen -gen-subtarget -I /usr/include/llvm-22 %s -o %t 2>&1 | FileCheck %s --implicit-check-not=warning:
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// A processor listing a feature twice, among its features or its tune
// features, or in both lists, gets llvm-tblgen's warnings (no location),
// processor by processor in name order; the tables are written as usual.

include "llvm/Target/Target.td"

def MyTarget : Target;

def FeatureA : SubtargetFeature<"NameA", "", "", "">;
def FeatureB : SubtargetFeature<"NameB", "", "", "">;
def FeatureC : SubtargetFeature<"NameC", "", "", "">;

def P1 : ProcessorModel<"CPU1", NoSchedModel, [FeatureA, FeatureB, FeatureC],
                        [FeatureB, FeatureC, FeatureB]>;
def P0 : ProcessorModel<"CPU0", NoSchedModel, [FeatureA, FeatureB, FeatureA]>;

// CHECK: warning: Processor CPU0 contains duplicate feature 'NameA'
// CHECK-NEXT: warning: Processor CPU1 has 'NameB' in both feature and tune feature sets
// CHECK-NEXT: warning: Processor CPU1 has 'NameC' in both feature and tune feature sets
// CHECK-NEXT: warning: Processor CPU1 contains duplicate tune feature 'NameB'
// CHECK-NEXT: warning: Processor CPU1 has 'NameB' in both feature and tune feature sets
