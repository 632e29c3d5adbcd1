//===- PropsModel.cpp - Clang's AST property descriptions -----------------===//

#include "PropsModel.h"

#include "tblgen/Error.h"

#include <algorithm>

namespace tblgen::clangprops {

bool isGenericType(const Record *T) {
  return T->isSubClassOf("Array") || T->isSubClassOf("Optional");
}

std::string cxxType(const Record *T, bool Writing) {
  if (T->isSubClassOf("Array"))
    return "llvm::ArrayRef<" + cxxType(T->getValueAsDef("Element"), Writing) + ">";
  if (T->isSubClassOf("Optional"))
    return "std::optional<" + cxxType(T->getValueAsDef("Element"), Writing) + ">";
  std::string Name = T->getValueAsString("CXXName");
  if (Writing && T->getValueAsBit("ConstWhenWriting"))
    return "const " + Name;
  return Name;
}

std::string_view methodSuffix(const Record *T) { return T->getName(); }

namespace {

/// How an owner of properties is named in messages: a case by its name.
std::string ownerName(const Record *R) {
  if (R->isSubClassOf("PropertyTypeCase"))
    return R->getValueAsString("Name");
  return std::string(R->getName());
}

/// The owner an owner of properties inherits from: a node's Base.
const Record *inheritedOwner(const Record *R) {
  const RecordVal *Base = R->getValue("Base");
  return Base ? R->getValueAsOptionalDef("Base") : nullptr;
}

/// Records the one rule of kind Kind of every owner; a second is an error.
void collectRule(const RecordKeeper &Records, std::string_view Class, std::string_view What,
                 std::unordered_map<const Record *, PropertyOwner> &Owners,
                 const Record *PropertyOwner::*Slot) {
  for (const Record *R : Records.getAllDerivedDefinitionsIfDefined(Class)) {
    const Record *Owner = R->getValueAsDef("Class");
    const Record *&Rule = Owners[Owner].*Slot;
    if (Rule)
      PrintFatalError(R, "multiple " + std::string(What) + " rules for \"" + ownerName(Owner) +
                             "\"");
    Rule = R;
  }
}

} // namespace

PropsModel::PropsModel(const RecordKeeper &Records) {
  for (const Record *T : Records.getAllDerivedDefinitions("PropertyType"))
    if (!isGenericType(T))
      Types.push_back(T);
  for (const Record *P : Records.getAllDerivedDefinitionsIfDefined("Property"))
    Owners[P->getValueAsDef("Class")].Properties.push_back(P);
  collectRule(Records, "Creator", "creator", Owners, &PropertyOwner::Creator);
  collectRule(Records, "Override", "override", Owners, &PropertyOwner::Override);
  collectRule(Records, "ReadHelper", "write helper", Owners, &PropertyOwner::ReadHelper);
  for (const Record *K : Records.getAllDerivedDefinitionsIfDefined("PropertyTypeKind")) {
    const Record *T = K->getValueAsDef("Type");
    if (!KindOf.emplace(T, K).second)
      PrintFatalError(K, "multiple kind rules for \"" + std::string(T->getName()) + "\"");
  }
  validate(Records);
  for (const Record *C : Records.getAllDerivedDefinitionsIfDefined("PropertyTypeCase"))
    CasesOf[C->getValueAsDef("Type")].push_back(C);
}

void PropsModel::validate(const RecordKeeper &Records) const {
  bool Failed = false;
  std::vector<const Record *> Seen;
  for (const Record *Owner : Records.getAllDerivedDefinitionsIfDefined("HasProperties")) {
    Seen.clear();
    for (const Record *R = Owner; R; R = inheritedOwner(R))
      for (const Record *P : owner(R).Properties) {
        const Record *T = P->getValueAsDef("Type");
        if (T->isSubClassOf("Optional")) {
          const Record *E = T->getValueAsDef("Element");
          std::string_view Missing = E->getValueAsString("PackOptional").empty() ? "packing"
                                     : E->getValueAsString("UnpackOptional").empty() ? "unpacking"
                                                                                     : "";
          if (!Missing.empty()) {
            PrintError(E, "type doesn't provide optional-" + std::string(Missing) + " code");
            PrintNote(P, "type used here");
            Failed = true;
          }
        }
        std::string Name = P->getValueAsString("Name");
        auto Earlier = std::find_if(Seen.begin(), Seen.end(), [&](const Record *Q) {
          return Q->getValueAsString("Name") == Name;
        });
        if (Earlier != Seen.end()) {
          PrintError(*Earlier, "multiple properties named \"" + Name + "\" in hierarchy of " +
                                   ownerName(Owner));
          PrintNote(P, "existing property");
          Failed = true;
        }
        Seen.push_back(P);
      }
  }
  if (Failed)
    PrintFatalError("property validation failed");
}

const PropertyOwner &PropsModel::owner(const Record *R) const {
  static const PropertyOwner None;
  auto It = Owners.find(R);
  return It == Owners.end() ? None : It->second;
}

} // namespace tblgen::clangprops
