// RUN: not %tblgen -I /usr/include/llvm-22 --gen-runtime-libcalls %s 2>&1 | FileCheck %s
// DIFF: -I /usr/include/llvm-22 --gen-runtime-libcalls
//
// A system library may only list implementations; each other entry is an
// error (the run goes on and fails at the end).

include "llvm/IR/RuntimeLibcallsImpl.td"

def MEMCPY : RuntimeLibcall;
def memcpy : RuntimeLibcallImpl<MEMCPY>;

// CHECK: [[@LINE+1]]:5: error: entry for SystemLibrary is not a RuntimeLibcallImpl
def BadLibrary : SystemRuntimeLibrary<AlwaysAvailable, (add memcpy, MEMCPY)>;
// CHECK: :9:5: note: invalid entry `MEMCPY`
