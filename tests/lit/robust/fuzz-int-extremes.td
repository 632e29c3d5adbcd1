// Found by fuzzing: integers at the ends of the 64-bit range (and around
// the small-integer cache) intern without overflow.
// RUN: %tblgen %s | FileCheck %s
// DIFF: %s

// CHECK: int Max = 9223372036854775807;
// CHECK: int Min = -9223372036854775808;
// CHECK: int BelowCache = -65;
// CHECK: int CacheLow = -64;
// CHECK: int CacheHigh = 959;
// CHECK: int AboveCache = 960;
def ints {
  int Max = 9223372036854775807;
  int Min = !sub(0, !add(9223372036854775807, 1));
  int BelowCache = -65;
  int CacheLow = -64;
  int CacheHigh = 959;
  int AboveCache = 960;
  bits<0> Empty = 764205206;
}
