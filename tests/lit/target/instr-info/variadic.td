// RUN: %tblgen -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs
//
// variable_ops makes an instruction variadic (outputs too, with
// variadicOpsAreDefs); optional-def and predicate operands are flagged.

include "toy-remap.td"

def cc_out : OptionalDefOperand<i32, (ops GPR), (ops (i32 zero_reg))>;
def brtarget : Operand<OtherVT>;
def btarget : Operand<OtherVT> { let OperandType = "OPERAND_PCREL"; }
class BrT : Operand<OtherVT>;
def VOUT : ToyInst<(outs GPR:$a, variable_ops), (ins GPR:$b), ""> { let variadicOpsAreDefs = 1; }
def VIN : ToyInst<(outs), (ins GPR:$b, variable_ops), "">;
def OPTD : ToyInst<(outs GPR:$d, cc_out:$s), (ins GPR:$a, pred:$p), "">;
def BR : ToyInst<(outs), (ins brtarget:$t, btarget:$u), ""> { let isBranch = 1; }

// CHECK:          { 329,	2,	1,	0,	0,	0,	0,	ToyOpInfoBase + 173,	0,	0|(1ULL<<MCID::Variadic)|(1ULL<<MCID::UnmodeledSideEffects)|(1ULL<<MCID::ExtraSrcRegAllocReq)|(1ULL<<MCID::ExtraDefRegAllocReq)|(1ULL<<MCID::VariadicOpsAreDefs), 0x0ULL },  // VOUT
// CHECK:     { 328,	1,	0,	0,	0,	0,	0,	ToyOpInfoBase + 32,	0,	0|(1ULL<<MCID::Variadic)|(1ULL<<MCID::UnmodeledSideEffects)|(1ULL<<MCID::ExtraSrcRegAllocReq)|(1ULL<<MCID::ExtraDefRegAllocReq), 0x0ULL },  // VIN
// CHECK:     { 327,	5,	2,	0,	0,	0,	0,	ToyOpInfoBase + 168,	0,	0|(1ULL<<MCID::Predicable)|(1ULL<<MCID::HasOptionalDef)|(1ULL<<MCID::UnmodeledSideEffects)|(1ULL<<MCID::ExtraSrcRegAllocReq)|(1ULL<<MCID::ExtraDefRegAllocReq), 0x0ULL },  // OPTD
// CHECK:     { 324,	2,	0,	0,	0,	0,	0,	ToyOpInfoBase + 161,	0,	0|(1ULL<<MCID::Branch)|(1ULL<<MCID::UnmodeledSideEffects)|(1ULL<<MCID::ExtraSrcRegAllocReq)|(1ULL<<MCID::ExtraDefRegAllocReq), 0x0ULL },  // BR
// CHECK:     /* 168 */ { Toy::GPRRegClassID, 0, MCOI::OPERAND_REGISTER, 0 }, { Toy::GPRRegClassID, 0|(1<<MCOI::OptionalDef), MCOI::OPERAND_UNKNOWN, 0 }, { Toy::GPRRegClassID, 0, MCOI::OPERAND_REGISTER, 0 }, { -1, 0|(1<<MCOI::Predicate), MCOI::OPERAND_UNKNOWN, 0 }, { Toy::GPRRegClassID, 0|(1<<MCOI::Predicate), MCOI::OPERAND_UNKNOWN, 0 },
// CHECK:     CEFBS_None, // BR
// CHECK:     CEFBS_None, // OPTD
// CHECK:     CEFBS_None, // VIN
// CHECK:     CEFBS_None, // VOUT
