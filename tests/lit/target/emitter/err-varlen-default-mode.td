// RUN: not %tblgen -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
//
// A variable-length encoding selected for DefaultMode: llvm-tblgen 22 looks
// the default mode up in its list of named modes and crashes (so no DIFF
// line); tblgen reports it at the mode selection.

include "varlen.td"
class VEnc<dag d> : InstructionEncoding { dag Inst = d; }
def E1 : VEnc<(ascend 0b01)>;
def X : VInst<(outs GPR:$dst), (ins)> {
  let EncodingInfos = EncodingByHwMode<[DefaultMode], [E1]>;
}

// CHECK: err-varlen-default-mode.td:[[@LINE-3]]:23: error: variable-length encoding 'E1' is selected for DefaultMode, which is not supported
