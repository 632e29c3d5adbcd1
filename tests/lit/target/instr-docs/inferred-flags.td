// RUN: %tblgen -gen-instr-docs -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-instr-docs -I /usr/include/llvm-22 -I %S/Inputs
//
// mayLoad, mayStore and hasSideEffects left unset are completed from the
// selection patterns: the instruction's own pattern, else the first Pat
// whose result is that single instruction; with no pattern at all,
// hasSideEffects is guessed set.

include "toy.td"

def LD : ToyInst<(outs GPR:$d), (ins GPR:$p), "ld $d, $p",
                 [(set GPR:$d, (i32 (load GPR:$p)))]>;
def ST : ToyInst<(outs), (ins GPR:$v, GPR:$p), "st $v, $p",
                 [(store GPR:$v, GPR:$p)]>;
def AD : ToyInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), "ad $d, $a, $b",
                 [(set GPR:$d, (add GPR:$a, GPR:$b))]>;
def SB : ToyInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), "sb $d, $a, $b">;
def : Pat<(sub GPR:$a, GPR:$b), (SB GPR:$a, GPR:$b)>;
def TRAPI : ToyInst<(outs), (ins), "trap", [(trap)]>;
// Explicit hasSideEffects = 1 is kept even though the pattern has none.
def MULX : ToyInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), "mulx",
                   [(set GPR:$d, (mul GPR:$a, GPR:$b))]> { let hasSideEffects = 1; }

// CHECK:      AD
// CHECK-NEXT: ==
// CHECK-EMPTY:
// CHECK-NEXT: Assembly string: ``ad $d, $a, $b``
// CHECK-EMPTY:
// CHECK-NEXT: * DEF
// CHECK:      LD
// CHECK:      Flags: ``mayLoad``
// CHECK:      MULX
// CHECK:      Flags: ``hasSideEffects``
// CHECK:      SB
// CHECK-NEXT: ==
// CHECK-EMPTY:
// CHECK-NEXT: Assembly string: ``sb $d, $a, $b``
// CHECK-EMPTY:
// CHECK-NEXT: * DEF
// CHECK:      ST
// CHECK:      Flags: ``mayStore``
// CHECK:      TRAPI
// CHECK:      Flags: ``hasSideEffects``
