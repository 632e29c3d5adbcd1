//===- Patterns.h - Selection patterns of a target ----------------*- C++ -*-===//
//
// The model of a target's instruction-selection patterns, as llvm-tblgen's
// pattern database builds it for -gen-fast-isel (and later -gen-dag-isel):
//
//   * machine value types (read from the ValueTypes defset) and sets of
//     them (TypeSet), the unit of type inference;
//   * pattern trees (PatNode) parsed from the dags of Instruction
//     'Pattern' lists and Pattern/Pat records, with PatFrags inlined (one
//     tree per alternative) and intrinsics lowered to intrinsic_* nodes;
//   * type inference over a source and a result tree to a fixed point,
//     driven by SDTypeProfile constraints, register classes, operands,
//     value-type casts and intrinsic signatures;
//   * the list of patterns to match (source tree, result tree, predicates,
//     complexity), in llvm-tblgen's order: instruction patterns by record
//     ID, then Pattern records by name.
//
// Errors are reported at the pattern's record with llvm-tblgen's messages
// ("In NAME: ..."); building stops after the first pattern with an error.
// Types that depend on the HwMode are inferred once per mode the pattern's
// types name; each mode gives its own pattern, guarded by the mode's
// predicates. Commutative variants are added on request (addVariants).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "codegen/patterns/ThinVec.h"
#include "tblgen/CompactString.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <functional>
#include <initializer_list>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace tblgen {
class Init;
class Record;
class RecordKeeper;
namespace codegen {

class InstructionSet;
struct Instruction;
struct MadeVariants;

//===----------------------------------------------------------------------===//
// Value types
//===----------------------------------------------------------------------===//

/// One machine value type (a record of the ValueTypes defset).
struct MVTInfo {
  const Record *Def = nullptr;
  unsigned Value = 0; ///< MVT::SimpleValueType (position in the defset + 1)
  std::string Name;   ///< LLVMName ("i32", "Other")
  int64_t Size = 0;   ///< in bits (0 for special types)
  unsigned NumElts = 1;
  int ElementValue = -1; ///< vectors: the element's Value
  bool IsInteger = false, IsFP = false, IsVector = false, IsOverloaded = false;
  bool IsScalable = false; ///< a scalable vector (sizes and counts are multiples)
};

/// The value types of the target's ValueTypes defset, by Value.
class MVTTable {
public:
  explicit MVTTable(const RecordKeeper &Records);
  /// The type of a ValueType record (null for a record outside the defset).
  const MVTInfo *get(const Record *Def) const;
  const MVTInfo &at(unsigned Value) const { return Types[Value]; }
  /// One past the largest Value.
  unsigned size() const { return unsigned(Types.size()); }
  /// "MVT::i32".
  std::string enumName(unsigned Value) const { return "MVT::" + Types[Value].Name; }
  /// Value of the named special types (0 when absent).
  unsigned Other = 0, IPTR = 0, IAny = 0, FAny = 0, VAny = 0, Any = 0, IPTRAny = 0, IsVoid = 0;
  /// cPTR: any capability pointer type (the VTCheriCapability types).
  unsigned CPTR = 0;

private:
  std::vector<MVTInfo> Types; ///< index = Value (0 unused)
  std::unordered_map<const Record *, unsigned> ByDef;
};

/// A short list of MVT values in 12 bytes: up to InlineCap values inline,
/// more on the heap (type sets are copied and rebuilt all through the
/// inference, and every node of every pattern tree holds one; most hold
/// one type). A value is 16 bits, as LLVM's MVT::SimpleValueType is (the
/// MVT table refuses more types). The part of std::vector's interface the
/// pattern code uses.
class VTList {
public:
  using value_type = uint16_t;
  using iterator = uint16_t *;
  using const_iterator = const uint16_t *;
  static constexpr uint32_t InlineCap = 4;

  VTList() = default;
  VTList(std::initializer_list<unsigned> L) {
    reserve(L.size());
    for (unsigned V : L)
      push_back(V);
  }
  VTList(const std::vector<unsigned> &V) { *this = V; }
  VTList(const VTList &O) { assign(O.begin(), O.end()); }
  VTList(VTList &&O) noexcept { take(O); }
  VTList &operator=(const VTList &O) {
    if (this != &O)
      assign(O.begin(), O.end());
    return *this;
  }
  VTList &operator=(VTList &&O) noexcept {
    if (this != &O) {
      release();
      take(O);
    }
    return *this;
  }
  VTList &operator=(const std::vector<unsigned> &V) {
    Size = 0;
    reserve(V.size());
    for (unsigned X : V)
      ptr()[Size++] = uint16_t(X);
    return *this;
  }
  ~VTList() { release(); }

  iterator begin() { return ptr(); }
  iterator end() { return ptr() + Size; }
  const_iterator begin() const { return ptr(); }
  const_iterator end() const { return ptr() + Size; }
  size_t size() const { return Size; }
  bool empty() const { return Size == 0; }
  uint16_t &operator[](size_t I) { return ptr()[I]; }
  unsigned operator[](size_t I) const { return ptr()[I]; }
  unsigned front() const { return ptr()[0]; }
  unsigned back() const { return ptr()[Size - 1]; }
  const uint16_t *data() const { return ptr(); }

  void clear() { Size = 0; }
  void reserve(size_t N) {
    if (N > Cap)
      grow(N);
  }
  void push_back(unsigned V) {
    if (Size == Cap)
      grow(size_t(Cap) * 2);
    ptr()[Size++] = uint16_t(V);
  }
  void resize(size_t N) {
    reserve(N);
    for (size_t I = Size; I < N; ++I)
      ptr()[I] = 0;
    Size = uint16_t(N);
  }
  iterator erase(const_iterator First, const_iterator Last) {
    iterator F = begin() + (First - begin()), L = begin() + (Last - begin());
    iterator E = std::copy(L, end(), F);
    Size = uint16_t(E - begin());
    return F;
  }
  bool operator==(const VTList &O) const { return std::equal(begin(), end(), O.begin(), O.end()); }
  bool operator!=(const VTList &O) const { return !(*this == O); }

private:
  // Size and capacity fit 16 bits (a target has a few hundred value
  // types). Words holds the values while they fit, else the address of
  // the heap block (copied in and out: Words is only 2-byte aligned, so
  // the sanitized driver's leak checker is told to read unaligned
  // pointers).
  uint16_t Size = 0, Cap = InlineCap;
  uint16_t Words[InlineCap];

  bool isInline() const { return Cap == InlineCap; }
  uint16_t *heap() const {
    uint16_t *P;
    std::memcpy(&P, Words, sizeof P);
    return P;
  }
  void setHeap(uint16_t *P) { std::memcpy(Words, &P, sizeof P); }
  uint16_t *ptr() { return isInline() ? Words : heap(); }
  const uint16_t *ptr() const { return isInline() ? Words : heap(); }
  void release() {
    if (!isInline())
      delete[] heap();
    Size = 0;
    Cap = InlineCap;
  }
  void grow(size_t N) {
    N = std::max<size_t>(N, InlineCap + 1);
    auto *P = new uint16_t[N];
    std::copy(begin(), end(), P);
    if (!isInline())
      delete[] heap();
    setHeap(P);
    Cap = uint16_t(N);
  }
  void assign(const uint16_t *F, const uint16_t *L) {
    Size = 0;
    reserve(size_t(L - F));
    std::copy(F, L, ptr());
    Size = uint16_t(L - F);
  }
  void take(VTList &O) {
    if (O.isInline()) {
      std::copy(O.Words, O.Words + O.Size, Words);
      Cap = InlineCap;
    } else {
      setHeap(O.heap());
      Cap = O.Cap;
      O.Cap = InlineCap;
    }
    Size = O.Size;
    O.Size = 0;
  }
};
static_assert(sizeof(VTList) == 12, "a VTList is twelve bytes");

/// The possible types of one value: either unconstrained, or a sorted set
/// of MVT values (an empty set is a contradiction).
struct TypeSet {
  VTList VTs;
  bool Known = false;
  /// The matcher's inference (types read for no HwMode): the set comes from
  /// a type by HwMode, VTs being the types of all modes. Never concrete.
  bool ByMode = false;
  /// The address space of the set's first type when that type was named by
  /// a PtrValueType (a register class's first RegTypes entry, an operand or
  /// a cast), else -1. It goes with the set into a node whose type was
  /// unknown; narrowing a known set keeps the node's own. Not compared.
  int AddrSpace = -1;

  TypeSet() = default;
  TypeSet(bool Known, VTList VTs) : VTs(std::move(VTs)), Known(Known) {}
  static TypeSet of(unsigned VT) { return TypeSet{true, {VT}}; }
  bool isConcrete() const { return Known && !ByMode && VTs.size() == 1; }
  unsigned concrete() const { return VTs.front(); }
  bool operator==(const TypeSet &O) const {
    return Known == O.Known && ByMode == O.ByMode && VTs == O.VTs;
  }
  /// llvm-tblgen's text: "{ *:[i32 i64] }", "{}" when unconstrained.
  std::string str(const MVTTable &T) const;
};

//===----------------------------------------------------------------------===//
// Pattern trees
//===----------------------------------------------------------------------===//

/// The result types of a node: one set inline (most nodes have at most one
/// result), several in a vector. The part of std::vector's interface the
/// pattern code uses.
class TypeList {
public:
  using value_type = TypeSet;
  using iterator = TypeSet *;
  using const_iterator = const TypeSet *;

  iterator begin() { return Count <= 1 ? &One : Many.data(); }
  iterator end() { return begin() + Count; }
  const_iterator begin() const { return Count <= 1 ? &One : Many.data(); }
  const_iterator end() const { return begin() + Count; }
  size_t size() const { return Count; }
  bool empty() const { return Count == 0; }
  TypeSet &operator[](size_t I) { return begin()[I]; }
  const TypeSet &operator[](size_t I) const { return begin()[I]; }
  TypeSet &front() { return *begin(); }
  const TypeSet &front() const { return *begin(); }

  void clear() { resize(0); }
  void resize(size_t N) {
    if (N <= 1) {
      if (Count > 1) {
        if (N == 1)
          One = std::move(Many[0]);
        Many.clear();
      } else if (N == 1 && Count == 0) {
        One = TypeSet{};
      }
    } else if (Count <= 1) {
      Many.resize(N);
      if (Count == 1)
        Many[0] = std::move(One);
    } else {
      Many.resize(N);
    }
    if (N == 0)
      One = TypeSet{};
    Count = uint32_t(N);
  }
  void push_back(const TypeSet &T) {
    resize(Count + 1);
    (*this)[Count - 1] = T;
  }
  bool operator==(const TypeList &O) const { return std::equal(begin(), end(), O.begin(), O.end()); }
  bool operator!=(const TypeList &O) const { return !(*this == O); }

private:
  TypeSet One;
  uint32_t Count = 0;
  ThinVec<TypeSet> Many; ///< all of them when there are several
};

/// An optional integer in 9 unaligned bytes (a leaf's value), so that it
/// packs into a node's tail. The part of std::optional's interface the
/// pattern code uses.
class [[gnu::packed]] OptInt {
public:
  OptInt() = default;
  OptInt(int64_t V) : Value(V), Has(true) {}
  OptInt &operator=(int64_t V) {
    Value = V;
    Has = true;
    return *this;
  }
  explicit operator bool() const { return Has; }
  bool has_value() const { return Has; }
  int64_t operator*() const { return Value; }
  bool operator==(const OptInt &O) const { return Has == O.Has && (!Has || Value == O.Value); }

private:
  int64_t Value = 0;
  bool Has = false;
};

/// One node of a pattern tree: an operator applied to children, or a leaf
/// (a record, an integer, or '?' with a name).
struct PatNode {
  const Record *Op = nullptr;   ///< non-leaf: SDNode, Instruction, ComplexPattern...
  const Init *Leaf = nullptr;   ///< leaf: DefInit, or null for int / unset leaves
  /// "$name" without the '$', or empty: the text of an interned name (a
  /// dag's argument or operator name), which outlives the tree.
  std::string_view Name;
  ThinVec<std::unique_ptr<PatNode>> Kids;
  TypeList Types;               ///< one per result
  /// Nonzero when this node stands, with the others of the same Tie, for
  /// one node llvm-tblgen shares between a pattern's alternatives (a
  /// fragment's operand, a subtree every combination reuses): inference
  /// keeps their types equal.
  uint32_t Tie = 0;
  OptInt Int; ///< leaf: integer value

  using PredicateList = ThinVec<const Record *>;
  using PredArgList = ThinVec<std::pair<uint32_t, std::string_view>>;

  /// The PatFrags whose predicates this node must satisfy (in order).
  const PredicateList &predicates() const { return rareOrNone().Predicates; }
  /// The formal operands of such fragment uses this node is passed as
  /// (scope, operand name): llvm-tblgen's "$pred:SCOPE:NAME" names.
  const PredArgList &predArgs() const { return rareOrNone().PredArgs; }
  /// The operand scope of the predicate in predicates() whose code reads
  /// the fragment's operands (PredicateCodeUsesOperands), or 0: each
  /// inlined use of such a fragment numbers a new scope.
  uint32_t predScope() const { return rareOrNone().PredScope; }
  /// The SDNodeXForm of an inlined fragment.
  const Record *transform() const { return rareOrNone().Transform; }
  /// intrinsic_* nodes: the Intrinsic record (the first child is its ID).
  const Record *intrinsic() const { return rareOrNone().Intrinsic; }
  /// A cast to a value type by HwMode on result 0: applied again by each
  /// mode's inference (the cast's type depends on the mode).
  const Record *castVT() const { return rareOrNone().CastVT; }
  /// The fragment (a GISelFlags PatFrags) whose tree this node is the root
  /// of: its flags apply to the GlobalISel matchers made from here down.
  const Record *fragmentFlags() const { return rareOrNone().Flags; }

  void setTransform(const Record *R) { setRare(&Rare::Transform, R); }
  void setIntrinsic(const Record *R) { setRare(&Rare::Intrinsic, R); }
  void setCastVT(const Record *R) { setRare(&Rare::CastVT, R); }
  void setFlags(const Record *R) { setRare(&Rare::Flags, R); }
  void setPredScope(uint32_t S) { setRare(&Rare::PredScope, S); }
  void setPredicates(const PredicateList &L) { setRare(&Rare::Predicates, L); }
  void setPredArgs(const PredArgList &L) { setRare(&Rare::PredArgs, L); }
  /// Adds Frag to predicates() unless it is there.
  void addPredicate(const Record *Frag) {
    const PredicateList &L = predicates();
    if (std::find(L.begin(), L.end(), Frag) == L.end())
      rare().Predicates.push_back(Frag);
  }
  void addPredArg(uint32_t Scope, std::string_view Name) {
    rare().PredArgs.emplace_back(Scope, Name);
  }
  /// Takes O's predicates, their operands and scope, transform, intrinsic,
  /// cast and flags.
  void copyRareFrom(const PatNode &O) {
    Refs = O.Refs ? std::make_unique<Rare>(*O.Refs) : nullptr;
  }

  bool isLeaf() const { return Op == nullptr; }
  /// The leaf's record, or null.
  const Record *leafDef() const;
  std::unique_ptr<PatNode> clone() const;
  /// LLVM's textual form of the tree, for debugging.
  std::string str() const;
  /// Appends llvm-tblgen's text of the tree, as its comments and messages
  /// print it: "(add:{ *:[i32] } GPR:{ *:[i32] }:$a, ...)", with predicates
  /// ("<<P:Predicate_x>>"), transforms ("<<X:x>>") and names.
  void appendText(std::string &S, const MVTTable &VT) const;

private:
  /// What a minority of nodes carry, kept apart so that a node fits 96
  /// bytes (one block: a second pointer would cost every node).
  struct Rare {
    const Record *Transform = nullptr, *Intrinsic = nullptr, *CastVT = nullptr, *Flags = nullptr;
    PredicateList Predicates;
    PredArgList PredArgs;
    uint32_t PredScope = 0;
  };
  std::unique_ptr<Rare> Refs;
  static const Rare &none() {
    static const Rare None;
    return None;
  }
  const Rare &rareOrNone() const { return Refs ? *Refs : none(); }
  Rare &rare() {
    if (!Refs)
      Refs = std::make_unique<Rare>();
    return *Refs;
  }
  /// Sets one of them; the block is made when a first one is set to
  /// something other than its default.
  template <typename T, typename V> void setRare(T Rare::*Field, const V &Value) {
    if (!Refs && Value == T())
      return;
    rare().*Field = Value;
  }
};
static_assert(sizeof(TypeSet) == 20, "a type set is twenty bytes");
static_assert(sizeof(TypeList) == 32, "a type list is four words");
static_assert(sizeof(PatNode) <= 96, "a pattern node fits mimalloc's 96-byte bin");

/// One pattern to select: a source tree, the result tree that replaces it,
/// and the conditions under which it applies.
struct PatternToMatch {
  const Record *Src = nullptr; ///< the Instruction or Pattern record
  std::unique_ptr<PatNode> SrcTree, DstTree;
  ThinVec<const Record *> Predicates; ///< Predicate records, by name, unique
  /// For a pattern made for one HwMode: the mode's guard, used as is.
  CompactString ModeCheck;
  /// llvm-tblgen's pattern ID (the last tie-break of -gen-dag-isel's order):
  /// the record's ID for a pattern as written (alternatives share it), then
  /// fresh IDs for commutative variants, then for the copies made per HwMode.
  uint64_t ID = 0;
  /// An instruction's own pattern that sets its results in another order
  /// than its out operands: for each result as set, the index of its out
  /// operand (empty otherwise).
  ThinVec<unsigned> ResultOrder;
  int AddedComplexity = 0;
  /// The pattern before HwMode expansion this one comes from (patterns of
  /// one alternative share it), and its copy's position among the modes.
  unsigned Origin = 0, ModeIndex = 0;
  /// Whether this is a copy made for a HwMode (its ID is a fresh one).
  bool ModeCopy = false;
  /// "(Cond1) && (Cond2)" over the predicates with a CondString.
  std::string predicateCheck() const;
};
static_assert(sizeof(PatternToMatch) <= 80, "a pattern is ten words");

/// Whether a PatFrags record carries a predicate (code, immediate code, or
/// a load/store/atomic/use-count check): inlining it then adds it to the
/// node's predicates.
bool fragmentHasPredicate(const Record *Frag);
/// Whether a PatFrags' predicate code reads the fragment's operands
/// (PredicateCodeUsesOperands).
bool fragmentUsesOperands(const Record *Frag);

/// The pattern database of a target.
class PatternDatabase {
public:
  /// Builds the database; false after a reported error.
  bool build(const RecordKeeper &Records);

  const MVTTable &types() const { return *VTs; }
  const std::vector<PatternToMatch> &patterns() const { return Patterns; }
  /// Hands the patterns over (the database keeps none): a backend done
  /// with the trees frees them when it likes.
  std::vector<PatternToMatch> takePatterns() { return std::move(Patterns); }
  /// Appends the commutative and associative variants of every pattern
  /// (llvm-tblgen's GenerateVariants, PatternVariants.cpp) and puts the list
  /// in llvm-tblgen's final order. -gen-fast-isel does not use them.
  /// Before, if given, reads the patterns as they were before (the flag
  /// inference): it may run on the helper thread meanwhile, and reports
  /// as if it ran first.
  void addVariants(const std::function<void()> &Before = nullptr);
  /// LLVM's complexity of a pattern (size of the source plus AddedComplexity).
  int complexity(const PatternToMatch &P) const;
  /// Infers the types of Tree (a source tree whose types were cleared) the
  /// way the DAG matcher generator does: to a fixed point, from the
  /// operators alone (register classes and the like give no type).
  void inferWithoutRegisters(PatNode &Tree) const;
  /// Whether an instruction operand has default operands (DefaultOps).
  bool operandHasDefault(const Record *Operand) const;
  /// Whether a pattern (dag or list) mentions null_frag.
  static bool mentionsNullFragment(const Init *I);
  /// The enum name of an SDNode ("ISD::ADD").
  static std::string opcodeName(const Record *SDNode);
  /// The type of an immediate PatFrag's own tree (ImmLeaf's vt), if known.
  std::optional<unsigned> fragmentType(const Record *Frag) const;
  /// The value type llvm-tblgen's -gen-fast-isel checks an immediate
  /// predicate's operand against: the fragment's type if concrete, else
  /// the first type of its first mode (nullopt if it has none).
  std::optional<unsigned> fragmentFirstType(const Record *Frag) const;
  /// The values of an operand's DefaultOps, each read as a result tree and
  /// typed on its own (llvm-tblgen's default operands); null when the
  /// operand has none. Read at build().
  const std::vector<std::unique_ptr<PatNode>> *defaultValues(const Record *Operand) const {
    auto It = DefaultValues.find(Operand);
    return It == DefaultValues.end() ? nullptr : &It->second;
  }

  /// Frees what building and inference keep (parsed fragments, caches):
  /// for a backend done with both once its patterns are read. Only
  /// types() and the patterns may be used afterwards.
  void releaseInference();

  ~PatternDatabase();
  PatternDatabase();
  PatternDatabase(const PatternDatabase &) = delete;
  PatternDatabase &operator=(const PatternDatabase &) = delete;

  // Pieces used by the parts of the builder (PatternTree.cpp,
  // PatternInference.cpp); not for consumers.
  struct Builder;
  /// inferWithoutRegisters and operandHasDefault with caches of their own,
  /// for another thread than the one using the database (after build).
  /// Errors are reported as the database's would be (at the record it
  /// read last).
  class Inferrer {
  public:
    explicit Inferrer(const PatternDatabase &DB);
    ~Inferrer();
    Inferrer(const Inferrer &) = delete;
    Inferrer &operator=(const Inferrer &) = delete;
    void inferWithoutRegisters(PatNode &Tree);
    bool operandHasDefault(const Record *Operand);

  private:
    std::unique_ptr<Builder> B;
  };

private:
  std::unique_ptr<MVTTable> VTs;
  std::vector<PatternToMatch> Patterns;
  std::map<const Record *, unsigned> FragTypes;
  std::unordered_map<const Record *, std::vector<std::unique_ptr<PatNode>>> DefaultValues;
  /// Reads and types every OperandWithDefaultOps' values (DefaultValues).
  void readDefaultValues(const RecordKeeper &Records);
  /// The first alternative of Frag's first fragment, inlined and inferred
  /// on its own in the builder's current mode; null if there is none.
  std::unique_ptr<PatNode> inferredFirstAlternative(const Record *Frag) const;
  bool VariantsAdded = false;
  /// addVariants' steps: the variants made (Made, per pattern) added
  /// (into Added) unless known already, which gives each origin's rank;
  /// then Added put in order with the patterns by those ranks.
  std::map<unsigned, unsigned> addMadeVariants(std::vector<MadeVariants> &Made,
                                               std::vector<PatternToMatch> &Added);
  void orderVariants(std::vector<PatternToMatch> &Added, std::map<unsigned, unsigned> &Rank);
  std::unique_ptr<Builder> B;
  friend struct Builder;
};

} // namespace codegen
} // namespace tblgen
