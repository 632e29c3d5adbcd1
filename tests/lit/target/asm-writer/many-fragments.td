// RUN: %tblgen -gen-asm-writer -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-asm-writer -I /usr/include/llvm-22 -I %S/Inputs
//
// More distinct printing cases than the 64 bits of OpInfo can number: the
// bits grow to two tables (uint32_t + uint32_t, a uint64_t Bits), and what
// does not fit is printed by a switch over opcodes in which instructions
// differing in one step share a case with a nested switch for that step.
// (Generated: each V<n> prints its four operands in a pseudo-random order;
// V<n>T and V<n>U differ from V<n> in the last operand's modifier.)

include "aw.td"
def V0 : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
             "v0 $a, $a, $a, $b, $c, $d, $b, $b, $c, $c, $b, $a, $d, $c, $d, $d, $a, $b, $a, $b, $a, $d, $b, $d, $a, $b, $a, $a, $a, $b, $c, $d, $c, $a">;
def V0T : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v0 $a, $a, $a, $b, $c, $d, $b, $b, $c, $c, $b, $a, $d, $c, $d, $d, $a, $b, $a, $b, $a, $d, $b, $d, $a, $b, $a, $a, $a, $b, $c, $d, $c, ${a:lo}">;
def V0U : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v0 $a, $a, $a, $b, $c, $d, $b, $b, $c, $c, $b, $a, $d, $c, $d, $d, $a, $b, $a, $b, $a, $d, $b, $d, $a, $b, $a, $a, $a, $b, $c, $d, $c, ${a:hi}">;
def V1 : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
             "v1 $a, $d, $a, $a, $b, $d, $a, $c, $d, $b, $b, $d, $a, $a, $c, $b, $a, $b, $b, $c, $b, $c, $c, $b, $b, $d, $a, $a, $d, $a, $b, $d, $d, $d">;
def V1T : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v1 $a, $d, $a, $a, $b, $d, $a, $c, $d, $b, $b, $d, $a, $a, $c, $b, $a, $b, $b, $c, $b, $c, $c, $b, $b, $d, $a, $a, $d, $a, $b, $d, $d, ${d:lo}">;
def V1U : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v1 $a, $d, $a, $a, $b, $d, $a, $c, $d, $b, $b, $d, $a, $a, $c, $b, $a, $b, $b, $c, $b, $c, $c, $b, $b, $d, $a, $a, $d, $a, $b, $d, $d, ${d:hi}">;
def V2 : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
             "v2 $b, $c, $a, $a, $a, $a, $c, $d, $d, $a, $b, $b, $b, $c, $b, $c, $d, $b, $b, $d, $d, $a, $d, $a, $b, $c, $d, $d, $c, $d, $a, $d, $a, $c">;
def V2T : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v2 $b, $c, $a, $a, $a, $a, $c, $d, $d, $a, $b, $b, $b, $c, $b, $c, $d, $b, $b, $d, $d, $a, $d, $a, $b, $c, $d, $d, $c, $d, $a, $d, $a, ${c:lo}">;
def V2U : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v2 $b, $c, $a, $a, $a, $a, $c, $d, $d, $a, $b, $b, $b, $c, $b, $c, $d, $b, $b, $d, $d, $a, $d, $a, $b, $c, $d, $d, $c, $d, $a, $d, $a, ${c:hi}">;
def V3 : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
             "v0 $c, $c, $a, $a, $c, $a, $b, $a, $a, $d, $b, $a, $c, $d, $a, $a, $d, $b, $b, $a, $a, $c, $a, $d, $b, $a, $d, $d, $b, $c, $d, $d, $b, $c">;
def V3T : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v0 $c, $c, $a, $a, $c, $a, $b, $a, $a, $d, $b, $a, $c, $d, $a, $a, $d, $b, $b, $a, $a, $c, $a, $d, $b, $a, $d, $d, $b, $c, $d, $d, $b, ${c:lo}">;
def V3U : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v0 $c, $c, $a, $a, $c, $a, $b, $a, $a, $d, $b, $a, $c, $d, $a, $a, $d, $b, $b, $a, $a, $c, $a, $d, $b, $a, $d, $d, $b, $c, $d, $d, $b, ${c:hi}">;
def V4 : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
             "v1 $d, $b, $a, $a, $b, $b, $a, $b, $a, $c, $b, $c, $d, $b, $d, $c, $c, $b, $c, $b, $b, $b, $b, $c, $b, $d, $c, $c, $a, $b, $c, $a, $d, $b">;
def V4T : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v1 $d, $b, $a, $a, $b, $b, $a, $b, $a, $c, $b, $c, $d, $b, $d, $c, $c, $b, $c, $b, $b, $b, $b, $c, $b, $d, $c, $c, $a, $b, $c, $a, $d, ${b:lo}">;
def V4U : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v1 $d, $b, $a, $a, $b, $b, $a, $b, $a, $c, $b, $c, $d, $b, $d, $c, $c, $b, $c, $b, $b, $b, $b, $c, $b, $d, $c, $c, $a, $b, $c, $a, $d, ${b:hi}">;
def V5 : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
             "v2 $d, $b, $a, $a, $a, $b, $d, $c, $b, $c, $b, $b, $a, $d, $c, $a, $c, $b, $c, $c, $d, $d, $c, $a, $c, $b, $c, $c, $d, $a, $b, $a, $a, $a">;
def V5T : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v2 $d, $b, $a, $a, $a, $b, $d, $c, $b, $c, $b, $b, $a, $d, $c, $a, $c, $b, $c, $c, $d, $d, $c, $a, $c, $b, $c, $c, $d, $a, $b, $a, $a, ${a:lo}">;
def V5U : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v2 $d, $b, $a, $a, $a, $b, $d, $c, $b, $c, $b, $b, $a, $d, $c, $a, $c, $b, $c, $c, $d, $d, $c, $a, $c, $b, $c, $c, $d, $a, $b, $a, $a, ${a:hi}">;
def V6 : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
             "v0 $a, $a, $a, $a, $d, $c, $b, $d, $b, $b, $b, $d, $a, $b, $b, $c, $b, $b, $c, $c, $a, $b, $d, $d, $c, $a, $b, $b, $c, $c, $a, $a, $b, $d">;
def V6T : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v0 $a, $a, $a, $a, $d, $c, $b, $d, $b, $b, $b, $d, $a, $b, $b, $c, $b, $b, $c, $c, $a, $b, $d, $d, $c, $a, $b, $b, $c, $c, $a, $a, $b, ${d:lo}">;
def V6U : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v0 $a, $a, $a, $a, $d, $c, $b, $d, $b, $b, $b, $d, $a, $b, $b, $c, $b, $b, $c, $c, $a, $b, $d, $d, $c, $a, $b, $b, $c, $c, $a, $a, $b, ${d:hi}">;
def V7 : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
             "v1 $b, $d, $a, $a, $c, $c, $a, $d, $c, $a, $b, $c, $b, $c, $b, $d, $b, $a, $d, $d, $c, $a, $a, $c, $c, $c, $b, $b, $b, $b, $d, $a, $c, $c">;
def V7T : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v1 $b, $d, $a, $a, $c, $c, $a, $d, $c, $a, $b, $c, $b, $c, $b, $d, $b, $a, $d, $d, $c, $a, $a, $c, $c, $c, $b, $b, $b, $b, $d, $a, $c, ${c:lo}">;
def V7U : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v1 $b, $d, $a, $a, $c, $c, $a, $d, $c, $a, $b, $c, $b, $c, $b, $d, $b, $a, $d, $d, $c, $a, $a, $c, $c, $c, $b, $b, $b, $b, $d, $a, $c, ${c:hi}">;
def V8 : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
             "v2 $c, $d, $a, $a, $a, $d, $d, $a, $d, $d, $b, $a, $c, $a, $a, $b, $b, $a, $d, $a, $d, $c, $b, $a, $d, $b, $a, $a, $a, $a, $d, $a, $d, $b">;
def V8T : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v2 $c, $d, $a, $a, $a, $d, $d, $a, $d, $d, $b, $a, $c, $a, $a, $b, $b, $a, $d, $a, $d, $c, $b, $a, $d, $b, $a, $a, $a, $a, $d, $a, $d, ${b:lo}">;
def V8U : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v2 $c, $d, $a, $a, $a, $d, $d, $a, $d, $d, $b, $a, $c, $a, $a, $b, $b, $a, $d, $a, $d, $c, $b, $a, $d, $b, $a, $a, $a, $a, $d, $a, $d, ${b:hi}">;
def V9 : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
             "v0 $c, $c, $a, $a, $d, $d, $c, $b, $d, $c, $b, $d, $d, $c, $d, $d, $a, $a, $d, $b, $a, $b, $c, $d, $d, $d, $a, $a, $d, $d, $c, $a, $a, $a">;
def V9T : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v0 $c, $c, $a, $a, $d, $d, $c, $b, $d, $c, $b, $d, $d, $c, $d, $d, $a, $a, $d, $b, $a, $b, $c, $d, $d, $d, $a, $a, $d, $d, $c, $a, $a, ${a:lo}">;
def V9U : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v0 $c, $c, $a, $a, $d, $d, $c, $b, $d, $c, $b, $d, $d, $c, $d, $d, $a, $a, $d, $b, $a, $b, $c, $d, $d, $d, $a, $a, $d, $d, $c, $a, $a, ${a:hi}">;
def V10 : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
             "v1 $d, $b, $a, $a, $c, $a, $b, $c, $a, $b, $b, $b, $a, $a, $c, $b, $a, $a, $a, $c, $c, $d, $d, $c, $d, $c, $d, $d, $c, $c, $b, $a, $c, $a">;
def V10T : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v1 $d, $b, $a, $a, $c, $a, $b, $c, $a, $b, $b, $b, $a, $a, $c, $b, $a, $a, $a, $c, $c, $d, $d, $c, $d, $c, $d, $d, $c, $c, $b, $a, $c, ${a:lo}">;
def V10U : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v1 $d, $b, $a, $a, $c, $a, $b, $c, $a, $b, $b, $b, $a, $a, $c, $b, $a, $a, $a, $c, $c, $d, $d, $c, $d, $c, $d, $d, $c, $c, $b, $a, $c, ${a:hi}">;
def V11 : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
             "v2 $a, $b, $a, $d, $b, $a, $d, $d, $a, $a, $b, $a, $b, $b, $b, $d, $d, $a, $a, $d, $d, $b, $a, $a, $d, $a, $d, $c, $b, $b, $a, $b, $d, $d">;
def V11T : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v2 $a, $b, $a, $d, $b, $a, $d, $d, $a, $a, $b, $a, $b, $b, $b, $d, $d, $a, $a, $d, $d, $b, $a, $a, $d, $a, $d, $c, $b, $b, $a, $b, $d, ${d:lo}">;
def V11U : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v2 $a, $b, $a, $d, $b, $a, $d, $d, $a, $a, $b, $a, $b, $b, $b, $d, $d, $a, $a, $d, $d, $b, $a, $a, $d, $a, $d, $c, $b, $b, $a, $b, $d, ${d:hi}">;
def V12 : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
             "v0 $b, $a, $a, $d, $d, $b, $c, $a, $b, $d, $b, $c, $c, $d, $a, $a, $d, $a, $a, $d, $b, $a, $b, $d, $a, $d, $c, $c, $d, $a, $d, $b, $a, $c">;
def V12T : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v0 $b, $a, $a, $d, $d, $b, $c, $a, $b, $d, $b, $c, $c, $d, $a, $a, $d, $a, $a, $d, $b, $a, $b, $d, $a, $d, $c, $c, $d, $a, $d, $b, $a, ${c:lo}">;
def V12U : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v0 $b, $a, $a, $d, $d, $b, $c, $a, $b, $d, $b, $c, $c, $d, $a, $a, $d, $a, $a, $d, $b, $a, $b, $d, $a, $d, $c, $c, $d, $a, $d, $b, $a, ${c:hi}">;
def V13 : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
             "v1 $b, $a, $a, $d, $c, $b, $b, $b, $b, $c, $b, $b, $d, $b, $d, $c, $c, $a, $b, $a, $c, $c, $c, $c, $a, $b, $c, $b, $c, $d, $c, $b, $b, $b">;
def V13T : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v1 $b, $a, $a, $d, $c, $b, $b, $b, $b, $c, $b, $b, $d, $b, $d, $c, $c, $a, $b, $a, $c, $c, $c, $c, $a, $b, $c, $b, $c, $d, $c, $b, $b, ${b:lo}">;
def V13U : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v1 $b, $a, $a, $d, $c, $b, $b, $b, $b, $c, $b, $b, $d, $b, $d, $c, $c, $a, $b, $a, $c, $c, $c, $c, $a, $b, $c, $b, $c, $d, $c, $b, $b, ${b:hi}">;
def V14 : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
             "v2 $c, $d, $a, $d, $b, $c, $a, $b, $c, $c, $b, $d, $d, $d, $c, $a, $c, $a, $b, $b, $a, $b, $d, $b, $a, $a, $b, $b, $b, $c, $b, $b, $c, $a">;
def V14T : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v2 $c, $d, $a, $d, $b, $c, $a, $b, $c, $c, $b, $d, $d, $d, $c, $a, $c, $a, $b, $b, $a, $b, $d, $b, $a, $a, $b, $b, $b, $c, $b, $b, $c, ${a:lo}">;
def V14U : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v2 $c, $d, $a, $d, $b, $c, $a, $b, $c, $c, $b, $d, $d, $d, $c, $a, $c, $a, $b, $b, $a, $b, $d, $b, $a, $a, $b, $b, $b, $c, $b, $b, $c, ${a:hi}">;
def V15 : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
             "v0 $d, $c, $a, $d, $a, $c, $c, $c, $c, $b, $b, $b, $a, $a, $b, $c, $c, $a, $c, $c, $b, $d, $a, $d, $a, $c, $b, $a, $a, $a, $a, $b, $a, $d">;
def V15T : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v0 $d, $c, $a, $d, $a, $c, $c, $c, $c, $b, $b, $b, $a, $a, $b, $c, $c, $a, $c, $c, $b, $d, $a, $d, $a, $c, $b, $a, $a, $a, $a, $b, $a, ${d:lo}">;
def V15U : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v0 $d, $c, $a, $d, $a, $c, $c, $c, $c, $b, $b, $b, $a, $a, $b, $c, $c, $a, $c, $c, $b, $d, $a, $d, $a, $c, $b, $a, $a, $a, $a, $b, $a, ${d:hi}">;
def V16 : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
             "v1 $a, $c, $a, $d, $d, $d, $b, $d, $d, $a, $b, $a, $b, $c, $b, $d, $b, $a, $c, $d, $c, $b, $b, $c, $b, $b, $a, $a, $d, $d, $d, $b, $b, $c">;
def V16T : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v1 $a, $c, $a, $d, $d, $d, $b, $d, $d, $a, $b, $a, $b, $c, $b, $d, $b, $a, $c, $d, $c, $b, $b, $c, $b, $b, $a, $a, $d, $d, $d, $b, $b, ${c:lo}">;
def V16U : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v1 $a, $c, $a, $d, $d, $d, $b, $d, $d, $a, $b, $a, $b, $c, $b, $d, $b, $a, $c, $d, $c, $b, $b, $c, $b, $b, $a, $a, $d, $d, $d, $b, $b, ${c:hi}">;
def V17 : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
             "v2 $a, $b, $a, $d, $b, $d, $a, $a, $a, $d, $b, $c, $c, $a, $a, $b, $b, $a, $c, $a, $a, $a, $c, $b, $b, $d, $a, $d, $c, $c, $c, $c, $c, $c">;
def V17T : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v2 $a, $b, $a, $d, $b, $d, $a, $a, $a, $d, $b, $c, $c, $a, $a, $b, $b, $a, $c, $a, $a, $a, $c, $b, $b, $d, $a, $d, $c, $c, $c, $c, $c, ${c:lo}">;
def V17U : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v2 $a, $b, $a, $d, $b, $d, $a, $a, $a, $d, $b, $c, $c, $a, $a, $b, $b, $a, $c, $a, $a, $a, $c, $b, $b, $d, $a, $d, $c, $c, $c, $c, $c, ${c:hi}">;
def V18 : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
             "v0 $b, $b, $a, $d, $a, $a, $d, $b, $a, $c, $b, $b, $d, $c, $d, $d, $a, $a, $d, $a, $b, $c, $d, $d, $b, $c, $d, $d, $b, $b, $b, $c, $d, $b">;
def V18T : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v0 $b, $b, $a, $d, $a, $a, $d, $b, $a, $c, $b, $b, $d, $c, $d, $d, $a, $a, $d, $a, $b, $c, $d, $d, $b, $c, $d, $d, $b, $b, $b, $c, $d, ${b:lo}">;
def V18U : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v0 $b, $b, $a, $d, $a, $a, $d, $b, $a, $c, $b, $b, $d, $c, $d, $d, $a, $a, $d, $a, $b, $c, $d, $d, $b, $c, $d, $d, $b, $b, $b, $c, $d, ${b:hi}">;
def V19 : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
             "v1 $c, $a, $a, $d, $d, $a, $b, $c, $b, $b, $b, $d, $a, $d, $c, $b, $a, $a, $d, $b, $d, $a, $a, $c, $c, $a, $d, $c, $a, $a, $a, $c, $a, $a">;
def V19T : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v1 $c, $a, $a, $d, $d, $a, $b, $c, $b, $b, $b, $d, $a, $d, $c, $b, $a, $a, $d, $b, $d, $a, $a, $c, $c, $a, $d, $c, $a, $a, $a, $c, $a, ${a:lo}">;
def V19U : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v1 $c, $a, $a, $d, $d, $a, $b, $c, $b, $b, $b, $d, $a, $d, $c, $b, $a, $a, $d, $b, $d, $a, $a, $c, $c, $a, $d, $c, $a, $a, $a, $c, $a, ${a:hi}">;
def V20 : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
             "v2 $d, $d, $a, $c, $c, $b, $a, $d, $b, $a, $b, $c, $b, $b, $b, $d, $d, $a, $d, $c, $a, $d, $b, $b, $c, $d, $c, $c, $d, $d, $d, $c, $c, $d">;
def V20T : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v2 $d, $d, $a, $c, $c, $b, $a, $d, $b, $a, $b, $c, $b, $b, $b, $d, $d, $a, $d, $c, $a, $d, $b, $b, $c, $d, $c, $c, $d, $d, $d, $c, $c, ${d:lo}">;
def V20U : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v2 $d, $d, $a, $c, $c, $b, $a, $d, $b, $a, $b, $c, $b, $b, $b, $d, $d, $a, $d, $c, $a, $d, $b, $b, $c, $d, $c, $c, $d, $d, $d, $c, $c, ${d:hi}">;
def V21 : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
             "v0 $d, $d, $a, $c, $a, $b, $d, $a, $c, $d, $b, $a, $c, $d, $a, $a, $d, $a, $a, $d, $c, $b, $c, $a, $c, $b, $c, $b, $c, $c, $c, $c, $d, $c">;
def V21T : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v0 $d, $d, $a, $c, $a, $b, $d, $a, $c, $d, $b, $a, $c, $d, $a, $a, $d, $a, $a, $d, $c, $b, $c, $a, $c, $b, $c, $b, $c, $c, $c, $c, $d, ${c:lo}">;
def V21U : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v0 $d, $d, $a, $c, $a, $b, $d, $a, $c, $d, $b, $a, $c, $d, $a, $a, $d, $a, $a, $d, $c, $b, $c, $a, $c, $b, $c, $b, $c, $c, $c, $c, $d, ${c:hi}">;
def V22 : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
             "v1 $a, $c, $a, $c, $d, $c, $c, $a, $c, $d, $b, $d, $c, $b, $d, $c, $c, $a, $a, $a, $d, $a, $d, $c, $c, $a, $b, $a, $b, $b, $b, $c, $a, $b">;
def V22T : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v1 $a, $c, $a, $c, $d, $c, $c, $a, $c, $d, $b, $d, $c, $b, $d, $c, $c, $a, $a, $a, $d, $a, $d, $c, $c, $a, $b, $a, $b, $b, $b, $c, $a, ${b:lo}">;
def V22U : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v1 $a, $c, $a, $c, $d, $c, $c, $a, $c, $d, $b, $d, $c, $b, $d, $c, $c, $a, $a, $a, $d, $a, $d, $c, $c, $a, $b, $a, $b, $b, $b, $c, $a, ${b:hi}">;
def V23 : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
             "v2 $b, $c, $a, $c, $c, $c, $a, $b, $d, $c, $b, $b, $d, $c, $c, $a, $c, $a, $a, $b, $a, $c, $a, $b, $d, $c, $b, $a, $a, $a, $a, $c, $b, $a">;
def V23T : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v2 $b, $c, $a, $c, $c, $c, $a, $b, $d, $c, $b, $b, $d, $c, $c, $a, $c, $a, $a, $b, $a, $c, $a, $b, $d, $c, $b, $a, $a, $a, $a, $c, $b, ${a:lo}">;
def V23U : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d),
              "v2 $b, $c, $a, $c, $c, $c, $a, $b, $d, $c, $b, $b, $d, $c, $c, $a, $c, $a, $a, $b, $a, $c, $a, $b, $d, $c, $b, $a, $a, $a, $a, $c, $b, ${a:hi}">;
def AwInstrInfo : InstrInfo;
def Awt : Target { let InstructionSet = AwInstrInfo; }

// CHECK:      static const uint32_t OpInfo0[] = {
// CHECK:      static const uint32_t OpInfo1[] = {
// CHECK:        uint64_t Bits = 0;
// CHECK-NEXT:   Bits |= (uint64_t)OpInfo0[MI.getOpcode()] << 0;
// CHECK-NEXT:   Bits |= (uint64_t)OpInfo1[MI.getOpcode()] << 32;
// CHECK:        uint64_t Bits = MnemonicInfo.second;
// CHECK:        switch (MI->getOpcode()) {
// CHECK-NEXT:   default: llvm_unreachable("Unexpected opcode.");
// CHECK:          switch (MI->getOpcode()) {
// CHECK-NEXT:     default: llvm_unreachable("Unexpected opcode.");
// CHECK-NEXT:     case Awt::V{{[0-9]+}}:
// CHECK-NEXT:       printOperand(MI, {{[0-3]}}, O);
// CHECK-NEXT:       break;
// CHECK-NEXT:     case Awt::V{{[0-9]+}}T:
// CHECK-NEXT:       printOperand(MI, {{[0-3]}}, O, "lo");
