// Types are numbered in the order they are defined (not by name), including
// types defined by defm, foreach and inside a class's field.
//
// RUN: %tblgen -I %S/Inputs --gen-vt %s | FileCheck %s
// DIFF: -I %S/Inputs --gen-vt

include "vt-classes.td"

def z : ValueType<4>;
multiclass M<int s> {
  def _y : ValueType<16>;
  def _x : ValueType<s>;
}
defm m : M<3>;
foreach i = [5, 6] in
  def f#i : ValueType<i>;
class Wrap<int s> { ValueType V = ValueType<s, "inner">; }
def w : Wrap<9>;
def a : ValueType<2>;

// CHECK:      GET_VT_ATTR(z, 4,
// CHECK-NEXT: GET_VT_ATTR(m_y, 16,
// CHECK-NEXT: GET_VT_ATTR(m_x, 3,
// CHECK-NEXT: GET_VT_ATTR(f5, 5,
// CHECK-NEXT: GET_VT_ATTR(f6, 6,
// CHECK-NEXT: GET_VT_ATTR(inner, 9,
// CHECK-NEXT: GET_VT_ATTR(a, 2,
// CHECK:      FIRST_VALUETYPE = z,
// CHECK-NEXT: LAST_VALUETYPE = a,
