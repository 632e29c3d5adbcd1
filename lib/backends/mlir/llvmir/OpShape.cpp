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

  const DagInit *Ins = Op->getValueAsDag("arguments");
  for (unsigned I = 0, E = Ins->getNumArgs(); I < E; ++I) {
    OpArgument A;
    A.Name = std::string(Ins->getArgNameStr(I));
    const auto *DI = dyn_cast<DefInit>(Ins->getArg(I));
    const Record *R = unwrapVariable(DI ? DI->getDef() : nullptr);
    if (!R)
      PrintFatalError(Op, "unexpected def type; only defs deriving from TypeConstraint or Attr or "
                          "Property are allowed");
    A.Def = R;
    if (R->isSubClassOf("TypeConstraint")) {
      A.What = OpArgument::Operand;
      A.Variadic = R->isSubClassOf("Variadic");
      A.Optional = R->isSubClassOf("Optional");
    } else if (R->isSubClassOf("Attr")) {
      A.What = OpArgument::Attribute;
    } else if (R->isSubClassOf("Property")) {
      A.What = OpArgument::Property;
    } else {
      PrintFatalError(Op, "unexpected def type; only defs deriving from TypeConstraint or Attr or "
                          "Property are allowed");
    }
    Args.push_back(std::move(A));
  }

  const DagInit *Outs = Op->getValueAsDag("results");
  for (unsigned I = 0, E = Outs->getNumArgs(); I < E; ++I) {
    const auto *DI = dyn_cast<DefInit>(Outs->getArg(I));
    Results.push_back({std::string(Outs->getArgNameStr(I)), unwrapVariable(DI ? DI->getDef() : nullptr)});
  }
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
