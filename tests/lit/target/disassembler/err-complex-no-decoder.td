// RUN: not %tblgen -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs
//
// A complex operand decoded as a whole needs a DecoderMethod.

include "enc.td"
def EncInstrInfo : InstrInfo;
def Enc : Target { let InstructionSet = EncInstrInfo; }
def A : EInst<(outs), (ins memri:$addr), "a"> { bits<11> addr; let Inst{31-11} = 5; let Inst{10-0} = addr; }

// CHECK: err-complex-no-decoder.td:[[@LINE-2]]:5: error: DecoderEmitter: operand "addr" has non-empty MIOperandInfo, but doesn't have a custom decoder!
