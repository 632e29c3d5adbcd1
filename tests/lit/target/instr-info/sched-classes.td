// RUN: %tblgen -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs
//
// Scheduling classes: one per distinct itinerary + SchedRW list, named
// after them (writes before reads), in enum order.

include "toy-remap.td"
def IIC_A : InstrItinClass;
def IIC_B : InstrItinClass;
def WriteX : SchedWrite;
def WriteY : SchedWrite;
def ReadZ : SchedRead;
def I1 : ToyInst<(outs), (ins), ""> { let Itinerary = IIC_B; }
def I2 : ToyInst<(outs), (ins), ""> { let Itinerary = IIC_A; }
def I3 : ToyInst<(outs), (ins), ""> { let SchedRW = [WriteY, ReadZ, WriteX]; }
def I4 : ToyInst<(outs), (ins), ""> { let Itinerary = IIC_A; let SchedRW = [WriteX]; }
def I5 : ToyInst<(outs), (ins), ""> { let Itinerary = IIC_B; }
def I6 : ToyInst<(outs), (ins), ""> { let SchedRW = [WriteY, ReadZ, WriteX]; }

// CHECK:      namespace llvm::Toy::Sched {
// CHECK-EMPTY:
// CHECK-NEXT:   enum {
// CHECK-NEXT:     NoInstrModel	= 0,
// CHECK-NEXT:     IIC_B	= 1,
// CHECK-NEXT:     IIC_A	= 2,
// CHECK-NEXT:     WriteY_WriteX_ReadZ	= 3,
// CHECK-NEXT:     IIC_A_WriteX	= 4,
// CHECK-NEXT:     SCHED_LIST_END = 5
// CHECK-NEXT:   };
// CHECK-EMPTY:
// CHECK-NEXT: } // namespace llvm::Toy::Sched

// CHECK: { 329,	0,	0,	0,	3,	0,	0,	ToyOpInfoBase + 1,	0,	0|(1ULL<<MCID::UnmodeledSideEffects)|(1ULL<<MCID::ExtraSrcRegAllocReq)|(1ULL<<MCID::ExtraDefRegAllocReq), 0x0ULL },  // I6
// CHECK: { 328,	0,	0,	0,	1,	0,	0,	ToyOpInfoBase + 1,	0,	0|(1ULL<<MCID::UnmodeledSideEffects)|(1ULL<<MCID::ExtraSrcRegAllocReq)|(1ULL<<MCID::ExtraDefRegAllocReq), 0x0ULL },  // I5
// CHECK: { 327,	0,	0,	0,	4,	0,	0,	ToyOpInfoBase + 1,	0,	0|(1ULL<<MCID::UnmodeledSideEffects)|(1ULL<<MCID::ExtraSrcRegAllocReq)|(1ULL<<MCID::ExtraDefRegAllocReq), 0x0ULL },  // I4
// CHECK: { 326,	0,	0,	0,	3,	0,	0,	ToyOpInfoBase + 1,	0,	0|(1ULL<<MCID::UnmodeledSideEffects)|(1ULL<<MCID::ExtraSrcRegAllocReq)|(1ULL<<MCID::ExtraDefRegAllocReq), 0x0ULL },  // I3
// CHECK: { 325,	0,	0,	0,	2,	0,	0,	ToyOpInfoBase + 1,	0,	0|(1ULL<<MCID::UnmodeledSideEffects)|(1ULL<<MCID::ExtraSrcRegAllocReq)|(1ULL<<MCID::ExtraDefRegAllocReq), 0x0ULL },  // I2
// CHECK: { 324,	0,	0,	0,	1,	0,	0,	ToyOpInfoBase + 1,	0,	0|(1ULL<<MCID::UnmodeledSideEffects)|(1ULL<<MCID::ExtraSrcRegAllocReq)|(1ULL<<MCID::ExtraDefRegAllocReq), 0x0ULL },  // I1
// CHECK: CEFBS_None, // I1
// CHECK: CEFBS_None, // I2
// CHECK: CEFBS_None, // I3
// CHECK: CEFBS_None, // I4
// CHECK: CEFBS_None, // I5
// CHECK: CEFBS_None, // I6
