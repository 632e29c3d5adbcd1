//===- Interface.cpp - MLIR interfaces ------------------------------------===//
#include "mlir/Interface.h"

#include "tblgen/Casting.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <set>

namespace tblgen::mlir {

namespace {

bool isSpace(char C) {
  return C == ' ' || C == '\t' || C == '\n' || C == '\v' || C == '\f' || C == '\r';
}

std::string trimText(std::string_view S) {
  while (!S.empty() && isSpace(S.front()))
    S.remove_prefix(1);
  while (!S.empty() && isSpace(S.back()))
    S.remove_suffix(1);
  return std::string(S);
}

/// A string field of R (reported at R when missing or not a string).
std::string fieldText(const Record *R, std::string_view Field) { return R->getValueAsString(Field); }

InterfaceKind kindOf(const Record *Def) {
  if (Def->isSubClassOf("OpInterface"))
    return InterfaceKind::Op;
  if (Def->isSubClassOf("AttrInterface"))
    return InterfaceKind::Attr;
  if (Def->isSubClassOf("TypeInterface"))
    return InterfaceKind::Type;
  return InterfaceKind::Dialect;
}

/// Appends I's bases, then I itself, to Out unless a base of that name is
/// already there.
void collectBase(const Interface &I, std::vector<Interface> &Out, std::set<std::string> &Seen) {
  for (const Interface &B : I.bases())
    collectBase(B, Out, Seen);
  if (Seen.insert(I.name()).second)
    Out.push_back(I);
}

} // namespace

InterfaceMethod::InterfaceMethod(const Record *Def, std::string Slot)
    : Def(Def), Name(Def->getValueAsString("name")), Slot(std::move(Slot)) {
  const DagInit *D = Def->getValueAsDag("arguments");
  for (unsigned I = 0, E = D->getNumArgs(); I != E; ++I) {
    const auto *T = dyn_cast<StringInit>(D->getArg(I));
    Args.push_back({T ? std::string(T->getValue()) : std::string(), std::string(D->getArgNameStr(I))});
  }
}

std::string InterfaceMethod::returnType() const { return fieldText(Def, "returnType"); }
bool InterfaceMethod::isStatic() const { return Def->isSubClassOf("StaticInterfaceMethod"); }
std::string InterfaceMethod::body() const { return trimText(fieldText(Def, "body")); }
std::string InterfaceMethod::defaultBody() const { return trimText(fieldText(Def, "defaultBody")); }
std::string InterfaceMethod::description() const { return fieldText(Def, "description"); }

Interface::Interface(const Record *Def) : Def(Def), Kind(kindOf(Def)) {
  // Overloads share a name; each gets a slot of its own in the function
  // table: the name followed by "_" and the count of names taken so far.
  std::set<std::string> Taken;
  for (const Record *M : Def->getValueAsListOfDefs("methods")) {
    std::string Slot = M->getValueAsString("name");
    while (!Taken.insert(Slot).second)
      Slot += "_" + std::to_string(Taken.size());
    Methods.emplace_back(M, std::move(Slot));
  }
  std::set<std::string> Seen;
  for (const Record *B : Def->getValueAsListOfDefs("baseInterfaces"))
    collectBase(Interface(B), Bases, Seen);
  // The methods and bases first: their errors come before the def's own.
  Name = Def->getValueAsString("cppInterfaceName");
}

std::string Interface::cppNamespace() const { return fieldText(Def, "cppNamespace"); }

std::string Interface::qualifiedName() const {
  std::string Ns = cppNamespace();
  return Ns.empty() ? Name : Ns + "::" + Name;
}

std::string Interface::description() const { return fieldText(Def, "description"); }
std::string Interface::extraClassDeclaration() const {
  return fieldText(Def, "extraClassDeclaration");
}
std::string Interface::extraTraitClassDeclaration() const {
  return fieldText(Def, "extraTraitClassDeclaration");
}
std::string Interface::extraSharedClassDeclaration() const {
  return fieldText(Def, "extraSharedClassDeclaration");
}
std::string Interface::extraClassOf() const { return fieldText(Def, "extraClassOf"); }
std::vector<std::string> Interface::alwaysOverriddenMethods() const {
  if (!Def->isSubClassOf("DeclareInterfaceMethods"))
    return {};
  return Def->getValueAsListOfStrings("alwaysOverriddenMethods");
}

std::string Interface::verify() const {
  // Only an op interface has a verifier.
  return Kind == InterfaceKind::Op ? fieldText(Def, "verify") : std::string();
}
bool Interface::verifyWithRegions() const { return Def->getValueAsBit("verifyWithRegions"); }

std::string_view interfaceClassName(InterfaceKind K) {
  switch (K) {
  case InterfaceKind::Attr:
    return "AttrInterface";
  case InterfaceKind::Op:
    return "OpInterface";
  case InterfaceKind::Type:
    return "TypeInterface";
  case InterfaceKind::Dialect:
    return "DialectInterface";
  }
  return "";
}

std::vector<const Record *> interfaceRecords(const RecordKeeper &Records, InterfaceKind K,
                                             bool ByID) {
  std::string_view Class = interfaceClassName(K);
  std::string Declare;
  if (K != InterfaceKind::Dialect)
    Declare = "Declare" + std::string(Class.substr(0, Class.size() - 9)) + "InterfaceMethods";
  const SourceMgr *SM = Records.getSourceMgr();
  std::vector<const Record *> Out;
  for (const Record *R : Records.getAllDerivedDefinitions(Class)) {
    if (!Declare.empty() && R->isSubClassOf(Declare))
      continue;
    // Only the interfaces of the main file: buffer 0.
    if (SM && (R->getLoc().empty() || SM->findBuffer(R->getLoc()[0]) != 0))
      continue;
    Out.push_back(R);
  }
  if (ByID)
    std::stable_sort(Out.begin(), Out.end(),
                     [](const Record *A, const Record *B) { return A->getID() < B->getID(); });
  return Out;
}

} // namespace tblgen::mlir
