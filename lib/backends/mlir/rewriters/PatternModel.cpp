//===- PatternModel.cpp - Declarative rewrite rules (DRR) -----------------===//
#include "PatternModel.h"

#include "mlir/AttrOrTypeDef.h"

#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <set>

namespace tblgen::mlirdrr {

//===----------------------------------------------------------------------===//
// Nodes and leaves
//===----------------------------------------------------------------------===//

const Record *nodeDef(const DagInit *D) { return cast<DefInit>(D->getOperator())->getDef(); }

NodeKind nodeKind(const DagInit *D) {
  const Record *Def = nodeDef(D);
  if (Def->isSubClassOf("NativeCodeCall"))
    return NodeKind::NativeCall;
  std::string_view Name = Def->getName();
  if (Name == "replaceWithValue")
    return NodeKind::ReplaceWithValue;
  if (Name == "location")
    return NodeKind::Location;
  if (Name == "returnType")
    return NodeKind::ReturnType;
  if (Name == "either")
    return NodeKind::Either;
  if (Name == "variadic")
    return NodeKind::Variadic;
  return NodeKind::Op;
}

const Record *leafDef(const Init *Leaf) {
  if (const auto *D = dyn_cast_or_null<DefInit>(Leaf))
    return D->getDef();
  return nullptr;
}

bool leafUnspecified(const Init *Leaf) { return isa_and_nonnull<UnsetInit>(Leaf); }

bool leafIs(const Init *Leaf, std::string_view Class) {
  const Record *D = leafDef(Leaf);
  return D && D->isSubClassOf(Class);
}

unsigned countOps(const DagInit *D) {
  unsigned N = nodeKind(D) == NodeKind::Op ? 1 : 0;
  for (const Init *A : D->getArgs())
    if (const auto *Sub = dyn_cast<DagInit>(A))
      N += countOps(Sub);
  return N;
}

std::string_view valuePackName(std::string_view Symbol, int *Index) {
  size_t Sep = Symbol.rfind("__");
  if (Sep == std::string_view::npos || Sep + 2 == Symbol.size())
    return Symbol;
  int N = 0;
  for (char C : Symbol.substr(Sep + 2)) {
    if (C < '0' || C > '9')
      return Symbol;
    N = N * 10 + (C - '0');
  }
  if (Index)
    *Index = N;
  return Symbol.substr(0, Sep);
}

const mlir::Operator &OpCache::get(const Record *Def) {
  auto &Slot = Ops[Def];
  if (!Slot)
    Slot = std::make_unique<mlir::Operator>(Def);
  return *Slot;
}

std::string wrapIn(std::string_view Wrap, std::string_view X) {
  std::string Out;
  for (size_t I = 0; I < Wrap.size();) {
    if (Wrap.substr(I, 3) == "{0}") {
      Out += X;
      I += 3;
    } else {
      Out += Wrap[I++];
    }
  }
  return Out;
}

//===----------------------------------------------------------------------===//
// Bindings
//===----------------------------------------------------------------------===//

bool Binding::sameSite(const Binding &B) const {
  if (K == Operand || B.K == Operand)
    return K == B.K && Node == B.Node && ArgIndex == B.ArgIndex && SubIndex == B.SubIndex;
  if (K == Attr || B.K == Attr)
    return K == B.K && ArgIndex == B.ArgIndex;
  return true;
}

std::string Binding::varType() const {
  switch (K) {
  case Attr:
    if (Op && Op->arguments()[ArgIndex].K == mlir::OpArgument::Property) {
      // (A property is held as its interface type.)
      std::string T = Op->properties()[Op->arguments()[ArgIndex].Index].Def->getValueAsString(
          "interfaceType");
      return std::string(mlir::trimSpace(T));
    }
    if (Op)
      return Op->attributes()[Op->arguments()[ArgIndex].Index].storageType();
    return "::mlir::Attribute";
  case Operand:
    return "::mlir::Operation::operand_range";
  case Value:
    return "::mlir::Value";
  case Values:
    return "::mlir::ValueRange";
  case Result:
    return Op->qualifiedClassName();
  }
  return {};
}

bool Bindings::bindArgument(const Record *Loc, const DagInit *Node, std::string_view Name,
                            const mlir::Operator &Op, int ArgIndex, int SubIndex) {
  if (valuePackName(Name) != Name)
    PrintFatalError(Loc, "symbol '" + std::string(Name) +
                    "' with trailing index cannot bind to op argument");
  Binding B;
  B.Op = &Op;
  B.ArgIndex = ArgIndex;
  if (Op.arguments()[ArgIndex].K == mlir::OpArgument::Attribute ||
      Op.arguments()[ArgIndex].K == mlir::OpArgument::Property) {
    B.K = Binding::Attr;
  } else {
    B.K = Binding::Operand;
    B.Node = Node;
    B.SubIndex = SubIndex;
  }
  std::string Key(Name);
  auto It = Symbols.find(Key);
  if (It != Symbols.end() && (B.K != Binding::Operand || It->second.K != Binding::Operand))
    return false;
  Symbols.emplace(std::move(Key), std::move(B));
  return true;
}

bool Bindings::bindResult(std::string_view Name, const mlir::Operator &Op) {
  Binding B;
  B.K = Binding::Result;
  B.Op = &Op;
  auto It = Symbols.emplace(std::string(valuePackName(Name)), std::move(B));
  return Symbols.count(It->first) == 1;
}

bool Bindings::bindValues(std::string_view Name, unsigned Count) {
  Binding B;
  B.K = Count > 1 ? Binding::Values : Binding::Value;
  B.Count = Count;
  auto It = Symbols.emplace(std::string(valuePackName(Name)), std::move(B));
  return Symbols.count(It->first) == 1;
}

bool Bindings::bindAttr(std::string_view Name) {
  Binding B;
  B.K = Binding::Attr;
  auto It = Symbols.emplace(std::string(Name), std::move(B));
  return Symbols.count(It->first) == 1;
}

void Bindings::assignAlternativeNames() {
  std::set<std::string, std::less<>> Used;
  for (auto It = Symbols.begin(); It != Symbols.end();) {
    auto [First, Last] = Symbols.equal_range(It->first);
    const std::string &Name = First->first;
    int Next = 0;
    for (auto Dup = std::next(First); Dup != Last; ++Dup) {
      for (int I = Next;; ++I) {
        std::string Alt = Name + std::to_string(I);
        if (!Used.count(Alt) && !Symbols.count(Alt)) {
          Used.insert(Alt);
          Dup->second.AltName = std::move(Alt);
          Next = I + 1;
          break;
        }
      }
    }
    It = Last;
  }
}

bool Bindings::contains(std::string_view Symbol) const {
  return Symbols.count(std::string(valuePackName(Symbol))) != 0;
}

const std::pair<const std::string, Binding> *Bindings::findSite(std::string_view Name,
                                                                const Binding &B) const {
  auto [First, Last] = Symbols.equal_range(std::string(valuePackName(Name)));
  for (auto It = First; It != Last; ++It)
    if (It->second.sameSite(B))
      return &*It;
  return nullptr;
}

unsigned Bindings::staticValueCount(std::string_view Symbol) const {
  std::string_view Name = valuePackName(Symbol);
  if (Name != Symbol)
    return 1;
  auto It = Symbols.find(std::string(Name));
  if (It == Symbols.end())
    return 1;
  const Binding &B = It->second;
  switch (B.K) {
  case Binding::Result:
    return unsigned(B.Op->results().size());
  case Binding::Values:
    return B.Count;
  default:
    return 1;
  }
}

const std::pair<const std::string, Binding> &
Bindings::lookup(std::string_view Symbol, const Record *Loc, int &Index) const {
  Index = -1;
  std::string_view Name = valuePackName(Symbol, &Index);
  auto It = Symbols.find(std::string(Name));
  if (It == Symbols.end())
    PrintFatalError(Loc, "referencing unbound symbol '" + std::string(Symbol) + "'");
  return *It;
}

std::string Bindings::valueUse(std::string_view Symbol, const Record *Loc, std::string_view Wrap,
                               std::string_view Sep) const {
  int Index;
  const auto &[Key, B] = lookup(Symbol, Loc, Index);
  std::string_view Name = valuePackName(Symbol);
  switch (B.K) {
  case Binding::Attr:
  case Binding::Value:
    return wrapIn(Wrap, Name);
  case Binding::Operand: {
    const mlir::OpValue &V = B.Op->operands()[B.Op->arguments()[B.ArgIndex].Index];
    std::string N(Name);
    if (V.isOptional())
      return wrapIn(Wrap, "(" + N + ".empty() ? ::mlir::Value() : *" + N + ".begin())");
    if (V.isVariableLength() && B.SubIndex < 0)
      return wrapIn(Wrap, N);
    return wrapIn(Wrap, "(*" + N + ".begin())");
  }
  case Binding::Result: {
    auto One = [&](int I) {
      std::string V = std::string(Name) + ".getODSResults(" + std::to_string(I) + ")";
      if (!B.Op->results()[I].isVariadic())
        V = "(*" + V + ".begin())";
      return wrapIn(Wrap, V);
    };
    if (Index >= 0)
      return One(Index);
    if (B.Op->results().empty())
      return wrapIn(Wrap, Name);
    std::string Out;
    for (size_t I = 0; I < B.Op->results().size(); ++I)
      Out += (I ? std::string(Sep) : std::string()) + One(int(I));
    return Out;
  }
  case Binding::Values:
    if (Index >= 0)
      return wrapIn(Wrap, std::string(Name) + "[" + std::to_string(Index) + "]");
    return wrapIn(Wrap, std::string(Name) + ".begin(), " + std::string(Name) + ".end()");
  }
  return {};
}

std::string Bindings::rangeUse(std::string_view Symbol, const Record *Loc, std::string_view Wrap,
                               std::string_view Sep) const {
  int Index;
  const auto &[Key, B] = lookup(Symbol, Loc, Index);
  std::string Name(valuePackName(Symbol));
  switch (B.K) {
  case Binding::Attr:
  case Binding::Operand:
    return wrapIn(Wrap, Name);
  case Binding::Result: {
    if (Index >= 0)
      return wrapIn(Wrap, Name + ".getODSResults(" + std::to_string(Index) + ")");
    std::string Out;
    for (size_t I = 0; I < B.Op->results().size(); ++I)
      Out += (I ? std::string(Sep) : std::string()) +
             wrapIn(Wrap, Name + ".getODSResults(" + std::to_string(I) + ")");
    return Out;
  }
  case Binding::Value:
    return wrapIn(Wrap, "{" + Name + "}");
  case Binding::Values:
    if (Index >= 0)
      return wrapIn(Wrap, Name + "[" + std::to_string(Index) + "]");
    return wrapIn(Wrap, Name + ".begin(), " + Name + ".end()");
  }
  return {};
}

} // namespace tblgen::mlirdrr
