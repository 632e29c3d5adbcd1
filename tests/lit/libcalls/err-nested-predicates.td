// RUN: not %tblgen -I /usr/include/llvm-22 --gen-runtime-libcalls %s 2>&1 | FileCheck %s
// DIFF: -I /usr/include/llvm-22 --gen-runtime-libcalls
//
// An implementation gets its predicate from the innermost LibcallImpls
// that has one; an enclosing set with a predicate (or calling convention)
// of its own is not supported.

include "llvm/IR/RuntimeLibcallsImpl.td"

def MEMCPY : RuntimeLibcall;
def memcpy : RuntimeLibcallImpl<MEMCPY>;
def isLinux : RuntimeLibcallPredicate<"TT.isOSLinux()">;
def isX86 : RuntimeLibcallPredicate<"TT.isX86()">;

def Inner : LibcallImpls<(add memcpy), isLinux>;
// CHECK: [[@LINE+1]]:5: error: combining nested libcall set predicates currently unhandled: 'memcpy'
def Outer : LibcallImpls<(add Inner), isX86>;

def Library : SystemRuntimeLibrary<AlwaysAvailable, (add Outer)>;
