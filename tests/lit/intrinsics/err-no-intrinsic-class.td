// RUN: not %tblgen --gen-intrinsic-impl %s 2>&1 | FileCheck %s
// RUN: not %tblgen --gen-intrinsic-enums %s 2>&1 | FileCheck %s
// DIFF: --gen-intrinsic-impl
// DIFF: --gen-intrinsic-enums
//
// The backends need class Intrinsic (and class IntrinsicProperty).

class IntrinsicProperty<bit is_default = false> {
  bit IsDefault = is_default;
}

// CHECK: error: The class 'Intrinsic' is not defined
