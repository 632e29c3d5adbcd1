// RUN: %tblgen -I /usr/include/llvm-22 --gen-runtime-libcalls %s | FileCheck %s
// DIFF: -I /usr/include/llvm-22 --gen-runtime-libcalls
//
// A small libcall model: libcalls numbered in name order (digit runs as
// numbers), implementations numbered by function name, a name shared by
// two implementations (hashed once), and two system libraries, one with a
// default calling convention, predicated subsets, calling-convention sets
// and a set difference.

include "llvm/IR/RuntimeLibcallsImpl.td"

def SQRT_F32 : RuntimeLibcall;
def SQRT_F128 : RuntimeLibcall;
def SQRT_F64 : RuntimeLibcall;
def MEMCPY : RuntimeLibcall;
def ABORT : RuntimeLibcall;

def sqrtf : RuntimeLibcallImpl<SQRT_F32>;
def sqrt : RuntimeLibcallImpl<SQRT_F64>;
def sqrtl_f128 : RuntimeLibcallImpl<SQRT_F128, "sqrtl">;
def sqrtl_alias : RuntimeLibcallImpl<SQRT_F128, "sqrtl">;
def memcpy : RuntimeLibcallImpl<MEMCPY>;
def __memcpy_fast : RuntimeLibcallImpl<MEMCPY>;
def abort : RuntimeLibcallImpl<ABORT>;
let IsDefault = true in
def __abort_default : RuntimeLibcallImpl<ABORT>;

def isLinux : RuntimeLibcallPredicate<"TT.isOSLinux()">;
def hasFast : RuntimeLibcallPredicate<[{TT.getArch() == Triple::x86_64 &&
    !TT.isOSWindows()}]>;
def SLOWCC : LibcallCallingConv<[{CallingConv::Cold}]>;
def MYDEFAULT : LibcallCallingConv<[{
   TT.isOSDarwin() ? CallingConv::C : CallingConv::Fast  }]>;

def FastCopy : LibcallImpls<(add __memcpy_fast), hasFast>;

def ToyLibrary : SystemRuntimeLibrary<isLinux,
  (add (sub (add sqrtf, sqrt, sqrtl_f128, abort), abort), FastCopy,
       LibcallsWithCC<(add __abort_default), SLOWCC>,
       AvailableIf<memcpy, isLinux>)> {
  let DefaultLibcallCallingConv = MYDEFAULT;
}

def AnyLibrary : SystemRuntimeLibrary<AlwaysAvailable, (add)>;

// CHECK:      enum Libcall : unsigned short {
// CHECK-NEXT:   ABORT = 0,
// CHECK-NEXT:   MEMCPY = 1,
// CHECK-NEXT:   SQRT_F32 = 2,
// CHECK-NEXT:   SQRT_F64 = 3,
// CHECK-NEXT:   SQRT_F128 = 4,
// CHECK-NEXT:   UNKNOWN_LIBCALL = 5
// CHECK:        impl___abort_default = 1, // __abort_default
// CHECK:        impl_sqrtl_alias = 7, // sqrtl
// CHECK-NEXT:   impl_sqrtl_f128 = 8, // sqrtl
// CHECK:      constexpr size_t NumLibcallImpls = 9;

// The string table holds "sqrtl" once; both implementations point at it.
// CHECK:      RuntimeLibcallNameOffsetTable[] = {
// CHECK:        55, // sqrtl
// CHECK-NEXT:   55, // sqrtl
// CHECK:      RTLIB::SQRT_F128, // RTLIB::impl_sqrtl_f128

// CHECK:      if (Size == 0 || Size > 15)
// CHECK:      static constexpr uint16_t HashTableNameToEnum[

// CHECK:      if () {
// CHECK-NEXT:   static constexpr LibcallImplBitset SystemAvailableImpls({
// CHECK-NEXT:     0x00000000000000
// CHECK-NEXT:   });
// CHECK-NEXT:   AvailableLibcallImpls = SystemAvailableImpls;
// CHECK-EMPTY:
// CHECK-NEXT:   return;
// CHECK-NEXT: }

// CHECK:      if (TT.isOSLinux()) {
// CHECK-NEXT:   const CallingConv::ID DefaultCC = TT.isOSDarwin() ? CallingConv::C : CallingConv::Fast;
// CHECK:          0x00000000000162
// CHECK:        static const RTLIB::LibcallImpl LibraryCalls[] = {
// CHECK-NEXT:       RTLIB::impl_sqrtf, // sqrtf
// CHECK-NEXT:       RTLIB::impl_sqrt, // sqrt
// CHECK-NEXT:       RTLIB::impl_sqrtl_f128, // sqrtl
// CHECK-NEXT:   };
// CHECK:        static const RTLIB::LibcallImpl LibraryCalls_AlwaysAvailable_SLOWCC[] = {
// CHECK:          setLibcallImplCallingConv(Impl, CallingConv::Cold);
// CHECK:        if (TT.getArch() == Triple::x86_64 &&
// CHECK-NEXT:     !TT.isOSWindows()) {
// CHECK-NEXT:     static const RTLIB::LibcallImpl LibraryCalls_hasFast[] = {
// CHECK:        if (TT.isOSLinux()) {
// CHECK-NEXT:     static const RTLIB::LibcallImpl LibraryCalls_isLinux[] = {
// CHECK-NEXT:         RTLIB::impl_memcpy, // memcpy
// CHECK:        return;
// CHECK-NEXT: }
// CHECK-NEXT: LLVM_DEBUG(dbgs() << "no system runtime library applied to target \'" << TT.str() << "\'\n");
