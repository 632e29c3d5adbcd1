// RUN: %tblgen %s | FileCheck %s
// DIFF:
// Implicit conversions between int, bits and bit: int to bits<n> when the
// value fits (two's complement for negatives), bits to int, bit to int and
// int 0/1 to bit; also in template arguments and list elements.

class C<bits<4> b, int i, bit t> {
  bits<4> B = b;
  int I = i;
  bit T = t;
}

def ints {
  bits<4> FromInt = 5;
  bits<4> FromNeg = -1;
  bits<8> FromHex = 0xff;
  bits<3> FromBits = 0b101;
  bits<5> FromBitList = {1, 0, 1, 1, 0};
  int FromBitsVal = 0b1010;
  bit FromOne = 1;
  int FromBit = FromOne;
  bit FromZero = 0;
  bit FromBoolTrue = true;
  int BoolFalse = false;
  bits<2> Slice = FromHex{7-6};
  int SliceInt = FromHex{3-0};
  list<int> FromBitsList = [0b11, 1, true];
  list<bits<2>> BitsList = [1, 2, 3];
}
def args : C<0b1100, 0b11, 1>;
def args2 : C<7, 0x10, true>;

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class C<bits<4> C:b = { ?, ?, ?, ? }, int C:i = ?, bit C:t = ?> {
// CHECK-NEXT:   bits<4> B = { C:b{3}, C:b{2}, C:b{1}, C:b{0} };
// CHECK-NEXT:   int I = C:i;
// CHECK-NEXT:   bit T = C:t;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def args {	// C
// CHECK-NEXT:   bits<4> B = { 1, 1, 0, 0 };
// CHECK-NEXT:   int I = 3;
// CHECK-NEXT:   bit T = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def args2 {	// C
// CHECK-NEXT:   bits<4> B = { 0, 1, 1, 1 };
// CHECK-NEXT:   int I = 16;
// CHECK-NEXT:   bit T = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def ints {
// CHECK-NEXT:   bits<4> FromInt = { 0, 1, 0, 1 };
// CHECK-NEXT:   bits<4> FromNeg = { 1, 1, 1, 1 };
// CHECK-NEXT:   bits<8> FromHex = { 1, 1, 1, 1, 1, 1, 1, 1 };
// CHECK-NEXT:   bits<3> FromBits = { 1, 0, 1 };
// CHECK-NEXT:   bits<5> FromBitList = { 1, 0, 1, 1, 0 };
// CHECK-NEXT:   int FromBitsVal = 10;
// CHECK-NEXT:   bit FromOne = 1;
// CHECK-NEXT:   int FromBit = 1;
// CHECK-NEXT:   bit FromZero = 0;
// CHECK-NEXT:   bit FromBoolTrue = 1;
// CHECK-NEXT:   int BoolFalse = 0;
// CHECK-NEXT:   bits<2> Slice = { 1, 1 };
// CHECK-NEXT:   int SliceInt = 15;
// CHECK-NEXT:   list<int> FromBitsList = [{ 1, 1 }, 1, 1];
// CHECK-NEXT:   list<bits<2>> BitsList = [{ 0, 1 }, { 1, 0 }, { 1, 1 }];
// CHECK-NEXT: }
