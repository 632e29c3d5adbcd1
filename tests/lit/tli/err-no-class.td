// RUN: not %tblgen --gen-target-library-info %s 2>&1 | FileCheck %s
// DIFF: --gen-target-library-info
//
// The input must define the TargetLibCall class.

def strlen;

// CHECK: error: The class 'TargetLibCall' is not defined
