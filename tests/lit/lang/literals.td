// RUN: %tblgen %s | FileCheck %s
// DIFF:
// Literals and lexing: decimal, signed, hexadecimal and binary integers
// (binary ones are bits of their written width), the 64-bit limits,
// identifiers that start with digits, and nested block comments.

/* a block comment /* with a nested one */ still a comment */
def literals { // a line comment
  int Dec = 42;
  int Neg = -42;
  int Pos = +42;
  int Hex = 0x2A;
  int HexDigits = 0xFf;
  bits<8> Bin = 0b00101010;
  int BinInt = 0b101;
  int Max = 9223372036854775807;
  int Min = -9223372036854775808;
  int HexWrap = 0xffffffffffffffff;
  int 3d = 3;
  int _under = 1;
}
def 1st;
def 2nd_record;

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def 1st {
// CHECK-NEXT: }
// CHECK-NEXT: def 2nd_record {
// CHECK-NEXT: }
// CHECK-NEXT: def literals {
// CHECK-NEXT:   int Dec = 42;
// CHECK-NEXT:   int Neg = -42;
// CHECK-NEXT:   int Pos = 42;
// CHECK-NEXT:   int Hex = 42;
// CHECK-NEXT:   int HexDigits = 255;
// CHECK-NEXT:   bits<8> Bin = { 0, 0, 1, 0, 1, 0, 1, 0 };
// CHECK-NEXT:   int BinInt = 5;
// CHECK-NEXT:   int Max = 9223372036854775807;
// CHECK-NEXT:   int Min = -9223372036854775808;
// CHECK-NEXT:   int HexWrap = -1;
// CHECK-NEXT:   int 3d = 3;
// CHECK-NEXT:   int _under = 1;
// CHECK-NEXT: }
