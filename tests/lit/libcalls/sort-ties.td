// RUN: %tblgen -I /usr/include/llvm-22 --gen-runtime-libcalls %s | FileCheck %s
// DIFF: -I /usr/include/llvm-22 --gen-runtime-libcalls
//
// The tables of a library are ordered by predicate name only. Sets that
// share a predicate but differ in calling convention tie, and come out in
// the order llvm-tblgen's (unstable) sort leaves them: with more than 16
// tables that is not the order they were first seen in.

include "llvm/IR/RuntimeLibcallsImpl.td"

def CALL0 : RuntimeLibcall;
def impl0 : RuntimeLibcallImpl<CALL0>;
def CC0 : LibcallCallingConv<"CallingConv::ID(0)">;
def CALL1 : RuntimeLibcall;
def impl1 : RuntimeLibcallImpl<CALL1>;
def CC1 : LibcallCallingConv<"CallingConv::ID(1)">;
def CALL2 : RuntimeLibcall;
def impl2 : RuntimeLibcallImpl<CALL2>;
def CC2 : LibcallCallingConv<"CallingConv::ID(2)">;
def CALL3 : RuntimeLibcall;
def impl3 : RuntimeLibcallImpl<CALL3>;
def CC3 : LibcallCallingConv<"CallingConv::ID(3)">;
def CALL4 : RuntimeLibcall;
def impl4 : RuntimeLibcallImpl<CALL4>;
def CC4 : LibcallCallingConv<"CallingConv::ID(4)">;
def CALL5 : RuntimeLibcall;
def impl5 : RuntimeLibcallImpl<CALL5>;
def CC5 : LibcallCallingConv<"CallingConv::ID(5)">;
def CALL6 : RuntimeLibcall;
def impl6 : RuntimeLibcallImpl<CALL6>;
def CC6 : LibcallCallingConv<"CallingConv::ID(6)">;
def CALL7 : RuntimeLibcall;
def impl7 : RuntimeLibcallImpl<CALL7>;
def CC7 : LibcallCallingConv<"CallingConv::ID(7)">;
def CALL8 : RuntimeLibcall;
def impl8 : RuntimeLibcallImpl<CALL8>;
def CC8 : LibcallCallingConv<"CallingConv::ID(8)">;
def CALL9 : RuntimeLibcall;
def impl9 : RuntimeLibcallImpl<CALL9>;
def CC9 : LibcallCallingConv<"CallingConv::ID(9)">;
def CALL10 : RuntimeLibcall;
def impl10 : RuntimeLibcallImpl<CALL10>;
def CC10 : LibcallCallingConv<"CallingConv::ID(10)">;
def CALL11 : RuntimeLibcall;
def impl11 : RuntimeLibcallImpl<CALL11>;
def CC11 : LibcallCallingConv<"CallingConv::ID(11)">;
def CALL12 : RuntimeLibcall;
def impl12 : RuntimeLibcallImpl<CALL12>;
def CC12 : LibcallCallingConv<"CallingConv::ID(12)">;
def CALL13 : RuntimeLibcall;
def impl13 : RuntimeLibcallImpl<CALL13>;
def CC13 : LibcallCallingConv<"CallingConv::ID(13)">;
def CALL14 : RuntimeLibcall;
def impl14 : RuntimeLibcallImpl<CALL14>;
def CC14 : LibcallCallingConv<"CallingConv::ID(14)">;
def CALL15 : RuntimeLibcall;
def impl15 : RuntimeLibcallImpl<CALL15>;
def CC15 : LibcallCallingConv<"CallingConv::ID(15)">;
def CALL16 : RuntimeLibcall;
def impl16 : RuntimeLibcallImpl<CALL16>;
def CC16 : LibcallCallingConv<"CallingConv::ID(16)">;
def CALL17 : RuntimeLibcall;
def impl17 : RuntimeLibcallImpl<CALL17>;
def CC17 : LibcallCallingConv<"CallingConv::ID(17)">;
def CALL18 : RuntimeLibcall;
def impl18 : RuntimeLibcallImpl<CALL18>;
def CC18 : LibcallCallingConv<"CallingConv::ID(18)">;
def CALL19 : RuntimeLibcall;
def impl19 : RuntimeLibcallImpl<CALL19>;
def CC19 : LibcallCallingConv<"CallingConv::ID(19)">;
def isA : RuntimeLibcallPredicate<"TT.isA()">;
def isZ : RuntimeLibcallPredicate<"TT.isZ()">;
def extra : RuntimeLibcallImpl<CALL0, "extra0">;
def extra1 : RuntimeLibcallImpl<CALL1, "extra1">;

def Library : SystemRuntimeLibrary<AlwaysAvailable, (add
  LibcallsWithCC<(add impl0), CC0>,
  LibcallsWithCC<(add impl1), CC7>,
  LibcallsWithCC<(add impl2), CC14>,
  LibcallsWithCC<(add impl3), CC1>,
  LibcallsWithCC<(add impl4), CC8>,
  LibcallsWithCC<(add impl5), CC15>,
  LibcallsWithCC<(add impl6), CC2>,
  LibcallsWithCC<(add impl7), CC9>,
  LibcallsWithCC<(add impl8), CC16>,
  LibcallsWithCC<(add impl9), CC3>,
  LibcallsWithCC<(add impl10), CC10>,
  LibcallsWithCC<(add impl11), CC17>,
  LibcallsWithCC<(add impl12), CC4>,
  LibcallsWithCC<(add impl13), CC11>,
  LibcallsWithCC<(add impl14), CC18>,
  LibcallsWithCC<(add impl15), CC5>,
  LibcallsWithCC<(add impl16), CC12>,
  LibcallsWithCC<(add impl17), CC19>,
  LibcallsWithCC<(add impl18), CC6>,
  LibcallsWithCC<(add impl19), CC13>,
  AvailableIf<extra, isZ>,
  AvailableIf<extra1, isA>)>;

// Seen in the order CC0, CC7, CC14, CC1, ...; emitted as:
// CHECK:      LibraryCalls_AlwaysAvailable_CC0[] = {
// CHECK:      LibraryCalls_AlwaysAvailable_CC13[] = {
// CHECK:      LibraryCalls_AlwaysAvailable_CC6[] = {
// CHECK:      LibraryCalls_AlwaysAvailable_CC19[] = {
// CHECK:      LibraryCalls_AlwaysAvailable_CC14[] = {
// CHECK:      LibraryCalls_AlwaysAvailable_CC7[] = {
// CHECK:      if (TT.isA()) {
// CHECK-NEXT:   static const RTLIB::LibcallImpl LibraryCalls_isA[] = {
// CHECK:      if (TT.isZ()) {
// CHECK-NEXT:   static const RTLIB::LibcallImpl LibraryCalls_isZ[] = {
