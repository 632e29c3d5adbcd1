//===- GlobalISelMatchTable.h - The GlobalISel match-table model -*- C++ -*-===//
//
// The model behind llvm-tblgen's GlobalISel match tables (-gen-global-isel;
// meant to be shared with -gen-global-isel-combiner):
//
//   * MatchTable: the byte table as a stream of formatted entries (opcodes,
//     values, comments, labels and jumps), written out with the byte index
//     of each line and nested indentation, as llvm-tblgen prints it;
//   * rules (RuleM): the checks on a matched instruction tree (InsnM, with
//     OperandM operands, each holding a list of Pred checks) and the actions
//     (Action, with Renderer operands) that build the result;
//   * the optimizer: rules sorted and grouped by their common leading checks
//     (GroupM) and switched on opcode or type (SwitchM).
//
// Checks and actions are plain tagged records (kinds in GlobalISelKinds.def);
// a check carries everything its table entry needs (resolved when it is
// made), so the emitters need no context beyond the rule.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "codegen/patterns/ThinVec.h"
#include "tblgen/CompactString.h"
#include "tblgen/Output.h"

#include <cstdint>
#include <functional>
#include <list>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace tblgen {
class Record;
namespace gisel {

//===----------------------------------------------------------------------===//
// Low-level types
//===----------------------------------------------------------------------===//

/// A GlobalISel low-level type (LLT): a scalar, a vector or a pointer.
struct LowLevelType {
  enum KindT : uint8_t { Scalar, Vector, Pointer } Kind = Scalar;
  unsigned Bits = 0;     ///< scalar/element/pointer size
  unsigned Elts = 0;     ///< vectors
  bool Scalable = false; ///< vectors
  unsigned AddrSpace = 0;

  /// "GILLT_s32", "GILLT_v4s16", "GILLT_p0s64".
  std::string enumName() const;
  /// "LLT::scalar(32)", ...
  std::string constructor() const;
  /// llvm-tblgen's order of the type table.
  bool operator<(const LowLevelType &O) const;
  bool operator==(const LowLevelType &O) const = default;
};

//===----------------------------------------------------------------------===//
// The byte table
//===----------------------------------------------------------------------===//

/// The match table under construction: entries in order, each with its
/// size in bytes; labels are resolved when the table is written.
class MatchTable {
public:
  enum Flag : unsigned {
    Comment = 1,
    CommaFollows = 2,
    LineBreakFollows = 4,
    LabelDef = 8,
    JumpTarget = 16,
    Indent = 32,
    Outdent = 64,
    PreEncoded = 128,
  };
  struct Entry {
    std::string Str;
    unsigned Size = 0;
    unsigned Flags = 0;
    unsigned Label = 0;
  };

  explicit MatchTable(bool Coverage = false, bool Combiner = false)
      : Coverage(Coverage), Combiner(Combiner) {}
  // (Moved, never copied: a big table holds millions of entries.)
  MatchTable(const MatchTable &) = delete;
  MatchTable &operator=(const MatchTable &) = delete;
  MatchTable(MatchTable &&) = default;
  MatchTable &operator=(MatchTable &&) = default;

  /// An opcode (one byte); Indent > 0 opens a nested block, < 0 closes one.
  MatchTable &opcode(std::string Name, int IndentAdjust = 0) {
    return store(Name, 1, opcodeFlags(IndentAdjust));
  }
  MatchTable &comment(std::string_view Text) { return store(Text, 0, Comment); }
  /// A named value encoded on Bytes bytes ("GIMT_Encode2(X)").
  MatchTable &named(unsigned Bytes, std::string_view Name) {
    return store(Name, Bytes, CommaFollows);
  }
  // The same with string literals (copied once per table).
  template <size_t N> MatchTable &opcode(const char (&Name)[N], int IndentAdjust = 0) {
    return storeLiteral(Name, 1, opcodeFlags(IndentAdjust));
  }
  template <size_t N> MatchTable &comment(const char (&Text)[N]) {
    return storeLiteral(Text, 0, Comment);
  }
  template <size_t N> MatchTable &named(unsigned Bytes, const char (&Name)[N]) {
    return storeLiteral(Name, Bytes, CommaFollows);
  }
  /// An integer on Bytes bytes (two's complement truncated).
  MatchTable &integer(unsigned Bytes, int64_t V);
  /// An unsigned LEB128 value.
  MatchTable &uleb(uint64_t V);
  MatchTable &lineBreak();
  /// Defines label L here.
  MatchTable &label(unsigned L);
  /// A four-byte jump to label L.
  MatchTable &jump(unsigned L);
  /// Appends a prepared entry (a switch case's value turned into a comment).
  MatchTable &add(Entry E);

  unsigned newLabel() { return (IsPart ? PartBase : 0) + NextLabel++; }
  bool coverage() const { return Coverage; }
  bool combiner() const { return Combiner; }
  unsigned size() const { return CurrentSize; }

  /// Writes "  constexpr static uint8_t MatchTable0[] = {...}; // Size".
  void write(OStream &OS) const;

  /// A part to be appended to this table later (made on another thread):
  /// its own labels are numbered from PartBase, and it may define labels
  /// this table made (below PartBase).
  MatchTable part() const {
    MatchTable P(Coverage, Combiner);
    P.IsPart = true;
    return P;
  }
  /// Appends Part: its entries, its labels numbered after this table's, its
  /// offsets after this table's end. The same table as if Part's entries
  /// had been added here.
  void append(MatchTable &&Part);

private:
  /// An entry as kept (8 bytes; a big table has ~10^5-10^7): Ref names
  /// its text in Texts (see TextStore), or for a label or a jump the label
  /// number (those have no text); Meta packs the text's length (20 bits),
  /// the entry's size in bytes (4) and its flags (8).
  struct Stored {
    uint32_t Ref;
    uint32_t Meta;
    static constexpr unsigned LenBits = 20, SizeShift = 20, FlagShift = 24;
    unsigned len() const { return Meta & ((1u << LenBits) - 1); }
    unsigned size() const { return (Meta >> SizeShift) & 15; }
    unsigned flags() const { return Meta >> FlagShift; }
    bool hasLabel() const { return flags() & (LabelDef | JumpTarget); }
  };
  /// The texts of the entries, in blocks of 16 KiB that never move: a text
  /// is named by 32 bits, its block's index (high 18) and its offset in it
  /// (low 14). (Blocks of up to 16 KiB are mimalloc's small objects: they
  /// reuse the pages the rules free as they are written.) Texts go into
  /// the last block; one longer than a block gets a block of its own,
  /// which takes nothing more. The same literal (by
  /// address) is copied once while it stays in a small direct-mapped cache.
  class TextStore {
  public:
    static constexpr unsigned BlockShift = 14;
    static constexpr size_t BlockSize = size_t(1) << BlockShift;
    /// S copied in; its reference.
    uint32_t add(std::string_view S);
    /// A literal's reference (copied in the first time it is seen).
    uint32_t literal(std::string_view S);
    std::string_view get(uint32_t Ref, unsigned Len) const {
      return {Blocks[Ref >> BlockShift].get() + (Ref & (BlockSize - 1)), Len};
    }
    /// Takes O's blocks (texts then go on in O's last one); returns what to
    /// add to the references of O's texts.
    uint32_t takeOver(TextStore &O);

  private:
    std::vector<std::unique_ptr<char[]>> Blocks;
    size_t Used = 0; ///< bytes taken in the last block
    struct Slot {
      const char *Ptr = nullptr;
      uint32_t Len = 0, Ref = 0;
    };
    std::unique_ptr<Slot[]> Cache;
    static constexpr size_t CacheSlots = 1024;
  };
  std::string_view text(const Stored &E) const {
    return E.hasLabel() || !E.len() ? std::string_view() : Texts.get(E.Ref, E.len());
  }
  /// The entries in blocks of 16 KiB (as the texts): no regrowth (a
  /// doubling vector peaked at 1.5 times the table, copied), every block
  /// filled before the next.
  class EntryList {
  public:
    static constexpr unsigned Shift = 11, PerBlock = 1u << Shift;
    EntryList() = default;
    EntryList(EntryList &&O) noexcept { *this = std::move(O); }
    EntryList &operator=(EntryList &&O) noexcept {
      Blocks = std::move(O.Blocks);
      Pos = O.Pos;
      End = O.End;
      N = O.N;
      O.Blocks.clear();
      O.Pos = O.End = nullptr;
      O.N = 0;
      return *this;
    }
    size_t size() const { return N; }
    const Stored &operator[](size_t I) const { return Blocks[I >> Shift][I & (PerBlock - 1)]; }
    [[gnu::always_inline]] void push_back(const Stored &E) {
      if (Pos == End)
        newBlock();
      *Pos++ = E;
      ++N;
    }

  private:
    std::vector<std::unique_ptr<Stored[]>> Blocks;
    Stored *Pos = nullptr, *End = nullptr;
    size_t N = 0;
    [[gnu::noinline]] void newBlock() {
      Blocks.emplace_back(new Stored[PerBlock]); // (not initialized)
      Pos = Blocks.back().get();
      End = Pos + PerBlock;
    }
  };
  static unsigned opcodeFlags(int IndentAdjust) {
    return CommaFollows | (IndentAdjust > 0 ? unsigned(Indent) : 0u) | (IndentAdjust < 0 ? unsigned(Outdent) : 0u);
  }
  /// An entry whose text is S's characters, copied, or a literal's.
  MatchTable &store(std::string_view S, unsigned Size, unsigned Flags, unsigned Label = 0) {
    return storeRef(S.empty() ? 0 : Texts.add(S), unsigned(S.size()), Size, Flags, Label);
  }
  /// The same for a text that lives as long as the program (a literal).
  MatchTable &storeLiteral(std::string_view S, unsigned Size, unsigned Flags) {
    return storeRef(S.empty() ? 0 : Texts.literal(S), unsigned(S.size()), Size, Flags, 0);
  }
  template <size_t N> MatchTable &storeLiteral(const char (&S)[N], unsigned Size, unsigned Flags) {
    return storeLiteral(std::string_view(S, N - 1), Size, Flags);
  }
  MatchTable &storeRef(uint32_t Ref, unsigned Len, unsigned Size, unsigned Flags, unsigned Label);
  class Writer;
  void writeEntry(Writer &OS, const Stored &E, bool BreakNext) const;
  /// Writes entries [Begin, End), from byte Index with that indentation:
  /// first Begin's line prefix when Lead, and the prefix of the line after
  /// End - 1 when that entry breaks the line.
  void writeRange(Writer &OS, size_t Begin, size_t End, unsigned Index, unsigned Indentation,
                  size_t Width, bool Lead) const;
  EntryList Entries;
  /// The entries' texts (a part's are taken over when it is appended).
  TextStore Texts;
  /// Byte index of each label (by number; a part's own labels by number
  /// minus PartBase).
  std::vector<unsigned> LabelAt;
  unsigned CurrentSize = 0, NextLabel = 0;
  bool Coverage, Combiner;
  static constexpr unsigned PartBase = 1u << 30;
  bool IsPart = false;
  /// A part: the labels of the table it goes into that it defines, with
  /// their byte index in the part.
  std::vector<std::pair<unsigned, unsigned>> Foreign;
};

//===----------------------------------------------------------------------===//
// Checks
//===----------------------------------------------------------------------===//

enum class PredKind : uint8_t {
#define GI_PRED(N) N,
#include "backends/codegen/globalisel/GlobalISelKinds.def"
};

struct InsnM;
struct OperandM;

/// One check of a rule, on an instruction (OpIdx unset) or on an operand.
/// (Rules hold hundreds of thousands: 120 bytes, the lists one pointer.)
struct Pred {
  PredKind Kind;
  /// Instruction, SameOperand: look through copies (GIIgnoreCopies).
  bool IgnoreCopies = false;
  unsigned InsnVar = 0;
  unsigned OpIdx = ~0u;
  /// Opcode checks: the rank of S among the opcode names the rules check
  /// (rankOpcodes; the rule sort compares ranks instead of names).
  unsigned OpcodeRank = 0;
  /// Payload (meaning per kind): values, names, sizes.
  int64_t A = 0, B = 0, C = 0;
  CompactString S;
  codegen::ThinVec<std::string> Strs;
  codegen::ThinVec<int64_t> List;
  /// Opcode checks: the instruction enum value, if one opcode.
  std::optional<unsigned> Value;
  /// Instruction: the nested instruction matched through this operand.
  std::unique_ptr<InsnM> Nested;
  /// ComplexPattern: the operand whose renderer slot it fills.
  const OperandM *Operand = nullptr;

  Pred(PredKind K, unsigned Insn, unsigned Op) : Kind(K), InsnVar(Insn), OpIdx(Op) {}
  ~Pred();
  bool isInstructionLevel() const { return Kind < PredKind::LeafPredicate; }
  /// C++ predicates depend on the whole match.
  bool dependsOnOperands() const { return Kind == PredKind::GenericPredicate; }
  bool recordsOperand() const;
  bool identical(const Pred &O) const;
  /// Same kind and place, possibly another value (switchable checks).
  bool sameButValue(const Pred &O) const {
    return hasValue() && Kind == O.Kind && InsnVar == O.InsnVar && OpIdx == O.OpIdx;
  }
  bool hasValue() const;
  /// The value a switch orders cases by.
  int64_t rawValue() const;
  /// The table entry naming the value.
  MatchTable::Entry valueEntry() const;
  void emit(MatchTable &T) const;
  unsigned countRenderers() const;
};
/// (A vector: the lists are short, and an empty deque costs two allocations.)
using PredList = std::vector<std::unique_ptr<Pred>>;

/// The checks on one operand of a matched instruction.
struct OperandM {
  InsnM *Insn = nullptr;
  unsigned OpIdx = 0;
  unsigned TempBase = 0; ///< first renderer slot of its ComplexPatterns
  CompactString Name;
  PredList Preds;
  bool Optimized = false;
  bool isSameAsAnother() const;
  unsigned insnVar() const;
};

/// The checks on one matched instruction.
struct InsnM {
  unsigned Var = 0; ///< MIs[Var]
  CompactString Name;
  PredList Preds;
  bool Optimized = false;
  bool AllowNumOpsCheck = true;
  bool Variadic = false; ///< the opcode's operand list is variadic
  std::vector<std::unique_ptr<OperandM>> Ops;

  OperandM *operand(unsigned OpIdx) const;
  const Pred *opcodePred() const;
  std::string opcodeName() const;
  bool isConstant() const;
  bool canAddNumOpsCheck() const;
  unsigned countRenderers() const;
};

//===----------------------------------------------------------------------===//
// Actions
//===----------------------------------------------------------------------===//

enum class RenderKind : uint8_t {
#define GI_RENDER(N) N,
#include "backends/codegen/globalisel/GlobalISelKinds.def"
};
enum class ActionKind : uint8_t {
#define GI_ACTION(N) N,
#include "backends/codegen/globalisel/GlobalISelKinds.def"
};

/// How one operand of a built instruction is produced.
struct Renderer {
  RenderKind Kind;
  unsigned InsnID = 0;
  std::string Name;      ///< the matched operand (or instruction) it reads
  int64_t Imm = 0;       ///< Imm, SubRegIndex, TempRegister id, renderer id
  std::optional<unsigned> SubOperand;
  /// Register: "NS::R"; CopyOrAddZeroReg: the zero register; Custom,
  /// CustomOperand: "GICR_fn"; TempRegister: its sub-register index
  /// ("NS::idx"), or empty. (One string: renderers are many.)
  std::string Ref;
  int64_t SubRegIdx = -1; ///< CopySubReg / ComplexPattern sub-register
  bool IsDef = false, IsDead = false;
};

/// One step of a rule's result.
struct Action {
  ActionKind Kind;
  unsigned InsnID = 0;
  /// DebugComment: the comment; BuildMI: the opcode ("NS::NAME");
  /// MakeTempRegister: the type ("GILLT_s32"); ConstrainOperandToRegClass:
  /// the class ("NS::RCRegClassID"). (One string: actions are many.)
  CompactString Text;
  const Record *Inst = nullptr;
  bool MayLoadOrStore = false;
  /// BuildMI: the instruction's implicit defs and uses ("NS::R"). (Apart:
  /// most instructions have none.) The defs are all marked dead:
  /// llvm-tblgen 22 does not follow them into other instructions' uses.
  struct ImplicitRegs {
    std::vector<std::string> Defs, Uses;
  };
  std::unique_ptr<ImplicitRegs> Implicit;
  const std::vector<std::string> &implicitDefs() const {
    return Implicit ? Implicit->Defs : none();
  }
  const std::vector<std::string> &implicitUses() const {
    return Implicit ? Implicit->Uses : none();
  }
  ImplicitRegs &implicit() {
    if (!Implicit)
      Implicit = std::make_unique<ImplicitRegs>();
    return *Implicit;
  }
  std::vector<Renderer> Renderers;
  InsnM *Mutate = nullptr;    ///< BuildMI: the matched instruction recycled
  unsigned TempReg = 0;       ///< MakeTempRegister
  unsigned OpIdx = 0;         ///< ConstrainOperandToRegClass

private:
  static const std::vector<std::string> &none() {
    static const std::vector<std::string> None;
    return None;
  }
};

//===----------------------------------------------------------------------===//
// Matchers: rules, groups, switches
//===----------------------------------------------------------------------===//

class Matcher;
/// Owner of the groups and switches the optimizer makes.
using MatcherStore = std::vector<std::unique_ptr<Matcher>>;

/// A node of the optimized table: a rule, a group sharing leading checks,
/// or a switch on an opcode or type.
class Matcher {
public:
  enum class Kind : uint8_t { Rule, Group, Switch };
  explicit Matcher(Kind K) : K(K) {}
  virtual ~Matcher();
  Kind kind() const { return K; }
  virtual void emit(MatchTable &T) = 0;
  /// (Groups made on the way go to Store.)
  virtual void optimize(MatcherStore &) {}
  virtual bool hasFirstCondition() const = 0;
  virtual const Pred &firstCondition() const = 0;
  virtual std::unique_ptr<Pred> popFirstCondition() = 0;
  virtual bool recordsOperand() const = 0;

private:
  Kind K;
};

class RuleM : public Matcher {
public:
  RuleM(unsigned ID, const Record *Src) : Matcher(Kind::Rule), ID(ID), Src(Src) {}
  static bool classof(const Matcher *M) { return M->kind() == Kind::Rule; }

  unsigned ID;
  const Record *Src;
  int Score = 0;
  std::unique_ptr<InsnM> Root;
  std::vector<InsnM *> Insns; ///< by Var
  std::vector<InsnM *> Mutatable;
  /// The named operands, first definition of each name (a rule names
  /// a handful: searched in order).
  std::vector<std::pair<std::string, OperandM *>> Defined;
  /// Whether emit() frees the rule's checks and actions (a rule the
  /// caller emits once and reads no more).
  bool ReleaseWhenEmitted = false;
  /// GIIgnoreCopies as it stands where the source is being imported (the
  /// pattern's GISelFlags, then those of the fragments on the way): nested
  /// instructions and same-operand checks made now look through copies.
  bool IgnoreCopies = false;
  /// Physical registers read anywhere in the source pattern, each once, in
  /// import order, with the operand that reads it first.
  std::vector<std::pair<const Record *, OperandM *>> PhysRegOps;
  struct SubOp {
    const Record *Equiv;
    unsigned RendererID, SubOperand;
    std::string Parent;
  };
  std::map<std::string, SubOp, std::less<>> ComplexSubOps;
  std::vector<const Record *> Features;
  int HwModeIdx = -1;
  std::list<std::unique_ptr<Action>> Actions;
  std::vector<std::unique_ptr<Pred>> Epilogue;
  unsigned NextOutputInsn = 0, NextTempReg = 0;
  std::vector<unsigned> Erased; ///< during emission (few)
  /// Adds V to Erased; false if it was there.
  bool markErased(unsigned V) {
    for (unsigned E : Erased)
      if (E == V)
        return false;
    Erased.push_back(V);
    return true;
  }

  /// A new matched instruction (MIs[N], N in creation order); the root is
  /// kept in Root, a nested one in the Instruction check that reaches it.
  std::unique_ptr<InsnM> newInsn(std::string_view Name, bool NumOpsCheck = true);
  OperandM &addOperand(InsnM &I, unsigned OpIdx, std::string_view Name, unsigned TempBase);
  /// Names Op (defining it, or adding a same-operand check).
  void define(std::string_view Name, OperandM &Op);
  OperandM *find(std::string_view Name) const;
  InsnM *insnNamed(const std::string &Name) const;
  std::string opcode() const { return Root->opcodeName(); }
  unsigned countRenderers() const { return Root->countRenderers(); }
  /// (Opcode checks compared by OpcodeRank: rankOpcodes first.)
  bool higherPriorityThan(const RuleM &B) const;

  void emit(MatchTable &T) override;
  void optimize(MatcherStore &Store) override;
  bool hasFirstCondition() const override;
  const Pred &firstCondition() const override;
  std::unique_ptr<Pred> popFirstCondition() override;
  bool recordsOperand() const override;
  /// The type (its table index) checked by the first check, if that check
  /// is on the root's result type.
  std::optional<unsigned> firstRootType() const;

private:
  void emitAction(MatchTable &T, const Action &A);
  bool emitActionAndDone(MatchTable &T, const Action &A);
};

/// Rules sharing leading checks, tried in order.
class GroupM : public Matcher {
public:
  explicit GroupM(MatcherStore &Store) : Matcher(Kind::Group), Store(Store) {}
  static bool classof(const Matcher *M) { return M->kind() == Kind::Group; }
  bool add(Matcher &M);
  void finalize();
  bool empty() const { return Matchers.empty(); }
  size_t size() const { return Matchers.size(); }
  std::vector<Matcher *> &matchers() { return Matchers; }

  void emit(MatchTable &T) override;
  void optimize(MatcherStore &Made) override;
  bool hasFirstCondition() const override { return !Conditions.empty(); }
  const Pred &firstCondition() const override { return *Conditions.front(); }
  std::unique_ptr<Pred> popFirstCondition() override;
  bool recordsOperand() const override;

private:
  MatcherStore &Store;
  std::vector<std::unique_ptr<Pred>> Conditions;
  std::vector<Matcher *> Matchers;
};

/// A jump table on one opcode or type check, one case per value.
class SwitchM : public Matcher {
public:
  explicit SwitchM(MatcherStore &) : Matcher(Kind::Switch) {}
  static bool classof(const Matcher *M) { return M->kind() == Kind::Switch; }
  bool add(Matcher &M);
  void finalize();
  bool empty() const { return Matchers.empty(); }
  size_t size() const { return Matchers.size(); }
  std::vector<Matcher *> &matchers() { return Matchers; }

  void emit(MatchTable &T) override;
  bool hasFirstCondition() const override { return false; }
  const Pred &firstCondition() const override { return *Condition; }
  std::unique_ptr<Pred> popFirstCondition() override { return nullptr; }
  bool recordsOperand() const override;

private:
  std::unique_ptr<Pred> Condition;
  std::set<int64_t> Values;
  std::vector<MatchTable::Entry> CaseEntries; ///< the values' names, by value
  std::vector<Matcher *> Matchers;
};

/// Greedily packs consecutive matchers sharing a first check into groups
/// (or switches) of at least two.
template <class GroupT>
std::vector<Matcher *> optimizeMatchers(const std::vector<Matcher *> &In, MatcherStore &Store);

/// The table of a list of sorted rules: optimized (sorted by opcode, grouped,
/// switched) or plain.
/// Side runs once, on the helper thread while the rules are grouped (or
/// on this thread); it must not touch the rules' checks.
MatchTable buildTable(std::vector<RuleM *> &Rules, bool Optimize, bool Coverage,
                      MatcherStore &Store, const std::function<void()> &Side);

/// Sets OpcodeRank of every opcode check the rule sort compares (the root's
/// and its nested instructions'): ranks follow the names' byte order.
void rankOpcodes(const std::vector<RuleM *> &Rules);

/// The GIMT_Encode macros around the table.
void writeEncodingMacros(OStream &OS);
void writeEncodingUndefs(OStream &OS);

} // namespace gisel
} // namespace tblgen
