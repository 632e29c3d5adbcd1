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

/// Where an X86Inst keeps what the tables need (llvm-tblgen reads the
/// fields in this order, so a missing one is reported as it reports it).
struct FieldSlots {
  FieldSlot OpPrefix{"OpPrefixBits"}, OpMap{"OpMapBits"}, Opcode{"Opcode"}, Form{"FormBits"},
      OpEnc{"OpEncBits"}, OpSize{"OpSizeBits"}, AdSize{"AdSizeBits"}, RexW{"hasREX_W"},
      Vex4V{"hasVEX_4V"}, IgnoresW{"IgnoresW"}, IgnoresL{"ignoresVEX_L"}, EvexL2{"hasEVEX_L2"},
      EvexK{"hasEVEX_K"}, EvexZ{"hasEVEX_Z"}, EvexB{"hasEVEX_B"}, EvexU{"hasEVEX_U"},
      EvexNF{"hasEVEX_NF"}, TwoCondOps{"hasTwoConditionalOps"}, CodeGenOnly{"isCodeGenOnly"},
      AsmParserOnly{"isAsmParserOnly"}, ForceDisassemble{"ForceDisassemble"},
      CD8Scale{"CD8_Scale"}, VexL{"hasVEX_L"}, ExplicitPrefix{"explicitOpPrefixBits"},
      Predicates{"Predicates"};
};

/// The low 8 bits of a bits field (an unset bit is an error).
uint8_t lowByte(FieldSlot &Slot, const Record *R) {
  const auto *Bits = dyn_cast_or_null<BitsInit>(Slot.find(R));
  if (!Bits)
    Bits = R->getValueAsBitsInit(Slot.name());
  unsigned V = 0;
  for (unsigned K = 0, E = std::min(Bits->getNumBits(), 8u); K != E; ++K) {
    const auto *Bit = dyn_cast<BitInit>(Bits->getBit(K));
    if (!Bit)
      PrintFatalError(R, "field '" + std::string(Slot.name()) + "' of '" + std::string(R->getName()) +
                             "' has unset bits");
    V |= unsigned(Bit->getValue()) << K;
  }
  return uint8_t(V);
}

/// An X86Inst's fields, as the disassembler reads them.
struct X86Fields {
  uint8_t OpPrefix, OpMap, Opcode, Form, OpEnc, OpSize, AdSize;
  bool RexW, Vex4V, IgnoresW, IgnoresL, EvexL2, EvexK, EvexZ, EvexB, EvexU, EvexNF, TwoCondOps,
      CodeGenOnly, AsmParserOnly, ForceDisassemble;
  uint8_t CD8Scale;
  bool VexL;
  uint8_t ExplicitPrefix;
  bool Is32Bit = false, Is64Bit = false;

  void read(FieldSlots &S, const Record *R) {
    OpPrefix = lowByte(S.OpPrefix, R);
    OpMap = lowByte(S.OpMap, R);
    Opcode = lowByte(S.Opcode, R);
    Form = lowByte(S.Form, R);
    OpEnc = lowByte(S.OpEnc, R);
    OpSize = lowByte(S.OpSize, R);
    AdSize = lowByte(S.AdSize, R);
    RexW = S.RexW.getBit(R);
    Vex4V = S.Vex4V.getBit(R);
    IgnoresW = S.IgnoresW.getBit(R);
    IgnoresL = S.IgnoresL.getBit(R);
    EvexL2 = S.EvexL2.getBit(R);
    EvexK = S.EvexK.getBit(R);
    EvexZ = S.EvexZ.getBit(R);
    EvexB = S.EvexB.getBit(R);
    EvexU = S.EvexU.getBit(R);
    EvexNF = S.EvexNF.getBit(R);
    TwoCondOps = S.TwoCondOps.getBit(R);
    CodeGenOnly = S.CodeGenOnly.getBit(R);
    AsmParserOnly = S.AsmParserOnly.getBit(R);
    ForceDisassemble = S.ForceDisassemble.getBit(R);
    CD8Scale = lowByte(S.CD8Scale, R);
    VexL = S.VexL.getBit(R);
    ExplicitPrefix = lowByte(S.ExplicitPrefix, R);
    // The mode an instruction is restricted to, by the first predicate
    // whose name tells.
    for (const Record *P : S.Predicates.getListOfDefs(R)) {
      std::string_view N = P->getName();
      if (N.find("Not64Bit") != N.npos || N.find("In32Bit") != N.npos) {
        Is32Bit = true;
        break;
      }
      if (N.find("In64Bit") != N.npos) {
        Is64Bit = true;
        break;
      }
    }
  }

  bool decoded() const { return Form != 0 && (!CodeGenOnly || ForceDisassemble) && !AsmParserOnly; }
  /// EVEX.B in a register form: L'L holds the rounding control.
  bool encodesRounding() const { return EvexB && (Form == 40 || Form == 41); }
};

/// The ExplicitOpPrefix value asking for a REX2 prefix.
constexpr uint8_t ExplicitRex2 = 1;
/// OpMapBits of map 4 (APX).
constexpr uint8_t Map4 = 8;

Context ownContext(const X86Fields &F, const Record *R) {
  ContextFields C;
  C.Encoding = F.OpEnc;
  C.Prefix = F.OpPrefix;
  C.OpSize = F.OpSize;
  C.AdSize = F.AdSize;
  C.W = F.RexW;
  C.L = F.VexL;
  C.L2 = F.EvexL2;
  C.K = F.EvexK;
  C.KZ = F.EvexZ;
  C.B = F.EvexB;
  C.U = F.EvexU;
  C.NF = F.EvexNF;
  C.EncodeRC = F.encodesRounding();
  C.ExplicitRex2 = F.ExplicitPrefix == ExplicitRex2;
  C.In64BitMode = F.Is64Bit;
  Context Own = IC;
  std::string Name(R->getName());
  switch (instructionContext(C, Own)) {
  case ContextError::None:
    break;
  case ContextError::NoPrefix:
    PrintFatalError(R, "Instruction does not use a prefix: " + Name);
  case ContextError::LAndL2:
    PrintFatalError(R, "Don't support VEX.L if EVEX_L2 is enabled: " + Name);
  case ContextError::NoSuchContext:
    PrintFatalError(R, "Instruction has no decoding context: " + Name);
  }
  return Own;
}

} // namespace

void buildDecodeTables(const RecordKeeper &Records, DecodeTables &Tables) {
  const InstructionSet &Set = getInstructionSet(Records);
  const std::vector<unsigned> &Order = Set.enumOrder();
  const Record *X86Inst = Records.getClass("X86Inst");
  FieldSlots Slots;
  std::vector<OperandInput> Inputs;
  std::string Error, ConflictLog;
  for (unsigned UID = 0; UID != Order.size(); ++UID) {
    const Instruction &I = Set[Order[UID]];
    const Record *R = I.Def;
    if (!X86Inst || !R->isSubClassOf(X86Inst))
      continue;
    X86Fields F;
    F.read(Slots, R);
    if (!F.decoded())
      continue;

    DecodeTables::Specifier &Spec = Tables.specifier(UID);
    Spec.Name = R->getName();
    Spec.Own = ownContext(F, R);

    const FormInfo *Form = formInfo(F.Form);
    if (!Form)
      PrintFatalError(R, "Unhandled form " + std::to_string(F.Form) + " in " + std::string(Spec.Name));
    Inputs.clear();
    for (const InstrOperand &Op : Set.operands(I)) {
      const OperandConstraint &C = Set.miOperands(Op)[0].Constraint;
      Inputs.push_back({Op.Rec->getName(), C.K == OperandConstraint::Tied ? int(C.TiedTo) : -1});
    }
    OperandRules Rules;
    Rules.OpSize = F.OpSize;
    Rules.W = F.RexW;
    Rules.CD8Scale = F.CD8Scale;
    Rules.Vvvv = F.Vex4V;
    Rules.Mask = F.EvexK;
    Rules.NDD = F.OpMap == Map4 && F.EvexB && F.Vex4V;
    if (!describeOperands(*Form, Inputs, Rules, Spec.Operands, Error))
      PrintFatalError(R, Error);

    if (F.OpMap >= NumOpcodeMaps)
      PrintFatalError(R, "Invalid map " + std::to_string(F.OpMap) + " in " + std::string(Spec.Name));
    Widening How;
    How.NoPrefix = F.OpPrefix == 0;
    How.IgnoresL = F.IgnoresL || F.encodesRounding();
    How.IgnoresW = F.IgnoresW;
    How.AdSize64 = F.AdSize == 3;
    ContextSet Contexts = contextsCovered(Spec.Own, How);
    if (F.Is32Bit || F.AdSize == 1)
      for (unsigned K = 0; K != 4; ++K)
        Contexts.Words[K] &= ~longModeContexts().Words[K];
    // An instruction spanning opcodes stops at the end of the map.
    unsigned End = Form->Span == 1 ? F.Opcode + 1u : (F.Opcode + Form->Span) & 0xffu;
    unsigned Count = End > F.Opcode ? End - F.Opcode : 0;
    Tables.place(UID, F.OpMap, F.Opcode, Count, Form->Accepts, Contexts, ConflictLog);
    if (ConflictLog.size() > (1u << 20)) {
      std::fwrite(ConflictLog.data(), 1, ConflictLog.size(), stderr);
      ConflictLog.clear();
    }
  }
  std::fwrite(ConflictLog.data(), 1, ConflictLog.size(), stderr);
}

} // namespace tblgen::codegen::x86
