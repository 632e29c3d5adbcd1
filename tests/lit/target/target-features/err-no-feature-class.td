// RUN: not %tblgen -gen-target-features %s 2>&1 | FileCheck %s
// DIFF: -gen-target-features
//
// The feature class is looked up before the processor class.

class Target;
def Mini : Target;

// CHECK: error: The class 'SubtargetFeature' is not defined
