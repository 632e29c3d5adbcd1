//===- PropsModel.h - Clang's AST property descriptions ---------*- C++ -*-===//
//
// A reading of PropertiesBase.td-style records shared by the AST property
// backends: the property types, and for every owner of properties (a
// PropertyTypeCase or a type node) its properties, creator and read helper.
//
//===----------------------------------------------------------------------===//

#ifndef TBLGEN_BACKENDS_CLANG_PROPS_PROPSMODEL_H
#define TBLGEN_BACKENDS_CLANG_PROPS_PROPSMODEL_H

#include "tblgen/Record.h"

#include <string>
#include <unordered_map>
#include <vector>

namespace tblgen::clangprops {

/// What one owner of properties (a case or a node) declares.
struct PropertyOwner {
  std::vector<const Record *> Properties; ///< in definition order
  const Record *Creator = nullptr;
  const Record *ReadHelper = nullptr;
  const Record *Override = nullptr;
};

/// The property types and the owners of properties.
class PropsModel {
public:
  explicit PropsModel(const RecordKeeper &Records);

  /// The named property types (no Array/Optional instances), by name.
  std::vector<const Record *> Types;
  /// For a type split into cases: its PropertyTypeKind record.
  std::unordered_map<const Record *, const Record *> KindOf;
  /// For a type split into cases: the cases, in definition order.
  std::unordered_map<const Record *, std::vector<const Record *>> CasesOf;
  /// Everything each owner declares.
  std::unordered_map<const Record *, PropertyOwner> Owners;

  const PropertyOwner &owner(const Record *R) const;

private:
  /// Reports the properties an owner has twice (with its ancestors) or
  /// makes optional without packing code; a fatal error after any.
  void validate(const RecordKeeper &Records) const;
};

/// Whether T is an Array<...> or Optional<...> instance.
bool isGenericType(const Record *T);
/// The C++ type of property type T; Writing adds const where the type asks.
std::string cxxType(const Record *T, bool Writing);
/// The type's serialization method name suffix: its record name.
std::string_view methodSuffix(const Record *T);

} // namespace tblgen::clangprops

#endif
