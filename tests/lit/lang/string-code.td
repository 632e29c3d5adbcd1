// RUN: %tblgen %s | FileCheck %s
// DIFF:
// string and code: string literals with escapes, adjacent literals joined,
// code assigned to string fields and strings to code fields, and the
// conversion of values to strings by # and !cast<string>.

def strings2 {
  string Name = "s2";
}
def strings {
  string Escapes = "tab\tnewline\nquote\"backslash\\apos\'";
  string Joined = "one" "two" "three";
  string FromCode = [{code}];
  code FromString = "string";
  string Num = !cast<string>(42);
  string Neg = "n" # -3;
  string BitsStr = !cast<string>(0b101);
  string Rec = !cast<string>(strings2);
  string Empty = "";
}

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def strings {
// CHECK-NEXT:   string Escapes = "tab	newline
// CHECK-NEXT: quote"backslash\apos'";
// CHECK-NEXT:   string Joined = "onetwothree";
// CHECK-NEXT:   code FromCode = [{code}];
// CHECK-NEXT:   string FromString = "string";
// CHECK-NEXT:   string Num = "42";
// CHECK-NEXT:   string Neg = "n-3";
// CHECK-NEXT:   string BitsStr = "5";
// CHECK-NEXT:   string Rec = "strings2";
// CHECK-NEXT:   string Empty = "";
// CHECK-NEXT: }
// CHECK-NEXT: def strings2 {
// CHECK-NEXT:   string Name = "s2";
// CHECK-NEXT: }
