//===- Operator.cpp - The MLIR operation model ----------------------------===//
#include "mlir/Operator.h"

#include "mlir/Dialect.h"

#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <map>
#include <regex>

namespace tblgen::mlir {

namespace {

bool blankText(std::string_view S) {
  return std::all_of(S.begin(), S.end(), [](char C) {
    return C == ' ' || C == '\t' || C == '\n' || C == '\r' || C == '\f' || C == '\v';
  });
}

/// The def a dag argument names, or null when it is not a def.
const Record *argDef(const DagInit *D, unsigned I) {
  if (auto *DI = dyn_cast<DefInit>(D->getArg(I)))
    return DI->getDef();
  return nullptr;
}

/// Checks that the dag in Field has the operator def named Marker.
const DagInit *markedDag(const Record *Op, std::string_view Field, std::string_view Marker) {
  const DagInit *D = Op->getValueAsDag(Field);
  auto *M = dyn_cast<DefInit>(D->getOperator());
  if (!M || M->getDef()->getName() != Marker)
    PrintFatalError(Op->getLocs(), "'" + std::string(Field) + "' must have '" + std::string(Marker) +
                                       "' directive");
  return D;
}


} // namespace

std::string constraintSummary(const Record *C) {
  if (std::optional<std::string> S = C->getValueAsOptionalString("summary"))
    return *S;
  return std::string(C->getName());
}

std::string constraintDescription(const Record *C) {
  return C->getValueAsOptionalString("description").value_or("");
}

//===----------------------------------------------------------------------===//
// Values, attributes, regions
//===----------------------------------------------------------------------===//

unsigned char OpValue::readShape() const {
  Shape = ShapeRead;
  if (Constraint->isSubClassOf("Optional"))
    Shape |= OptionalShape;
  if (Constraint->isSubClassOf("Variadic"))
    Shape |= VariadicShape;
  if (Constraint->isSubClassOf("VariadicOfVariadic"))
    Shape |= VariadicOfVariadicShape;
  return Shape;
}

std::optional<std::string> OpValue::builderCall() const {
  const Record *Base = isVariableLength() ? Constraint->getValueAsDef("baseType") : Constraint;
  const RecordVal *V = Base->getValue("builderCall");
  if (!V || !V->getValue())
    return std::nullopt;
  auto *S = dyn_cast<StringInit>(V->getValue());
  if (!S || S->getValue().empty())
    return std::nullopt;
  return std::string(S->getValue());
}

std::string OpAttribute::storageType() const {
  if (auto *S = dyn_cast<StringInit>(Def->getValueInit("storageType"))) {
    std::string_view T = S->getValue();
    while (!T.empty() && blankText(T.substr(0, 1)))
      T.remove_prefix(1);
    while (!T.empty() && blankText(T.substr(T.size() - 1)))
      T.remove_suffix(1);
    if (!T.empty())
      return std::string(T);
  }
  return "::mlir::Attribute";
}

std::string OpAttribute::returnType() const { return Def->getValueAsString("returnType"); }
bool OpAttribute::isOptional() const { return Def->getValueAsBit("isOptional"); }

std::string OpAttribute::defaultValue() const {
  if (auto *S = dyn_cast<StringInit>(Def->getValueInit("defaultValue")))
    return std::string(S->getValue());
  return {};
}

std::string OpAttribute::resolvedDescription() const {
  std::string D = constraintDescription(Def);
  if (!D.empty())
    return D;
  // The innermost attribute this one refines.
  const Record *Base = Def;
  while (auto *B = dyn_cast<DefInit>(Base->getValueInit("baseAttr")))
    Base = B->getDef();
  return constraintDescription(Base);
}

bool OpRegion::isVariadic() const {
  return Constraint->isSubClassOf("VariadicRegion") || Constraint->isSubClassOf("VariadicSuccessor");
}

//===----------------------------------------------------------------------===//
// Operator
//===----------------------------------------------------------------------===//

Operator::Operator(const Record *R) : Def(R), Dialect(R->getValueAsDef("opDialect")) {
  // mlir-tblgen reads the dialect's dependent dialects first.
  (void)Dialect->getValueAsListOfStrings("dependentDialects");
  DialectName = Dialect->getValueAsString("name");
  std::string_view Name = R->getName();
  size_t Cut = Name.find('_');
  if (Cut == std::string_view::npos || Cut == 0)
    ClassName = std::string(Name);
  else if (Cut + 1 == Name.size())
    ClassName = std::string(Name.substr(0, Cut));
  else
    ClassName = std::string(Name.substr(Cut + 1));
  Namespace = R->getValueAsString("cppNamespace");

  readArguments();
  readDerivedAttributes();
  readResults();
  readSuccessors();
  readTraits();
  inferResultTypes();
  readRegions();
  readBuilders();
  checkNames();
}

std::string Operator::operationName() const {
  std::string Mnemonic = Def->getValueAsString("opName");
  return DialectName.empty() ? Mnemonic : DialectName + "." + Mnemonic;
}

std::string Operator::qualifiedClassName() const {
  return Namespace.empty() ? ClassName : Namespace + "::" + ClassName;
}

std::string Operator::summary() const { return Def->getValueAsString("summary"); }
std::string Operator::description() const { return Def->getValueAsString("description"); }
bool Operator::hasSummary() const { return !blankText(summary()); }
bool Operator::hasDescription() const { return !blankText(description()); }

std::optional<std::string> Operator::assemblyFormat() const {
  if (auto *S = dyn_cast<StringInit>(Def->getValueInit("assemblyFormat")))
    return std::string(S->getValue());
  return std::nullopt;
}

bool Operator::skipDefaultBuilders() const { return Def->getValueAsBit("skipDefaultBuilders"); }

std::string_view Operator::argumentName(unsigned I) const {
  return Def->getValueAsDag("arguments")->getArgNameStr(I);
}

unsigned Operator::numVariableLengthOperands() const {
  return unsigned(std::count_if(Operands.begin(), Operands.end(),
                                [](const OpValue &V) { return V.isVariableLength(); }));
}
unsigned Operator::numVariableLengthResults() const {
  return unsigned(std::count_if(Results.begin(), Results.end(),
                                [](const OpValue &V) { return V.isVariableLength(); }));
}
unsigned Operator::numVariadicRegions() const {
  return unsigned(std::count_if(Regions.begin(), Regions.end(),
                                [](const OpRegion &V) { return V.isVariadic(); }));
}
unsigned Operator::numVariadicSuccessors() const {
  return unsigned(std::count_if(Successors.begin(), Successors.end(),
                                [](const OpRegion &V) { return V.isVariadic(); }));
}

const Trait *Operator::findTrait(std::string_view QualifiedName) const {
  for (const Trait &T : Traits)
    if (!T.isPredicate() && T.hasQualifiedName(QualifiedName))
      return &T;
  return nullptr;
}

void Operator::readArguments() {
  const DagInit *Args = Def->getValueAsDag("arguments");
  for (unsigned I = 0, E = Args->getNumArgs(); I != E; ++I) {
    std::string_view Name = Args->getArgNameStr(I);
    const Record *A = argDef(Args, I);
    if (!A)
      PrintFatalError(Def->getLocs(), "undefined type for argument #" + std::to_string(I));
    const Record *Variable = nullptr;
    if (A->isSubClassOf("OpVariable")) {
      Variable = A;
      A = A->getValueAsDef("constraint");
    }
    if (A->isSubClassOf("TypeConstraint")) {
      Arguments.push_back({OpArgument::Operand, unsigned(Operands.size())});
      Operands.push_back({Name, A, Variable});
    } else if (A->isSubClassOf("Attr")) {
      if (Name.empty())
        PrintFatalError(A->getLocs(), "attributes must be named");
      if (A->isSubClassOf("DerivedAttr"))
        PrintFatalError(A->getLocs(), "derived attributes not allowed in argument list");
      Arguments.push_back({OpArgument::Attribute, unsigned(Attributes.size())});
      Attributes.push_back({Name, A, false});
    } else if (A->isSubClassOf("Property")) {
      if (Name.empty())
        PrintFatalError(A->getLocs(), "properties must be named");
      // mlir-tblgen reads every field of a property up front.
      for (std::string_view F : {"summary", "description", "storageType", "interfaceType",
                                 "convertFromStorage", "assignToStorage", "convertToAttribute",
                                 "convertFromAttribute", "parser", "optionalParser", "printer",
                                 "readFromMlirBytecode", "writeToMlirBytecode", "hashProperty",
                                 "defaultValue", "storageTypeValueOverride"})
        (void)A->getValueInit(F);
      Arguments.push_back({OpArgument::Property, unsigned(Properties.size())});
      Properties.push_back({Name, A});
    } else {
      PrintFatalError(Def->getLocs(), "unexpected def type; only defs deriving from TypeConstraint "
                                      "or Attr or Property are allowed");
    }
  }
  NumNativeAttributes = unsigned(Attributes.size());
}

void Operator::readDerivedAttributes() {
  const Record *AttrClass = Def->getRecords().getClass("Attr");
  const Record *DerivedClass = Def->getRecords().getClass("DerivedAttr");
  if (!AttrClass)
    return;
  for (const RecordVal &V : Def->getValues()) {
    auto *Ty = dyn_cast<RecordRecTy>(V.getType());
    if (!Ty || !Ty->isSubClassOf(AttrClass))
      continue;
    if (!DerivedClass || !Ty->isSubClassOf(DerivedClass))
      PrintFatalError(Def->getLocs(), "unexpected Attr where only DerivedAttr is allowed");
    if (Ty->getClasses().size() != 1)
      PrintFatalError(Def->getLocs(), "unsupported attribute modelling, only single class expected");
    auto *DI = dyn_cast<DefInit>(V.getValue());
    if (!DI)
      continue;
    Attributes.push_back({V.getName(), DI->getDef(), true});
  }
}

void Operator::readResults() {
  const DagInit *D = markedDag(Def, "results", "outs");
  for (unsigned I = 0, E = D->getNumArgs(); I != E; ++I) {
    const Record *C = argDef(D, I);
    if (!C)
      PrintFatalError(Def->getLocs(), "undefined type for result #" + std::to_string(I));
    const Record *Variable = nullptr;
    if (C->isSubClassOf("OpVariable")) {
      Variable = C;
      C = C->getValueAsDef("constraint");
    }
    Results.push_back({D->getArgNameStr(I), C, Variable});
    if (Results.back().isVariadicOfVariadic())
      PrintFatalError(Def->getLocs(), "'VariadicOfVariadic' results are currently not supported");
  }
}

void Operator::readSuccessors() {
  const DagInit *D = markedDag(Def, "successors", "successor");
  for (unsigned I = 0, E = D->getNumArgs(); I != E; ++I) {
    const Record *C = argDef(D, I);
    if (!C)
      PrintFatalError(Def->getLocs(), "undefined kind for successor #" + std::to_string(I));
    Successors.push_back({D->getArgNameStr(I), C});
    if (I + 1 != E && Successors.back().isVariadic())
      PrintFatalError(Def->getLocs(), "only the last successor can be variadic");
  }
}

void Operator::readTraits() {
  const ListInit *List = Def->getValueAsListInit("traits");
  const RecordKeeper &Records = Def->getRecords();
  const TraitClasses Kinds(Records);
  const Record *ListClass = Records.getClass("TraitList");
  const Record *InterfaceClass = Records.getClass("Interface");
  // (An op has a few dozen traits: a list searched from the end.)
  std::vector<const Init *> Seen;
  auto seen = [&](const Init *I) { return std::find(Seen.rbegin(), Seen.rend(), I) != Seen.rend(); };
  // Depth first: a TraitList expands in place; an interface brings its base
  // interfaces before itself. A trait must come after those it depends on.
  auto visit = [&](auto &Self, const ListInit *L) -> void {
    for (const Init *I : *L) {
      const Record *T = cast<DefInit>(I)->getDef();
      if (ListClass && T->isSubClassOf(ListClass)) {
        Self(Self, T->getValueAsListInit("traits"));
        continue;
      }
      if (seen(I))
        continue;
      Seen.push_back(I);
      if (InterfaceClass && T->isSubClassOf(InterfaceClass))
        Self(Self, T->getValueAsListInit("baseInterfaces"));
      for (const Init *Dep : *T->getValueAsListInit("dependentTraits"))
        if (!seen(Dep))
          PrintFatalError(Def->getLocs(), T->getValueAsString("trait") + " requires " +
                                              cast<DefInit>(Dep)->getDef()->getValueAsString("trait") +
                                              " to precede it in traits list");
      Traits.emplace_back(T, Kinds.classify(T));
    }
  };
  visit(visit, List);
}

void Operator::inferResultTypes() {
  const Record *Infer = Def->getRecords().getDef("InferTypeOpInterface");
  if (!Infer || Results.empty() || numVariableLengthResults() != 0)
    return;

  // Arguments by name (their dag index), results as -1 - index.
  std::map<std::string_view, int> Index;
  const DagInit *Args = Def->getValueAsDag("arguments");
  for (unsigned I = 0, E = Args->getNumArgs(); I != E; ++I)
    if (!Args->getArgNameStr(I).empty())
      Index[Args->getArgNameStr(I)] = int(I);
  for (unsigned I = 0; I != Results.size(); ++I)
    if (!Results[I].Name.empty())
      Index[Results[I].Name] = -1 - int(I);
  auto indexOf = [&](const std::string &N) {
    auto It = Index.find(N);
    return It == Index.end() ? 0 : It->second;
  };
  auto addInferTrait = [&] {
    AllResultTypesKnown = true;
    Traits.emplace_back(Infer);
  };

  if (findTrait("::mlir::OpTrait::SameOperandsAndResultType")) {
    // Every result has the type of the first operand of fixed arity.
    int Anchor = -1;
    for (unsigned I = 0; I != Arguments.size(); ++I)
      if (Arguments[I].K == OpArgument::Operand && !Operands[Arguments[I].Index].isVariableLength()) {
        Anchor = int(I);
        break;
      }
    if (Anchor < 0)
      return;
    ResultTypeSources.assign(Results.size(), InferredType{Anchor, "$_self"});
    addInferTrait();
    return;
  }

  struct Node {
    std::vector<InferredType> Sources;
    bool Known = false;
  };
  std::vector<Node> Nodes(Results.size());
  for (unsigned I = 0; I != Results.size(); ++I)
    if (Results[I].builderCall()) {
      Nodes[I].Sources.push_back({-1 - int(I), "$_self"});
      Nodes[I].Known = true;
    }
  auto known = [&](int Idx) { return Idx >= 0 || Nodes[unsigned(-1 - Idx)].Known; };

  const RecordKeeper &Records = Def->getRecords();
  const Record *InferTraitClass = Records.getClass(std::string(Infer->getName()) + "::Trait");
  const Record *TypesMatchWith = Records.getClass("TypesMatchWith");
  const Record *AllTypesMatch = Records.getClass("AllTypesMatch");
  auto isA = [](const Record *R, const Record *Class) { return Class && R->isSubClassOf(Class); };
  bool DeclaresInference = false;
  for (const Trait &T : Traits) {
    const Record *TD = T.def();
    // An op naming the interface itself builds its result types by hand.
    if (T.isInterface() && T.declaresMethods() && T.hasQualifiedName("::mlir::InferTypeOpInterface::Trait")) {
      DeclaresInference = true;
      continue;
    }
    if (isA(TD, InferTraitClass) || (T.isInterface() && TD == Infer))
      return;
    if (T.isInterface() && T.hasQualifiedName("::mlir::InferTypeOpInterface::Trait"))
      return;
    if (isA(TD, TypesMatchWith)) {
      int Target = indexOf(TD->getValueAsString("rhs"));
      if (Target >= 0)
        continue;
      Node &N = Nodes[unsigned(-1 - Target)];
      if (N.Known)
        continue;
      int Source = indexOf(TD->getValueAsString("lhs"));
      N.Sources.push_back({Source, TD->getValueAsString("transformer")});
      N.Known = known(Source);
      continue;
    }
    if (!isA(TD, AllTypesMatch))
      continue;
    std::optional<int> KnownIdx;
    std::vector<unsigned> Members;
    for (const std::string &Name : TD->getValueAsListOfStrings("values")) {
      int Idx = indexOf(Name);
      if (Idx < 0)
        Members.push_back(unsigned(-1 - Idx));
      if (known(Idx))
        KnownIdx = Idx;
    }
    if (KnownIdx) {
      for (unsigned M : Members)
        if (!Nodes[M].Known) {
          Nodes[M].Sources.assign(1, {*KnownIdx, "$_self"});
          Nodes[M].Known = true;
        }
    } else {
      for (unsigned M : Members)
        for (unsigned O : Members)
          if (M != O)
            Nodes[M].Sources.push_back({-1 - int(O), "$_self"});
    }
  }

  // Propagate until nothing changes; a result known through another result
  // keeps that single source.
  std::vector<unsigned> Pending;
  for (unsigned I = 0; I != Nodes.size(); ++I)
    if (!Nodes[I].Known)
      Pending.push_back(I);
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (size_t P = 0; P < Pending.size();) {
      Node &N = Nodes[Pending[P]];
      auto It = std::find_if(N.Sources.begin(), N.Sources.end(),
                             [&](const InferredType &S) { return Nodes[unsigned(-1 - S.Index)].Known; });
      if (It == N.Sources.end()) {
        ++P;
        continue;
      }
      InferredType Chosen = *It;
      N.Sources.assign(1, Chosen);
      N.Known = true;
      Changed = true;
      Pending.erase(Pending.begin() + long(P));
    }
  }
  if (!Pending.empty())
    return;
  // The op declares the interface's methods itself: its result types are
  // known without adding the interface again.
  if (DeclaresInference) {
    for (const Node &N : Nodes)
      DeclaredTypeSources.push_back(N.Sources.front());
    return;
  }
  addInferTrait();
  for (const Node &N : Nodes)
    ResultTypeSources.push_back(N.Sources.front());
}

void Operator::readRegions() {
  const DagInit *D = markedDag(Def, "regions", "region");
  for (unsigned I = 0, E = D->getNumArgs(); I != E; ++I) {
    const Record *C = argDef(D, I);
    if (!C)
      PrintFatalError(Def->getLocs(), "undefined kind for region #" + std::to_string(I));
    OpRegion R{D->getArgNameStr(I), C};
    if (R.isVariadic()) {
      if (I + 1 != E)
        PrintFatalError(Def->getLocs(), "only the last region can be variadic");
      if (R.Name.empty())
        PrintFatalError(Def->getLocs(), "variadic regions must be named");
    }
    Regions.push_back(R);
  }
}

/// A custom builder's parameters are an `ins` dag in which no parameter
/// without a default follows one with a default (a CArg with a value).
static void checkBuilderParams(const Record *Op, const Record *B) {
  const DagInit *D = B->getValueAsDag("dagParams");
  auto *Marker = dyn_cast<DefInit>(D->getOperator());
  if (!Marker || Marker->getDef()->getName() != "ins")
    PrintFatalError(B->getLocs(), "expected 'ins' in builders");
  bool Defaulted = false;
  for (unsigned I = 0; I < D->getNumArgs(); ++I) {
    bool HasDefault = false;
    if (auto *P = dyn_cast<DefInit>(D->getArg(I)))
      if (const RecordVal *V = P->getDef()->getValue("defaultValue"))
        if (auto *S = dyn_cast_or_null<StringInit>(V->getValue()))
          HasDefault = !S->getValue().empty();
    if (Defaulted && !HasDefault)
      PrintFatalError(Op->getLocs(),
                      "expected an argument with default value after other arguments with default values");
    Defaulted |= HasDefault;
  }
}

void Operator::readBuilders() {
  auto *L = dyn_cast<ListInit>(Def->getValueInit("builders"));
  if (L && !L->empty()) {
    for (const Init *I : *L) {
      checkBuilderParams(Def, cast<DefInit>(I)->getDef());
      Builders.push_back(cast<DefInit>(I)->getDef());
    }
  } else if (skipDefaultBuilders()) {
    PrintFatalError(Def->getLocs(), "default builders are skipped and no custom builders provided");
  }
}

void Operator::checkNames() const {
  // Each name seen, with its kind (an op has a few dozen names at most).
  std::vector<std::pair<std::string_view, std::string_view>> Owner;
  auto check = [&](std::string_view Name, std::string_view Kind) {
    if (Name.empty())
      return;
    auto It = std::find_if(Owner.begin(), Owner.end(), [&](const auto &O) { return O.first == Name; });
    if (It == Owner.end()) {
      Owner.emplace_back(Name, Kind);
    } else {
      if (It->second == Kind)
        PrintFatalError(Def->getLocs(), "op has a conflict with two " + std::string(Kind) +
                                            " having the same name '" + std::string(Name) + "'");
      PrintFatalError(Def->getLocs(), "op has a conflict with " + std::string(It->second) + " and " +
                                          std::string(Kind) + " both having an entry with the name '" +
                                          std::string(Name) + "'");
    }
    // The accessor must not shadow one every op has (all of which start
    // with A, O, R or T).
    if (std::string_view("aAoOrRtT").find(Name.front()) == std::string_view::npos)
      return;
    std::string Acc = snakeToCamel(Name, true);
    bool Clash = Acc == "AttributeNames" || Acc == "Attributes" || Acc == "Operation" ||
                 (Acc == "Operands" && (Operands.size() != 1 || numVariableLengthOperands() != 1)) ||
                 (Acc == "Regions" && (Regions.size() != 1 || numVariadicRegions() != 1)) ||
                 (Acc == "Type" && Results.size() != 1);
    if (Clash)
      PrintFatalError(Def->getLocs(), "generated accessor for `" + std::string(Name) +
                                          "` overlaps with a default one; please rename to avoid "
                                          "overlap");
  };
  for (const OpValue &V : Operands)
    check(V.Name, "operands");
  for (const OpValue &V : Results)
    check(V.Name, "results");
  for (const OpRegion &R : Regions)
    check(R.Name, "regions");
  for (const OpRegion &S : Successors)
    check(S.Name, "successors");
}

std::vector<const Record *> requestedOps(const RecordKeeper &Records, std::string_view Include,
                                         std::string_view Exclude) {
  const Record *OpClass = Records.getClass("Op");
  if (!OpClass)
    PrintFatalError("ERROR: Couldn't find the 'Op' class!\n");
  std::optional<std::regex> In, Out;
  if (!Include.empty())
    In.emplace(std::string(Include), std::regex::extended);
  if (!Exclude.empty())
    Out.emplace(std::string(Exclude), std::regex::extended);
  // By name as plain strings ("Exp10" before "Exp2"), not in the order of
  // getAllDerivedDefinitions (digits as numbers).
  std::vector<const Record *> Ops(Records.getAllDerivedDefinitions("Op"));
  std::sort(Ops.begin(), Ops.end(),
            [](const Record *A, const Record *B) { return A->getName() < B->getName(); });
  if (!In && !Out)
    return Ops;
  std::vector<const Record *> All = std::move(Ops);
  Ops.clear();
  for (const Record *R : All) {
    std::string Dialect = R->getValueAsDef("opDialect")->getValueAsString("name");
    std::string Mnemonic = R->getValueAsString("opName");
    std::string Name = Dialect.empty() ? Mnemonic : Dialect + "." + Mnemonic;
    if ((!In || std::regex_search(Name, *In)) && (!Out || !std::regex_search(Name, *Out)))
      Ops.push_back(R);
  }
  return Ops;
}

std::string accessorName(std::string_view Prefix, std::string_view Name) {
  return std::string(Prefix) + snakeToCamel(Name, true);
}

} // namespace tblgen::mlir
