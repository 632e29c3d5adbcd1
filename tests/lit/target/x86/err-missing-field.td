// RUN: not %tblgen -gen-x86-mnemonic-tables -D X86_MINI_NO_EVEX_U -I %llvminc -I %S/Inputs %s 2>&1 | FileCheck %s --check-prefix=FIRST
// RUN: not %tblgen -gen-x86-instr-mapping -D X86_MINI_NO_EVEX_U -I %llvminc -I %S/Inputs %s 2>&1 | FileCheck %s --check-prefix=FIRST
// RUN: not %tblgen -gen-x86-fold-tables -D X86_MINI_NO_EVEX_U -I %llvminc -I %S/Inputs %s 2>&1 | FileCheck %s --check-prefix=FOLD
// RUN: not %tblgen -gen-x86-fold-tables -D X86_MINI_NO_LOCK -I %llvminc -I %S/Inputs %s 2>&1 | FileCheck %s --check-prefix=LOCK
// RUN: %tblgen -gen-x86-mnemonic-tables -D X86_MINI_NO_LOCK -I %llvminc -I %S/Inputs %s | FileCheck %s --check-prefix=NOLOCK
// DIFF: -gen-x86-mnemonic-tables -D X86_MINI_NO_EVEX_U -I /usr/include/llvm-22 -I %S/Inputs
// DIFF: -gen-x86-instr-mapping -D X86_MINI_NO_EVEX_U -I /usr/include/llvm-22 -I %S/Inputs
// DIFF: -gen-x86-fold-tables -D X86_MINI_NO_EVEX_U -I /usr/include/llvm-22 -I %S/Inputs
// DIFF: -gen-x86-fold-tables -D X86_MINI_NO_LOCK -I /usr/include/llvm-22 -I %S/Inputs
// DIFF: -gen-x86-mnemonic-tables -D X86_MINI_NO_LOCK -I /usr/include/llvm-22 -I %S/Inputs
// DIFF: -gen-x86-instr-mapping -D X86_MINI_NO_LOCK -I /usr/include/llvm-22 -I %S/Inputs
//
// An instruction without a field of the encoding summary is an error where
// a backend first reads it: every instruction in enum order for the
// mnemonic tables and mappings, the first memory form with candidates for
// the fold tables. hasLockPrefix is read only by the fold tables, when a
// pair gets as far as comparing prefixes (the register form first).

include "x86-mini.td"
include "x86-fold-stubs.td"

def NOP : X86Inst<0x90, RawFrm, (outs), (ins), "nop">;
def SUB32rr : X86Inst<0x29, MRMDestReg, (outs GR32:$d), (ins GR32:$a, GR32:$b), "sub">;
def SUB32mr : X86Inst<0x29, MRMDestMem, (outs), (ins i32mem:$d, GR32:$b), "sub">;
def AND32rr : X86Inst<0x21, MRMDestReg, (outs GR32:$d), (ins GR32:$a, GR32:$b), "and">;
def AND32mr : X86Inst<0x21, MRMDestMem, (outs), (ins i32mem:$d, GR32:$b), "and">;

// FIRST: x86-fold-stubs.td:{{[0-9]+}}:5: error: Record `ADD16mi' does not have a field named `hasEVEX_U'!
// FOLD: err-missing-field.td:[[@LINE-3]]:5: error: Record `AND32mr' does not have a field named `hasEVEX_U'!
// LOCK: err-missing-field.td:[[@LINE-5]]:5: error: Record `AND32rr' does not have a field named `hasLockPrefix'!
// NOLOCK: bool isSUB(unsigned Opcode);
