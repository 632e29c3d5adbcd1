// RUN: rm -f %t
// RUN: not %tblgen -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs %s -o %t 2>&1 | FileCheck %s
// RUN: not test -e %t
// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs -DLEGAL %s -o %t.legal
// DIFF: -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs
// DIFF: -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs -DLEGAL
//
// A fragment use cast to a type no register class holds (i8) meets the
// fragment's own types (the legal integers its imm asks for): the
// instruction is refused while its named operands are read, instructions
// in name order (AA before ZZ, though ZZ comes first). A cast to a legal
// type (i16) is accepted.

include "di.td"

def anyimm : PatLeaf<(imm), [{ return true; }]>;
def immop : Operand<i32>;
def immop16 : Operand<i16>;

#ifdef LEGAL
def ZZ : DiInst<(outs HPR:$d), (ins HPR:$a, immop16:$i), [(set HPR:$d, (add HPR:$a, (i16 anyimm:$i)))]>;
#else
def ZZ : DiInst<(outs GPR:$d), (ins GPR:$a, immop:$i), [(set GPR:$d, (add GPR:$a, (i8 anyimm:$i)))]>;
// CHECK: err-fragment-cast-illegal.td:[[@LINE+1]]:5: error: Type set is empty for each HW mode in 'AA'
def AA : DiInst<(outs GPR:$d), (ins GPR:$a, immop:$i), [(set GPR:$d, (add GPR:$a, (i8 anyimm:$i)))]>;
#endif
