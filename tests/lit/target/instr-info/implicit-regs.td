// RUN: %tblgen -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs
//
// Implicit uses then implicit defs form one list per instruction; equal
// lists are stored once, first use first, the empty one included.

include "toy-remap.td"

def CALL : ToyInst<(outs), (ins GPR:$t), ""> { let Uses = [SP]; let Defs = [R0, R1, SP]; }
def PUSH : ToyInst<(outs), (ins GPR:$v), ""> { let Uses = [SP]; let Defs = [SP]; }
def POP : ToyInst<(outs GPR:$v), (ins), ""> { let Uses = [SP]; let Defs = [SP]; }
def CLR : ToyInst<(outs), (ins), ""> { let Defs = [R0, R1, SP]; }

// CHECK: MCPhysReg ImplicitOps[9];
// CHECK: { 329,	1,	0,	0,	0,	1,	1,	ToyOpInfoBase + 32,	7,	0|(1ULL<<MCID::UnmodeledSideEffects)|(1ULL<<MCID::ExtraSrcRegAllocReq)|(1ULL<<MCID::ExtraDefRegAllocReq), 0x0ULL },  // PUSH
// CHECK: { 328,	1,	1,	0,	0,	1,	1,	ToyOpInfoBase + 32,	7,	0|(1ULL<<MCID::UnmodeledSideEffects)|(1ULL<<MCID::ExtraSrcRegAllocReq)|(1ULL<<MCID::ExtraDefRegAllocReq), 0x0ULL },  // POP
// CHECK: { 325,	0,	0,	0,	0,	0,	3,	ToyOpInfoBase + 1,	4,	0|(1ULL<<MCID::UnmodeledSideEffects)|(1ULL<<MCID::ExtraSrcRegAllocReq)|(1ULL<<MCID::ExtraDefRegAllocReq), 0x0ULL },  // CLR
// CHECK: { 324,	1,	0,	0,	0,	1,	3,	ToyOpInfoBase + 32,	0,	0|(1ULL<<MCID::UnmodeledSideEffects)|(1ULL<<MCID::ExtraSrcRegAllocReq)|(1ULL<<MCID::ExtraDefRegAllocReq), 0x0ULL },  // CALL
// CHECK:       }, {
// CHECK-NEXT:    /* 0 */
// CHECK-NEXT:    /* 0 */ Toy::SP, Toy::R0, Toy::R1, Toy::SP,
// CHECK-NEXT:    /* 4 */ Toy::R0, Toy::R1, Toy::SP,
// CHECK-NEXT:    /* 7 */ Toy::SP, Toy::SP,
// CHECK-NEXT:  }, {
// CHECK-NEXT:    0
// CHECK-NEXT:  }, {
