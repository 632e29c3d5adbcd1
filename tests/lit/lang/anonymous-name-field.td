// RUN: %tblgen %s | FileCheck %s
// DIFF:
// A field that holds NAME in an anonymous def made more than once (by a
// loop, or a multiclass instantiated twice) takes the name each copy ends
// with: the copies after the first are renamed when they are added, and
// the field follows.

class B { string Name = NAME; }
foreach i = [1, 2] in
  def : B;
multiclass M {
  def : B;
}
defm m1 : M;
defm m2 : M;

// CHECK:      def anonymous_0 {	// B
// CHECK-NEXT:   string Name = "anonymous_0";
// CHECK:      def anonymous_1 {	// B
// CHECK-NEXT:   string Name = "anonymous_1";
// CHECK:      def anonymous_2 {	// B
// CHECK-NEXT:   string Name = "anonymous_2";
// CHECK:      def anonymous_3 {	// B
// CHECK-NEXT:   string Name = "anonymous_3";
