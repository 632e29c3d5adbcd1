// Every set operator of --print-sets, with the corner cases of each.
//
// RUN: %tblgen -I %S --print-sets %s | FileCheck %s --match-full-lines
// DIFF: --print-sets

include "Inputs/set-ops.td"

// Plain defs, lists and nested dags; duplicates are kept once, in order of
// first appearance.
def Add1 : Set<(add R0, [R1, R2], (add R3), R0, []<Set>)>;
def Add2 : Set<(add)>;
def Add3 : Set<(add R5, [R6, R5], [R7, R6])>;

// Difference: the first argument minus the union of the others.
def Sub1 : Set<(sub Add1, R1)>;
def Sub2 : Set<(sub (add R0, R1, R2, R3), R0, [R2], (add R9))>;

// Intersection keeps the order of the first set.
def And1 : Set<(and (add R3, R2, R1, R0), (add R0, R2, R4))>;

// Shifts and truncation, including amounts past the end.
def Shl1 : Set<(shl Add1, 1)>;
def Shl2 : Set<(shl Add1, 0)>;
def Shl3 : Set<(shl Add1, 9)>;
def Trunc1 : Set<(trunc Add1, 2)>;
def Trunc2 : Set<(trunc Add1, 0)>;
def Trunc3 : Set<(trunc Add1, 9)>;

// Rotations: a negative amount rotates the other way; amounts wrap.
def Rotl1 : Set<(rotl Add1, 1)>;
def Rotl2 : Set<(rotl Add1, -1)>;
def Rotl3 : Set<(rotl Add1, 6)>;
def Rotl4 : Set<(rotl Add1, -8)>;
def Rotr1 : Set<(rotr Add1, 1)>;
def Rotr2 : Set<(rotr Add1, -5)>;
def Rotr3 : Set<(rotr (add), 3)>;

// Every N'th element.
def Dec1 : Set<(decimate (add R0, R1, R2, R3, R4, R5, R6), 3)>;
def Dec2 : Set<(decimate Add1, 1)>;
def Dec3 : Set<(decimate Add1, 100)>;

// Round-robin over sets of different lengths; repeats are dropped.
def Il1 : Set<(interleave (add R0, R1, R2), (add R8), (add R1, R9, R10, R11))>;
def Il2 : Set<(interleave)>;

// Sequences: up, down, with a stride, with printf formats.
def Seq1 : Set<(sequence "R%u", 4, 7)>;
def Seq2 : Set<(sequence "R%u", 9, 6)>;
def Seq3 : Set<(sequence "R%u", 1, 9, 3)>;
def Seq4 : Set<(sequence "R%u", 9, 1, 4)>;
def Seq5 : Set<(sequence "R%u", 2, 2)>;
def Seq6 : Set<(sequence "R%u", 1, 5, -2)>;
def Seq7 : Set<(sequence "X%02d", 1, 3)>;
def Seq8 : Set<(sequence "Y%x_%%", 10, 11)>;
def X01; def X02; def X03; def "Ya_%"; def "Yb_%";

// A sequence of sets expands them.
def Part1 : Set<(add R1, R2)>;
def Part2 : Set<(add R2, R3)>;
def Seq9 : Set<(sequence "Part%u", 1, 2)>;

// Sets of sets, an anonymous set and a set that refers to itself (it is
// empty while it is being expanded).
def Nested : Set<(add Sub1, (and Add1, Seq1), Set<(add R15)>)>;
def Self : Set<(add R1, Self, R2)>;

// CHECK:      Add1 = [ R0 R1 R2 R3 ]
// CHECK-NEXT: Add2 = [ ]
// CHECK-NEXT: Add3 = [ R5 R6 R7 ]
// CHECK-NEXT: And1 = [ R2 R0 ]
// CHECK-NEXT: Dec1 = [ R0 R3 R6 ]
// CHECK-NEXT: Dec2 = [ R0 R1 R2 R3 ]
// CHECK-NEXT: Dec3 = [ R0 ]
// CHECK-NEXT: Il1 = [ R0 R8 R1 R9 R2 R10 R11 ]
// CHECK-NEXT: Il2 = [ ]
// CHECK-NEXT: Nested = [ R0 R2 R3 R15 ]
// CHECK-NEXT: Part1 = [ R1 R2 ]
// CHECK-NEXT: Part2 = [ R2 R3 ]
// CHECK-NEXT: Rotl1 = [ R1 R2 R3 R0 ]
// CHECK-NEXT: Rotl2 = [ R3 R0 R1 R2 ]
// CHECK-NEXT: Rotl3 = [ R2 R3 R0 R1 ]
// CHECK-NEXT: Rotl4 = [ R0 R1 R2 R3 ]
// CHECK-NEXT: Rotr1 = [ R3 R0 R1 R2 ]
// CHECK-NEXT: Rotr2 = [ R1 R2 R3 R0 ]
// CHECK-NEXT: Rotr3 = [ ]
// CHECK-NEXT: Self = [ R1 R2 ]
// CHECK-NEXT: Seq1 = [ R4 R5 R6 R7 ]
// CHECK-NEXT: Seq2 = [ R9 R8 R7 R6 ]
// CHECK-NEXT: Seq3 = [ R1 R4 R7 ]
// CHECK-NEXT: Seq4 = [ R9 R5 R1 ]
// CHECK-NEXT: Seq5 = [ R2 ]
// CHECK-NEXT: Seq6 = [ ]
// CHECK-NEXT: Seq7 = [ X01 X02 X03 ]
// CHECK-NEXT: Seq8 = [ Ya_% Yb_% ]
// CHECK-NEXT: Seq9 = [ R1 R2 R3 ]
// CHECK-NEXT: Shl1 = [ R1 R2 R3 ]
// CHECK-NEXT: Shl2 = [ R0 R1 R2 R3 ]
// CHECK-NEXT: Shl3 = [ ]
// CHECK-NEXT: Sub1 = [ R0 R2 R3 ]
// CHECK-NEXT: Sub2 = [ R1 R3 ]
// CHECK-NEXT: Trunc1 = [ R0 R1 ]
// CHECK-NEXT: Trunc2 = [ ]
// CHECK-NEXT: Trunc3 = [ R0 R1 R2 R3 ]
// CHECK-NEXT: anonymous_0 = [ R15 ]
// CHECK-EMPTY:
