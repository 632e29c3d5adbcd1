//===- DAGISelMatcher.h - The matcher of -gen-dag-isel ------------*- C++ -*-===//
//
// -gen-dag-isel turns every selection pattern into a straight sequence of
// matcher nodes (check this opcode, record that child, ..., emit that
// instruction), puts all sequences under one Scope, then factors common
// prefixes and forms opcode/type switches, and finally writes the tree as
// llvm-tblgen's byte table (SelectionDAGISel's matcher interpreter).
//
//   DAGISelGen.cpp         pattern -> matcher sequence
//   DAGISelOpt.cpp         node contraction and factoring
//   DAGISelEmit.cpp        the byte table, the helper functions, the backend
//   DAGISelPredicates.cpp  node predicate code, the pattern printer
//
//===----------------------------------------------------------------------===//
#pragma once

#include "codegen/ClassTable.h"
#include "codegen/Instructions.h"
#include "codegen/patterns/Patterns.h"
#include "tblgen/CodeGen/Registers.h"
#include "tblgen/TextBlocks.h"

#include <cstdint>
#include <cstring>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace tblgen {
class Record;
class RecordKeeper;


namespace dagisel {

using codegen::PatNode;
using codegen::PatternToMatch;

/// The kinds of matcher nodes (DAGISelMatcher.def).
enum class MatcherKind : uint8_t {
#define DAGISEL_MATCHER(Name, Simple) Name,
#include "backends/codegen/isel/DAGISelMatcher.def"
};
constexpr unsigned NumMatcherKinds = unsigned(MatcherKind::MorphNodeTo) + 1;

/// "Scope", "CheckType"...
std::string_view matcherKindName(MatcherKind K);

struct MatcherNode;
using MatcherPtr = std::unique_ptr<MatcherNode>;

/// One case of a SwitchOpcode (Opcode) or SwitchType (VT).
struct SwitchCase {
  const Record *Opcode = nullptr;
  unsigned VT = 0;
  MatcherPtr Body;
};

/// The lists of a matcher node (kept apart: few nodes have any).
struct MatcherLists {
  std::vector<unsigned> List, VTs;
  std::vector<MatcherPtr> Children; ///< Scope
  std::vector<SwitchCase> Cases;    ///< SwitchOpcode / SwitchType
};

/// A matcher node's text: the address of characters preceded by their
/// 32-bit length (made by MatcherTexts::add), in 8 bytes where a view
/// takes 16. Reads as a string_view.
class NodeText {
public:
  NodeText() = default;
  std::string_view view() const {
    if (!Chars)
      return {};
    uint32_t N;
    std::memcpy(&N, Chars - sizeof N, sizeof N);
    return {Chars, N};
  }
  operator std::string_view() const { return view(); }
  bool empty() const { return !Chars; }
  friend bool operator==(NodeText A, NodeText B) { return A.view() == B.view(); }

private:
  friend struct MatcherTexts;
  explicit NodeText(const char *Chars) : Chars(Chars) {}
  const char *Chars = nullptr;
};

/// Where the texts of matcher nodes live (blocks that never move). One per
/// thread that makes nodes; it outlives them.
struct MatcherTexts : TextBlocks {
  MatcherTexts() : TextBlocks(size_t(1) << 14) {}
  /// A node's copy of S.
  NodeText add(std::string_view S) {
    if (S.empty())
      return {};
    uint32_t N = uint32_t(S.size());
    char *P = claim(sizeof N + S.size());
    std::memcpy(P, &N, sizeof N);
    std::memcpy(P + sizeof N, S.data(), S.size());
    return NodeText(P + sizeof N);
  }
};

/// One matcher node (64 bytes; a big target makes ~10^5 of them). The
/// fields used depend on the kind:
///   Num       child/sibling number, recorded slot, match number, slot read
///   Result    the recorded slot a node's result goes to (comments)
///   Value     integers; VT a value type
///   Text      what a record is for, a pattern predicate, a condition code,
///             a complex pattern's operand name, an integer given by name
///             (in a MatcherTexts)
///   Rec       SDNode (CheckOpcode), PatFrags (CheckPredicate),
///             ComplexPattern, SDNodeXForm, Instruction, Register
///   list()    EmitMergeInputChains nodes, CompleteMatch results,
///             EmitNode/MorphNodeTo operands; vts() their result types
///   children()  a Scope's alternatives; cases() a switch's cases
/// The lists are allocated on first use through the non-const accessors;
/// the const ones read an empty list when there is none.
struct MatcherNode {
  MatcherKind Kind;
  bool HasChain : 1 = false, HasInGlue : 1 = false, HasOutGlue : 1 = false,
                  HasMemRefs : 1 = false;
  /// CheckPredicate: the predicate reads the fragment's operands, whose
  /// recorded slots list() holds.
  bool WithOperands : 1 = false;
  int16_t NumFixedArityOperands = -1;
  uint16_t VT = 0; ///< (the MVT table holds fewer than 65535 types)
  /// A recorded slot (the matcher table writes slots as bytes).
  uint16_t Result = 0;
  unsigned Size = 0; ///< bytes of this node's list (set while sizing)
  unsigned Num = 0;
  MatcherPtr Next;
  int64_t Value = 0;
  const Record *Rec = nullptr;
  union {
    /// CompleteMatch, MorphNodeTo.
    const PatternToMatch *Pattern = nullptr;
    /// CheckOpcode: Rec's Opcode value, read on first comparison.
    mutable const Init *OpcodeValue;
  };
  NodeText Text;

  explicit MatcherNode(MatcherKind K) : Kind(K) {}
  bool isSimplePredicate() const;
  bool isSimplePredicateOrRecord() const {
    return isSimplePredicate() || Kind == MatcherKind::RecordNode ||
           Kind == MatcherKind::RecordChild;
  }

  std::vector<unsigned> &list() { return lists().List; }
  std::vector<unsigned> &vts() { return lists().VTs; }
  std::vector<MatcherPtr> &children() { return lists().Children; }
  std::vector<SwitchCase> &cases() { return lists().Cases; }
  const std::vector<unsigned> &list() const { return lists().List; }
  const std::vector<unsigned> &vts() const { return lists().VTs; }
  const std::vector<MatcherPtr> &children() const { return lists().Children; }
  const std::vector<SwitchCase> &cases() const { return lists().Cases; }
  /// Takes O's lists (O is left with none).
  void takeListsFrom(MatcherNode &O) { Lists = std::move(O.Lists); }

private:
  std::unique_ptr<MatcherLists> Lists;
  MatcherLists &lists() {
    if (!Lists)
      Lists = std::make_unique<MatcherLists>();
    return *Lists;
  }
  const MatcherLists &lists() const;
};
static_assert(sizeof(MatcherNode) == 64);

/// The facts the matcher needs about the target, shared by its parts.
struct DAGISelTarget {
  const RecordKeeper &Records;
  codegen::PatternDatabase &DB;
  const codegen::InstructionSet &Instrs;
  codegen::RegisterBank &Bank;
  /// Instruction flags after pattern inference, by set index.
  std::vector<uint64_t> Flags;
  /// Per instruction: whether a chain was inferred from its own pattern,
  /// and the result (llvm-tblgen's hasChain_Inferred / hasChain).
  std::map<const Record *, std::pair<bool, bool>> Chain;

  /// Flags: inferInstrFlags over DB before its variants were added.
  /// Without InferChains, Chain stays empty until inferChains() is called.
  DAGISelTarget(const RecordKeeper &Records, codegen::PatternDatabase &DB,
                std::vector<uint64_t> Flags, bool InferChains = true);
  const codegen::MVTTable &types() const { return DB.types(); }

  bool flag(const Record *Inst, codegen::InstrFlag F) const;
  /// The SDNode properties the matcher asks about, as bits of a mask.
  enum Property : uint32_t {
    HasChain = 1u << 0,
    OutGlue = 1u << 1,
    InGlue = 1u << 2,
    OptInGlue = 1u << 3,
    MemOperand = 1u << 4,
    Variadic = 1u << 5,
  };
  /// SDNode (or intrinsic / ComplexPattern) property of one node.
  bool nodeHasProperty(const PatNode &N, std::string_view Prop) const;
  bool nodeHasProperty(const PatNode &N, Property Prop) const { return nodeProperties(N) & Prop; }
  /// The property on N or any node below it.
  bool treeHasProperty(const PatNode &N, std::string_view Prop) const;
  bool treeHasProperty(const PatNode &N, Property Prop) const { return treeProperties(N) & Prop; }
  /// The Property bits of one node / of a tree (its nodes' union).
  uint32_t nodeProperties(const PatNode &N) const;
  uint32_t treeProperties(const PatNode &N) const;
  /// The classes the matcher tests records against, looked up once (null
  /// when the input does not define one: no record derives from it).
  enum ClassID : uint8_t {
    ClsComplexPattern, ClsInstruction, ClsRegister, ClsRegisterClass,
    ClsRegisterOperand, ClsPointerLikeRegClass, ClsSubRegIndex, ClsValueType,
    ClsCondCode, ClsOperand, ClsSDNodeXForm, ClsRegClassByHwMode, NumClassIDs
  };
  const codegen::ClassTable<ClassID, NumClassIDs> Classes;
  /// Whether R derives from class C (a pointer compare per superclass).
  bool isA(const Record *R, ClassID C) const { return Classes.isA(R, C); }
  /// The ComplexPattern a node stands for, or null.
  const Record *complexPattern(const PatNode &N) const;
  /// Number of MachineInstr operands a named operand provides.
  unsigned numMIResults(const PatNode &N) const;
  /// SDNode facts.
  static std::string enumName(const Record *SDNode);
  static unsigned sdNumResults(const Record *SDNode);
  static int sdNumOperands(const Record *SDNode);
  static bool sdHasProperty(const Record *SDNode, std::string_view Prop);
  /// The result type an SDNode's profile fixes, or Other.
  unsigned knownType(const Record *SDNode) const;
  /// The physical registers a pattern's result defines (set / implicit).
  std::vector<const Record *> dstRegs(const PatternToMatch &P) const;
  /// Type of the first implicit def if it has exactly one, else Other.
  unsigned oneImplicitDefVT(const codegen::Instruction &I) const;
  /// Results of an instruction's DAG pattern (its 'set' destinations; its
  /// outs when it has no pattern).
  unsigned dagResults(const Record *Inst) const;
  /// The first register class type of a register (Other if none).
  unsigned registerVT(const Record *Reg) const;

  /// Fills the caches below for every pattern, then stops adding to them:
  /// afterwards generateMatcher may run on several threads.
  void share();
  /// Fills Chain (from the patterns' trees and their nodes' properties).
  void inferChains();

private:
  /// Set by share(): the caches are only read (a miss is computed again).
  bool Shared = false;
  /// Per record: its Properties list as Property bits, plus whether it is
  /// an SDPatternOperator and whether it has the field (read once).
  mutable std::unordered_map<const Record *, uint32_t> PropertyCache;
  uint32_t recordProperties(const Record *R) const;
  /// dagResults per instruction, computed on first use.
  mutable std::unordered_map<const Record *, unsigned> DagResults;
  unsigned computeDagResults(const Record *Inst) const;
};

/// What generateMatcher keeps from one pattern to the next: one per thread.
struct GenState {
  /// The inference of a helper thread (caches of its own); null: the
  /// database's own.
  std::unique_ptr<codegen::PatternDatabase::Inferrer> Inf;
  /// The types of source trees inferred without registers, by the tree's
  /// shape without types (patterns repeated under other predicates share
  /// them): the shape's number and the types of its nodes in preorder,
  /// packed (packTypes).
  struct ShapeTypes {
    uint32_t Shape = 0;
    std::string_view Types; ///< in CacheTexts
  };
  /// A shape: the first source tree seen with it (the database's trees
  /// outlive the state) and its hash.
  struct ShapeRef {
    const PatNode *Tree;
    uint64_t Hash;
    struct Hasher {
      size_t operator()(const ShapeRef &R) const;
    };
    bool operator==(const ShapeRef &O) const;
  };
  std::unordered_map<ShapeRef, ShapeTypes, ShapeRef::Hasher> NoTypesCache;
  /// The same after the matcher has fixed some types: keyed by the shape's
  /// number and the types fixed so far, in order (node, result, type).
  std::unordered_map<std::string_view, std::string_view> FixedTypesCache;
  /// The caches' keys and packed types (a cache holds ~10^5 of them).
  TextBlocks CacheTexts;
  /// Where types are packed before they are stored.
  std::string Packed;
  /// The type sets the caches hold, numbered: a packed tree is a varint
  /// per set. Sets by hash, for numbering.
  std::vector<codegen::TypeSet> Sets;
  std::unordered_multimap<uint64_t, uint32_t> SetsByHash;
  /// The number of a type set (AddrSpace included), added if new.
  uint32_t setNumber(const codegen::TypeSet &TS);
  /// Appends N's types in preorder, a set number each.
  void packTypes(const PatNode &N, std::string &Out);
  /// Gives N the types packTypes wrote at P (a set that compares equal is
  /// left alone); returns the end of them.
  const char *unpackTypes(const char *P, PatNode &N) const;
  /// Where the nodes' texts go (outlives the state: the nodes keep them).
  MatcherTexts *Texts = nullptr;

  void inferWithoutRegisters(const DAGISelTarget &T, PatNode &Tree) {
    if (Inf)
      Inf->inferWithoutRegisters(Tree);
    else
      T.DB.inferWithoutRegisters(Tree);
  }
  bool operandHasDefault(const DAGISelTarget &T, const Record *Operand) {
    return Inf ? Inf->operandHasDefault(Operand) : T.DB.operandHasDefault(Operand);
  }
};

/// The matcher sequence of one pattern for one root variant (a root
/// ComplexPattern has one per root opcode); null when Variant is past the
/// last one. False in Ok after a reported error. T is only read (after
/// T.share(), from several threads, each with its own State).
MatcherPtr generateMatcher(const DAGISelTarget &T, GenState &State, const PatternToMatch &P,
                           unsigned Variant, bool &Ok);

/// llvm-tblgen's optimizer: contraction of node pairs, then factoring.
void optimizeMatcher(const DAGISelTarget &T, MatcherPtr &M);
/// Its two passes. Contraction works on each pattern's sequence alone (a
/// Scope's children one by one); BothWays(A, B) runs A and B, possibly at
/// once on two threads: factoring gives it the factoring of the root's
/// groups, which are independent of each other.
void contractMatcher(const DAGISelTarget &T, MatcherPtr &M);
using BothWays = std::function<void(const std::function<void()> &A, const std::function<void()> &B)>;
void factorMatcher(const DAGISelTarget &T, MatcherPtr &M, const BothWays &Both);

bool matchersEqual(const MatcherNode &A, const MatcherNode &B);
bool matchersContradict(const DAGISelTarget &T, const MatcherNode &A, const MatcherNode &B);

/// The C++ body of a node predicate (TreePredicateFn::getCodeToRunOnSDNode);
/// empty and Ok false after a reported error.
std::string nodePredicateCode(const DAGISelTarget &T, const Record *Frag, bool &Ok);
/// llvm-tblgen's text of a tree ("(add:{ *:[i32] } GPR:{ *:[i32] }:$a, ...)").
std::string patternText(const PatNode &N, const codegen::MVTTable &VT);

} // namespace dagisel
} // namespace tblgen
