// RUN: %tblgen %s | FileCheck %s
// DIFF:
// !add, !sub, !mul, !div, !and, !or, !xor, !shl, !sra, !srl: folded, and
// left unresolved in a class body.
class C<int a, int b> {
  int add = !add(a, b);
  int add3 = !add(a, b, 1);
  int sub = !sub(a, b);
  int mul = !mul(a, b, 2);
  int div = !div(a, b);
  int and = !and(a, b);
  int or = !or(a, b);
  int xor = !xor(a, b);
  int shl = !shl(a, 2);
  int sra = !sra(a, 1);
  int srl = !srl(a, 1);
  bits<4> bitsum = !add(a, 1);
  int withbits = !add({1, 0}, a);
  bit andbit = !and(a, 1);
  int andshort = !and(0, a);
  int orshort = !or(-1, a);
}
def big : C<-7, 2>;
def small : C<12, 10>;
def lit {
  int add = !add(1, 2, 3);
  int wrap = !add(9223372036854775807, 1);
  int mul = !mul(-3, 7);
  int div = !div(-7, 2);
  int shl = !shl(1, 63);
  int sra = !sra(-8, 1);
  int srl = !srl(-1, 60);
  int bitand = !and(true, 1);
  int xor = !xor(5, 3, 1);
}

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class C<int C:a = ?, int C:b = ?> {
// CHECK-NEXT:   int add = !add(C:a, C:b);
// CHECK-NEXT:   int add3 = !add(C:a, !add(C:b, 1));
// CHECK-NEXT:   int sub = !sub(C:a, C:b);
// CHECK-NEXT:   int mul = !mul(C:a, !mul(C:b, 2));
// CHECK-NEXT:   int div = !div(C:a, C:b);
// CHECK-NEXT:   int and = !and(C:a, C:b);
// CHECK-NEXT:   int or = !or(C:a, C:b);
// CHECK-NEXT:   int xor = !xor(C:a, C:b);
// CHECK-NEXT:   int shl = !shl(C:a, 2);
// CHECK-NEXT:   int sra = !sra(C:a, 1);
// CHECK-NEXT:   int srl = !srl(C:a, 1);
// CHECK-NEXT:   bits<4> bitsum = { !cast<bits<4>>(!add(C:a, 1)){3}, !cast<bits<4>>(!add(C:a, 1)){2}, !cast<bits<4>>(!add(C:a, 1)){1}, !cast<bits<4>>(!add(C:a, 1)){0} };
// CHECK-NEXT:   int withbits = !add({ 1, 0 }, C:a);
// CHECK-NEXT:   bit andbit = !cast<bit>(!and(C:a, 1));
// CHECK-NEXT:   int andshort = !and(0, C:a);
// CHECK-NEXT:   int orshort = !or(-1, C:a);
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def big {	// C
// CHECK-NEXT:   int add = -5;
// CHECK-NEXT:   int add3 = -4;
// CHECK-NEXT:   int sub = -9;
// CHECK-NEXT:   int mul = -28;
// CHECK-NEXT:   int div = -3;
// CHECK-NEXT:   int and = 0;
// CHECK-NEXT:   int or = -5;
// CHECK-NEXT:   int xor = -5;
// CHECK-NEXT:   int shl = -28;
// CHECK-NEXT:   int sra = -4;
// CHECK-NEXT:   int srl = 9223372036854775804;
// CHECK-NEXT:   bits<4> bitsum = { 1, 0, 1, 0 };
// CHECK-NEXT:   int withbits = -5;
// CHECK-NEXT:   bit andbit = 1;
// CHECK-NEXT:   int andshort = 0;
// CHECK-NEXT:   int orshort = -1;
// CHECK-NEXT: }
// CHECK-NEXT: def lit {
// CHECK-NEXT:   int add = 6;
// CHECK-NEXT:   int wrap = -9223372036854775808;
// CHECK-NEXT:   int mul = -21;
// CHECK-NEXT:   int div = -3;
// CHECK-NEXT:   int shl = -9223372036854775808;
// CHECK-NEXT:   int sra = -4;
// CHECK-NEXT:   int srl = 15;
// CHECK-NEXT:   int bitand = 1;
// CHECK-NEXT:   int xor = 7;
// CHECK-NEXT: }
// CHECK-NEXT: def small {	// C
// CHECK-NEXT:   int add = 22;
// CHECK-NEXT:   int add3 = 23;
// CHECK-NEXT:   int sub = 2;
// CHECK-NEXT:   int mul = 240;
// CHECK-NEXT:   int div = 1;
// CHECK-NEXT:   int and = 8;
// CHECK-NEXT:   int or = 14;
// CHECK-NEXT:   int xor = 6;
// CHECK-NEXT:   int shl = 48;
// CHECK-NEXT:   int sra = 6;
// CHECK-NEXT:   int srl = 6;
// CHECK-NEXT:   bits<4> bitsum = { 1, 1, 0, 1 };
// CHECK-NEXT:   int withbits = 14;
// CHECK-NEXT:   bit andbit = 0;
// CHECK-NEXT:   int andshort = 0;
// CHECK-NEXT:   int orshort = -1;
// CHECK-NEXT: }
