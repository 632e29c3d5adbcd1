//===- X86InstrMapping.cpp - -gen-x86-instr-mapping -----------------------===//
//
// Four opcode-to-opcode tables of the X86 target, each under its own macro:
//
//   X86CompressEVEXTable  EVEX instructions and the shorter VEX (or legacy)
//                         instruction that does the same, with the run-time
//                         feature checks some of the targets need
//                         (checkPredicate);
//   X86NFTransformTable   flag-setting instructions and their no-flags (NF)
//                         twins;
//   X86ND2NonNDTable      new-data-destination (ND) instructions and their
//                         two-operand forms;
//   X86SSE2AVXTable       SSE instructions and their VEX-encoded versions.
//
// Pairs are found by name (the _EVEX, _NF, _ND suffixes, the V prefix) or,
// for EVEX compression, by encoding among the VEX instructions with the same
// opcode byte; the exceptions are listed in X86MappingExceptions.def. Every
// table is in opcode enum order of its first column.
//
//===----------------------------------------------------------------------===//

#include "backends/codegen/x86/X86Backend.h"

#include "tblgen/Backend.h"
#include "tblgen/Record.h"

#include <array>
#include <map>
#include <unordered_map>
#include <unordered_set>

namespace tblgen {
namespace x86tables {
namespace {

using namespace codegen::x86;

/// The hand-kept exceptions, by instruction name.
struct MappingExceptions {
  std::unordered_set<std::string_view> KeepEvex, KeepNdd;
  std::unordered_map<std::string_view, std::string_view> EvexToVex, NddToLegacy, SseToAvx;
  std::vector<std::string_view> VexPredicates;

  MappingExceptions() {
#define X86_KEEP_EVEX(Name) KeepEvex.insert(#Name);
#define X86_EVEX_TO_VEX(From, To) EvexToVex.emplace(#From, #To);
#define X86_KEEP_NDD(Name) KeepNdd.insert(#Name);
#define X86_NDD_TO_LEGACY(From, To) NddToLegacy.emplace(#From, #To);
#define X86_SSE_TO_AVX(From, To) SseToAvx.emplace(#From, #To);
#define X86_VEX_PREDICATE(Name) VexPredicates.push_back(#Name);
#include "backends/codegen/x86/X86MappingExceptions.def"
  }
};

using Pair = std::pair<const Record *, const Record *>;

class MappingEmitter {
public:
  MappingEmitter(const RecordKeeper &Records, OStream &OS)
      : Records(Records), OS(OS), Target(getX86Target(Records)) {}

  void run() {
    emitSourceFileHeader("X86 instruction mapping", OS);
    OS << "struct X86TableEntry {\n"
          "  uint16_t OldOpc;\n"
          "  uint16_t NewOpc;\n"
          "  bool operator<(const X86TableEntry &RHS) const {\n"
          "    return OldOpc < RHS.OldOpc;\n"
          "  }"
          "  friend bool operator<(const X86TableEntry &TE, unsigned Opc) {\n"
          "    return TE.OldOpc < Opc;\n"
          "  }\n"
          "};\n\n";
    emitCompressTable();
    emitNFTable();
    emitNDTable();
    emitSSETable();
  }

private:
  /// Taken into the tables at all: an X86 instruction the assembler does
  /// not own, and no _REV twin.
  static bool isCandidate(const X86Instr &I) {
    return !I.has(X86Bit::AsmParserOnly) && !I.Def->getName().ends_with("_REV");
  }
  /// A legacy instruction promoted to map 4 with a forced EVEX prefix: it
  /// exists for the assembler only.
  bool isPromotedLegacy(const X86Instr &I) const {
    Target.require(I, X86Byte::Map);
    if (I.map() != OpMap::T_MAP4)
      return false;
    Target.require(I, X86Byte::Explicit);
    return I.explicitPrefix() == ExplicitPrefix::ExplicitEVEX;
  }
  /// The instruction named Name, or null (no def, or no instruction).
  const Record *instructionNamed(std::string_view Name) const {
    const Record *R = Records.getDef(Name);
    return R && Target.instructionSet().find(R) ? R : nullptr;
  }
  /// Whether VEX instruction New encodes what EVEX instruction Old does.
  bool sameEncoding(const X86Instr &Old, const X86Instr &New) const;
  void emitCompressTable();
  void emitNFTable();
  void emitNDTable();
  void emitSSETable();
  void printTable(std::vector<Pair> &Table, std::string_view Name, std::string_view Macro);

  const RecordKeeper &Records;
  OStream &OS;
  const X86Target &Target;
  MappingExceptions Except;
};

void MappingEmitter::printTable(std::vector<Pair> &Table, std::string_view Name,
                                std::string_view Macro) {
  // Searched by the first opcode: in its enum order.
  auto EnumValue = [&](const Record *R) { return Target.find(R)->EnumValue; };
  std::stable_sort(Table.begin(), Table.end(), [&](const Pair &A, const Pair &B) {
    return EnumValue(A.first) < EnumValue(B.first);
  });
  OS << "\n#ifdef " << Macro << "\nstatic const X86TableEntry " << Name << "[] = {\n";
  for (const auto &[Old, New] : Table)
    OS << "  { X86::" << Old->getName() << ", X86::" << New->getName() << " },\n";
  OS << "};\n\n#endif // " << Macro << "\n\n";
}

bool MappingEmitter::sameEncoding(const X86Instr &Old, const X86Instr &New) const {
  if (Old.has(X86Bit::CodeGenOnly) != New.has(X86Bit::CodeGenOnly) || Old.map() != New.map() ||
      Old.prefix() != New.prefix() || Old.has(X86Bit::Vex4V) != New.has(X86Bit::Vex4V) ||
      Old.has(X86Bit::VexL) != New.has(X86Bit::VexL) ||
      Old.has(X86Bit::RexW) != New.has(X86Bit::RexW) || Old.formValue() != New.formValue())
    return false;
  auto OldOps = Target.operands(Old), NewOps = Target.operands(New);
  for (size_t K = 0; K != OldOps.size(); ++K) {
    if (K >= NewOps.size())
      return false;
    const Record *A = OldOps[K].Rec, *B = NewOps[K].Rec;
    if (A == B)
      continue;
    OperandClass CA = Target.classify(A), CB = Target.classify(B);
    if (CA.K != CB.K)
      continue;
    if ((CA.K == OperandClass::Register || CA.K == OperandClass::Memory) && CA.Size != CB.Size)
      return false;
    if (CA.K == OperandClass::Immediate && CA.ImmType != CB.ImmType)
      return false;
  }
  return true;
}

void MappingEmitter::emitCompressTable() {
  // The VEX instructions by opcode byte, and the EVEX ones that may shrink.
  std::array<std::vector<const X86Instr *>, 256> VexByOpcode;
  std::vector<const X86Instr *> Evex;
  for (const X86Instr &I : Target.instrs()) {
    if (!isCandidate(I) || isPromotedLegacy(I) || Except.KeepEvex.count(I.Def->getName()))
      continue;
    Target.requireAll(I);
    if (I.encoding() == OpEncoding::EncVEX) {
      VexByOpcode[I.opcode()].push_back(&I);
      continue;
    }
    // EVEX.b is broadcast or rounding outside map 4, which VEX cannot
    // express; in map 4 it selects a new data destination or zero-upper.
    if (I.encoding() == OpEncoding::EncEVEX && !I.has(X86Bit::EvexK) && !I.has(X86Bit::EvexL2) &&
        (!I.has(X86Bit::EvexB) || I.map() == OpMap::T_MAP4))
      Evex.push_back(&I);
  }

  std::vector<Pair> Table;
  // The targets that need a feature check, by the predicate's condition
  // (printed in the order of the conditions' text).
  std::map<std::string, std::vector<const Record *>> Checked;
  for (const X86Instr *Old : Evex) {
    std::string_view Name = Old->Def->getName();
    const Record *New = nullptr;
    if (auto It = Except.EvexToVex.find(Name); It != Except.EvexToVex.end()) {
      New = instructionNamed(It->second);
    } else if (Name.ends_with("_EVEX")) {
      New = instructionNamed(Name.substr(0, Name.size() - 5));
    } else if (Name.ends_with("_ND")) {
      continue; // the ND table's
    } else {
      for (const X86Instr *Cand : VexByOpcode[Old->opcode()])
        if (sameEncoding(*Old, *Cand)) {
          New = Cand->Def;
          break;
        }
    }
    if (!New)
      continue;
    Table.emplace_back(Old->Def, New);
    for (const Record *Pred : New->getValueAsListOfDefs("Predicates")) {
      std::string_view PredName = Pred->getName();
      if (std::find(Except.VexPredicates.begin(), Except.VexPredicates.end(), PredName) ==
          Except.VexPredicates.end())
        continue;
      Checked[Pred->getValueAsString("CondString")].push_back(New);
      break;
    }
  }

  constexpr std::string_view Macro = "GET_X86_COMPRESS_EVEX_TABLE";
  printTable(Table, "X86CompressEVEXTable", Macro);
  OS << "\n#ifdef " << Macro << "\n";
  OS << "static bool checkPredicate(unsigned Opc, const X86Subtarget *Subtarget) {\n"
        "  switch (Opc) {\n"
        "  default: return true;\n";
  for (const auto &[Cond, Defs] : Checked) {
    for (const Record *Def : Defs)
      OS << "  case X86::" << Def->getName() << ":\n";
    OS << "    return " << Cond << ";\n";
  }
  OS << "  }\n}\n\n#endif // " << Macro << "\n\n";
}

void MappingEmitter::emitNFTable() {
  std::vector<Pair> Table;
  for (const X86Instr &I : Target.instrs()) {
    if (!isCandidate(I))
      continue;
    std::string Name(I.Def->getName());
    size_t At = Name.find("_NF");
    if (At == std::string::npos)
      continue;
    if (const Record *Flags = Records.getDef(Name.erase(At, 3)); Flags && Target.find(Flags))
      Table.emplace_back(Flags, I.Def);
  }
  printTable(Table, "X86NFTransformTable", "GET_X86_NF_TRANSFORM_TABLE");
}

void MappingEmitter::emitNDTable() {
  std::vector<Pair> Table;
  for (const X86Instr &I : Target.instrs()) {
    std::string_view Name = I.Def->getName();
    if (!isCandidate(I) || Except.KeepNdd.count(Name))
      continue;
    if (auto It = Except.NddToLegacy.find(Name); It != Except.NddToLegacy.end()) {
      if (const Record *Legacy = instructionNamed(It->second))
        Table.emplace_back(I.Def, Legacy);
      continue;
    }
    if (!Name.ends_with("_ND"))
      continue;
    const Record *Legacy = instructionNamed(Name.substr(0, Name.size() - 3));
    if (!Legacy)
      continue;
    const codegen::Instruction *LI = Target.instructionSet().find(Legacy);
    if (LI->NumOperands == 0)
      continue;
    const Record *First = Target.instructionSet().operands(*LI)[0].Rec;
    if (Target.classify(First).K == OperandClass::Register)
      Table.emplace_back(I.Def, Legacy);
  }
  printTable(Table, "X86ND2NonNDTable", "GET_X86_ND2NONND_TABLE");
}

void MappingEmitter::emitSSETable() {
  std::vector<Pair> Table;
  for (const X86Instr &I : Target.instrs()) {
    if (!isCandidate(I))
      continue;
    std::string_view Name = I.Def->getName();
    if (auto It = Except.SseToAvx.find(Name); It != Except.SseToAvx.end()) {
      if (const Record *Avx = instructionNamed(It->second))
        Table.emplace_back(I.Def, Avx);
      continue;
    }
    if (const Record *Avx = instructionNamed("V" + std::string(Name)))
      Table.emplace_back(I.Def, Avx);
  }
  printTable(Table, "X86SSE2AVXTable", "GET_X86_SSE2AVX_TABLE");
}

void emitInstrMapping(const RecordKeeper &Records, OStream &OS) {
  checkTarget(Records);
  MappingEmitter(Records, OS).run();
}

} // namespace
} // namespace x86tables

TBLGEN_REGISTER_BACKEND(X86InstrMapping, "gen-x86-instr-mapping", "Generate X86 instruction mapping",
                        x86tables::emitInstrMapping);

} // namespace tblgen
