// RUN: %tblgen -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs
//
// TSFlags is printed in hex, all 64 bits; Size and the target-independent
// flags come from the record.

include "toy-remap.td"

class Fmt<bits<4> f> { bits<4> Form = f; }
def T1 : ToyInst<(outs), (ins), "">, Fmt<5> {
  let TSFlags{3-0} = Form; let TSFlags{63} = 1; let TSFlags{40} = 1;
  let Size = 4; let isReturn = 1; let isBarrier = 1; let isTerminator = 1;
  let hasSideEffects = 0; let isAsCheapAsAMove = 1; let isMoveImm = 1; let isCommutable = 1;
  let isConvergent = 1; let isAuthenticated = 1; let isReMaterializable = 1;
}
def T2 : ToyInst<(outs), (ins), ""> {
  let TSFlags{7} = 1; let mayRaiseFPException = 1; let isCall = 1; let hasDelaySlot = 1;
  let usesCustomInserter = 1; let hasPostISelHook = 1; let isSelect = 1; let isTrap = 1;
  let isAdd = 1; let isBitcast = 1; let isMoveReg = 1; let isCompare = 1; let isIndirectBranch = 1;
  let isBranch = 1; let isEHScopeReturn = 1; let canFoldAsLoad = 1; let isNotDuplicable = 1;
  let isConvertibleToThreeAddress = 1; let isPredicable = 1; let hasExtraSrcRegAllocReq = 1;
  let isRegSequence = 1; let isExtractSubreg = 1; let isInsertSubreg = 1; let variadicOpsAreDefs = 1;
  let isMeta = 1; let isPseudo = 1;
}

// CHECK: { 327,	0,	0,	4,	0,	0,	0,	ToyOpInfoBase + 1,	0,	0|(1ULL<<MCID::Return)|(1ULL<<MCID::MoveImm)|(1ULL<<MCID::Barrier)|(1ULL<<MCID::Commutable)|(1ULL<<MCID::Terminator)|(1ULL<<MCID::Rematerializable)|(1ULL<<MCID::CheapAsAMove)|(1ULL<<MCID::ExtraSrcRegAllocReq)|(1ULL<<MCID::ExtraDefRegAllocReq)|(1ULL<<MCID::Convergent)|(1ULL<<MCID::Authenticated), 0x8000010000000005ULL },  // T1
// CHECK: { 322,	0,	0,	0,	0,	0,	0,	ToyOpInfoBase + 1,	0,	0|(1ULL<<MCID::Pseudo)|(1ULL<<MCID::Meta)|(1ULL<<MCID::EHScopeReturn)|(1ULL<<MCID::Branch)|(1ULL<<MCID::IndirectBranch)|(1ULL<<MCID::Compare)|(1ULL<<MCID::MoveReg)|(1ULL<<MCID::Bitcast)|(1ULL<<MCID::Add)|(1ULL<<MCID::Trap)|(1ULL<<MCID::Select)|(1ULL<<MCID::DelaySlot)|(1ULL<<MCID::Call)|(1ULL<<MCID::FoldableAsLoad)|(1ULL<<MCID::MayRaiseFPException)|(1ULL<<MCID::Predicable)|(1ULL<<MCID::ConvertibleTo3Addr)|(1ULL<<MCID::NotDuplicable)|(1ULL<<MCID::UsesCustomInserter)|(1ULL<<MCID::HasPostISelHook)|(1ULL<<MCID::UnmodeledSideEffects)|(1ULL<<MCID::ExtraSrcRegAllocReq)|(1ULL<<MCID::ExtraDefRegAllocReq)|(1ULL<<MCID::RegSequence)|(1ULL<<MCID::ExtractSubreg)|(1ULL<<MCID::InsertSubreg)|(1ULL<<MCID::VariadicOpsAreDefs), 0x80ULL },  // T2
// CHECK: CEFBS_None, // T2
// CHECK: CEFBS_None, // T1
