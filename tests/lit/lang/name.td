// RUN: %tblgen %s | FileCheck %s
// DIFF:
// NAME: the name of the record being defined, in classes (resolved in each
// def), in multiclasses (the defm name, possibly prefixed or suffixed), in
// anonymous records, and through nested defms.

class Named {
  string Me = NAME;
  string Upper = !toupper(NAME);
}
def first : Named;
def : Named;

multiclass M {
  def NAME : Named;
  def _suffix : Named;
  def prefix_#NAME : Named;
  def mid_#NAME#_end : Named;
}
defm multi : M;

multiclass Outer {
  defm _inner : M;
}
defm out : Outer;

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class Named {
// CHECK-NEXT:   string Me = Named:NAME;
// CHECK-NEXT:   string Upper = !toupper(Named:NAME);
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def anonymous_0 {	// Named
// CHECK-NEXT:   string Me = "anonymous_0";
// CHECK-NEXT:   string Upper = "ANONYMOUS_0";
// CHECK-NEXT: }
// CHECK-NEXT: def first {	// Named
// CHECK-NEXT:   string Me = "first";
// CHECK-NEXT:   string Upper = "FIRST";
// CHECK-NEXT: }
// CHECK-NEXT: def mid_multi_end {	// Named
// CHECK-NEXT:   string Me = "mid_multi_end";
// CHECK-NEXT:   string Upper = "MID_MULTI_END";
// CHECK-NEXT: }
// CHECK-NEXT: def mid_out_inner_end {	// Named
// CHECK-NEXT:   string Me = "mid_out_inner_end";
// CHECK-NEXT:   string Upper = "MID_OUT_INNER_END";
// CHECK-NEXT: }
// CHECK-NEXT: def multi {	// Named
// CHECK-NEXT:   string Me = "multi";
// CHECK-NEXT:   string Upper = "MULTI";
// CHECK-NEXT: }
// CHECK-NEXT: def multi_suffix {	// Named
// CHECK-NEXT:   string Me = "multi_suffix";
// CHECK-NEXT:   string Upper = "MULTI_SUFFIX";
// CHECK-NEXT: }
// CHECK-NEXT: def out_inner {	// Named
// CHECK-NEXT:   string Me = "out_inner";
// CHECK-NEXT:   string Upper = "OUT_INNER";
// CHECK-NEXT: }
// CHECK-NEXT: def out_inner_suffix {	// Named
// CHECK-NEXT:   string Me = "out_inner_suffix";
// CHECK-NEXT:   string Upper = "OUT_INNER_SUFFIX";
// CHECK-NEXT: }
// CHECK-NEXT: def prefix_multi {	// Named
// CHECK-NEXT:   string Me = "prefix_multi";
// CHECK-NEXT:   string Upper = "PREFIX_MULTI";
// CHECK-NEXT: }
// CHECK-NEXT: def prefix_out_inner {	// Named
// CHECK-NEXT:   string Me = "prefix_out_inner";
// CHECK-NEXT:   string Upper = "PREFIX_OUT_INNER";
// CHECK-NEXT: }
