//===- X86DecodeTables.cpp - The X86 disassembler's decode tables ----------===//
//
// Each instruction is read once (its X86Inst fields, its predicates and its
// operands), given a specifier, and placed in the cells of its opcode map:
// every context it decodes in, every opcode it spans, every ModR/M byte its
// form accepts.
//
//===----------------------------------------------------------------------===//

#include "codegen/x86/X86DecodeTables.h"

#include "codegen/FieldSlot.h"
#include "codegen/Instructions.h"
#include "codegen/x86/X86Instrs.h"

#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <cstdio>

namespace tblgen::codegen::x86 {

DecodeTables::DecodeTables(unsigned NumInstructions)
    : Specs(NumInstructions), Index(size_t(NumOpcodeMaps) * NumContexts * 256, 0) {
  Pool.reserve(4096);
}

void DecodeTables::place(unsigned UID, unsigned Map, unsigned First, unsigned Count,
                         const ModRMSet &Accepts, const ContextSet &Contexts,
                         std::string &ConflictLog) {
  uint8_t Bytes[256];
  unsigned NumBytes = 0;
  for (unsigned B = 0; B != 256; ++B)
    if (Accepts.contains(B))
      Bytes[NumBytes++] = uint8_t(B);
  for (unsigned Ctx = 0; Ctx != NumContexts; ++Ctx) {
    if (!Contexts.contains(Ctx))
      continue;
    for (unsigned Opcode = First; Opcode != First + Count; ++Opcode) {
      uint32_t &Slot = Index[slotOf(Map, Ctx, Opcode)];
      if (!Slot) {
        Pool.emplace_back();
        Pool.back().fill(0);
        Slot = uint32_t(Pool.size());
      }
      claim(Pool[Slot - 1], UID, Opcode, Bytes, NumBytes, ConflictLog);
    }
  }
}

void DecodeTables::claim(ModRMCell &Cell, unsigned UID, unsigned Opcode, const uint8_t *Bytes,
                         unsigned NumBytes, std::string &ConflictLog) {
  const Specifier &New = Specs[UID];
  unsigned NewRank = contextRank(New.Own);
  for (unsigned K = 0; K != NumBytes; ++K) {
    uint16_t &Entry = Cell[Bytes[K]];
    if (Entry == UID)
      continue;
    if (Entry) {
      const Specifier &Old = Specs[Entry];
      // NOP (0x90) stays itself where XCHG with the accumulator would take it.
      if (Old.Name == "NOOP" &&
          (New.Name == "XCHG16ar" || New.Name == "XCHG32ar" || New.Name == "XCHG64ar"))
        continue;
      if (contextRank(Old.Own) > NewRank)
        continue;
      if (Old.Own == New.Own) {
        ConflictLog.append("Error: Primary decode conflict: ")
            .append(New.Name)
            .append(" would overwrite ")
            .append(Old.Name)
            .append("\nModRM   ")
            .append(std::to_string(Bytes[K]))
            .append("\nOpcode  ")
            .append(std::to_string(Opcode))
            .append("\nContext ")
            .append(contextName(New.Own))
            .append("\n");
        Conflicts = true;
      }
    }
    Entry = uint16_t(UID);
  }
}

namespace {

/// The mode an instruction is restricted to, by the first of its
/// predicates whose name tells.
void readMode(FieldSlot &Predicates, const Record *R, bool &Is32Bit, bool &Is64Bit) {
  const ListInit *List = Predicates.getList(R);
  for (const Init *P : List->getValues()) {
    const auto *D = dyn_cast<DefInit>(P);
    if (!D) {
      (void)R->getValueAsListOfDefs("Predicates"); // reports the error
      return;
    }
    std::string_view N = D->getDef()->getName();
    if (N.find("Not64Bit") != N.npos || N.find("In32Bit") != N.npos) {
      Is32Bit = true;
      return;
    }
    if (N.find("In64Bit") != N.npos) {
      Is64Bit = true;
      return;
    }
  }
}

/// EVEX.B in a register form: L'L holds the rounding control.
bool encodesRounding(const X86Instr &I) {
  return I.has(X86Bit::EvexB) && (I.form() == Form::MRMDestReg || I.form() == Form::MRMSrcReg);
}

Context ownContext(const X86Instr &I, bool Is64Bit) {
  ContextFields C;
  C.Encoding = uint8_t(I.encoding());
  C.Prefix = uint8_t(I.prefix());
  C.OpSize = uint8_t(I.operandSize());
  C.AdSize = uint8_t(I.addressSize());
  C.W = I.has(X86Bit::RexW);
  C.L = I.has(X86Bit::VexL);
  C.L2 = I.has(X86Bit::EvexL2);
  C.K = I.has(X86Bit::EvexK);
  C.KZ = I.has(X86Bit::EvexZ);
  C.B = I.has(X86Bit::EvexB);
  C.U = I.has(X86Bit::EvexU);
  C.NF = I.has(X86Bit::EvexNF);
  C.EncodeRC = encodesRounding(I);
  C.ExplicitRex2 = I.explicitPrefix() == ExplicitPrefix::ExplicitREX2;
  C.In64BitMode = Is64Bit;
  Context Own = IC;
  std::string Name(I.Def->getName());
  switch (instructionContext(C, Own)) {
  case ContextError::None:
    break;
  case ContextError::NoPrefix:
    PrintFatalError(I.Def, "Instruction does not use a prefix: " + Name);
  case ContextError::LAndL2:
    PrintFatalError(I.Def, "Don't support VEX.L if EVEX_L2 is enabled: " + Name);
  case ContextError::NoSuchContext:
    PrintFatalError(I.Def, "Instruction has no decoding context: " + Name);
  }
  return Own;
}

} // namespace

void buildDecodeTables(const RecordKeeper &Records, DecodeTables &Tables) {
  const X86Target &Target = getX86Target(Records);
  const InstructionSet &Set = Target.instructionSet();
  FieldSlot Predicates{"Predicates"};
  std::vector<OperandInput> Inputs;
  std::string Error, ConflictLog;
  for (const X86Instr &I : Target.instrs()) {
    const Record *R = I.Def;
    // llvm-tblgen reads an instruction's fields, then its predicates.
    Target.requireAll(I);
    bool Is32Bit = false, Is64Bit = false;
    readMode(Predicates, R, Is32Bit, Is64Bit);
    if (!I.isDecodable())
      continue;

    DecodeTables::Specifier &Spec = Tables.specifier(I.EnumValue);
    Spec.Name = R->getName();
    Spec.Own = ownContext(I, Is64Bit);

    const FormInfo *Form = formInfo(I.formValue());
    if (!Form)
      PrintFatalError(R, "Unhandled form " + std::to_string(I.formValue()) + " in " +
                             std::string(Spec.Name));
    Inputs.clear();
    for (const InstrOperand &Op : Set.operands(Set[I.Index])) {
      const OperandConstraint &C = Set.miOperands(Op)[0].Constraint;
      Inputs.push_back({Op.Rec->getName(), C.K == OperandConstraint::Tied ? int(C.TiedTo) : -1});
    }
    OperandRules Rules;
    Rules.OpSize = uint8_t(I.operandSize());
    Rules.W = I.has(X86Bit::RexW);
    Rules.CD8Scale = I.cd8Scale();
    Rules.Vvvv = I.has(X86Bit::Vex4V);
    Rules.Mask = I.has(X86Bit::EvexK);
    Rules.NDD = I.map() == OpMap::T_MAP4 && I.has(X86Bit::EvexB) && Rules.Vvvv;
    if (!describeOperands(*Form, Inputs, Rules, Spec.Operands, Error))
      PrintFatalError(R, Error);

    unsigned Map = unsigned(I.map());
    if (Map >= NumOpcodeMaps)
      PrintFatalError(R, "Invalid map " + std::to_string(Map) + " in " + std::string(Spec.Name));
    Widening How;
    How.NoPrefix = I.prefix() == OpPrefix::NoPrfx;
    How.IgnoresL = I.has(X86Bit::IgnoresVexL) || encodesRounding(I);
    How.IgnoresW = I.has(X86Bit::IgnoresW);
    How.AdSize64 = I.addressSize() == AdSize::AdSize64;
    ContextSet Contexts = contextsCovered(Spec.Own, How);
    if (Is32Bit || I.addressSize() == AdSize::AdSize16)
      for (unsigned K = 0; K != 4; ++K)
        Contexts.Words[K] &= ~longModeContexts().Words[K];
    // An instruction spanning opcodes stops at the end of the map.
    unsigned Opcode = I.opcode();
    unsigned End = Form->Span == 1 ? Opcode + 1 : (Opcode + Form->Span) & 0xffu;
    unsigned Count = End > Opcode ? End - Opcode : 0;
    Tables.place(I.EnumValue, Map, Opcode, Count, Form->Accepts, Contexts, ConflictLog);
    if (ConflictLog.size() > (1u << 20)) {
      std::fwrite(ConflictLog.data(), 1, ConflictLog.size(), stderr);
      ConflictLog.clear();
    }
  }
  std::fwrite(ConflictLog.data(), 1, ConflictLog.size(), stderr);
}

} // namespace tblgen::codegen::x86
