// RUN: %tblgen -I /usr/include/llvm-22 --gen-target-library-info %s | FileCheck %s
// DIFF: -I /usr/include/llvm-22 --gen-target-library-info
//
// Library functions in definition order; a name used twice is stored once,
// and so is a signature used twice. Signatures are laid out in the order of
// their reversed type lists.

include "llvm/Analysis/TargetLibraryInfoImpl.td"

def strlen : TargetLibCall<"strlen", SizeT, [Ptr]>;
def puts : TargetLibCall<"puts", Int, [Ptr]>;
def abort : TargetLibCall<"abort", Void>;
def memcpy : TargetLibCall<"memcpy", Ptr, [Ptr, Ptr, SizeT]>;
def memcpy_chk : TargetLibCall<"__memcpy_chk", Ptr, [Ptr, Ptr, SizeT, SizeT]>;
def also_strlen : TargetLibCall<"strlen", SizeT, [Ptr]>;
def noret : TargetLibCall<"noret", ?, [Int, Dbl]>;

// CHECK:      enum LibFunc : unsigned {
// CHECK-NEXT:   NotLibFunc = 0,
// CHECK-NEXT:   LibFunc_strlen,
// CHECK-NEXT:   LibFunc_puts,
// CHECK-NEXT:   LibFunc_abort,
// CHECK-NEXT:   LibFunc_memcpy,
// CHECK-NEXT:   LibFunc_memcpy_chk,
// CHECK-NEXT:   LibFunc_also_strlen,
// CHECK-NEXT:   LibFunc_noret,
// CHECK-NEXT:   NumLibFuncs,
// CHECK-NEXT:   End_LibFunc = NumLibFuncs,
// CHECK-NEXT:   Begin_LibFunc = LibFunc_strlen,
// CHECK-NEXT: };

// CHECK:      {{^}} constexpr char StandardNamesStrTableStorage[] =
// CHECK:      const llvm::StringTable
// CHECK-NEXT: TargetLibraryInfoImpl::StandardNamesStrTable = StandardNamesStrTableStorage;
// CHECK:      StandardNamesOffsets[8] = {
// CHECK-NEXT:   0, //
// CHECK-NEXT:   1, // strlen
// CHECK:        1, // strlen
// CHECK:      StandardNamesSizeTable[8] = {
// CHECK-NEXT:   0,
// CHECK-NEXT:   6,

// CHECK:      enum FuncArgTypeID : char {
// CHECK-NEXT:   NoFuncArgType = 0,
// CHECK-NEXT:   Void,
// CHECK:      static const FuncArgTypeID SignatureTable[] = {
// CHECK-NEXT:   /* 0 */ Int, Dbl, NoFuncArgType,
// CHECK-NEXT:   /* 3 */ Int, Ptr, NoFuncArgType,
// CHECK-NEXT:   /* 6 */ SizeT, Ptr, NoFuncArgType,
// CHECK-NEXT:   /* 9 */ Ptr, Ptr, Ptr, SizeT, NoFuncArgType,
// CHECK-NEXT:   /* 14 */ Ptr, Ptr, Ptr, SizeT, SizeT, NoFuncArgType,
// CHECK-NEXT:   /* 20 */ Void, NoFuncArgType,
// CHECK-NEXT: };
// CHECK:      static const uint16_t SignatureOffset[] = {
// CHECK-NEXT:   20, //
// CHECK-NEXT:   6, // strlen
// CHECK-NEXT:   3, // puts
// CHECK-NEXT:   20, // abort
// CHECK-NEXT:   9, // memcpy
// CHECK-NEXT:   14, // memcpy_chk
// CHECK-NEXT:   6, // also_strlen
// CHECK-NEXT:   0, // noret
// CHECK-NEXT: };
