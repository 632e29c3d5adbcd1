// RUN: not %tblgen -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs
//
// A SoftFail bit needs a known Inst bit; the note "in record" comes first,
// then the error at the SoftFail field.

include "enc.td"
def EncInstrInfo : InstrInfo;
def Enc : Target { let InstructionSet = EncInstrInfo; }
def A : EInst<(outs GPR:$rd), (ins), "a"> { bits<3> rd; let Inst{31-3} = 5; let Inst{2-0} = rd; let SoftFail{1} = 1; }

// CHECK: err-softfail-unknown.td:[[@LINE-2]]:5: note: in record
// CHECK: err-softfail-unknown.td:[[@LINE-3]]:101: error: SoftFail{1} = 1 requires Inst{1} to be fully defined (0 or 1, not '?')
