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

const std::string &Trait::qualifiedName() const {
  if (NameRead)
    return Name;
  switch (K) {
  case Predicate:
    break;
  case Internal:
    Name = traitField();
    break;
  case Native:
  case Interface: {
    std::string Ns = Def->getValueAsString("cppNamespace");
    Name = Ns.empty() ? traitField() : Ns + "::" + traitField();
    break;
  }
  }
  NameRead = true;
  return Name;
}

bool Trait::isStructural() const { return Def->isSubClassOf("StructuralOpTrait"); }

bool Trait::declaresMethods() const { return Def->isSubClassOf("DeclareInterfaceMethods"); }

} // namespace tblgen::mlir
