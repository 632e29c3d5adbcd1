// RUN: not %tblgen -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs -DNONE %s 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: not %tblgen -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs -DCOUNT %s 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: not %tblgen -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs -DREG %s 2>&1 | FileCheck %s --check-prefix=REG
// RUN: not %tblgen -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs -DNONE %s 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: not %tblgen -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs -DNONE %s 2>&1 | FileCheck %s --check-prefix=NONE
// DIFF: -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs -DNONE
// DIFF: -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs -DCOUNT
// DIFF: -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs -DREG
// DIFF: -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs -DNONE
// DIFF: -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs -DNONE
//
// Names for an operand's sub-operands, "(Op $a, $b):$name", must match its
// MIOperandInfo entries: an Operand without entries (one MI operand) has no
// sub-operands to name, and neither has a register class.

include "toy.td"

def plainimm : Operand<i32>;

#ifdef NONE
def SUBNONE : ToyInst<(outs), (ins (plainimm $i):$op), "">;
// NONE: err-operand-sub-args.td:[[@LINE-1]]:5: error: In instruction 'SUBNONE', operand #0 has 1 sub-arg names, expected 0
#endif
#ifdef COUNT
def SUBCOUNT : ToyInst<(outs), (ins (memri $b):$addr), "">;
// COUNT: err-operand-sub-args.td:[[@LINE-1]]:5: error: In instruction 'SUBCOUNT', operand #0 has 1 sub-arg names, expected 2
#endif
#ifdef REG
def SUBREG : ToyInst<(outs), (ins (GPR $r):$src), "">;
// REG: err-operand-sub-args.td:[[@LINE-1]]:5: error: In instruction 'SUBREG', operand #0 has 1 sub-arg names, but no sub-operands
#endif
