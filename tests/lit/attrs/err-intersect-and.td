// IntersectAnd is only valid for enum attributes.
//
// RUN: not %tblgen -I %S/Inputs --gen-attrs %s 2>&1 | FileCheck %s
// DIFF: -I %S/Inputs --gen-attrs

include "attr-classes.td"

def Align : IntAttr<"align", IntersectAnd, [ParamAttr]>;

// CHECK: error: 'IntersectAnd' only compatible with 'EnumAttr'
