//===- PatternBuilder.h - Internals of the pattern database -------*- C++ -*-===//
//
// Shared state of the pattern database's builder: the target facts the
// trees are checked against (value types, register classes, instructions),
// the first-error flag, and the entry points of its parts:
//   PatternTree.cpp      parsing dags into trees, fragment inlining;
//   PatternInference.cpp type inference;
//   PatternDatabase.cpp  collecting the patterns to match.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "codegen/patterns/Patterns.h"

#include "tblgen/Record.h"
#include "tblgen/CodeGen/Registers.h"

#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <unordered_map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace tblgen {
class DagInit;
namespace codegen {

/// Named nodes of trees: every occurrence, sorted by name (stable: the
/// nodes of one name stay in tree order). See Builder::collectNames.
using NamedNodes = std::vector<std::pair<std::string_view, PatNode *>>;

/// Facts about operator and leaf records that canMatch and the variant
/// maker ask for every node, read once per record.
class OperatorFlags {
public:
  enum : uint8_t {
    SDNode = 1, ComplexPattern = 2, Commutative = 4, Associative = 8, Register = 16,
    IntrCommutative = 32,
  };
  uint8_t of(const Record *R);

private:
  std::unordered_map<const Record *, uint8_t> Cache;
};

struct PatternDatabase::Builder {
  const RecordKeeper &Records;
  const MVTTable &VT;
  RegisterBank &Bank;
  const InstructionSet &Instrs;
  /// Types the target's register classes hold, sorted (what an
  /// unconstrained type may be).
  std::vector<unsigned> Legal;
  bool HasError = false;
  /// Types are read for this HwMode; AnyMode leaves by-mode types
  /// unconstrained (while reading the operands of instruction patterns).
  static constexpr unsigned AnyMode = ~0u;
  unsigned Mode = 0;
  /// The modes of the by-mode types met since last cleared.
  std::set<unsigned> ModesSeen;
  /// ModesSeen's members below 64, as bits (most notes repeat one).
  uint64_t ModeBits = 0;
  void noteMode(unsigned M) {
    if (M < 64) {
      if ((ModeBits >> M) & 1)
        return;
      ModeBits |= uint64_t(1) << M;
    }
    ModesSeen.insert(M);
  }
  void clearModes() {
    ModesSeen.clear();
    ModeBits = 0;
  }
  /// Contradictions are recorded (Contradicted), not reported: a pattern
  /// may be impossible in one mode only.
  bool Soft = false, Contradicted = false;
  /// Set by inferAll when it folded a bitconvert (named nodes may have moved).
  bool Folded = false;
  /// The last Tie given (PatNode::Tie).
  uint32_t NextTie = 0;
  /// Ties the untied nodes of N (only its leaves and operators without
  /// operands when LeavesOnly).
  void tieTree(PatNode &N, bool LeavesOnly);
  /// Appends N's tied nodes (with their Tie).
  static void collectTies(PatNode &N, std::vector<std::pair<uint32_t, PatNode *>> &Out);
  /// Register classes, registers, complex patterns and named value types
  /// give no type (the matcher generator's inference).
  bool NotRegisters = false;
  /// The record whose pattern is being read (for messages).
  const Record *Current = nullptr;
  /// The next PatternToMatch::Origin.
  unsigned NextOrigin = 0;
  /// Intrinsic records by name order, for their IDs (numbered on the
  /// first use of an intrinsic in a pattern).
  std::map<const Record *, unsigned> IntrinsicIDs;
  bool IntrinsicsNumbered = false;
  /// llvm-tblgen's ID of an intrinsic (0 if unknown).
  unsigned intrinsicID(const Record *Int);

  Builder(const RecordKeeper &Records, const MVTTable &VT, RegisterBank &Bank,
          const InstructionSet &Instrs);

  /// The classes of a record that the inference asks about, read once per
  /// record (a bit per class of Cls).
  struct Cls {
    enum : uint32_t {
      SDNode = 1u << 0, Instruction = 1u << 1, ComplexPattern = 1u << 2,
      SDNodeXForm = 1u << 3, RegisterClass = 1u << 4, RegisterOperand = 1u << 5,
      Register = 1u << 6, ValueType = 1u << 7, CondCode = 1u << 8, SubRegIndex = 1u << 9,
      PointerLikeRegClass = 1u << 10, Operand = 1u << 11, RegClassByHwMode = 1u << 12,
      HwModeSelect = 1u << 13, UnknownClass = 1u << 14,
      /// By name: srcvalue, zero_reg; node, immAllOnesV, immAllZerosV,
      /// undef_tied_input (no type).
      SrcValue = 1u << 15, ZeroReg = 1u << 16, Untyped = 1u << 17,
      PatFrags = 1u << 18, Intrinsic = 1u << 19, PtrValueType = 1u << 20,
    };
  };
  uint32_t classes(const Record *R) {
    const RecordFacts &F = facts(R);
    return F.HasClasses ? F.Classes : computeClasses(R);
  }
  uint32_t computeClasses(const Record *R);
  /// The class records classes() tests (null when not defined), with their bits.
  std::vector<std::pair<const Record *, uint32_t>> ClassRecords;
  /// An SDTypeConstraint, decoded.
  struct TypeConstraint {
    enum Kind : uint8_t {
      VT, PtrTy, Int, FP, Vec, SameAs, VTSmallerThanOp, OpSmallerThanOp, VecEltisVT,
      EltOfVec, SameNumEltsAs, SameSizeAs, SubVecOfVec, Unknown
    } K = Unknown;
    int64_t OpNo = 0, Other = 0;
    const Record *VTDef = nullptr;
    const Record *Def = nullptr;
  };
  /// An SDNode's SDTypeProfile, decoded.
  struct NodeProfile {
    unsigned NumResults = 0;
    int64_t NumOperands = -1;
    std::vector<TypeConstraint> Constraints;
  };
  const NodeProfile &profile(const Record *SDNode);
  /// The register class of a class record (index into Bank.regClasses()), or -1.
  int regClassIndex(const Record *RC);
  /// What the builder has learnt about one record (facts()).
  struct RecordFacts {
    uint32_t Classes = 0;
    bool HasClasses = false;
    int RegClass = -2;   ///< regClassIndex, -2 until computed
    int NumResults = -1; ///< numResults, -1 until computed
    NodeProfile *Profile = nullptr;
    /// getValueAsDef of the fields of DefField, once read (bit per field).
    uint8_t HaveDefs = 0;
    int8_t DefaultOps = -1; ///< hasDefaultOps, -1 until computed
    const Record *Defs[3] = {nullptr, nullptr, nullptr};
    /// HwModeSelect records: 1 + index of the (mode, object) pairs in
    /// Selects, 0 until read.
    uint32_t Select = 0;
    /// Intrinsic records: 1 + index of the signature in Signatures, 0
    /// until read.
    uint32_t Signature = 0;
    int8_t HasPredicate = -1; ///< fragmentHasPredicate, -1 until computed
    const DagInit *MIInfo = nullptr; ///< Operand's MIOperandInfo, once read
  };
  /// An Operand record's MIOperandInfo dag, read once.
  const DagInit *miOperandInfo(const Record *Op) {
    if (const DagInit *Known = facts(Op).MIInfo)
      return Known;
    const DagInit *D = Op->getValueAsDag("MIOperandInfo");
    facts(Op).MIInfo = D;
    return D;
  }
  /// fragmentHasPredicate, once per record.
  bool hasPredicate(const Record *Frag) {
    if (int8_t Known = facts(Frag).HasPredicate; Known >= 0)
      return Known;
    bool P = fragmentHasPredicate(Frag);
    facts(Frag).HasPredicate = int8_t(P);
    return P;
  }
  /// The value type records an intrinsic's results and parameters take
  /// (LLVMMatchType resolved; null where none applies).
  struct IntrinsicSignature {
    std::vector<const Record *> Rets, Params;
  };
  std::deque<IntrinsicSignature> Signatures;
  const IntrinsicSignature &signature(const Record *Intrinsic);
  using ModeObjects = std::vector<std::pair<unsigned, const Record *>>;
  std::deque<ModeObjects> Selects; ///< (stable references)
  /// Bank.hwModes().select(R), read once per record.
  const ModeObjects &modeSelect(const Record *R) {
    if (uint32_t I = facts(R).Select)
      return Selects[I - 1];
    ModeObjects M = Bank.hwModes().select(R);
    Selects.push_back(std::move(M));
    facts(R).Select = uint32_t(Selects.size());
    return Selects.back();
  }
  /// Def fields read often: Operand's Type, RegisterOperand's RegClass,
  /// ComplexPattern's Ty.
  enum DefField : uint8_t { TypeField, RegClassField, TyField };
  const Record *defField(const Record *R, DefField F);
  /// regClassTypes of the classes whose types do not depend on the HwMode,
  /// by register class index.
  std::vector<std::optional<TypeSet>> RegClassTypeCache;
  /// regClassTypes of the other classes, by class index and then HwMode,
  /// with the modes their types name (noted again on each use).
  struct ModeTypes {
    std::vector<unsigned> Modes;
    std::vector<std::optional<TypeSet>> ByMode;
  };
  std::vector<ModeTypes> RegClassModeCache;
  /// The facts of the records asked about, in chunks that never move (a
  /// reference stays valid while others are added), found through FactSlot
  /// by record ID (1 + position, 0 for none yet): patterns read a few
  /// thousand of a target's hundreds of thousands of records.
  static constexpr unsigned FactChunkBits = 10;
  std::vector<uint32_t> FactSlot;
  std::vector<std::unique_ptr<RecordFacts[]>> FactChunks;
  uint32_t NumFacts = 0;
  RecordFacts &facts(const Record *R) {
    size_t Id = R->getID();
    if (Id < FactSlot.size())
      if (uint32_t S = FactSlot[Id])
        return FactChunks[(S - 1) >> FactChunkBits][(S - 1) & ((1u << FactChunkBits) - 1)];
    return newFacts(Id);
  }
  RecordFacts &newFacts(size_t Id);
  /// Per MVT value: whether update() must expand it (iAny, fAny, vAny,
  /// Any, pAny, cPTR).
  std::vector<uint8_t> Expands;
  /// The legal types iAny, fAny, vAny and cPTR stand for (sorted).
  VTList LegalInt, LegalFP, LegalVec, LegalCap;
  /// Per MVT value: the overloaded kinds whose expansion holds it (a bit
  /// per kind, KindBit), and KindBit of each overloaded value (0 for pAny
  /// and plain types).
  std::vector<uint8_t> InKinds, KindOf;
  /// The smallest overloaded MVT value (~0u without any).
  unsigned MinExpand = ~0u;
  enum KindBit : uint8_t { KInt = 1, KFP = 2, KVec = 4, KAny = 8, KCap = 16 };
  std::vector<std::unique_ptr<NodeProfile>> Profiles;

  /// Reports "In <Current>: Msg" at Current (once per pattern).
  void error(const std::string &Msg);

  // --- PatternTree.cpp ---
  /// Parses one dag argument (Name without '$'); null after an error.
  std::unique_ptr<PatNode> parse(const Init *I, std::string_view Name, bool Input);
  /// The trees Root stands for once every PatFrags node is replaced by its
  /// fragments (one tree per combination of alternatives).
  std::vector<std::unique_ptr<PatNode>> inlineFragments(const PatNode &Root, bool Input);
  /// inlineFragments on a tree it may take apart (appends to Out).
  void inlineOwned(std::unique_ptr<PatNode> Root, bool Input,
                   std::vector<std::unique_ptr<PatNode>> &Out);
  /// A fragment's alternatives as parsed (transform and predicate set),
  /// per fragment and side, once known not to depend on the HwMode.
  struct FragmentCache {
    bool Ready = false, Cacheable = false, Busy = false;
    std::vector<std::unique_ptr<PatNode>> Trees;
    /// Each tree's result types on its own (fragmentTypes), beside Trees.
    std::vector<TypeList> Own;
  };
  /// The result types of a fragment's alternative T (as parsed, operands
  /// not substituted) inferred on its own, as llvm-tblgen infers each
  /// fragment once before any use: legal types wherever an operator asks
  /// for a kind of type. Empty when that inference contradicts itself or
  /// reports anything (it then checks nothing).
  TypeList fragmentTypes(const PatNode &T);
  /// A use's types meet its fragment's own: a contradiction when a result
  /// has none in common (a use cast to a type the target has no register
  /// for, say).
  void checkUseTypes(const TypeList &Own, const PatNode &Use);
  std::map<std::pair<const Record *, bool>, FragmentCache> FragCache;
  /// Counts the type look-ups that depended on the HwMode.
  unsigned ModeQueries = 0;
  /// The last operand scope numbered (fragments whose predicate reads
  /// their operands), and its value before the pattern being added.
  uint32_t Scopes = 0, ScopesBefore = 0;
  /// Rejects operators not allowed on this side of a pattern.
  void checkOperator(const PatNode &N, bool Input);
  /// How many results the operator produces.
  unsigned numResults(const Record *Op);
  unsigned computeNumResults(const Record *Op);
  /// llvm-tblgen's checks of every PatFrags' operand list (used or not).
  void checkFragments();
  /// Whether a tree mentions null_frag.
  static bool mentionsNullFrag(const Init *I);

  // --- PatternDatabase.cpp ---
  /// Whether a source tree can match (no immediate left of a commutative
  /// operator's last operand); Reason says why not.
  static bool canMatch(const PatNode &N, std::string &Reason, OperatorFlags &Flags);
  OperatorFlags OpFlags;
  /// Reads an instruction's own pattern into source and result trees;
  /// ResultOrder gets, for each result as the pattern sets it, the index of
  /// the instruction's out operand of that name (empty when they are in the
  /// same order).
  bool readInstructionPattern(const Record *Inst, std::unique_ptr<PatNode> &Src,
                              std::unique_ptr<PatNode> &Dst, std::vector<unsigned> &ResultOrder);
  /// Checks the inputs and outputs of a source tree.
  void findInputsAndOutputs(PatNode &N, std::map<std::string, PatNode *> &Inputs,
                            std::vector<std::pair<std::string, PatNode *>> &Results);
  /// A named operand with its fragments resolved and types inferred.
  PatNode &resolveNamed(PatNode &N, bool Input);
  /// Trees made while reading instruction patterns, kept for their nodes.
  std::vector<std::unique_ptr<PatNode>> Kept;

  // --- PatternInference.cpp ---
  /// Infers the types of Trees to a fixed point; Input, if given, holds the
  /// source's named nodes (when inferring a result tree). Returns whether
  /// every type is concrete; HasError is set on a contradiction.
  /// Infers Trees to a fixed point. Named nodes of a name agree with one
  /// another; with Input (a source pattern's names) each takes the type of
  /// Input's first node of that name, with FromFirst the type of its own
  /// first node of that name (a source pattern inferred on its own).
  bool inferAll(const std::vector<PatNode *> &Trees, const NamedNodes *Input,
                bool FromFirst = false);
  /// One pass of constraints over the subtree; whether anything changed.
  bool applyConstraints(PatNode &N);
  /// Types inferred in place as when registers are not yet known (Soft,
  /// mode 0, contradictions dropped), to a fixed point.
  void inferWithoutRegisters(PatNode &Tree);
  /// Narrows N's result ResNo to In; whether it changed.
  bool update(PatNode &N, unsigned ResNo, const TypeSet &In);
  /// A known set with its overloaded types (iAny, fAny...) replaced by the
  /// legal types they stand for, sorted.
  TypeSet expandOverloaded(const TypeSet &In) const;
  bool updateVT(PatNode &N, unsigned ResNo, const Record *VTDef);
  /// The current mode's type of a by-mode value (else the default mode's).
  std::optional<unsigned> pick(const ByHwMode<ValueType> &V);
  /// Whether every mode's class of the RegClassByHwMode R (the default
  /// mode's among them) holds exactly Cur's plain types.
  bool sameInEveryMode(const Record *R, const TypeSet &Cur);
  /// Whether the register class of the operand Op has types by HwMode that
  /// are, in every mode (the default one among them), exactly Cur's plain
  /// types.
  bool classSameInEveryMode(const Record *Op, const TypeSet &Cur);
  /// The type set of a ValueType or ValueTypeByHwMode record.
  TypeSet valueTypeSet(const Record *VTDef);
  /// The AddrSpace of a PtrValueType record, else -1.
  int ptrAddrSpace(const Record *VTDef) {
    return (classes(VTDef) & Cls::PtrValueType) ? int(VTDef->getValueAsInt("AddrSpace")) : -1;
  }
  /// The type an operand record (of an instruction) gives its value.
  TypeSet operandType(const Record *Operand, bool &Known);
  /// The register class VTs of a class record.
  TypeSet regClassTypes(const Record *RC);
  /// The types of a RegClassByHwMode: those of the current mode's class
  /// (else the default mode's); unknown while no mode is chosen.
  TypeSet regClassByModeTypes(const Record *R);
  /// The object a HwModeSelect gives the current mode (else the default
  /// mode's, else null); notes the modes it names.
  const Record *modeChoice(const Record *Select);
  /// SDTCisVTSmallerThanOp / SDTCisOpSmallerThanOp.
  bool smallerThan(TypeSet &Small, TypeSet &Big, bool SmallIsVT);
  /// SDTCisSameNumEltsAs / SDTCisSameSizeAs: both sets keep the types
  /// whose measure the other set has.
  bool sameMeasure(TypeSet &A, TypeSet &B, const std::function<int64_t(unsigned)> &M);
  /// SDTCisSubVecOfVec.
  bool subVecOfVec(TypeSet &Vec, TypeSet &Sub);
  /// SDTCisEltOfVec.
  bool eltOfVec(TypeSet &Vec, TypeSet &Elt);
  /// Picks a type for instructions of a result tree left ambiguous.
  bool forceArbitrary(PatNode &N);
  /// Replaces each unnamed bitconvert whose concrete type is its operand's
  /// by the operand, as inference goes (llvm-tblgen drops them too).
  static bool foldBitconverts(PatNode &N);
  /// Unconstrained -> the legal types (for Enforce* on unknowns).
  void fillLegal(TypeSet &S);
  /// Appends the named nodes of N in tree order (unsorted).
  static void collectNames(PatNode &N, NamedNodes &Out);
  /// Sorts collected names by name, keeping tree order within a name.
  static void sortNames(NamedNodes &Names);
  static bool allConcrete(const PatNode &N);
  bool operandHasDefault(const Record *Op) const;
  /// operandHasDefault, remembered per record.
  bool hasDefaultOps(const Record *Op) {
    RecordFacts &F = facts(Op);
    if (F.DefaultOps < 0)
      F.DefaultOps = operandHasDefault(Op);
    return F.DefaultOps;
  }
  /// Reports the empty type set of a contradiction (or records it, Soft).
  void contradiction();
};

} // namespace codegen
} // namespace tblgen
