//===- Trait.cpp - The traits of an MLIR operation ------------------------===//
#include "mlir/Trait.h"

#include "tblgen/Record.h"

namespace tblgen::mlir {

namespace {

Trait::Kind classify(const Record *R) {
  // InterfaceTrait derives from NativeTrait: test it first.
  if (R->isSubClassOf("PredTrait"))
    return Trait::Predicate;
  if (R->isSubClassOf("GenInternalTrait"))
    return Trait::Internal;
  if (R->isSubClassOf("InterfaceTrait"))
    return Trait::Interface;
  return Trait::Native;
}

} // namespace

Trait::Trait(const Record *R) : Def(R), K(classify(R)) {}

TraitClasses::TraitClasses(const RecordKeeper &Records)
    : Pred(Records.getClass("PredTrait")), Internal(Records.getClass("GenInternalTrait")),
      Interface(Records.getClass("InterfaceTrait")) {}

Trait::Kind TraitClasses::classify(const Record *R) const {
  // As classify(R) above, by address.
  if (Pred && R->isSubClassOf(Pred))
    return Trait::Predicate;
  if (Internal && R->isSubClassOf(Internal))
    return Trait::Internal;
  if (Interface && R->isSubClassOf(Interface))
    return Trait::Interface;
  return Trait::Native;
}

std::string Trait::traitField() const { return Def->getValueAsString("trait"); }

namespace {

/// The text of string field F, reported as getValueAsString reports a
/// missing or non-string field.
std::string_view stringField(const Record *R, std::string_view F) {
  if (auto *S = dyn_cast<StringInit>(R->getValueInit(F)))
    return S->getValue();
  (void)R->getValueAsString(F);
  return {};
}

} // namespace

void Trait::readNameParts() const {
  if (PartsRead)
    return;
  // In the order mlir-tblgen reads them (a predicate has neither).
  if (K == Native || K == Interface)
    Namespace = stringField(Def, "cppNamespace");
  if (K != Predicate)
    Class = stringField(Def, "trait");
  PartsRead = true;
}

const std::string &Trait::qualifiedName() const {
  if (NameBuilt)
    return Name;
  readNameParts();
  Name = Namespace.empty() ? std::string(Class) : std::string(Namespace) + "::" + std::string(Class);
  NameBuilt = true;
  return Name;
}

bool Trait::hasQualifiedName(std::string_view Q) const {
  readNameParts();
  if (K == Predicate)
    return Q.empty();
  if (Namespace.empty())
    return Q == Class;
  return Q.size() == Namespace.size() + 2 + Class.size() && Q.starts_with(Namespace) &&
         Q.substr(Namespace.size(), 2) == "::" && Q.ends_with(Class);
}

bool Trait::isStructural() const { return Def->isSubClassOf("StructuralOpTrait"); }

bool Trait::declaresMethods() const { return Def->isSubClassOf("DeclareInterfaceMethods"); }

} // namespace tblgen::mlir
