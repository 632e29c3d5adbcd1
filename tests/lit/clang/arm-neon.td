// RUN: %clang-tblgen -gen-arm-neon %s | FileCheck %s --check-prefix=HEADER
// RUN: %clang-tblgen -gen-arm-neon-sema %s | FileCheck %s --check-prefix=SEMA
// RUN: %clang-tblgen -gen-arm-neon-test %s | FileCheck %s --check-prefix=TEST
// DIFF: -gen-arm-neon
// DIFF: -gen-arm-fp16
// DIFF: -gen-arm-bf16
// DIFF: -gen-arm-neon-sema
// DIFF: -gen-arm-neon -DNO_OVERLOAD
// DIFF: -gen-arm-neon -DTOO_NARROW
// RUN: not %clang-tblgen -gen-arm-neon -DNO_OVERLOAD %s 2>&1 | FileCheck %s --check-prefix=NO_OVERLOAD
// RUN: not %clang-tblgen -gen-arm-neon -DTOO_NARROW %s 2>&1 | FileCheck %s --check-prefix=TOO_NARROW
//
// NEON intrinsics of our own: type specs and prototype modifiers, builtin
// calls by class (S, I, W, polymorphic B, V), immediates, pointers and
// tuples (macros), operation dags (op, call, call_mangled, casts, dup,
// splat, save_temp, literal, name_replace, shuffles with SetTheory masks),
// big-endian reversal and __noswap_ variants, guards, reinterprets and
// 8-bit floats with their fpm operand; the Sema tables; and the test file
// -gen-arm-neon-test writes (llvm-tblgen 22 never returns on it).

class ImmCheckType<int val> { int Value = val; }
def ImmCheck0_3 : ImmCheckType<16>;
def ImmCheckLaneIndex : ImmCheckType<7>;
def ImmCheckShiftRight : ImmCheckType<3>;
class ImmCheck<int immArgIdx, ImmCheckType kind, int typeArgIdx = -1> {
  int ImmArgIdx = immArgIdx;
  int TypeContextArgIdx = typeArgIdx;
  ImmCheckType Kind = kind;
}
class Operation<list<dag> ops=[]> {
  list<dag> Ops = ops;
  bit Unavailable = 0;
}
class Op<dag op> : Operation<[op]>;
class LOp<list<dag> ops> : Operation<ops>;
foreach Index = 0-63 in
  def sv#Index;
class MaskExpand;
def op;
def call;
def call_mangled;
def cast;
def bitcast;
def dup;
def dup_typed;
def save_temp;
def name_replace;
def literal;
def shuffle;
def splat;
def add;
def interleave;
def decimate;
def rotl;
def rotr;
def highhalf;
def lowhalf;
def rev;
def mask0 : MaskExpand;
def mask1 : MaskExpand;
def OP_NONE : Operation;
def OP_UNAVAILABLE : Operation { let Unavailable = 1; }

class Inst <string n, string p, string t, Operation o, list<ImmCheck> ch = []>{
  string Name = n;
  string Prototype = p;
  string Types = t;
  string ArchGuard = "";
  string TargetGuard = "neon";
  Operation Operation = o;
  bit BigEndianSafe = 0;
  bit isShift = 0;
  list<ImmCheck> ImmChecks = ch;
  string InstName = "";
  string CartesianProductWith = "";
}
class SInst<string n, string p, string t, list<ImmCheck> ch = []> : Inst<n, p, t, OP_NONE, ch> {}
class IInst<string n, string p, string t, list<ImmCheck> ch = []> : Inst<n, p, t, OP_NONE, ch> {}
class WInst<string n, string p, string t, list<ImmCheck> ch = []> : Inst<n, p, t, OP_NONE, ch> {}
class VInst<string n, string p, string t, list<ImmCheck> ch = []> : Inst<n, p, t, OP_NONE, ch> {}
class SOpInst<string n, string p, string t, Operation o> : Inst<n, p, t, o> {}
class IOpInst<string n, string p, string t, Operation o> : Inst<n, p, t, o> {}
class WOpInst<string n, string p, string t, Operation o> : Inst<n, p, t, o> {}
class LOpInst<string n, string p, string t, Operation o> : Inst<n, p, t, o> {}
class NoTestOpInst<string n, string p, string t, Operation o> : Inst<n, p, t, o> {}

// HEADER-LABEL: #define splat_lane_s16(__p0, __p1) __extension__ ({ \
// HEADER-NEXT:   int16x4_t __ret; \
// HEADER-NEXT:   int16x4_t __s0 = __p0; \
// HEADER-NEXT:   __ret = __builtin_bit_cast(int16x4_t, __builtin_neon_splat_lane_v(__builtin_bit_cast(int8x8_t, __s0), __p1, 1)); \
def SPLAT : WInst<"splat_lane", ".(!q)I", "sUsmQfQs", [ImmCheck<1, ImmCheckLaneIndex, 0>]>;
let InstName = "vabd" in
def VABD : SInst<"vabd", "...", "csUcQf">;
def VGET_LANE : IInst<"vget_lane", "1.I", "sUsPsQi", [ImmCheck<1, ImmCheckLaneIndex, 0>]>;
def VSHR_N : SInst<"vshr_n", "..I", "cQUl", [ImmCheck<1, ImmCheckShiftRight, 0>]> { let isShift = 1; }
def VLD2 : WInst<"vld2", "2(c*!)", "QsPc">;
def VST1 : WInst<"vst1", "v*(!.)", "UiQh">;
def VGET_HIGH : NoTestOpInst<"vget_high", ".Q", "csUl", Op<(shuffle $p0, $p0, (highhalf mask0))>>;
// HEADER: __noswap_vget_high_s16(__rev0)
def VMUL_LANE : SOpInst<"vmul_lane", "..qI", "sQs",
                        Op<(op "*", $p0, (call_mangled "splat_lane", $p1, $p2))>>;
def VADDHI : SOpInst<"vaddhi", ".Q", "s",
                     LOp<[(save_temp $hi, (call "vget_high", $p0)),
                          (op "+", $hi, (cast "R", (literal "int16x4_t", "__x")))]>>;
def VZIP : WOpInst<"vzipx", "...", "cQs",
                   Op<(shuffle $p0, $p1, (interleave (decimate mask0, 2), (decimate (rotl mask1, 1), 2)))>>;
def VREV : WOpInst<"vrevx", "..", "cs", Op<(shuffle $p0, $p0, (rev 32, (add mask0)))>>;
def VROTR : WOpInst<"vrotrx", "..", "QUs", Op<(shuffle $p0, $p0, (rotr (lowhalf mask0), 1))>>;
def VDUP : IOpInst<"vdupx", ".1", "sQf", Op<(dup $p0)>>;
def VSPLAT : IOpInst<"vsplatx", "..I", "s", Op<(splat $p0, $p1)>>;
def VDUPT : IOpInst<"vduptx", "..1", "i", Op<(dup_typed $p0, $p1)>>;
def VBITS : LOpInst<"vbitsx", "..", "UcQi", Op<(bitcast "R", (op "~", $p0))>>;
def VHIGHNAME : SOpInst<"vaddhi_high", ".Q", "s", Op<(call (name_replace "_high", ""), $p0)>>;
let BigEndianSafe = 1 in
def VSAFE : SInst<"vsafe", "..", "Ui">;
let ArchGuard = "defined(__aarch64__)", TargetGuard = "fp8,neon" in {
def VCVT1 : VInst<"vcvt1_f16_mf8_fpm", "(>F).V", "mQm">;
def VREINT : NoTestOpInst<"vreinterpret", "..", "csm", Op<(bitcast "R", $p0)>> {
  let CartesianProductWith = "csm";
}
}
let TargetGuard = "", ArchGuard = "defined(__ARM_FEATURE_X)" in
def VGONE : SOpInst<"vgone", "..", "f", OP_UNAVAILABLE>;

// SEMA: case NEON::BI__builtin_neon_vget_lane_i16:{{$}}
// SEMA-NEXT:  ImmChecks.emplace_back(1, 7, 16, 64);
// TEST-LABEL: // CHECK-LABEL: test_vabd_s8
// TEST-NEXT: // CHECK: vabd
// TEST-NEXT: __attribute__((target("neon"))) int8x8_t test_vabd_s8(int8x8_t a, int8x8_t b) {
// TEST-NEXT:   return vabd_s8(a, b);
// TEST: int8x8_t test_vshr_n_s8(int8x8_t a) {
// TEST-NEXT:   return vshr_n_s8(a, 1);

#ifdef NO_OVERLOAD
// NO_OVERLOAD: arm-neon.td:[[@LINE+1]]:5: error: No compatible intrinsic found
def VBAD : SOpInst<"vbadx", "..", "Qc", Op<(call "vabd", $p0, $p0)>>;
#endif
#ifdef TOO_NARROW
// TOO_NARROW: arm-neon.td:[[@LINE+1]]:5: error: Can't get smaller than 64!
def VNARROW : WOpInst<"vnarrowx", "..", "c", Op<(shuffle $p0, $p0, (lowhalf mask0))>>;
#endif
