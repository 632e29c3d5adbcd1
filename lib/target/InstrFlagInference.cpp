//===- InstrFlagInference.cpp - Flags implied by selection patterns -------===//

#include "target/InstrFlagInference.h"

#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <string>

namespace tblgen::target {

namespace {

/// What a source pattern does, as far as the flags are concerned.
struct PatternEffects {
  bool MayLoad = false, MayStore = false, SideEffects = false;
};

/// Walks source dags. Fragments are entered once per use, bounded by a
/// depth limit so that a (malformed) self-referencing fragment ends.
class EffectScanner {
public:
  PatternEffects Effects;

  void scan(const Init *N, unsigned Depth = 0) {
    if (Depth > 64)
      return;
    if (const auto *DI = dyn_cast<DefInit>(N)) {
      const Record *R = DI->getDef();
      if (R->isSubClassOf("ComplexPattern"))
        addProperties(R->getValueAsListOfDefs("Properties"));
      return;
    }
    const auto *D = dyn_cast<DagInit>(N);
    if (!D)
      return;
    for (unsigned K = 0; K != D->getNumArgs(); ++K)
      scan(D->getArg(K), Depth + 1);
    const auto *OpDef = dyn_cast<DefInit>(D->getOperator());
    if (!OpDef)
      return;
    const Record *Op = OpDef->getDef();
    if (Op->isSubClassOf("PatFrags")) {
      // The first alternative stands for the fragment.
      if (const ListInit *Frags = dyn_cast<ListInit>(Op->getValueInit("Fragments")))
        if (Frags->size() != 0)
          scan(Frags->getElement(0), Depth + 1);
    } else if (Op->isSubClassOf("SDNode")) {
      addProperties(Op->getValueAsListOfDefs("Properties"));
    } else if (Op->isSubClassOf("Intrinsic")) {
      addIntrinsic(Op);
    }
  }

private:
  void addProperties(const std::vector<const Record *> &Props) {
    for (const Record *P : Props) {
      std::string_view Name = P->getName();
      if (Name == "SDNPMayLoad")
        Effects.MayLoad = true;
      else if (Name == "SDNPMayStore")
        Effects.MayStore = true;
      else if (Name == "SDNPSideEffect")
        Effects.SideEffects = true;
    }
  }

  /// An intrinsic's memory effects: reads and writes anything unless its
  /// properties narrow that; no memory property at all also counts as a
  /// side effect.
  void addIntrinsic(const Record *Int) {
    bool Mod = true, Ref = true, Known = false, Side = false;
    for (const Record *P : Int->getValueAsListOfDefs("IntrProperties")) {
      std::string_view Name = P->getName();
      if (Name == "IntrNoMem") {
        Mod = Ref = false;
        Known = true;
      } else if (Name == "IntrReadMem") {
        Mod = false;
        Known = true;
      } else if (Name == "IntrWriteMem") {
        Ref = false;
        Known = true;
      } else if (Name == "IntrArgMemOnly" || Name == "IntrInaccessibleMemOnly" ||
                 Name == "IntrInaccessibleMemOrArgMemOnly") {
        Known = true;
      } else if (Name == "IntrHasSideEffects") {
        Side = true;
      }
    }
    Effects.MayLoad |= Ref;
    Effects.MayStore |= Mod;
    Effects.SideEffects |= Side || !Known;
  }
};

/// Whether an instruction's own pattern is a bare bitcast of a leaf
/// (`(set $d, (bitconvert $s))`) with no other effect: llvm-tblgen then
/// sets isBitcast (only from the instruction's own pattern).
bool isBitcastPattern(const Init *Pattern, const PatternEffects &E) {
  if (E.MayLoad || E.MayStore || E.SideEffects)
    return false;
  const auto *D = dyn_cast<DagInit>(Pattern);
  if (!D)
    return false;
  if (const auto *Op = dyn_cast<DefInit>(D->getOperator());
      Op && Op->getDef()->getName() == "set" && D->getNumArgs() != 0)
    D = dyn_cast<DagInit>(D->getArg(D->getNumArgs() - 1));
  if (!D || D->getNumArgs() != 1 || isa<DagInit>(D->getArg(0)))
    return false;
  const auto *Op = dyn_cast<DefInit>(D->getOperator());
  if (!Op || !Op->getDef()->isSubClassOf("SDNode"))
    return false;
  const Record *Node = Op->getDef();
  const Record *Profile = Node->getValueAsDef("TypeProfile");
  return Node->getValueAsString("Opcode") == "ISD::BITCAST" &&
         Profile->getValueAsInt("NumResults") == 1 && Profile->getValueAsInt("NumOperands") == 1;
}

PatternEffects scanPattern(const Init *Source) {
  EffectScanner S;
  S.scan(Source);
  return S.Effects;
}

/// The instructions a result dag uses (operators that are Instructions).
void collectInstructions(const Init *N, std::vector<const Record *> &Out) {
  const auto *D = dyn_cast<DagInit>(N);
  if (!D)
    return;
  if (const auto *Op = dyn_cast<DefInit>(D->getOperator()))
    if (Op->getDef()->isSubClassOf("Instruction"))
      Out.push_back(Op->getDef());
  for (unsigned K = 0; K != D->getNumArgs(); ++K)
    collectInstructions(D->getArg(K), Out);
}

constexpr uint64_t bit(InstrFlag F) { return uint64_t(1) << unsigned(F); }

} // namespace

std::vector<uint64_t> inferInstrFlags(const RecordKeeper &Records, const InstructionSet &Set) {
  const auto &Instrs = Set.instructions();
  std::vector<uint64_t> Flags(Instrs.size());
  std::vector<bool> Inferred(Instrs.size(), false);
  for (size_t K = 0; K != Instrs.size(); ++K)
    Flags[K] = Instrs[K].Flags;
  constexpr uint64_t MaybeFlags =
      bit(InstrFlag::mayLoad) | bit(InstrFlag::mayStore) | bit(InstrFlag::hasSideEffects);
  unsigned Conflicts = 0;

  auto Apply = [&](unsigned K, const PatternEffects &E, const Record *From) {
    const Instruction &I = Instrs[K];
    if (I.UnsetFlags & MaybeFlags)
      Inferred[K] = true;
    auto Check = [&](InstrFlag F, bool Pat, bool OnlyWhenClear) {
      bool Have = Flags[K] & bit(F);
      if (I.isUnset(F) || Have == Pat || (OnlyWhenClear && Have))
        return;
      PrintError(From->getLocs(), "Pattern doesn't match " + std::string(instrFlagName(F)) +
                                      " = " + (Have ? "1" : "0"));
      ++Conflicts;
    };
    // An explicit 1 may be stronger than the pattern for side effects and
    // loads (a trapping divide, an immediate materialised from memory).
    Check(InstrFlag::hasSideEffects, E.SideEffects, true);
    Check(InstrFlag::mayStore, E.MayStore, false);
    Check(InstrFlag::mayLoad, E.MayLoad, true);
    Flags[K] |= (E.SideEffects ? bit(InstrFlag::hasSideEffects) : 0) |
                (E.MayStore ? bit(InstrFlag::mayStore) : 0) |
                (E.MayLoad ? bit(InstrFlag::mayLoad) : 0);
  };

  // The instructions' own patterns.
  for (unsigned K = 0; K != Instrs.size(); ++K) {
    const ListInit *Pats = dyn_cast<ListInit>(Instrs[K].Def->getValueInit("Pattern"));
    if (Pats && Pats->size() != 0) {
      PatternEffects E = scanPattern(Pats->getElement(0));
      Apply(K, E, Instrs[K].Def);
      if (isBitcastPattern(Pats->getElement(0), E))
        Flags[K] |= bit(InstrFlag::isBitcast);
    }
  }
  // Pat records whose result is a single instruction.
  for (const Record *Pat : Records.getAllDerivedDefinitionsIfDefined("Pattern")) {
    const ListInit *Results = dyn_cast<ListInit>(Pat->getValueInit("ResultInstrs"));
    if (!Results || Results->size() == 0)
      continue;
    std::vector<const Record *> Used;
    collectInstructions(Results->getElement(0), Used);
    if (Used.size() != 1)
      continue;
    const Instruction *I = Set.find(Used[0]);
    if (!I)
      continue;
    unsigned K = unsigned(I - Instrs.data());
    if (Inferred[K])
      continue;
    Apply(K, scanPattern(Pat->getValueInit("PatternToMatch")), Pat);
  }
  if (Conflicts)
    PrintFatalError("pattern conflicts");

  // The rest: guess (conservatively, side effects) or complain.
  const Record *Target = Records.getAllDerivedDefinitions("Target")[0];
  bool Guess = Target->getValueAsDef("InstructionSet")->getValueAsBit("guessInstructionProperties");
  for (unsigned K = 0; K != Instrs.size(); ++K) {
    const Instruction &I = Instrs[K];
    if (Inferred[K] || !(I.UnsetFlags & MaybeFlags))
      continue;
    if (Guess) {
      if (I.isUnset(InstrFlag::hasSideEffects))
        Flags[K] |= bit(InstrFlag::hasSideEffects);
      continue;
    }
    for (InstrFlag F : {InstrFlag::hasSideEffects, InstrFlag::mayStore, InstrFlag::mayLoad})
      if (I.isUnset(F))
        PrintError(I.Def->getLocs(),
                   "Can't infer " + std::string(instrFlagName(F)) + " from patterns");
  }
  return Flags;
}

} // namespace tblgen::target
