// RUN: rm -f %t
// RUN: not %tblgen -gen-dxil-operation -I %S/Inputs %s -o %t 2>&1 | FileCheck %s
// RUN: not test -e %t
// DIFF: -gen-dxil-operation -I %S/Inputs
//
// Argument selection types must be named IntrinArgSelect_*: an error without a location.

include "dxil-classes.td"
def Imm_I32 : IntrinArgSelectType;
// CHECK: error: IntrinArgSelectType definintion must be prefixed with 'IntrinArgSelect_'
