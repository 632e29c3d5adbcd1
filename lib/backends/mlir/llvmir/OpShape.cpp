//===- OpShape.cpp - What the conversion backends read of an op -----------===//

#include "OpShape.h"

#include "tblgen/Error.h"
#include "tblgen/Record.h"

namespace tblgen::mlirconv {

namespace {

bool isLower(char C) { return C >= 'a' && C <= 'z'; }
char upper(char C) { return isLower(C) ? char(C - 'a' + 'A') : C; }

/// The def an argument or result names, seen through an Arg/Res wrapper.
const Record *unwrapVariable(const Record *R) {
  if (R && R->isSubClassOf("OpVariable"))
    return R->getValueAsDef("constraint");
  return R;
}

/// The fields of a Property def, in the order mlir-tblgen reads them.
constexpr std::string_view PropertyFields[] = {
    "summary",        "description",         "storageType",         "interfaceType",
    "convertFromStorage", "assignToStorage", "convertToAttribute",  "convertFromAttribute",
    "parser",         "optionalParser",      "printer",             "readFromMlirBytecode",
    "writeToMlirBytecode", "hashProperty",   "defaultValue",        "storageTypeValueOverride"};

} // namespace

std::string camelFromSnake(std::string_view Name, bool UpperFirst) {
  std::string Out;
  Out.reserve(Name.size());
  for (size_t I = 0; I < Name.size(); ++I) {
    char C = Name[I];
    if (I == 0) {
      Out += UpperFirst ? upper(C) : C;
    } else if (C == '_' && I + 1 < Name.size() && isLower(Name[I + 1])) {
      Out += upper(Name[++I]);
    } else {
      Out += C;
    }
  }
  return Out;
}

std::string getterName(std::string_view Name) { return "get" + camelFromSnake(Name, true); }

OpShape::OpShape(const Record *Op) : Def(Op) {
  // "Dialect_Name" names class Name; a def name without a prefix (no '_',
  // or a leading '_') is the class name itself.
  std::string_view Full = Op->getName();
  size_t Cut = Full.find('_');
  if (Cut == std::string_view::npos || Cut == 0 || Cut + 1 == Full.size())
    Class = Cut == 0 || Cut == std::string_view::npos ? std::string(Full) : std::string(Full.substr(0, Cut));
  else
    Class = std::string(Full.substr(Cut + 1));
  Namespace = Op->getValueAsString("cppNamespace");

  // Checked as mlir-tblgen's Operator checks them: each argument, then the
  // results, then the names.
  const char *BadKind = "unexpected def type; only defs deriving from TypeConstraint or Attr or "
                        "Property are allowed";
  const DagInit *Ins = Op->getValueAsDag("arguments");
  for (unsigned I = 0, E = Ins->getNumArgs(); I < E; ++I) {
    OpArgument A;
    A.Name = std::string(Ins->getArgNameStr(I));
    const auto *DI = dyn_cast<DefInit>(Ins->getArg(I));
    if (!DI)
      PrintFatalError(Op, "undefined type for argument #" + std::to_string(I));
    const Record *R = unwrapVariable(DI->getDef());
    A.Def = R;
    if (R->isSubClassOf("TypeConstraint")) {
      A.What = OpArgument::Operand;
      A.Variadic = R->isSubClassOf("Variadic");
      A.Optional = R->isSubClassOf("Optional");
    } else if (R->isSubClassOf("Attr")) {
      if (A.Name.empty())
        PrintFatalError(R, "attributes must be named");
      A.What = OpArgument::Attribute;
    } else if (R->isSubClassOf("Property")) {
      // mlir-tblgen reads a property's fields as it meets it; a missing
      // one is an error then.
      for (std::string_view Field : PropertyFields)
        (void)R->getValueAsOptionalString(Field);
      A.What = OpArgument::Property;
    } else {
      PrintFatalError(Op, BadKind);
    }
    Args.push_back(std::move(A));
  }

  const DagInit *Outs = Op->getValueAsDag("results");
  const auto *OutsOp = dyn_cast<DefInit>(Outs->getOperator());
  if (!OutsOp || OutsOp->getDef()->getName() != "outs")
    PrintFatalError(Op, "'results' must have 'outs' directive");
  for (unsigned I = 0, E = Outs->getNumArgs(); I < E; ++I) {
    const auto *DI = dyn_cast<DefInit>(Outs->getArg(I));
    if (!DI)
      PrintFatalError(Op, "undefined type for result #" + std::to_string(I));
    Results.push_back({std::string(Outs->getArgNameStr(I)), unwrapVariable(DI->getDef())});
  }

  // An op that skips the default builders must have builders of its own.
  auto *Builders = dyn_cast<ListInit>(Op->getValueInit("builders"));
  if ((!Builders || Builders->empty()) && Op->getValueAsBit("skipDefaultBuilders"))
    PrintFatalError(Op->getLocs(), "default builders are skipped and no custom builders provided");

  // Named operands and results must differ (attribute names are not
  // checked).
  std::vector<std::string_view> Operands, ResultNames;
  for (const OpArgument &A : Args)
    if (A.What == OpArgument::Operand && !A.Name.empty())
      Operands.push_back(A.Name);
  for (const OpResult &R : Results)
    if (!R.Name.empty())
      ResultNames.push_back(R.Name);
  auto firstRepeat = [](const std::vector<std::string_view> &Names) -> std::string_view {
    for (size_t I = 0; I < Names.size(); ++I)
      for (size_t J = 0; J < I; ++J)
        if (Names[I] == Names[J])
          return Names[I];
    return {};
  };
  if (std::string_view N = firstRepeat(Operands); !N.empty())
    PrintFatalError(Op, "op has a conflict with two operands having the same name '" + std::string(N) + "'");
  if (std::string_view N = firstRepeat(ResultNames); !N.empty())
    PrintFatalError(Op, "op has a conflict with two results having the same name '" + std::string(N) + "'");
  for (std::string_view N : ResultNames)
    for (std::string_view M : Operands)
      if (N == M)
        PrintFatalError(Op, "op has a conflict with operands and results both having an entry with the "
                            "name '" + std::string(N) + "'");
}

std::string OpShape::qualifiedClassName() const {
  return Namespace.empty() ? Class : Namespace + "::" + Class;
}

const OpArgument *OpShape::findArgument(std::string_view Name) const {
  for (const OpArgument &A : Args)
    if (A.Name == Name)
      return &A;
  return nullptr;
}

int OpShape::argumentIndex(std::string_view Name) const {
  for (size_t I = 0; I < Args.size(); ++I)
    if (Args[I].Name == Name)
      return int(I);
  return -1;
}

bool OpShape::hasResult(std::string_view Name) const {
  for (const OpResult &R : Results)
    if (R.Name == Name)
      return true;
  return false;
}

size_t OpShape::numOperands() const {
  size_t N = 0;
  for (const OpArgument &A : Args)
    N += A.What == OpArgument::Operand;
  return N;
}

} // namespace tblgen::mlirconv
