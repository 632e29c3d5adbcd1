// RUN: %tblgen -I /usr/include/llvm-22 --gen-target-library-info %s | FileCheck %s
// DIFF: -I /usr/include/llvm-22 --gen-target-library-info
//
// A signature that ends another one is not stored again: it points into
// the longer one.

include "llvm/Analysis/TargetLibraryInfoImpl.td"

def f : TargetLibCall<"f", Ptr, [Int, Ptr]>;
def g : TargetLibCall<"g", Int, [Ptr]>;
def h : TargetLibCall<"h", Ptr>;

// CHECK:      static const FuncArgTypeID SignatureTable[] = {
// CHECK-NEXT:   /* 0 */ Ptr, Int, Ptr, NoFuncArgType,
// CHECK-NEXT:   /* 4 */ Void, NoFuncArgType,
// CHECK-NEXT: };
// CHECK:      static const uint16_t SignatureOffset[] = {
// CHECK-NEXT:   4, //
// CHECK-NEXT:   0, // f
// CHECK-NEXT:   1, // g
// CHECK-NEXT:   2, // h
// CHECK-NEXT: };
