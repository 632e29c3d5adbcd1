// RUN: %tblgen -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs
//
// Operand numbers are not checked against the profile; they are 32-bit
// unsigned, so a negative one wraps around. Warnings for records made by
// a defm point at the def and then at the defm.

include "target.td"

def a : SDNode<"ToyISD::A", SDTypeProfile<1, 0, [SDTCisInt<-1>, SDTCisSameAs<0, -2>,
                                                 SDTCisFP<7>]>>;
multiclass Pair {
  def _x : SDNode<"ToyISD::M", SDTNone>;
  def _y : SDNode<"ToyISD::M", SDTNone, [SDNPHasChain]>;
}
defm pair : Pair;

// CHECK:      operand-numbers.td:13:7: warning: skipped node: incompatible description
// CHECK:      operand-numbers.td:16:13: note: instantiated from multiclass
// CHECK:      operand-numbers.td:14:7: warning: skipped node: incompatible description
// CHECK:      /* 0 */ {SDTCisFP, 7, 0, 0, MVT::INVALID_SIMPLE_VALUE_TYPE}, {SDTCisSameAs, 0, 4294967294, 0, MVT::INVALID_SIMPLE_VALUE_TYPE}, {SDTCisInt, 4294967295, 0, 0, MVT::INVALID_SIMPLE_VALUE_TYPE},
