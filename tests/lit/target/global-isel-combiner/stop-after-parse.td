// RUN: %tblgen -gen-global-isel-combiner -combiners=MyCombiner -gicombiner-stop-after-parse -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -gicombiner-stop-after-parse -I /usr/include/llvm-22 -I %S/Inputs
//
// -gicombiner-stop-after-parse dumps each parsed rule (match data, PatFrags,
// patterns after type inference, operand tables, PatFrag permutations) and
// writes no combiner.

include "combiner-target.td"
def md : GIDefMatchData<"unsigned">;
def frag : GICombinePatFrag<(outs root:$dst), (ins $x, gi_imm:$i),
  [(pattern (G_FNEG $dst, $x), [{ return a(${x}, ${i}); }]),
   (pattern (G_FABS $dst, $x))]>;
def r0 : GICombineRule<(defs root:$d, md:$info),
  (match (frag $d, $y, 3), (G_ADD $y, i32:$a, 0), "return \"q\";"),
  (apply [{ Helper.apply(${info}); }])>;
def r1 : GICombineRule<(defs root:$d),
  (match (G_SUB $d, $x, $y):$root, (G_MUL $x, $y, (i32 2))),
  (apply (G_ADD $t, $y, 0), (G_CONSTANT $c, (i32 5)), (G_SUB $d, $t, $y, (MIFlags $root, NoSWrap, (not IsExact))), (G_ADD $e, $c, $c))>;
def r2 : GICombineRule<(defs root:$mi), (match (wip_match_opcode G_AND, G_OR):$mi), (apply [{ f(); }])>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0, r1, r2]>;

// CHECK: (CombineRule name:r0 id:0 root:d

// CHECK: (MatchDataDef symbol:info type:unsigned)

// CHECK: (CXXPattern name:__frag_alt0_pattern_1 match code:"return a(${x}, ${i});"),

// CHECK: __r0_match_2:(CXXPattern match code:"return \22q\22;")

// CHECK: [__r0_match_0[1]],

// CHECK: <apply_root>__r1_apply_2:(CodeGenInstructionPattern G_SUB operands:[<def>$d, GITypeOf<$d>:$t, $y] (MIFlags (set MachineInstr::NoSWrap) (unset MachineInstr::IsExact) (copy root)))

// CHECK: <match_root>mi:(AnyOpcodePattern [G_AND, G_OR])

// CHECK-NOT: GET_GICOMBINER
