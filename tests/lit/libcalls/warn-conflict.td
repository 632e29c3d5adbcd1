// RUN: %tblgen -I /usr/include/llvm-22 --gen-runtime-libcalls %s 2>&1 | FileCheck %s
// DIFF: -I /usr/include/llvm-22 --gen-runtime-libcalls
//
// Two implementations of one libcall under the same predicate: the first
// in the library's list is used, the other is reported and dropped.

include "llvm/IR/RuntimeLibcallsImpl.td"

def MEMCPY : RuntimeLibcall;
def MEMSET : RuntimeLibcall;
def memcpy : RuntimeLibcallImpl<MEMCPY>;
def __memcpy_chk : RuntimeLibcallImpl<MEMCPY>;
def __memcpy_fast : RuntimeLibcallImpl<MEMCPY>;
def memset : RuntimeLibcallImpl<MEMSET>;

// CHECK: [[@LINE+2]]:5: warning: conflicting implementations for libcall MEMCPY: __memcpy_fast, memcpy
// CHECK: [[@LINE+1]]:5: warning: conflicting implementations for libcall MEMCPY: __memcpy_fast, __memcpy_chk
def Library : SystemRuntimeLibrary<AlwaysAvailable,
  (add memset, __memcpy_fast, memcpy, __memcpy_chk)>;

// The bitset still has all four.
// CHECK:      0x0000000000001e
// CHECK:      static const RTLIB::LibcallImpl LibraryCalls[] = {
// CHECK-NEXT:     RTLIB::impl___memcpy_fast, // __memcpy_fast
// CHECK-NEXT:     RTLIB::impl_memset, // memset
// CHECK-NEXT: };
