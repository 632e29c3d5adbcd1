//===- SetTheory.cpp - Ordered record sets from DAG expressions -----------===//
#include "tblgen/SetTheory.h"

#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <array>
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
// The built-in operators: one table row each
//===----------------------------------------------------------------------===//

namespace {

using RecSet = SetTheory::RecSet;
using LocList = SetTheory::LocList;

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

/// What a table row reads from the argument at (or from) a position.
enum class Take : uint8_t {
  None,   ///< ends a row's parameter list
  Set,    ///< one set, into a slot of its own
  Each,   ///< every argument from here on, each into a slot of its own
  Joined, ///< every argument from here on, all into one slot
  Into,   ///< every argument from here on, straight into the result
  Int,    ///< an integer, checked against [Low, High]
  Text,   ///< a string
};

/// One parameter of an operator, read in the order a row lists them.
/// Messages that end in ": " are followed by the whole expression.
struct Param {
  Take What = Take::None;
  uint8_t Pos = 0;
  const char *Wrong = nullptr;   ///< the argument is missing or not What
  int64_t Low = INT64_MIN;       ///< accepted integers...
  int64_t High = INT64_MAX;      ///< ...inclusive
  const char *Outside = nullptr; ///< the integer is outside [Low, High]
  bool Optional = false;         ///< a missing integer reads as 1
};

/// Everything an operator's row read, and where its result goes.
struct Operands {
  SetTheory &Theory;
  const DagInit *Expr;
  const LocList &Loc;
  RecSet &Out;
  std::vector<RecSet> Slots;
  std::array<int64_t, 3> Nums{};
  unsigned NumCount = 0;
  std::string_view Text;

  [[noreturn]] void reject(std::string_view Msg) const {
    std::string Full(Msg);
    if (Full.ends_with(": "))
      Full += Expr->getAsString();
    PrintFatalError(Loc, Full);
  }
  /// Adds members [From, To) of slot S to the result.
  void emit(const RecSet &S, size_t From, size_t To) {
    for (; From < To; ++From)
      Out.insert(S[From]);
  }
};

constexpr uint8_t Unbounded = 255;

struct Builtin {
  std::string_view Name;
  uint8_t MinArgs, MaxArgs;
  const char *BadCount;
  std::array<Param, 4> Params;
  void (*Combine)(Operands &);
};

/// The members of slot 0 that are (Wanted) or are not in slot 1.
template <bool Wanted> void filterBySecond(Operands &O) {
  for (const Record *R : O.Slots[0])
    if (O.Slots[1].contains(R) == Wanted)
      O.Out.insert(R);
}

/// Slot 0 read from index Start, wrapping around (Sign -1 turns right).
template <int Sign> void rotate(Operands &O) {
  const RecSet &S = O.Slots[0];
  if (S.empty())
    return;
  const auto Size = int64_t(S.size());
  int64_t Start = O.Nums[0] % Size;
  if (Start < 0)
    Start += Size;
  if (Sign < 0)
    Start = (Size - Start) % Size;
  O.emit(S, size_t(Start), S.size());
  O.emit(S, 0, size_t(Start));
}

void sequence(Operands &O) {
  const auto Stride = int64_t(int32_t(uint32_t(uint64_t(O.Nums[0]))));
  int64_t At = O.Nums[1];
  const int64_t Last = O.Nums[2];
  // The stride's sign is taken relative to the direction From -> To.
  const int64_t Delta = At <= Last ? Stride : -Stride;
  // llvm-tblgen loops forever on a zero stride; refuse it instead.
  if (Delta == 0)
    O.reject("Stride must not be zero: ");
  const RecordKeeper &Records = cast<DefInit>(O.Expr->getOperator())->getDef()->getRecords();
  for (; Delta > 0 ? At <= Last : At >= Last; At += Delta) {
    std::string Name = formatSequenceName(O.Text, unsigned(At));
    const Record *Def = Records.getDef(Name);
    if (!Def)
      O.reject("No def named '" + Name + "': ");
    // A named def may itself be a set.
    if (const SetTheory::RecVec *Members = O.Theory.expand(Def))
      O.Out.insert(Members->begin(), Members->end());
    else
      O.Out.insert(Def);
  }
}

constexpr const char *SetIntArgs = "Operator requires (Op Set, Int) arguments: ";
constexpr const char *IntSecond = "Second argument must be an integer: ";

constexpr Param setAt(uint8_t Pos) { return {.What = Take::Set, .Pos = Pos}; }
constexpr Param countAt1(int64_t Low, const char *Outside) {
  return {.What = Take::Int, .Pos = 1, .Wrong = IntSecond, .Low = Low, .Outside = Outside};
}

const Builtin Builtins[] = {
    {"add", 0, Unbounded, nullptr, {Param{.What = Take::Into}}, nullptr},
    {"sub", 2, Unbounded, "Set difference needs at least two arguments: ",
     {setAt(0), Param{.What = Take::Joined, .Pos = 1}}, filterBySecond<false>},
    {"and", 2, 2, "Set intersection requires two arguments: ", {setAt(0), setAt(1)},
     filterBySecond<true>},
    {"shl", 2, 2, SetIntArgs, {setAt(0), countAt1(0, "Positive shift required: ")},
     [](Operands &O) {
       const RecSet &S = O.Slots[0];
       O.emit(S, size_t(std::min<uint64_t>(uint64_t(O.Nums[0]), S.size())), S.size());
     }},
    {"trunc", 2, 2, SetIntArgs, {setAt(0), countAt1(0, "Positive length required: ")},
     [](Operands &O) {
       const RecSet &S = O.Slots[0];
       O.emit(S, 0, size_t(std::min<uint64_t>(uint64_t(O.Nums[0]), S.size())));
     }},
    {"rotl", 2, 2, SetIntArgs, {setAt(0), countAt1(INT64_MIN, nullptr)}, rotate<1>},
    {"rotr", 2, 2, SetIntArgs, {setAt(0), countAt1(INT64_MIN, nullptr)}, rotate<-1>},
    {"decimate", 2, 2, SetIntArgs, {setAt(0), countAt1(1, "Positive stride required: ")},
     [](Operands &O) {
       const RecSet &S = O.Slots[0];
       for (size_t I = 0; I < S.size(); I += size_t(O.Nums[0]))
         O.Out.insert(S[I]);
     }},
    {"interleave", 0, Unbounded, nullptr, {Param{.What = Take::Each}},
     [](Operands &O) {
       size_t Rounds = 0;
       for (const RecSet &S : O.Slots)
         Rounds = std::max(Rounds, S.size());
       for (size_t Round = 0; Round < Rounds; ++Round)
         for (const RecSet &S : O.Slots)
           if (Round < S.size())
             O.Out.insert(S[Round]);
     }},
    // llvm-tblgen checks the stride before the other arguments.
    {"sequence", 0, 4, "Bad args to (sequence \"Format\", From, To): ",
     {Param{.What = Take::Int, .Pos = 3, .Wrong = "Stride must be an integer: ", .Optional = true},
      Param{.What = Take::Text, .Pos = 0, .Wrong = "Format must be a string: "},
      Param{.What = Take::Int, .Pos = 1, .Wrong = "From must be an integer: ", .Low = 0,
            .High = (int64_t(1) << 30) - 1, .Outside = "From out of range"},
      Param{.What = Take::Int, .Pos = 2, .Wrong = "To must be an integer: ", .Low = 0,
            .High = (int64_t(1) << 30) - 1, .Outside = "To out of range"}},
     sequence},
};

} // namespace

//===----------------------------------------------------------------------===//
// SetTheory
//===----------------------------------------------------------------------===//

SetTheory::Operator::~Operator() = default;
SetTheory::Expander::~Expander() = default;

SetTheory::SetTheory() {
  for (unsigned Row = 0; Row < std::size(Builtins); ++Row)
    Bindings[std::string(Builtins[Row].Name)].Row = Row;
}

SetTheory::~SetTheory() = default;

void SetTheory::addOperator(std::string_view Name, std::unique_ptr<Operator> Op) {
  Bindings.insert_or_assign(std::string(Name), OpBinding{0, std::move(Op)});
}

void SetTheory::addExpander(std::string_view ClassName, std::unique_ptr<Expander> E) {
  Sources.insert_or_assign(std::string(ClassName), SetSource{{}, std::move(E)});
  Plain.clear();
}

void SetTheory::addFieldExpander(std::string_view ClassName, std::string_view FieldName) {
  Sources.insert_or_assign(std::string(ClassName), SetSource{std::string(FieldName), nullptr});
  Plain.clear();
}

void SetTheory::addMember(const Record *Def, RecSet &Elts) {
  if (const RecVec *Members = expand(Def))
    Elts.insert(Members->begin(), Members->end());
  else
    Elts.insert(Def);
}

void SetTheory::evaluate(const Init *Expr, RecSet &Elts, const LocList &Loc) {
  switch (Expr->getKind()) {
  case Init::DefKind:
    return addMember(cast<DefInit>(Expr)->getDef(), Elts);
  case Init::ListKind:
    for (const Init *E : cast<ListInit>(Expr)->getValues())
      evaluate(E, Elts, Loc);
    return;
  case Init::DagKind:
    return evaluateDag(cast<DagInit>(Expr), Elts, Loc);
  default:
    PrintFatalError(Loc, "Invalid set element: " + Expr->getAsString());
  }
}

void SetTheory::evaluateDag(const DagInit *Dag, RecSet &Elts, const LocList &Loc) {
  const auto *OpDef = dyn_cast<DefInit>(Dag->getOperator());
  if (!OpDef)
    PrintFatalError(Loc, "Bad set expression: " + Dag->getAsString());
  auto Found = Bindings.find(OpDef->getDef()->getName());
  if (Found == Bindings.end())
    PrintFatalError(Loc, "Unknown set operator: " + Dag->getAsString());
  if (Operator *Custom = Found->second.Custom.get())
    Custom->apply(*this, Dag, Elts, Loc);
  else
    runBuiltin(Found->second.Row, Dag, Elts, Loc);
}

/// The one argument reader: checks the count, then reads the parameters of
/// the row in its order, then combines what was read.
void SetTheory::runBuiltin(unsigned Row, const DagInit *Dag, RecSet &Elts, const LocList &Loc) {
  const Builtin &Op = Builtins[Row];
  Operands O{*this, Dag, Loc, Elts, {}};
  const unsigned Count = Dag->getNumArgs();
  if (Count < Op.MinArgs || (Op.MaxArgs != Unbounded && Count > Op.MaxArgs))
    O.reject(Op.BadCount);
  O.Slots.reserve(Count);
  for (const Param &P : Op.Params) {
    const Init *Arg = P.Pos < Count ? Dag->getArg(P.Pos) : nullptr;
    switch (P.What) {
    case Take::None:
      break;
    case Take::Set:
      evaluate(Arg, O.Slots.emplace_back(), Loc);
      break;
    case Take::Each:
      for (unsigned I = P.Pos; I < Count; ++I)
        evaluate(Dag->getArg(I), O.Slots.emplace_back(), Loc);
      break;
    case Take::Joined: {
      RecSet &Slot = O.Slots.emplace_back();
      for (unsigned I = P.Pos; I < Count; ++I)
        evaluate(Dag->getArg(I), Slot, Loc);
      break;
    }
    case Take::Into:
      for (unsigned I = P.Pos; I < Count; ++I)
        evaluate(Dag->getArg(I), Elts, Loc);
      break;
    case Take::Int: {
      int64_t V = 1;
      if (Arg || !P.Optional) {
        const auto *I = dyn_cast_or_null<IntInit>(Arg);
        if (!I)
          O.reject(P.Wrong);
        V = I->getValue();
        if (V < P.Low || V > P.High)
          O.reject(P.Outside);
      }
      O.Nums[O.NumCount++] = V;
      break;
    }
    case Take::Text: {
      const auto *S = dyn_cast_or_null<StringInit>(Arg);
      if (!S)
        O.reject(P.Wrong);
      O.Text = S->getValue();
      break;
    }
    }
  }
  if (Op.Combine)
    Op.Combine(O);
}

const SetTheory::SetSource *SetTheory::sourceOf(const Record *Def) const {
  for (const auto &Super : Def->getSuperClasses()) {
    const Record *Class = Super.first;
    // Classes without a plain name cannot have been registered.
    if (Class->getNameInit()->getKind() != Init::StringKind)
      continue;
    if (auto Found = Sources.find(Class->getName()); Found != Sources.end())
      return &Found->second;
  }
  return nullptr;
}

const SetTheory::RecVec *SetTheory::expand(const Record *Set) {
  if (auto Done = Expansions.find(Set); Done != Expansions.end())
    return &Done->second;
  if (Plain.count(Set))
    return nullptr;
  const SetSource *Source = sourceOf(Set);
  if (!Source) {
    Plain.insert(Set);
    return nullptr;
  }
  // Present (and empty) while it is being computed, so that a set naming
  // itself sees an empty set instead of recursing forever.
  RecVec &Members = Expansions[Set];
  RecSet Collected;
  if (Source->Custom)
    Source->Custom->expand(*this, Set, Collected);
  else
    evaluate(Set->getValueInit(Source->Field), Collected, Set->getLocs());
  Members = Collected.takeVector();
  return &Members;
}

} // namespace tblgen
