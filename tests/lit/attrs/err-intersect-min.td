// IntersectMin is only valid for int attributes.
//
// RUN: not %tblgen -I %S/Inputs --gen-attrs %s 2>&1 | FileCheck %s
// DIFF: -I %S/Inputs --gen-attrs

include "attr-classes.td"

def NoUnwind : EnumAttr<"nounwind", IntersectMin, [FnAttr]>;

// CHECK: error: 'IntersectMin' only compatible with 'IntAttr'
