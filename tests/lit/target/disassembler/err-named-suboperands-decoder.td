// RUN: not %tblgen -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs
//
// Named sub-operands cannot be combined with a DecoderMethod on the type.

include "enc.td"
def EncInstrInfo : InstrInfo;
def Enc : Target { let InstructionSet = EncInstrInfo; }
def memd : Operand<i32> { let MIOperandInfo = (ops GPR, simm8); let DecoderMethod = "decMem"; }
def A : EInst<(outs), (ins (memd $b, $o):$addr), "a"> { bits<3> b; bits<8> o; let Inst{31-11} = 5; let Inst{10-8} = b; let Inst{7-0} = o; }

// CHECK: err-named-suboperands-decoder.td:[[@LINE-2]]:5: error: DecoderEmitter: operand "addr" has type "memd" with a custom DecoderMethod, but also named sub-operands.
