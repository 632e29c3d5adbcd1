//===- AttrOrTypeDef.h - MLIR attribute and type definitions ----*- C++ -*-===//
//
// The model of an AttrDef or TypeDef (mlir/IR/AttrTypeBase.td): its C++
// class, dialect, parameters (each a C++ type with optional allocator,
// comparator, parser, printer and default value), builders, traits,
// mnemonic and assembly format. Fields are read from the record on demand.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tblgen {
class Record;
class DagInit;
class Init;
} // namespace tblgen

namespace tblgen::mlir {

/// Text with each placeholder replaced as mlir-tblgen's formatter does:
/// $name or $N by its value in Subst (pairs of name without '$',
/// replacement), "$$" by "$"; a placeholder without a value stays, marked
/// "<no-subst-found>"; a '$' that starts no name stays as written.
std::string substitute(std::string_view Text,
                       const std::vector<std::pair<std::string, std::string>> &Subst);

/// Text without leading and trailing white space.
std::string_view trimSpace(std::string_view Text);

/// One parameter of a def, or of a custom builder (an entry of a dag).
class AttrOrTypeParameter {
public:
  AttrOrTypeParameter(const DagInit *Dag, unsigned Index) : Dag(Dag), Index(Index) {}

  std::string name() const;
  /// The parameter record (AttrOrTypeParameter or a constraint); null
  /// when the parameter is given as a plain C++ type string.
  const Record *def() const;
  std::string cppType() const;
  std::string accessorType() const;
  std::string storageType() const;
  std::string convertFromStorage() const;
  /// How a parsed value becomes the parameter: the constraint's conversion
  /// when the parameter is a constraint that has one.
  std::string parsedConversion() const;
  std::optional<std::string> allocator() const;
  std::string comparator() const;
  /// Whether the parameter sets its comparator.
  bool hasCustomComparator() const { return field("comparator").has_value(); }
  std::optional<std::string> parser() const;
  std::optional<std::string> printer() const;
  /// The default value ("" when none): a parameter with one is optional in
  /// the assembly format.
  std::string defaultValue() const;
  bool isOptional() const { return !defaultValue().empty(); }
  std::string summary() const;
  std::string syntax() const;
  /// "get" + the name in camel case.
  std::string accessorName() const;
  /// The constraint record when the parameter is a type or attribute
  /// constraint rather than an AttrOrTypeParameter.
  const Record *constraint() const;
  /// An AttributeSelfTypeParameter.
  bool isSelfType() const;

private:
  std::optional<std::string> field(std::string_view Name) const;
  const DagInit *Dag;
  unsigned Index;
};

/// A custom builder of a def (AttrOrTypeBuilder).
class AttrOrTypeBuilder {
public:
  explicit AttrOrTypeBuilder(const Record *R) : R(R) {}
  std::vector<AttrOrTypeParameter> parameters() const;
  std::optional<std::string> body() const;
  std::string returnType() const;
  bool inferredContext() const;
  /// The default value of builder parameter I ("" when none).
  std::string paramDefault(unsigned I) const;

private:
  const Record *R;
};

/// An AttrDef or a TypeDef.
class AttrOrTypeDef {
public:
  explicit AttrOrTypeDef(const Record *R);

  const Record *record() const { return R; }
  bool isAttr() const { return IsAttr; }
  const Record *dialect() const;
  std::string dialectName() const;
  /// The dialect's C++ namespace as written ("::mlir::amx").
  std::string dialectNamespace() const;
  /// The dialect's C++ class (its record name without '_').
  std::string dialectClass() const;
  std::string cppClassName() const;
  std::string cppBaseClassName() const;
  std::string storageClassName() const;
  std::string storageNamespace() const;
  bool genStorageClass() const;
  bool hasStorageCustomConstructor() const;
  const std::vector<AttrOrTypeParameter> &parameters() const { return Params; }
  std::vector<AttrOrTypeBuilder> builders() const;
  /// The traits, TraitList entries flattened.
  std::vector<const Record *> traits() const;
  std::optional<std::string> mnemonic() const;
  std::optional<std::string> assemblyFormat() const;
  bool hasCustomAssemblyFormat() const;
  bool genAccessors() const;
  bool skipDefaultBuilders() const;
  bool genVerifyDecl() const;
  bool genMnemonicAlias() const;
  std::string extraClassDeclaration() const;
  std::string extraClassDefinition() const;
  std::string summary() const;
  std::string description() const;
  /// "Attribute" or "Type".
  std::string_view valueType() const { return IsAttr ? "Attribute" : "Type"; }
  /// The attribute's type builder (typeBuilder), when it has one.
  std::optional<std::string> typeBuilder() const;
  /// Some parameter is a type or attribute constraint to verify.
  bool hasConstrainedParams() const;

private:
  const Record *R;
  bool IsAttr;
  std::vector<AttrOrTypeParameter> Params;
};

} // namespace tblgen::mlir
