// RUN: rm -f %t
// RUN: not %tblgen -gen-arm-target-def %s -o %t 2>&1 | FileCheck %s
// RUN: not test -e %t
// DIFF: -gen-arm-target-def
//
// The Extension class must exist (even in an ARM description), and is
// looked for first.

class SubtargetFeature<string n> { string Name = n; }
def F : SubtargetFeature<"f">;

// CHECK: error: The class 'Extension' is not defined
