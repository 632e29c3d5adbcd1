// RUN: not %tblgen -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// A field that Inst uses must name an operand (or a named sub-operand); the
// error is not fatal: a note dumps the record and the run fails after.

include "enc.td"
def BAD : EInst<(outs GPR:$rd), (ins), "bad $rd"> {
  bits<3> rd; bits<3> ghost;
  let Inst{31-24} = 0x01;
  let Inst{23-21} = rd;
  let Inst{20-18} = ghost;
  let Inst{17-0} = 0;
}
def EncInstrInfo : InstrInfo;
def Enc : Target { let InstructionSet = EncInstrInfo; }

// CHECK: err-no-operand.td:[[@LINE-10]]:5: error: No operand named ghost in record BAD
// CHECK-NEXT: def BAD : EInst
// CHECK:      note: Dumping record for previous error:
// CHECK:      1 errors.
