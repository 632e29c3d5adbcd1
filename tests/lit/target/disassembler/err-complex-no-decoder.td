// RUN: not %tblgen -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs %s -o %t 2>&1 | FileCheck %s
// DIFF: -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs
//
// A complex operand decoded as a whole needs a DecoderMethod. A note dumps
// the record; the dump's last line ends the note (no empty line before the
// error count).

include "enc.td"
def EncInstrInfo : InstrInfo;
def Enc : Target { let InstructionSet = EncInstrInfo; }
def A : EInst<(outs), (ins memri:$addr), "a"> { bits<11> addr; let Inst{31-11} = 5; let Inst{10-0} = addr; }

// CHECK: err-complex-no-decoder.td:[[@LINE-2]]:5: error: DecoderEmitter: operand "addr" has non-empty MIOperandInfo, but doesn't have a custom decoder!
// CHECK:      note: Dumping record for previous error:
// CHECK:      bits<11> addr = { ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? };
// CHECK-NEXT: }
// CHECK-NEXT: {{.*}}: 1 errors.
