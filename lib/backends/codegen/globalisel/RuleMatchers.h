//===- RuleMatchers.h - Rules, predicates and actions of a match table -*-===//
//
// A rule is a tree of instruction matchers (the root instruction and the
// instructions defining its operands), each with a list of predicates, and a
// list of actions to run on success. Rules are ordered, grouped on shared
// leading predicates and dispatched through opcode/type switches, then
// written as a match table, as llvm-tblgen 22 does.
//
// Shared candidate: -gen-global-isel builds the same rules and tables.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "backends/codegen/globalisel/MatchTable.h"

#include <deque>
#include <functional>
#include <list>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace tblgen {
class Record;
namespace searchable {
class TargetInfo;
}
namespace gicombiner {

enum class PredKind : uint8_t {
#define GISEL_PRED(Name, IsOperand) Name,
#include "backends/codegen/globalisel/MatchPredicates.def"
};

class InsnMatcher;
class RuleMatcher;

/// State shared by all rules of one table: the types they use and the
/// opcode numbering.
struct TableContext {
  searchable::TargetInfo &Target;
  std::set<LowLevelType> KnownTypes;
  bool IsCombiner = true;

  int64_t opcodeValue(const Record *Inst) const;
  /// Index of Ty among the known types (its switch value).
  int64_t typeIndex(const LowLevelType &Ty) const;
};

/// A type given either directly or as "the type recorded in temp slot N".
struct TypeOrTemp {
  LowLevelType Ty;
  int64_t Temp = 0; ///< < 0 when this is a recorded type
  bool isTemp() const { return Temp < 0; }
  TableEntry entry() const {
    return isTemp() ? MatchTable::intValue(1, Temp) : MatchTable::named(1, Ty.enumName());
  }
};

/// One condition: on an instruction (OpIdx == ~0u) or on one of its operands.
struct Predicate {
  PredKind Kind;
  unsigned InsnVarID = 0;
  unsigned OpIdx = ~0u;
  const Record *Inst = nullptr;  ///< Opcode
  int64_t Value = 0;             ///< Int, LiteralInt, NumOperands, RecordRegType, SameOperand's other op
  int CheckKind = 0;             ///< NumOperands: 0 ==, 1 <=, 2 >=; MIFlags: 1 = not
  LowLevelType Ty;               ///< LLT
  std::string Str;               ///< enum name, flags, other operand name, intrinsic
  unsigned Flags = 0;            ///< GISelFlags (1 = ignore copies)
  std::unique_ptr<InsnMatcher> Nested; ///< Instruction

  bool isOperandPred() const;
  bool dependsOnOperands() const { return Kind == PredKind::GenericPredicate; }
  bool isIdentical(const Predicate &B) const;
  bool hasValue(const TableContext &C) const;
  TableEntry value(const TableContext &C) const;
  void emit(MatchTable &T, RuleMatcher &R) const;
};

class OperandMatcher {
public:
  OperandMatcher(InsnMatcher &Insn, unsigned OpIdx, std::string Name, bool Variadic)
      : Insn(Insn), OpIdx(OpIdx), Name(std::move(Name)), Variadic(Variadic) {}

  /// Adds a predicate unless this operand only checks that it is the same
  /// as another, or is a variadic pack (as llvm-tblgen refuses those).
  Predicate *addPredicate(PredKind K);
  bool sameAsAnother() const;
  template <PredKind K> bool has() const {
    for (auto &P : Preds)
      if (P && P->Kind == K)
        return true;
    return false;
  }
  unsigned insnVarID() const;
  int64_t tempTypeIdx(RuleMatcher &R);
  void eraseNull();
  void emit(MatchTable &T, RuleMatcher &R);
  bool higherPriorityThan(OperandMatcher &B);

  InsnMatcher &Insn;
  unsigned OpIdx;
  std::string Name;
  bool Variadic;
  bool Optimized = false;
  int64_t TTIdx = 0;
  std::deque<std::unique_ptr<Predicate>> Preds;
};

class InsnMatcher {
public:
  InsnMatcher(RuleMatcher &Rule, std::string Name);

  Predicate *addPredicate(PredKind K);
  OperandMatcher &addOperand(unsigned OpIdx, const std::string &Name, bool Variadic = false);
  Predicate *opcodePred();
  bool hasVariadic() const { return !Ops.empty() && Ops.back()->Variadic; }
  bool canAddNumOperandsCheck() const;
  void optimize();
  void emit(MatchTable &T, RuleMatcher &R);
  bool higherPriorityThan(InsnMatcher &B);

  RuleMatcher &Rule;
  std::string Name;
  unsigned VarID;
  bool AllowNumOps = true;
  bool PredsOptimized = false;
  std::deque<std::unique_ptr<Predicate>> Preds;
  std::vector<std::unique_ptr<OperandMatcher>> Ops;
};

/// An operand of an instruction built by an action.
struct Renderer {
  enum Kind : uint8_t { RCopy, RImm, RCImm, RTempReg, RIntrinsicID } K;
  std::string Name; ///< Copy: matched operand; IntrinsicID: enum name
  int64_t Imm = 0;
  TypeOrTemp Ty;    ///< CImm
  unsigned TempReg = 0;
  bool IsDef = false;
};

struct Action {
  enum Kind : uint8_t { DebugComment, BuildMI, BuildConstant, EraseInst, ReplaceReg, MakeTempReg } K;
  std::string Text;           ///< DebugComment
  unsigned InsnID = 0;        ///< BuildMI / EraseInst / ReplaceReg old insn
  const Record *Inst = nullptr;
  std::vector<Renderer> Renderers;
  std::vector<unsigned> CopyFlagsFrom; ///< insn var ids
  std::vector<std::string> SetFlags, UnsetFlags;
  unsigned TempReg = ~0u;     ///< BuildConstant / MakeTempReg / ReplaceReg with temp
  int64_t Value = 0;          ///< BuildConstant
  TypeOrTemp Ty;              ///< MakeTempReg
  unsigned OldOpIdx = 0, NewInsnID = 0, NewOpIdx = 0; ///< ReplaceReg

  void emit(MatchTable &T, RuleMatcher &R) const;
  /// Emits and ends the rule when the action can; false when GIR_Done is
  /// still needed.
  bool emitAndDone(MatchTable &T, RuleMatcher &R) const;
};

/// Something in the table: a rule, a group sharing leading conditions, or a
/// switch on an opcode / type.
class Matcher {
public:
  enum Kind : uint8_t { MK_Rule, MK_Group, MK_Switch } MK;
  explicit Matcher(Kind K) : MK(K) {}
  virtual ~Matcher() = default;
  virtual void optimize() {}
  virtual void emit(MatchTable &T) = 0;
  virtual bool hasFirstCondition() const = 0;
  virtual const Predicate &firstCondition() const = 0;
  virtual std::unique_ptr<Predicate> popFirstCondition() = 0;
  /// The first rule inside (for the predicates that look up operands).
  virtual RuleMatcher &firstRule() = 0;
};

class RuleMatcher final : public Matcher {
public:
  RuleMatcher(TableContext &Ctx, unsigned RuleID) : Matcher(MK_Rule), Ctx(Ctx), RuleID(RuleID) {}

  InsnMatcher &addRoot(const std::string &Name);
  InsnMatcher &root() const { return *Roots.front(); }
  unsigned defineInsnVar(InsnMatcher &M) {
    InsnVars.push_back(&M);
    return NextInsnVarID++;
  }
  void defineOperand(const std::string &Name, OperandMatcher &OM);
  OperandMatcher *findOperand(const std::string &Name) const;
  InsnMatcher *findInsn(const std::string &Name) const;
  Action &addAction(Action::Kind K) {
    Actions.push_back(std::make_unique<Action>());
    Actions.back()->K = K;
    return *Actions.back();
  }
  Action &addActionFront(Action::Kind K) {
    Actions.push_front(std::make_unique<Action>());
    Actions.front()->K = K;
    return *Actions.front();
  }
  bool tryErase(unsigned ID) { return Erased.insert(ID).second; }
  int64_t nextTempTypeIdx() { return NextTempTypeIdx--; }
  unsigned countInsns() const { return unsigned(InsnVars.size()); }

  void optimize() override;
  void emit(MatchTable &T) override;
  bool hasFirstCondition() const override;
  const Predicate &firstCondition() const override;
  std::unique_ptr<Predicate> popFirstCondition() override;
  RuleMatcher &firstRule() override { return *this; }
  bool higherPriorityThan(const RuleMatcher &B) const;
  /// The root type checked first (operand 0 of the root), if any.
  std::optional<LowLevelType> firstConditionRootType() const;

  TableContext &Ctx;
  unsigned RuleID;
  std::vector<std::unique_ptr<InsnMatcher>> Roots;
  std::vector<InsnMatcher *> InsnVars; ///< by insn var id
  std::list<std::unique_ptr<Action>> Actions;
  std::map<std::string, OperandMatcher *> Operands;
  std::string CustomAction;
  std::vector<std::string> SimplePredicates;
  std::vector<const Record *> Features;
  std::set<unsigned> Erased;
  unsigned NextInsnVarID = 0, NextOutputInsnID = 0, NextTempRegID = 0;
  int64_t NextTempTypeIdx = -1;
  unsigned GISelFlags = 0;
};

/// Groups and switches built over a rule list (llvm-tblgen's optimizer).
std::vector<Matcher *> groupRules(const std::vector<Matcher *> &Rules,
                                  std::vector<std::unique_ptr<Matcher>> &Storage);
std::vector<Matcher *> switchRules(const std::vector<Matcher *> &Rules,
                                   std::vector<std::unique_ptr<Matcher>> &Storage);

/// Orders, optimizes and groups Rules, then writes them into a table.
MatchTable buildMatchTable(std::vector<RuleMatcher *> Rules, TableContext &Ctx);

/// "GIFBS_A_B" for the feature list of a rule.
std::string featureBitsetName(const std::vector<const Record *> &Features);

} // namespace gicombiner
} // namespace tblgen
