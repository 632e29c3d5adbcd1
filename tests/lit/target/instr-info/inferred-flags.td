// RUN: %tblgen -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs
//
// mayLoad, mayStore and hasSideEffects left unset come from the selection
// patterns (the instruction's own, else a Pat producing it alone), else
// hasSideEffects is guessed.

include "toy-remap.td"

def LD : ToyInst<(outs GPR:$d), (ins GPR:$p), "", [(set GPR:$d, (i32 (load GPR:$p)))]>;
def ST : ToyInst<(outs), (ins GPR:$v, GPR:$p), "", [(store GPR:$v, GPR:$p)]>;
def AD : ToyInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), "", [(set GPR:$d, (add GPR:$a, GPR:$b))]>;
def SB : ToyInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), "">;
def : Pat<(sub GPR:$a, GPR:$b), (SB GPR:$a, GPR:$b)>;
def TRAPI : ToyInst<(outs), (ins), "", [(trap)]>;
def KEEP : ToyInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), "", [(set GPR:$d, (mul GPR:$a, GPR:$b))]> {
  let hasSideEffects = 1;
}

// CHECK:          { 331,	0,	0,	0,	0,	0,	0,	ToyOpInfoBase + 1,	0,	0|(1ULL<<MCID::UnmodeledSideEffects)|(1ULL<<MCID::ExtraSrcRegAllocReq)|(1ULL<<MCID::ExtraDefRegAllocReq), 0x0ULL },  // TRAPI
// CHECK:     { 330,	2,	0,	0,	0,	0,	0,	ToyOpInfoBase + 161,	0,	0|(1ULL<<MCID::MayStore)|(1ULL<<MCID::ExtraSrcRegAllocReq)|(1ULL<<MCID::ExtraDefRegAllocReq), 0x0ULL },  // ST
// CHECK:     { 329,	3,	1,	0,	0,	0,	0,	ToyOpInfoBase + 155,	0,	0|(1ULL<<MCID::ExtraSrcRegAllocReq)|(1ULL<<MCID::ExtraDefRegAllocReq), 0x0ULL },  // SB
// CHECK:     { 327,	2,	1,	0,	0,	0,	0,	ToyOpInfoBase + 161,	0,	0|(1ULL<<MCID::MayLoad)|(1ULL<<MCID::ExtraSrcRegAllocReq)|(1ULL<<MCID::ExtraDefRegAllocReq), 0x0ULL },  // LD
// CHECK:     { 326,	3,	1,	0,	0,	0,	0,	ToyOpInfoBase + 155,	0,	0|(1ULL<<MCID::UnmodeledSideEffects)|(1ULL<<MCID::ExtraSrcRegAllocReq)|(1ULL<<MCID::ExtraDefRegAllocReq), 0x0ULL },  // KEEP
// CHECK:     { 322,	3,	1,	0,	0,	0,	0,	ToyOpInfoBase + 155,	0,	0|(1ULL<<MCID::ExtraSrcRegAllocReq)|(1ULL<<MCID::ExtraDefRegAllocReq), 0x0ULL },  // AD
// CHECK:     CEFBS_None, // AD
// CHECK:     CEFBS_None, // KEEP
// CHECK:     CEFBS_None, // LD
// CHECK:     CEFBS_None, // SB
// CHECK:     CEFBS_None, // ST
// CHECK:     CEFBS_None, // TRAPI
