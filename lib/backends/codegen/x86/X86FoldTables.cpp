//===- X86FoldTables.cpp - -gen-x86-fold-tables ---------------------------===//
//
// The memory fold tables of the X86 target: which register-form instruction
// becomes which memory-form instruction when a load or store is folded into
// it, with the properties of each fold (TB_* flags):
//
//   Table2Addr          the memory form reads and writes the memory operand;
//   Table0              the folded operand is operand 0 (a load) or the
//                       output (a store);
//   Table1..Table4      the folded operand is input operand 1..4;
//   BroadcastTable1..4  the same, the memory form loading one element and
//                       broadcasting it (EVEX.b).
//
// Pairing. Memory-form instructions are taken in opcode enum order; each is
// paired with the first register-form instruction with the same opcode byte
// that has the matching form, the same mnemonic (in the -asmwriternum
// variant), the same encoding fields and operands that differ in exactly
// one place (registers of the same size, memory of the same size and
// immediates of the same type aside). A paired register form is not paired
// again (broadcasts keep a list of their own). A register form named *_REV
// or *_alt stands for the instruction without the suffix when that exists.
// X86FoldExceptions.def adds the pairs encodings cannot find and removes the
// instructions that must not fold.
//
// Each table is printed in the order (pseudo first, then name) of its
// register forms; an entry for a register form replaces an earlier one.
// The output has no banner.
//
//===----------------------------------------------------------------------===//

#include "backends/codegen/x86/X86Backend.h"

#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <array>
#include <unordered_map>
#include <unordered_set>

namespace tblgen {
namespace x86tables {
namespace {

using namespace codegen::x86;

/// The properties of one fold (printed as TB_* flags).
enum FoldFlag : uint8_t {
  FoldLoad = 1,
  FoldStore = 2,
  NoReverse = 4,
  NoForward = 8,
};

/// The element a broadcast form loads.
enum class Bcast : uint8_t { None, W, D, Q, SS, SD, SH };
constexpr std::string_view BcastNames[] = {"", "W", "D", "Q", "SS", "SD", "SH"};

/// The tables, in printing order.
enum TableId : uint8_t { Table2Addr, Table0, Table1, Table2, Table3, Table4, Bcast1, Bcast2, Bcast3, Bcast4, NumTables };
constexpr std::string_view TableNames[NumTables] = {
    "Table2Addr", "Table0", "Table1", "Table2", "Table3", "Table4",
    "BroadcastTable1", "BroadcastTable2", "BroadcastTable3", "BroadcastTable4"};

/// The hand-kept exceptions (X86FoldExceptions.def).
struct ManualFold {
  std::string_view Reg, Mem;
  uint8_t Flags;
};
constexpr ManualFold ManualFolds[] = {
#define X86_FOLD(Reg, Mem, Flags) {#Reg, #Mem, Flags},
#include "backends/codegen/x86/X86FoldExceptions.def"
};
constexpr std::string_view AlignedNames[] = {
#define X86_ALIGNED(Part) #Part,
#include "backends/codegen/x86/X86FoldExceptions.def"
};
constexpr std::string_view UnalignedNames[] = {
#define X86_UNALIGNED(Part) #Part,
#include "backends/codegen/x86/X86FoldExceptions.def"
};

bool nameContainsAny(std::string_view Name, std::span<const std::string_view> Parts) {
  return std::any_of(Parts.begin(), Parts.end(),
                     [&](std::string_view P) { return Name.find(P) != std::string_view::npos; });
}

/// The VectSize field of an instruction (bytes).
uint8_t vectSize(const Record &R) {
  const BitsInit *B = R.getValueAsBitsInit("VectSize");
  unsigned V = 0;
  for (unsigned K = 0, E = B->getNumBits(); K != E && K < 8; ++K)
    if (const auto *Bit = dyn_cast<BitInit>(B->getBit(K)); Bit && Bit->getValue())
      V |= 1u << K;
  return uint8_t(V);
}

struct Entry {
  const X86Instr *Reg = nullptr, *Mem = nullptr;
  uint8_t Flags = 0;
  uint8_t Align = 1;
  Bcast Kind = Bcast::None;
};

/// What pairing compares, read once per candidate instruction.
struct Candidate {
  const X86Instr *I = nullptr;
  /// The encoding fields that must agree, packed.
  uint64_t Key = 0;
  unsigned Mnemonic = 0;
  unsigned Outs = 0, Ins = 0; ///< arguments of (outs ...) and (ins ...)
};

class FoldEmitter {
public:
  FoldEmitter(const RecordKeeper &Records, OStream &OS, const X86Target &Target, unsigned Variant)
      : Records(Records), OS(OS), Target(Target), Variant(Variant) {}
  void run();

private:
  Candidate candidate(const X86Instr &I);
  /// Whether Reg folds into Mem (Broadcast: into a broadcasting Mem).
  bool matches(const Candidate &Reg, const Candidate &Mem, bool Broadcast);
  /// Rounding control, lock and no-track prefix bits of I, read on first
  /// need (only pairs that get as far as comparing them read them).
  uint8_t prefixBits(const X86Instr &I);
  /// Files the pair in the table its operands say.
  void file(const Candidate &Reg, const Candidate &Mem, uint8_t Flags, bool Manual, bool Broadcast);
  void add(TableId T, const Candidate &Reg, const Candidate &Mem, uint8_t Flags, unsigned Folded,
           bool Manual);
  void addBroadcast(TableId T, const Candidate &Reg, const Candidate &Mem);
  /// An operand a register form may fold: a register, a register class
  /// chosen by hardware mode or a pointer class.
  bool isFoldableReg(const Record *Op) const {
    return Target.classify(Op).K == OperandClass::Register || Op->isSubClassOf("RegisterClassLike") ||
           Op->isSubClassOf("PointerLikeRegClass");
  }
  const X86Instr *fixUp(const X86Instr *Reg) const;
  void print(TableId T);

  const RecordKeeper &Records;
  OStream &OS;
  const X86Target &Target;
  unsigned Variant;
  std::unordered_map<std::string, unsigned> Mnemonics;
  std::unordered_map<const X86Instr *, uint8_t> PrefixBits;
  std::array<std::vector<Entry>, NumTables> Tables;
  std::array<std::unordered_map<const X86Instr *, unsigned>, NumTables> Slots;
};

Candidate FoldEmitter::candidate(const X86Instr &I) {
  Candidate C;
  C.I = &I;
  uint64_t Key = 0;
  auto put = [&](uint64_t V, unsigned Width) { Key = Key << Width | V; };
  put(uint8_t(I.encoding()), 2);
  put(I.opcode(), 8);
  put(uint8_t(I.prefix()), 3);
  put(uint8_t(I.map()), 4);
  put(uint8_t(I.operandSize()), 2);
  put(uint8_t(I.addressSize()), 2);
  for (X86Bit B : {X86Bit::RexW, X86Bit::Vex4V, X86Bit::VexL, X86Bit::IgnoresVexL, X86Bit::IgnoresW,
                   X86Bit::EvexK, X86Bit::EvexZ, X86Bit::EvexL2, X86Bit::EvexNF})
    put(I.has(B), 1);
  C.Key = Key;
  std::string M = mnemonic(Target.instruction(I), Variant);
  C.Mnemonic = Mnemonics.try_emplace(std::move(M), unsigned(Mnemonics.size())).first->second;
  C.Outs = I.Def->getValueAsDag("OutOperandList")->getNumArgs();
  C.Ins = I.Def->getValueAsDag("InOperandList")->getNumArgs();
  return C;
}

uint8_t FoldEmitter::prefixBits(const X86Instr &I) {
  auto [It, New] = PrefixBits.try_emplace(&I, 0);
  if (New)
    It->second = uint8_t(I.Def->getValueAsBit("hasEVEX_RC") | I.Def->getValueAsBit("hasLockPrefix") << 1 |
                         I.Def->getValueAsBit("hasNoTrackPrefix") << 2);
  return It->second;
}

bool FoldEmitter::matches(const Candidate &Reg, const Candidate &Mem, bool Broadcast) {
  const X86Instr &R = *Reg.I, &M = *Mem.I;
  Target.requireAll(R);
  bool RB = R.has(X86Bit::EvexB), MB = M.has(X86Bit::EvexB);
  // EVEX.b is rounding control on a register form and broadcast on a
  // memory form; in map 4 it marks the new data destination instead.
  if (Broadcast ? (RB || !MB) : ((RB || MB) && R.map() != OpMap::T_MAP4))
    return false;
  if (foldPartner(R.formValue()) != M.form() || Reg.Mnemonic != Mem.Mnemonic)
    return false;
  uint8_t RegPrefixes = prefixBits(R);
  if (Reg.Key != Mem.Key || RegPrefixes != prefixBits(M))
    return false;
  auto RegOps = Target.operands(R), MemOps = Target.operands(M);
  // A memory form without the output its register form has reads and
  // writes the folded operand, which is the register form's operand 1.
  unsigned Shift = Mem.Outs + 1 == Reg.Outs && Mem.Ins == Reg.Ins ? 1 : 0;
  bool Folded = false;
  for (size_t K = 0; K != MemOps.size(); ++K) {
    if (K + Shift >= RegOps.size())
      return false;
    const Record *MO = MemOps[K].Rec, *RO = RegOps[K + Shift].Rec;
    if (MO == RO)
      continue;
    OperandClass MC = Target.classify(MO), RC = Target.classify(RO);
    if (MC.K == RC.K) {
      bool NoRexM = MO->getName().find("_NOREX") != std::string_view::npos;
      bool NoRexR = RO->getName().find("_NOREX") != std::string_view::npos;
      if (MC.K == OperandClass::Register && (MC.Size != RC.Size || NoRexM != NoRexR))
        return false;
      if (MC.K == OperandClass::Memory && MC.Size != RC.Size)
        return false;
      if (MC.K == OperandClass::Immediate && MC.ImmType != RC.ImmType)
        return false;
    }
    // Any other difference is the folded operand; there is one.
    if (Folded)
      return false;
    Folded = true;
  }
  return Folded;
}

void FoldEmitter::add(TableId T, const Candidate &Reg, const Candidate &Mem, uint8_t Flags,
                      unsigned Folded, bool Manual) {
  Entry E{Reg.I, Mem.I, Flags};
  if (!Manual) {
    const X86Instr &R = *Reg.I;
    const Record *RO = Target.operands(R)[Folded].Rec;
    const Record *MO = Target.operands(*Mem.I)[Folded].Rec;
    unsigned MemSize = Target.classify(MO).Size;
    // Unfolding loads as much as the register holds: never more than the
    // memory operand.
    if (Target.classify(RO).Size > MemSize)
      E.Flags |= NoReverse;
    // A masked move (its unmasked twin is a move) and a plain store of a
    // move do not unfold.
    std::string_view Name = R.Def->getName();
    size_t Drop = Name.ends_with("rkz") ? 2 : Name.ends_with("rk") ? 1 : 0;
    const Record *Unmasked = Drop ? Records.getDef(Name.substr(0, Name.size() - Drop)) : nullptr;
    const codegen::Instruction *MoveOf =
        Unmasked ? Target.instructionSet().find(Unmasked) : &Target.instruction(R);
    bool IsMove = MoveOf && MoveOf->is(codegen::InstrFlag::isMoveReg);
    if (IsMove && (Unmasked || (E.Flags & FoldStore)))
      E.Flags |= NoReverse;
    if (nameContainsAny(Name, AlignedNames))
      E.Align = vectSize(*R.Def);
    else if (R.encoding() == OpEncoding::EncNormal && !nameContainsAny(Name, UnalignedNames) &&
             MemSize > 64)
      E.Align = 16;
    // An expand may come from an expanding load, which reads less.
    if (Name.find("EXPAND") != std::string_view::npos)
      E.Flags |= NoReverse;
  }
  auto [It, New] = Slots[T].try_emplace(Reg.I, unsigned(Tables[T].size()));
  if (New)
    Tables[T].push_back(E);
  else
    Tables[T][It->second] = E;
}

void FoldEmitter::addBroadcast(TableId T, const Candidate &Reg, const Candidate &Mem) {
  Entry E{Reg.I, Mem.I};
  const DagInit *Ins = Mem.I->Def->getValueAsDag("InOperandList");
  for (unsigned K = 0; K != Ins->getNumArgs() && E.Kind == Bcast::None; ++K) {
    std::string Arg = Ins->getArg(K)->getAsString();
    E.Kind = Arg == "i16mem"   ? Bcast::W
             : Arg == "i32mem" ? Bcast::D
             : Arg == "i64mem" ? Bcast::Q
             : Arg == "f16mem" ? Bcast::SH
             : Arg == "f32mem" ? Bcast::SS
             : Arg == "f64mem" ? Bcast::SD
                               : Bcast::None;
  }
  auto [It, New] = Slots[T].try_emplace(Reg.I, unsigned(Tables[T].size()));
  if (New)
    Tables[T].push_back(E);
  else
    Tables[T][It->second] = E;
}

void FoldEmitter::file(const Candidate &Reg, const Candidate &Mem, uint8_t Flags, bool Manual,
                       bool Broadcast) {
  // Read-modify-write: the register form's output becomes the memory.
  if (Mem.Outs == 0 && Reg.Outs == 1 && Mem.Ins == Reg.Ins) {
    add(Table2Addr, Reg, Mem, Flags | NoReverse, 0, Manual);
    return;
  }
  auto RegOps = Target.operands(*Reg.I), MemOps = Target.operands(*Mem.I);
  if (Mem.Ins == Reg.Ins && Mem.Outs == Reg.Outs) {
    // A load: the first input that is a register here and memory there.
    for (size_t K = Reg.Outs; K < RegOps.size() && K < MemOps.size(); ++K) {
      if (!isFoldableReg(RegOps[K].Rec) || Target.classify(MemOps[K].Rec).K != OperandClass::Memory)
        continue;
      if (K == 0) {
        add(Table0, Reg, Mem, Flags | FoldLoad, 0, Manual);
        return;
      }
      if (K > 4)
        continue;
      if (Broadcast)
        addBroadcast(TableId(Bcast1 + K - 1), Reg, Mem);
      else
        add(TableId(Table1 + K - 1), Reg, Mem, Flags, unsigned(K), Manual);
      return;
    }
    return;
  }
  // A store: the register form's last output becomes a memory input.
  if (Mem.Ins == Reg.Ins + 1 && Mem.Outs + 1 == Reg.Outs) {
    size_t K = Reg.Outs - 1;
    if (K >= MemOps.size())
      return;
    OperandClass RC = Target.classify(RegOps[K].Rec), MC = Target.classify(MemOps[K].Rec);
    if (RC.K == OperandClass::Register && MC.K == OperandClass::Memory && RC.Size == MC.Size)
      add(Table0, Reg, Mem, Flags | FoldStore, 0, Manual);
  }
}

const X86Instr *FoldEmitter::fixUp(const X86Instr *Reg) const {
  std::string_view Name = Reg->Def->getName();
  if (!Name.ends_with("_REV") && !Name.ends_with("_alt"))
    return Reg;
  const Record *Plain = Records.getDef(Name.substr(0, Name.size() - 4));
  if (!Plain)
    return Reg;
  const X86Instr *P = Target.find(Plain);
  return P ? P : Reg;
}

void FoldEmitter::print(TableId T) {
  std::vector<Entry> &Rows = Tables[T];
  auto Before = [](const Entry &A, const Entry &B) {
    bool PA = A.Reg->Def->getValueAsBit("isPseudo"), PB = B.Reg->Def->getValueAsBit("isPseudo");
    if (PA != PB)
      return PA;
    return A.Reg->Def->getName() < B.Reg->Def->getName();
  };
  std::sort(Rows.begin(), Rows.end(), Before);
  OS << "static const X86FoldTableEntry " << TableNames[T] << "[] = {\n";
  for (const Entry &E : Rows) {
    OS << "  {X86::" << E.Reg->Def->getName() << ", X86::" << E.Mem->Def->getName() << ", ";
    std::string Attrs;
    auto put = [&](std::string_view A) {
      if (!Attrs.empty())
        Attrs += '|';
      Attrs += A;
    };
    if (E.Flags & FoldLoad)
      put("TB_FOLDED_LOAD");
    if (E.Flags & FoldStore)
      put("TB_FOLDED_STORE");
    if (E.Flags & NoReverse)
      put("TB_NO_REVERSE");
    if (E.Flags & NoForward)
      put("TB_NO_FORWARD");
    if (E.Align != 1)
      put("TB_ALIGN_" + std::to_string(E.Align));
    if (E.Kind != Bcast::None)
      put("TB_BCAST_" + std::string(BcastNames[unsigned(E.Kind)]));
    OS << (Attrs.empty() ? "0" : Attrs) << "},\n";
  }
  OS << "};\n\n";
}

void FoldEmitter::run() {
  std::unordered_set<std::string_view> NoFold;
#define X86_NO_FOLD(Name) NoFold.insert(#Name);
#include "backends/codegen/x86/X86FoldExceptions.def"
  // Candidates: memory forms in enum order, register forms by opcode byte.
  std::vector<Candidate> MemForms;
  std::array<std::vector<Candidate>, 256> RegForms;
  std::array<bool, 256> HasRegForms{};
  std::unordered_map<const X86Instr *, Candidate> Known;
  for (const X86Instr &I : Target.instrs()) {
    if (I.has(X86Bit::AsmParserOnly) || NoFold.count(I.Def->getName()))
      continue;
    Target.require(I, X86Byte::Map);
    if (I.map() == OpMap::T_MAP4 &&
        (Target.require(I, X86Byte::Explicit), I.explicitPrefix() == ExplicitPrefix::ExplicitEVEX))
      continue;
    // x87 stack registers and tail-call pointer classes are left to the
    // hand-kept list.
    bool Excluded = false;
    for (const codegen::InstrOperand &Op : Target.operands(I)) {
      std::string_view N = Op.Rec->getName();
      if (N == "RST" || N == "RSTi" || N == "ptr_rc_tailcall")
        Excluded = true;
    }
    if (Excluded)
      continue;
    Target.require(I, X86Byte::Form);
    FormClass FC = I.formClass();
    if (foldPartner(I.formValue()) == Form::Pseudo)
      continue;
    if (FC == FormClass::Mem) {
      MemForms.push_back(candidate(I));
    } else if (FC == FormClass::Reg) {
      Target.require(I, X86Byte::Opcode);
      RegForms[I.opcode()].push_back(candidate(I));
      HasRegForms[I.opcode()] = true;
    }
  }
  std::array<std::vector<Candidate>, 256> BroadcastRegForms = RegForms;

  auto candidateOf = [&](const X86Instr *I) -> Candidate {
    auto It = Known.find(I);
    if (It == Known.end())
      It = Known.emplace(I, candidate(*I)).first;
    return It->second;
  };
  for (const Candidate &Mem : MemForms) {
    Target.require(*Mem.I, X86Byte::Opcode);
    uint8_t Opc = Mem.I->opcode();
    if (!HasRegForms[Opc])
      continue;
    Target.requireAll(*Mem.I);
    std::vector<Candidate> &Regs = RegForms[Opc];
    auto Match = std::find_if(Regs.begin(), Regs.end(),
                              [&](const Candidate &R) { return matches(R, Mem, false); });
    if (Match != Regs.end()) {
      file(candidateOf(fixUp(Match->I)), Mem, 0, false, false);
      Regs.erase(Match);
    }
    std::string_view Name = Mem.I->Def->getName();
    if (Name.find("mb") == std::string_view::npos && Name.find("mib") == std::string_view::npos)
      continue;
    std::vector<Candidate> &BRegs = BroadcastRegForms[Opc];
    Match = std::find_if(BRegs.begin(), BRegs.end(),
                         [&](const Candidate &R) { return matches(R, Mem, true); });
    if (Match != BRegs.end()) {
      file(candidateOf(fixUp(Match->I)), Mem, 0, false, true);
      BRegs.erase(Match);
    }
  }

  for (const ManualFold &F : ManualFolds) {
    const Record *Reg = Records.getDef(F.Reg), *Mem = Records.getDef(F.Mem);
    const X86Instr *R = Reg ? Target.find(Reg) : nullptr, *M = Mem ? Target.find(Mem) : nullptr;
    if (!R || !M)
      PrintFatalError("the X86 fold tables need instruction '" +
                      std::string(R ? F.Mem : F.Reg) + "'");
    file(candidateOf(R), candidateOf(M), F.Flags, true, false);
  }

  for (unsigned T = 0; T != NumTables; ++T)
    print(TableId(T));
}

void emitFoldTables(const RecordKeeper &Records, OStream &OS, const BackendContext &Ctx) {
  checkTarget(Records);
  const X86Target &Target = getX86Target(Records);
  unsigned Variant = selectAsmVariant(Records, Ctx);
  FoldEmitter(Records, OS, Target, Variant).run();
}

} // namespace
} // namespace x86tables

TBLGEN_REGISTER_BACKEND(X86FoldTables, "gen-x86-fold-tables", "Generate X86 fold tables",
                        x86tables::emitFoldTables);

} // namespace tblgen
