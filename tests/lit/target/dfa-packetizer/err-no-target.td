// RUN: not %tblgen -gen-dfa-packetizer -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
// DIFF: -gen-dfa-packetizer -I /usr/include/llvm-22
//
// The target is checked before the processors.

include "llvm/Target/Target.td"
def : Processor<"x", NoItineraries, []>;
def : Processor<"x", NoItineraries, []>;

// CHECK: error: No 'Target' subclasses defined!
