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

std::string Trait::traitField() const { return Def->getValueAsString("trait"); }

std::string Trait::qualifiedName() const {
  switch (K) {
  case Predicate:
    return {};
  case Internal:
    return traitField();
  case Native:
  case Interface:
    break;
  }
  std::string Ns = Def->getValueAsString("cppNamespace");
  std::string Name = traitField();
  return Ns.empty() ? Name : Ns + "::" + Name;
}

bool Trait::isStructural() const { return Def->isSubClassOf("StructuralOpTrait"); }

bool Trait::declaresMethods() const { return Def->isSubClassOf("DeclareInterfaceMethods"); }

} // namespace tblgen::mlir
