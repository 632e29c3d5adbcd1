// RUN: %tblgen -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs
//
// A target's specialisation of a standard pseudo (RemapPointerOperands)
// takes its place: its operands (GPR for ptr_rc) and flags, its own record
// name in the description comment, the standard name everywhere else.

include "toy-remap.td"

def MYPSEUDO : ToyInst<(outs GPR:$d), (ins i32imm:$i), ""> { let isPseudo = 1; let isCodeGenOnly = 1; }

// CHECK:          LOAD_STACK_GUARD                      = 30, // Target.td:1424
// CHECK:     MYPSEUDO                              = 322, // pseudo-remap.td:10
// CHECK:     { 322,	2,	1,	0,	0,	0,	0,	ToyOpInfoBase + 155,	0,	0|(1ULL<<MCID::Pseudo)|(1ULL<<MCID::UnmodeledSideEffects)|(1ULL<<MCID::ExtraSrcRegAllocReq)|(1ULL<<MCID::ExtraDefRegAllocReq), 0x0ULL },  // MYPSEUDO
// CHECK:     { 42,	3,	0,	0,	0,	0,	0,	ToyOpInfoBase + 40,	0,	0|(1ULL<<MCID::Pseudo)|(1ULL<<MCID::Call)|(1ULL<<MCID::MayLoad)|(1ULL<<MCID::MayStore)|(1ULL<<MCID::UsesCustomInserter)|(1ULL<<MCID::UnmodeledSideEffects)|(1ULL<<MCID::ExtraSrcRegAllocReq)|(1ULL<<MCID::ExtraDefRegAllocReq), 0x0ULL },  // anonymous_14469
// CHECK:     { 41,	2,	0,	0,	0,	0,	0,	ToyOpInfoBase + 38,	0,	0|(1ULL<<MCID::Pseudo)|(1ULL<<MCID::Call)|(1ULL<<MCID::MayLoad)|(1ULL<<MCID::MayStore)|(1ULL<<MCID::UsesCustomInserter)|(1ULL<<MCID::UnmodeledSideEffects)|(1ULL<<MCID::ExtraSrcRegAllocReq)|(1ULL<<MCID::ExtraDefRegAllocReq), 0x0ULL },  // anonymous_14468
// CHECK:     { 32,	3,	1,	0,	0,	0,	0,	ToyOpInfoBase + 33,	0,	0|(1ULL<<MCID::Pseudo)|(1ULL<<MCID::UsesCustomInserter)|(1ULL<<MCID::UnmodeledSideEffects)|(1ULL<<MCID::ExtraSrcRegAllocReq)|(1ULL<<MCID::ExtraDefRegAllocReq), 0x0ULL },  // anonymous_14467
// CHECK:     { 30,	1,	1,	0,	0,	0,	0,	ToyOpInfoBase + 32,	0,	0|(1ULL<<MCID::Pseudo)|(1ULL<<MCID::MayLoad)|(1ULL<<MCID::Rematerializable)|(1ULL<<MCID::ExtraSrcRegAllocReq)|(1ULL<<MCID::ExtraDefRegAllocReq), 0x0ULL },  // anonymous_14196
// CHECK:   /* 583 */ "LOAD_STACK_GUARD\000"
// CHECK:   /* 2110 */ "MYPSEUDO\000"
// CHECK:     CEFBS_None, // LOAD_STACK_GUARD
// CHECK:     CEFBS_None, // MYPSEUDO
