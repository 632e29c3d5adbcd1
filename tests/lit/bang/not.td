// RUN: %tblgen %s | FileCheck %s
// DIFF:
// !not and !xor/!and/!or on bits.
class C<bit a, bit b> {
  bit not = !not(a);
  bit and = !and(a, b);
  bit or = !or(a, b);
  bit xor = !xor(a, b);
  bit nested = !not(!and(a, !not(b)));
}
def tt : C<1, 1>;
def tf : C<1, 0>;
def ft : C<0, 1>;
def lit {
  bit not0 = !not(0);
  bit not1 = !not(1);
  int notint = !not(5);
}

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class C<bit C:a = ?, bit C:b = ?> {
// CHECK-NEXT:   bit not = !cast<bit>(!not(C:a));
// CHECK-NEXT:   bit and = !cast<bit>(!and(C:a, C:b));
// CHECK-NEXT:   bit or = !cast<bit>(!or(C:a, C:b));
// CHECK-NEXT:   bit xor = !cast<bit>(!xor(C:a, C:b));
// CHECK-NEXT:   bit nested = !cast<bit>(!not(!and(C:a, !not(C:b))));
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def ft {	// C
// CHECK-NEXT:   bit not = 1;
// CHECK-NEXT:   bit and = 0;
// CHECK-NEXT:   bit or = 1;
// CHECK-NEXT:   bit xor = 1;
// CHECK-NEXT:   bit nested = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def lit {
// CHECK-NEXT:   bit not0 = 1;
// CHECK-NEXT:   bit not1 = 0;
// CHECK-NEXT:   int notint = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def tf {	// C
// CHECK-NEXT:   bit not = 0;
// CHECK-NEXT:   bit and = 0;
// CHECK-NEXT:   bit or = 1;
// CHECK-NEXT:   bit xor = 1;
// CHECK-NEXT:   bit nested = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def tt {	// C
// CHECK-NEXT:   bit not = 0;
// CHECK-NEXT:   bit and = 1;
// CHECK-NEXT:   bit or = 1;
// CHECK-NEXT:   bit xor = 0;
// CHECK-NEXT:   bit nested = 1;
// CHECK-NEXT: }
