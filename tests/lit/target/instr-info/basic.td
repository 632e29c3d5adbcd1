// RUN: %tblgen -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs
//
// The opcode enum (fixed opcodes, then pseudos, then the rest, each by
// name; the longest name sets the column of '='), the MCInstrDesc rows in
// reverse enum order, the operand descriptions shared between
// instructions and the instruction name table.

include "toy-remap.td"

// CHECK:      namespace llvm::Toy {
// CHECK:      {{^}}    PHI                                   = 0, // Target.td:1200
// CHECK:      {{^}}    ADD                                   = 322, // toy.td:25
// CHECK:      {{^}}    INSTRUCTION_LIST_END = 326
// CHECK:      NoInstrModel	= 0,
// CHECK:      struct ToyInstrTable {
// CHECK-NEXT:   MCInstrDesc Insts[326];
// CHECK:      { 325,	5,	1,	0,	0,	0,	0,	ToyOpInfoBase + 161,	0,	0|(1ULL<<MCID::Predicable)|(1ULL<<MCID::UnmodeledSideEffects)|(1ULL<<MCID::ExtraSrcRegAllocReq)|(1ULL<<MCID::ExtraDefRegAllocReq), 0x0ULL },  // LDR
// CHECK:      /* 161 */ { Toy::GPRRegClassID, 0, MCOI::OPERAND_REGISTER, 0 }, { Toy::GPRRegClassID, 0, MCOI::OPERAND_UNKNOWN, 0 }, { -1, 0, MCOI::OPERAND_UNKNOWN, 0 }, { -1, 0|(1<<MCOI::Predicate), MCOI::OPERAND_UNKNOWN, 0 }, { Toy::GPRRegClassID, 0|(1<<MCOI::Predicate), MCOI::OPERAND_UNKNOWN, 0 },
// CHECK:      extern const char ToyInstrNameData[] = {
// CHECK:      static inline void InitToyMCInstrInfo(MCInstrInfo *II) {
// CHECK:      struct ToyGenInstrInfo : public TargetInstrInfo {
// CHECK:      constexpr unsigned SUBOP_memri_base = 0;
// CHECK:      #endif // ENABLE_INSTR_PREDICATE_VERIFIER
