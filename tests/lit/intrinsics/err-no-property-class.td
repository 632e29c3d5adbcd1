// RUN: not %tblgen --gen-intrinsic-impl %s 2>&1 | FileCheck %s
// DIFF: --gen-intrinsic-impl
//
// Class IntrinsicProperty is looked up first.

class Intrinsic;

// CHECK: error: The class 'IntrinsicProperty' is not defined
