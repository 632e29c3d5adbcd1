//===- InstrFlagInference.cpp - Flags implied by selection patterns -------===//
//
// Reads the flags off the pattern model (Patterns.h): the database's
// patterns are the ones llvm-tblgen infers from (fragments inlined, one
// pattern per alternative and per HwMode, null_frag patterns and dropped
// patterns left out), in its order (instruction patterns, then Pat records).
//
//===----------------------------------------------------------------------===//

#include "codegen/patterns/InstrFlagInference.h"

#include "codegen/patterns/Patterns.h"
#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <string>
#include <unordered_map>

namespace tblgen::codegen {

namespace {

/// What a source tree does, as far as the flags are concerned.
struct PatternEffects {
  bool MayLoad = false, MayStore = false, SideEffects = false, Variadic = false;
  bool Bitcast = false; ///< the root is a bare bitcast of a leaf
};

/// Sets the effects named by a list of SDNodeProperty records.
void addProperties(PatternEffects &E, const std::vector<const Record *> &Props) {
  for (const Record *P : Props) {
    std::string_view Name = P->getName();
    if (Name == "SDNPMayLoad")
      E.MayLoad = true;
    else if (Name == "SDNPMayStore")
      E.MayStore = true;
    else if (Name == "SDNPSideEffect")
      E.SideEffects = true;
    else if (Name == "SDNPVariadic")
      E.Variadic = true;
  }
}

/// An intrinsic's memory effects: reads and writes anything unless its
/// properties narrow that; no memory property at all (unknown effects) also
/// counts as a side effect. Its own SDNode properties count as well.
void addIntrinsic(PatternEffects &E, const Record *Int) {
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
  E.MayLoad |= Ref;
  E.MayStore |= Mod;
  E.SideEffects |= Side || !Known;
  if (const RecordVal *Props = Int->getValue("Properties"); Props && isa<ListInit>(Props->getValue()))
    addProperties(E, Int->getValueAsListOfDefs("Properties"));
}

/// The classes the inference tests records against, looked up once (null
/// when the input does not define one: no record derives from it).
struct ClassRecs {
  const Record *Instruction, *SDNode, *ComplexPattern;
  explicit ClassRecs(const RecordKeeper &Records)
      : Instruction(Records.getClass("Instruction")), SDNode(Records.getClass("SDNode")),
        ComplexPattern(Records.getClass("ComplexPattern")) {}
};

/// The effects each record contributes (a ComplexPattern's, an SDNode's, an
/// intrinsic's), worked out once: bits of Effect.
class EffectCache {
public:
  enum Effect : uint8_t { Load = 1, Store = 2, Side = 4, Variadic = 8, Known = 128 };
  template <typename F> void add(PatternEffects &E, const Record *R, const F &Compute) {
    uint8_t &Bits = Cache[R];
    if (!(Bits & Known)) {
      PatternEffects Own;
      Compute(Own);
      Bits = Known | (Own.MayLoad ? Load : 0) | (Own.MayStore ? Store : 0) |
             (Own.SideEffects ? Side : 0) | (Own.Variadic ? Variadic : 0);
    }
    E.MayLoad |= (Bits & Load) != 0;
    E.MayStore |= (Bits & Store) != 0;
    E.SideEffects |= (Bits & Side) != 0;
    E.Variadic |= (Bits & Variadic) != 0;
  }

private:
  std::unordered_map<const Record *, uint8_t> Cache;
};

/// Children first, then the node: ComplexPattern leaves, SDNodes and
/// intrinsics contribute their properties.
void scan(const ClassRecs &C, const PatNode &N, PatternEffects &E, EffectCache &Cache) {
  if (N.isLeaf()) {
    if (const Record *R = N.leafDef(); R && R->isSubClassOf(C.ComplexPattern))
      Cache.add(E, R, [&](PatternEffects &Own) {
        addProperties(Own, R->getValueAsListOfDefs("Properties"));
      });
    return;
  }
  for (const auto &Kid : N.Kids)
    scan(C, *Kid, E, Cache);
  if (N.intrinsic())
    Cache.add(E, N.intrinsic(), [&](PatternEffects &Own) { addIntrinsic(Own, N.intrinsic()); });
  else if (N.Op->isSubClassOf(C.SDNode))
    Cache.add(E, N.Op, [&](PatternEffects &Own) {
      addProperties(Own, N.Op->getValueAsListOfDefs("Properties"));
    });
}

/// Whether N is a bitconvert llvm-tblgen folds away (same concrete type in
/// and out, no name, so it is not in the pattern it infers from).
bool isTrivialBitconvert(const PatNode &N) {
  return !N.isLeaf() && N.Op->getName() == "bitconvert" && N.Name.empty() &&
         N.Kids.size() == 1 && N.Types.size() == 1 && N.Types[0].isConcrete() &&
         N.Kids[0]->Types.size() == 1 && N.Types[0] == N.Kids[0]->Types[0];
}

/// A root that is an SDNode of opcode ISD::BITCAST (one result, one
/// operand) applied to a leaf, in a pattern without memory or side effects.
bool isBitcastRoot(const ClassRecs &C, const PatNode &Root, const PatternEffects &E) {
  if (E.SideEffects || E.MayLoad || E.MayStore || E.Variadic)
    return false;
  const PatNode *N = &Root;
  while (isTrivialBitconvert(*N))
    N = N->Kids[0].get();
  if (N->isLeaf() || N->Kids.size() != 1 || !N->Kids[0]->isLeaf() || N->intrinsic() ||
      !N->Op->isSubClassOf(C.SDNode))
    return false;
  const Record *Profile = N->Op->getValueAsDef("TypeProfile");
  return N->Op->getValueAsString("Opcode") == "ISD::BITCAST" &&
         Profile->getValueAsInt("NumResults") == 1 && Profile->getValueAsInt("NumOperands") == 1;
}

PatternEffects analyze(const ClassRecs &C, const PatternToMatch &P, EffectCache &Cache) {
  PatternEffects E;
  scan(C, *P.SrcTree, E, Cache);
  E.Bitcast = isBitcastRoot(C, *P.SrcTree, E);
  return E;
}

/// Every instruction node of a result tree, in pre-order.
void collectInstructions(const ClassRecs &C, const PatNode &N, std::vector<const Record *> &Out) {
  if (N.isLeaf())
    return;
  if (N.Op->isSubClassOf(C.Instruction))
    Out.push_back(N.Op);
  for (const auto &Kid : N.Kids)
    collectInstructions(C, *Kid, Out);
}

constexpr uint64_t bit(InstrFlag F) { return uint64_t(1) << unsigned(F); }

/// The inference proper, over a built database.
class FlagInference {
public:
  FlagInference(const RecordKeeper &Records, const InstructionSet &Set, const PatternDatabase &DB)
      : Records(Records), Classes(Records), Set(Set), DB(DB), Instrs(Set.instructions()),
        Flags(Instrs.size()), InferredFrom(Instrs.size(), nullptr) {
    for (size_t K = 0; K != Instrs.size(); ++K)
      Flags[K] = Instrs[K].Flags;
  }

  std::vector<uint64_t> run() {
    inferFromPatterns();
    completeTheRest();
    verify();
    return std::move(Flags);
  }

private:
  const RecordKeeper &Records;
  const ClassRecs Classes;
  const InstructionSet &Set;
  const PatternDatabase &DB;
  const std::vector<Instruction> &Instrs;
  std::vector<uint64_t> Flags;
  /// The pattern record an instruction with '?' flags took them from.
  std::vector<const Record *> InferredFrom;
  EffectCache Effects;

  static constexpr uint64_t MaybeFlags =
      bit(InstrFlag::mayLoad) | bit(InstrFlag::mayStore) | bit(InstrFlag::hasSideEffects);

  /// The set index of the only instruction of a result tree, or -1.
  int onlyInstruction(const PatternToMatch &P) const {
    std::vector<const Record *> Used;
    collectInstructions(Classes, *P.DstTree, Used);
    if (Used.size() != 1)
      return -1;
    const Instruction *I = Set.find(Used[0]);
    return I ? int(I - Instrs.data()) : -1;
  }

  /// The first pattern producing an instruction alone gives its '?' flags
  /// and is checked against the explicit ones (an explicit 1 may be
  /// stronger than the pattern for side effects and loads: a trapping
  /// divide, an immediate materialised from memory).
  void inferFromPatterns() {
    unsigned Conflicts = 0;
    for (const PatternToMatch &P : DB.patterns()) {
      int K = onlyInstruction(P);
      if (K < 0 || InferredFrom[K])
        continue;
      const Instruction &I = Instrs[K];
      PatternEffects E = analyze(Classes, P, Effects);
      if (I.UnsetFlags & MaybeFlags)
        InferredFrom[K] = P.Src;
      auto Check = [&](InstrFlag F, bool Pat, bool OnlyWhenClear) {
        bool Have = Flags[K] & bit(F);
        if (I.isUnset(F) || Have == Pat || (OnlyWhenClear && Have))
          return;
        PrintError(P.Src->getLocs(), "Pattern doesn't match " + std::string(instrFlagName(F)) +
                                         " = " + (Have ? "1" : "0"));
        ++Conflicts;
      };
      Check(InstrFlag::hasSideEffects, E.SideEffects, true);
      Check(InstrFlag::mayStore, E.MayStore, false);
      Check(InstrFlag::mayLoad, E.MayLoad, true);
      Flags[K] |= (E.SideEffects ? bit(InstrFlag::hasSideEffects) : 0) |
                  (E.MayStore ? bit(InstrFlag::mayStore) : 0) |
                  (E.MayLoad ? bit(InstrFlag::mayLoad) : 0);
      // Only from the instruction's own pattern, as llvm-tblgen does.
      if (P.Src->isSubClassOf(Classes.Instruction) && E.Bitcast)
        Flags[K] |= bit(InstrFlag::isBitcast);
    }
    if (Conflicts)
      PrintFatalError("pattern conflicts");
  }

  /// The instructions no pattern gave flags: guess (conservatively, side
  /// effects) when the target allows it, else complain.
  void completeTheRest() {
    const Record *Target = Records.getAllDerivedDefinitions("Target")[0];
    bool Guess =
        Target->getValueAsDef("InstructionSet")->getValueAsBit("guessInstructionProperties");
    // In the opcode enum's order (the order of the reports).
    std::vector<unsigned> Order = Set.enumOrder();
    if (Order.size() != Instrs.size()) {
      Order.resize(Instrs.size());
      for (unsigned K = 0; K != Instrs.size(); ++K)
        Order[K] = K;
    }
    for (unsigned K : Order) {
      const Instruction &I = Instrs[K];
      if (InferredFrom[K] || !(I.UnsetFlags & MaybeFlags))
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
  }

  /// Every pattern's effects must show on one of its result instructions
  /// (extra flags are allowed; side effects excuse a missing mayStore, a
  /// store a missing mayLoad).
  void verify() {
    unsigned Errors = 0;
    for (const PatternToMatch &P : DB.patterns()) {
      std::vector<const Record *> Used;
      collectInstructions(Classes, *P.DstTree, Used);
      if (Used.empty())
        continue;
      unsigned Side = 0, Stores = 0, Loads = 0;
      std::vector<int> Index;
      for (const Record *R : Used) {
        const Instruction *I = Set.find(R);
        Index.push_back(I ? int(I - Instrs.data()) : -1);
        uint64_t F = I ? Flags[Index.back()] : 0;
        Side += (F & bit(InstrFlag::hasSideEffects)) != 0;
        Stores += (F & bit(InstrFlag::mayStore)) != 0;
        Loads += (F & bit(InstrFlag::mayLoad)) != 0;
      }
      PatternEffects E = analyze(Classes, P, Effects);
      std::vector<std::string> Msgs;
      if (E.SideEffects && !Side)
        Msgs.push_back("pattern has side effects, but hasSideEffects isn't set");
      if (!E.SideEffects && E.MayStore && !Stores)
        Msgs.push_back("pattern may store, but mayStore isn't set");
      if (!E.MayStore && E.MayLoad && !Loads)
        Msgs.push_back("pattern may load, but mayLoad isn't set");
      if (Msgs.empty())
        continue;
      ++Errors;
      std::string Where = Used.size() == 1 ? "instruction" : "output instructions";
      for (const std::string &M : Msgs)
        PrintError(P.Src->getLocs(), M + " on the " + Where);
      for (size_t U = 0; U != Used.size(); ++U) {
        if (Used[U] != P.Src)
          PrintError(Used[U]->getLocs(), "defined here");
        const Record *From = Index[U] < 0 ? nullptr : InferredFrom[Index[U]];
        if (From && From != Used[U] && From != P.Src)
          PrintError(From->getLocs(), "inferred from pattern");
      }
    }
    if (Errors)
      PrintFatalError("Errors in DAG patterns");
  }
};

} // namespace

std::vector<uint64_t> inferInstrFlags(const RecordKeeper &Records, const InstructionSet &Set) {
  PatternDatabase DB;
  if (!DB.build(Records))
    throw FatalError{}; // the database reported its error
  return FlagInference(Records, Set, DB).run();
}

std::vector<uint64_t> inferInstrFlags(const RecordKeeper &Records, const InstructionSet &Set,
                                      const PatternDatabase &DB) {
  return FlagInference(Records, Set, DB).run();
}

} // namespace tblgen::codegen
