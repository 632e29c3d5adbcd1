// RUN: not %tblgen -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs
//
// A type by hardware mode used by a constraint gives each mode one type at
// most; the error is at the type's definition.

include "target.td"

def M1 : HwMode<[]>;
def TwiceM1 : ValueTypeByHwMode<[M1, M1], [i32, i64]>;
def toy_a : SDNode<"ToyISD::A", SDTypeProfile<1, 0, [SDTCisVT<0, TwiceM1>]>>;

// CHECK: err-duplicate-mode.td:[[@LINE-3]]:5: error: duplicate ValueType entry for HwMode M1: i64
