//===- SetTheory.cpp - Ordered record sets from DAG expressions -----------===//
#include "tblgen/SetTheory.h"

#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <cstdio>

namespace tblgen {

//===----------------------------------------------------------------------===//
// RecordSetVector
//===----------------------------------------------------------------------===//

size_t RecordSetVector::slotFor(const Record *R) const {
  // Records are at least 8-byte aligned: drop the low bits, then mix.
  uint64_t H = (uint64_t(reinterpret_cast<uintptr_t>(R)) >> 3) * 0x9E3779B97F4A7C15ull;
  size_t Mask = Table.size() - 1;
  size_t I = size_t(H >> 32) & Mask;
  while (Table[I] && Table[I] != R)
    I = (I + 1) & Mask;
  return I;
}

void RecordSetVector::rehash(size_t NewCap) {
  Table.assign(NewCap, nullptr);
  for (const Record *E : Elts)
    Table[slotFor(E)] = E;
}

bool RecordSetVector::contains(const Record *R) const {
  if (Table.empty())
    return std::find(Elts.begin(), Elts.end(), R) != Elts.end();
  return Table[slotFor(R)] == R;
}

bool RecordSetVector::insert(const Record *R) {
  if (Table.empty()) {
    if (std::find(Elts.begin(), Elts.end(), R) != Elts.end())
      return false;
    Elts.push_back(R);
    if (Elts.size() > SmallSize)
      rehash(64);
    return true;
  }
  size_t Slot = slotFor(R);
  if (Table[Slot])
    return false;
  Elts.push_back(R);
  if (Elts.size() * 2 > Table.size())
    rehash(Table.size() * 2);
  else
    Table[Slot] = R;
  return true;
}

//===----------------------------------------------------------------------===//
// The standard operators
//===----------------------------------------------------------------------===//

namespace {

using RecSet = SetTheory::RecSet;
using LocList = SetTheory::LocList;

[[noreturn]] void fail(const LocList &Loc, std::string_view Msg, const DagInit *Expr) {
  PrintFatalError(Loc, std::string(Msg) + Expr->getAsString());
}

/// Argument I of Expr, or null when there are fewer.
const Init *argOrNull(const DagInit *Expr, unsigned I) {
  return I < Expr->getNumArgs() ? Expr->getArg(I) : nullptr;
}

/// (add A, B, ...): the union of the arguments, in order.
class AddOp final : public SetTheory::Operator {
  void apply(SetTheory &ST, const DagInit *Expr, RecSet &Elts, const LocList &Loc) override {
    ST.evaluate(Expr->getArgs(), Elts, Loc);
  }
};

/// (sub A, B, ...): the members of A not in any of the others.
class SubOp final : public SetTheory::Operator {
  void apply(SetTheory &ST, const DagInit *Expr, RecSet &Elts, const LocList &Loc) override {
    if (Expr->getNumArgs() < 2)
      fail(Loc, "Set difference needs at least two arguments: ", Expr);
    RecSet Keep, Drop;
    ST.evaluate(Expr->getArg(0), Keep, Loc);
    ST.evaluate(Expr->getArgs().subspan(1), Drop, Loc);
    for (const Record *R : Keep)
      if (!Drop.contains(R))
        Elts.insert(R);
  }
};

/// (and A, B): the members of A that are also in B.
class AndOp final : public SetTheory::Operator {
  void apply(SetTheory &ST, const DagInit *Expr, RecSet &Elts, const LocList &Loc) override {
    if (Expr->getNumArgs() != 2)
      fail(Loc, "Set intersection requires two arguments: ", Expr);
    RecSet A, B;
    ST.evaluate(Expr->getArg(0), A, Loc);
    ST.evaluate(Expr->getArg(1), B, Loc);
    for (const Record *R : A)
      if (B.contains(R))
        Elts.insert(R);
  }
};

/// Operators of the form (op Set, Int).
class SetIntOp : public SetTheory::Operator {
  void apply(SetTheory &ST, const DagInit *Expr, RecSet &Elts, const LocList &Loc) final {
    if (Expr->getNumArgs() != 2)
      fail(Loc, "Operator requires (Op Set, Int) arguments: ", Expr);
    RecSet Set;
    ST.evaluate(Expr->getArg(0), Set, Loc);
    const auto *N = dyn_cast<IntInit>(Expr->getArg(1));
    if (!N)
      fail(Loc, "Second argument must be an integer: ", Expr);
    applyInt(Expr, Set.vector(), N->getValue(), Elts, Loc);
  }

protected:
  virtual void applyInt(const DagInit *Expr, const std::vector<const Record *> &Set, int64_t N,
                        RecSet &Elts, const LocList &Loc) = 0;
  static void insertRange(RecSet &Elts, const std::vector<const Record *> &Set, size_t From,
                          size_t To) {
    for (size_t I = From; I < To; ++I)
      Elts.insert(Set[I]);
  }
};

/// (shl S, N): S without its first N members.
class ShlOp final : public SetIntOp {
  void applyInt(const DagInit *Expr, const std::vector<const Record *> &Set, int64_t N,
                RecSet &Elts, const LocList &Loc) override {
    if (N < 0)
      fail(Loc, "Positive shift required: ", Expr);
    if (uint64_t(N) < Set.size())
      insertRange(Elts, Set, size_t(N), Set.size());
  }
};

/// (trunc S, N): the first N members of S.
class TruncOp final : public SetIntOp {
  void applyInt(const DagInit *Expr, const std::vector<const Record *> &Set, int64_t N,
                RecSet &Elts, const LocList &Loc) override {
    if (N < 0)
      fail(Loc, "Positive length required: ", Expr);
    insertRange(Elts, Set, 0, std::min<uint64_t>(uint64_t(N), Set.size()));
  }
};

/// (rotl S, N) and (rotr S, N); a negative N rotates the other way.
class RotateOp final : public SetIntOp {
public:
  explicit RotateOp(bool Right) : Right(Right) {}

private:
  void applyInt(const DagInit *, const std::vector<const Record *> &Set, int64_t N,
                RecSet &Elts, const LocList &) override {
    if (Set.empty())
      return;
    if (Right)
      N = -N;
    const uint64_t Size = Set.size();
    // First is the index that ends up in front.
    uint64_t First = N < 0 ? Size - (uint64_t(-N) % Size) : uint64_t(N) % Size;
    insertRange(Elts, Set, size_t(First), Set.size());
    insertRange(Elts, Set, 0, size_t(First));
  }
  bool Right;
};

/// (decimate S, N): every N'th member of S, starting with the first.
class DecimateOp final : public SetIntOp {
  void applyInt(const DagInit *Expr, const std::vector<const Record *> &Set, int64_t N,
                RecSet &Elts, const LocList &Loc) override {
    if (N <= 0)
      fail(Loc, "Positive stride required: ", Expr);
    for (uint64_t I = 0; I < Set.size(); I += uint64_t(N))
      Elts.insert(Set[size_t(I)]);
  }
};

/// (interleave A, B, ...): the first members of each argument, then the
/// second ones, and so on.
class InterleaveOp final : public SetTheory::Operator {
  void apply(SetTheory &ST, const DagInit *Expr, RecSet &Elts, const LocList &Loc) override {
    std::vector<RecSet> Parts(Expr->getNumArgs());
    size_t Longest = 0;
    for (unsigned I = 0; I < Expr->getNumArgs(); ++I) {
      ST.evaluate(Expr->getArg(I), Parts[I], Loc);
      Longest = std::max(Longest, Parts[I].size());
    }
    for (size_t N = 0; N < Longest; ++N)
      for (const RecSet &P : Parts)
        if (N < P.size())
          Elts.insert(P[N]);
  }
};

/// Formats Value through a printf-style Format as (sequence ...) does. Only
/// integer conversions (d i u o x X c, with flags, width and precision) are
/// honoured, and only the first one receives the value; "%%" prints '%'.
/// Anything else that printf would read an argument for prints nothing.
std::string formatSequenceName(std::string_view Format, unsigned Value) {
  std::string Out;
  bool Used = false;
  size_t I = 0;
  while (I < Format.size()) {
    char C = Format[I++];
    if (C != '%') {
      Out += C;
      continue;
    }
    if (I < Format.size() && Format[I] == '%') {
      Out += '%';
      ++I;
      continue;
    }
    std::string Spec = "%";
    while (I < Format.size() && std::string_view("-+ #0").find(Format[I]) != std::string_view::npos)
      Spec += Format[I++];
    bool Star = false;
    auto digits = [&] {
      size_t Start = I;
      while (I < Format.size() && Format[I] >= '0' && Format[I] <= '9')
        ++I;
      // Keep widths sane: at most four digits.
      Spec += Format.substr(Start, std::min<size_t>(I - Start, 4));
      if (I < Format.size() && Format[I] == '*') {
        Star = true;
        ++I;
      }
    };
    digits();
    if (I < Format.size() && Format[I] == '.') {
      Spec += Format[I++];
      digits();
    }
    while (I < Format.size() && std::string_view("hlLqjzt").find(Format[I]) != std::string_view::npos)
      ++I;
    if (I >= Format.size())
      break;
    char Conv = Format[I++];
    if (Star || Used || std::string_view("diuoxXc").find(Conv) == std::string_view::npos)
      continue;
    Used = true;
    Spec += Conv;
    char Buf[64];
    int Len;
    if (Conv == 'c' || Conv == 'd' || Conv == 'i')
      Len = std::snprintf(Buf, sizeof(Buf), Spec.c_str(), int(Value));
    else
      Len = std::snprintf(Buf, sizeof(Buf), Spec.c_str(), Value);
    if (Len < 0)
      continue;
    if (size_t(Len) < sizeof(Buf)) {
      Out.append(Buf, size_t(Len));
    } else {
      std::string Big(size_t(Len) + 1, '\0');
      if (Conv == 'c' || Conv == 'd' || Conv == 'i')
        std::snprintf(Big.data(), Big.size(), Spec.c_str(), int(Value));
      else
        std::snprintf(Big.data(), Big.size(), Spec.c_str(), Value);
      Big.resize(size_t(Len));
      Out += Big;
    }
  }
  return Out;
}

/// (sequence "Format", From, To[, Step]): the defs named by formatting each
/// number from From to To (inclusive, stepping by |Step| towards To).
class SequenceOp final : public SetTheory::Operator {
  void apply(SetTheory &ST, const DagInit *Expr, RecSet &Elts, const LocList &Loc) override {
    if (Expr->getNumArgs() > 4)
      fail(Loc, "Bad args to (sequence \"Format\", From, To): ", Expr);
    int32_t Step = 1;
    if (Expr->getNumArgs() == 4) {
      const auto *S = dyn_cast<IntInit>(Expr->getArg(3));
      if (!S)
        fail(Loc, "Stride must be an integer: ", Expr);
      Step = int32_t(uint32_t(uint64_t(S->getValue())));
    }
    const auto *Format = dyn_cast<StringInit>(argOrNull(Expr, 0));
    if (!Format)
      fail(Loc, "Format must be a string: ", Expr);
    const auto *FromI = dyn_cast<IntInit>(argOrNull(Expr, 1));
    if (!FromI)
      fail(Loc, "From must be an integer: ", Expr);
    int64_t From = FromI->getValue();
    constexpr int64_t Limit = int64_t(1) << 30;
    if (From < 0 || From >= Limit)
      PrintFatalError(Loc, "From out of range");
    const auto *ToI = dyn_cast<IntInit>(argOrNull(Expr, 2));
    if (!ToI)
      fail(Loc, "To must be an integer: ", Expr);
    int64_t To = ToI->getValue();
    if (To < 0 || To >= Limit)
      PrintFatalError(Loc, "To out of range");

    int64_t Delta = From <= To ? int64_t(Step) : -int64_t(Step);
    // llvm-tblgen loops forever on a zero stride; refuse it instead.
    if (Delta == 0)
      fail(Loc, "Stride must not be zero: ", Expr);
    const RecordKeeper &Records = cast<DefInit>(Expr->getOperator())->getDef()->getRecords();
    for (; Delta > 0 ? From <= To : From >= To; From += Delta) {
      std::string Name = formatSequenceName(Format->getValue(), unsigned(From));
      const Record *Rec = Records.getDef(Name);
      if (!Rec)
        fail(Loc, "No def named '" + Name + "': ", Expr);
      // A named def may itself be a set.
      if (const SetTheory::RecVec *Members = ST.expand(Rec))
        Elts.insert(Members->begin(), Members->end());
      else
        Elts.insert(Rec);
    }
  }
};

/// Expands a def to the evaluation of one of its fields.
class FieldExpander final : public SetTheory::Expander {
public:
  explicit FieldExpander(std::string_view Field) : Field(Field) {}
  void expand(SetTheory &ST, const Record *Def, RecSet &Elts) override {
    ST.evaluate(Def->getValueInit(Field), Elts, Def->getLocs());
  }

private:
  std::string Field;
};

} // namespace

//===----------------------------------------------------------------------===//
// SetTheory
//===----------------------------------------------------------------------===//

SetTheory::Operator::~Operator() = default;
SetTheory::Expander::~Expander() = default;

SetTheory::SetTheory() {
  addOperator("add", std::make_unique<AddOp>());
  addOperator("sub", std::make_unique<SubOp>());
  addOperator("and", std::make_unique<AndOp>());
  addOperator("shl", std::make_unique<ShlOp>());
  addOperator("trunc", std::make_unique<TruncOp>());
  addOperator("rotl", std::make_unique<RotateOp>(false));
  addOperator("rotr", std::make_unique<RotateOp>(true));
  addOperator("decimate", std::make_unique<DecimateOp>());
  addOperator("interleave", std::make_unique<InterleaveOp>());
  addOperator("sequence", std::make_unique<SequenceOp>());
}

SetTheory::~SetTheory() = default;

void SetTheory::addOperator(std::string_view Name, std::unique_ptr<Operator> Op) {
  auto It = Operators.find(Name);
  if (It == Operators.end())
    Operators.emplace(std::string(Name), std::move(Op));
  else
    It->second = std::move(Op);
}

void SetTheory::addExpander(std::string_view ClassName, std::unique_ptr<Expander> E) {
  auto It = Expanders.find(ClassName);
  if (It == Expanders.end())
    Expanders.emplace(std::string(ClassName), std::move(E));
  else
    It->second = std::move(E);
}

void SetTheory::addFieldExpander(std::string_view ClassName, std::string_view FieldName) {
  addExpander(ClassName, std::make_unique<FieldExpander>(FieldName));
}

void SetTheory::evaluate(const Init *Expr, RecSet &Elts, const LocList &Loc) {
  // A def is a member, unless it is a set itself.
  if (const auto *D = dyn_cast<DefInit>(Expr)) {
    if (const RecVec *Members = expand(D->getDef()))
      Elts.insert(Members->begin(), Members->end());
    else
      Elts.insert(D->getDef());
    return;
  }
  if (const auto *L = dyn_cast<ListInit>(Expr))
    return evaluate(L->getValues(), Elts, Loc);

  const auto *Dag = dyn_cast<DagInit>(Expr);
  if (!Dag)
    PrintFatalError(Loc, "Invalid set element: " + Expr->getAsString());
  const auto *Op = dyn_cast<DefInit>(Dag->getOperator());
  if (!Op)
    PrintFatalError(Loc, "Bad set expression: " + Expr->getAsString());
  auto It = Operators.find(Op->getDef()->getName());
  if (It == Operators.end())
    PrintFatalError(Loc, "Unknown set operator: " + Expr->getAsString());
  It->second->apply(*this, Dag, Elts, Loc);
}

const SetTheory::RecVec *SetTheory::expand(const Record *Set) {
  if (auto It = Expansions.find(Set); It != Expansions.end())
    return &It->second;

  for (const auto &[Class, Range] : Set->getSuperClasses()) {
    if (!isa<StringInit>(Class->getNameInit()))
      continue;
    auto E = Expanders.find(Class->getName());
    if (E == Expanders.end())
      continue;
    // Enter the (empty) result first, so that a set that contains itself
    // sees an empty set rather than recursing forever.
    RecVec &Result = Expansions[Set];
    RecSet Members;
    E->second->expand(*this, Set, Members);
    Result = Members.takeVector();
    return &Result;
  }
  return nullptr;
}

} // namespace tblgen
