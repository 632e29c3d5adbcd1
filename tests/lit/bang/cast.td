// RUN: %tblgen %s | FileCheck %s
// DIFF:
// !cast to string, int, bits and record types.
class R { int v = 0; }
class S : R;
def r1 : R;
def s1 : S;
class C<string name, int i, R rec> {
  R byname = !cast<R>(name);
  S sbyname = !cast<S>("s1");
  string str = !cast<string>(i);
  string recstr = !cast<string>(rec);
  int bitsint = !cast<int>({1, 1});
  bits<3> intbits = !cast<bits<3>>(i);
  int fld = !cast<R>(name).v;
}
def x : C<"r1", 5, s1>;
def y : C<"s1", 3, r1>;
def lit {
  string a = !cast<string>(42);
  string b = !cast<string>("abc");
  string c = !cast<string>(r1);
  R d = !cast<R>("s1");
  string e = !cast<string>({1, 0, 1});
  int f = !cast<int>(true);
}
def self {
  string me = !cast<string>(self);
}

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class C<string C:name = ?, int C:i = ?, R C:rec = ?> {
// CHECK-NEXT:   R byname = !cast<R>(C:name);
// CHECK-NEXT:   S sbyname = s1;
// CHECK-NEXT:   string str = !cast<string>(C:i);
// CHECK-NEXT:   string recstr = !cast<string>(C:rec);
// CHECK-NEXT:   int bitsint = 3;
// CHECK-NEXT:   bits<3> intbits = { !cast<bits<3>>(C:i){2}, !cast<bits<3>>(C:i){1}, !cast<bits<3>>(C:i){0} };
// CHECK-NEXT:   int fld = !cast<R>(C:name).v;
// CHECK-NEXT: }
// CHECK-NEXT: class R {
// CHECK-NEXT:   int v = 0;
// CHECK-NEXT: }
// CHECK-NEXT: class S {	// R
// CHECK-NEXT:   int v = 0;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def lit {
// CHECK-NEXT:   string a = "42";
// CHECK-NEXT:   string b = "abc";
// CHECK-NEXT:   string c = "r1";
// CHECK-NEXT:   R d = s1;
// CHECK-NEXT:   string e = "5";
// CHECK-NEXT:   int f = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def r1 {	// R
// CHECK-NEXT:   int v = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def s1 {	// R S
// CHECK-NEXT:   int v = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def self {
// CHECK-NEXT:   string me = "self";
// CHECK-NEXT: }
// CHECK-NEXT: def x {	// C
// CHECK-NEXT:   R byname = r1;
// CHECK-NEXT:   S sbyname = s1;
// CHECK-NEXT:   string str = "5";
// CHECK-NEXT:   string recstr = "s1";
// CHECK-NEXT:   int bitsint = 3;
// CHECK-NEXT:   bits<3> intbits = { 1, 0, 1 };
// CHECK-NEXT:   int fld = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def y {	// C
// CHECK-NEXT:   R byname = s1;
// CHECK-NEXT:   S sbyname = s1;
// CHECK-NEXT:   string str = "3";
// CHECK-NEXT:   string recstr = "r1";
// CHECK-NEXT:   int bitsint = 3;
// CHECK-NEXT:   bits<3> intbits = { 0, 1, 1 };
// CHECK-NEXT:   int fld = 0;
// CHECK-NEXT: }
