// RUN: not %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// A gi_imm parameter takes an immediate.

include "combiner-target.td"

def frag : GICombinePatFrag<(outs root:$dst), (ins $x, gi_imm:$i),
  [(pattern (G_FNEG $dst, $x))]>;
def r0 : GICombineRule<(defs root:$d),
  (match (frag $d, $y, $z)),
  (apply (GIReplaceReg $d, $y))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0]>;

// CHECK: err-patfrag-imm-arg.td:[[@LINE-5]]:5: error: expected operand 2 of 'frag' to be an immediate; got MachineOperand $z
// CHECK: err-patfrag-imm-arg.td:[[@LINE-6]]:5: error: Failed to parse pattern: '(frag ?:$d, ?:$y, ?:$z)'
// CHECK: err-patfrag-imm-arg.td:[[@LINE-4]]:5: error: Failed to parse one or more rules
