// RUN: not %tblgen -I /usr/include/llvm-22 --gen-runtime-libcalls %s 2>&1 | FileCheck %s
//
// Without any implementation there is nothing to build the name lookup
// table from. (llvm-tblgen 22 searches for a table size forever here, so
// this test has no DIFF line.)

include "llvm/IR/RuntimeLibcallsImpl.td"

def MEMCPY : RuntimeLibcall;

// CHECK: error: no runtime libcall implementations to hash
