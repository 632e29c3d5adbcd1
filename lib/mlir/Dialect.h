//===- Dialect.h - MLIR dialects as TableGen describes them -----*- C++ -*-===//
//
// A def of class Dialect (mlir/IR/DialectBase.td): its name, C++ namespace
// and class, documentation, dependent dialects, the hooks it asks for
// (use*/has* flags), its discardable attributes and extra declarations.
// Also: which dialect a backend generates for when given -dialect (or a
// like option) or not, and the "///" doc comment made of a summary and a
// description that the dialect, attribute, type and op classes share.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tblgen {
class OStream;
class Record;
class RecordKeeper;
} // namespace tblgen

namespace tblgen::mlir {

/// A discardable attribute of a dialect: `"Type":$name` in discardableAttrs.
struct DiscardableAttr {
  std::string Name;    ///< snake_case, as written
  std::string CppType; ///< the C++ attribute type
};

/// One Dialect def. Its dependent dialects are read on construction, every
/// other field when asked for (a missing or unset field is reported then,
/// as mlir-tblgen does). A default-constructed Dialect stands for "no
/// dialect".
class Dialect {
public:
  Dialect() = default;
  explicit Dialect(const Record *Def);

  explicit operator bool() const { return Def != nullptr; }
  const Record *def() const { return Def; }

  /// The dialect's namespace in the IR ("arith").
  std::string name() const;
  /// cppNamespace as written ("::mlir::arith").
  std::string cppNamespace() const;
  /// The C++ class: the def's name without its underscores.
  std::string cppClassName() const;
  /// "" when the field is unset.
  std::string summary() const;
  std::string description() const;
  const std::vector<std::string> &dependentDialects() const { return Dependents; }
  /// extraClassDeclaration; nullopt when empty.
  std::optional<std::string> extraClassDeclaration() const;

  bool hasCanonicalizer() const { return bit("hasCanonicalizer"); }
  bool hasConstantMaterializer() const { return bit("hasConstantMaterializer"); }
  bool hasNonDefaultDestructor() const { return bit("hasNonDefaultDestructor"); }
  bool hasOperationAttrVerify() const { return bit("hasOperationAttrVerify"); }
  bool hasRegionArgAttrVerify() const { return bit("hasRegionArgAttrVerify"); }
  bool hasRegionResultAttrVerify() const { return bit("hasRegionResultAttrVerify"); }
  bool hasOperationInterfaceFallback() const { return bit("hasOperationInterfaceFallback"); }
  bool useDefaultAttributePrinterParser() const {
    return bit("useDefaultAttributePrinterParser");
  }
  bool useDefaultTypePrinterParser() const { return bit("useDefaultTypePrinterParser"); }
  bool isExtensible() const { return bit("isExtensible"); }
  bool usePropertiesForAttributes() const { return bit("usePropertiesForAttributes"); }

  /// The discardable attributes in order; a fatal error at the dialect
  /// when one has no name.
  std::vector<DiscardableAttr> discardableAttrs() const;

  /// Same def.
  bool operator==(const Dialect &O) const { return Def == O.Def; }
  /// Dialects order by name.
  bool operator<(const Dialect &O) const { return name() < O.name(); }

private:
  bool bit(std::string_view Field) const;

  const Record *Def = nullptr;
  std::vector<std::string> Dependents;
};

/// The dialect a def (op, attribute, type) belongs to: its `dialect` field.
Dialect dialectOf(const Record *R);

/// Every Dialect def, in record name order.
std::vector<Dialect> allDialects(const RecordKeeper &Records);

/// The dialect to generate for, among Dialects: the only one when Selected
/// is empty, else the one named Selected. On failure, nullopt with Error
/// set to mlir-tblgen's message (printed as is, without "error:").
std::optional<Dialect> chooseDialect(const std::vector<Dialect> &Dialects,
                                     std::string_view Selected, std::string &Error);

/// Prints Message on stderr as is (with a newline) and fails the run (the
/// driver writes no output and exits 1), as mlir-tblgen does when a
/// generator returns failure after a plain message.
[[noreturn]] void failWithMessage(std::string_view Message);
/// The same without the newline (some generators end their message there).
[[noreturn]] void failWithText(std::string_view Text);

/// The doc comment of a generated class: the summary, then the description,
/// each trimmed and every line written as "/// " + line (blank lines keep
/// their blanks). No newline after the last line unless Terminate.
void writeDocComment(OStream &OS, std::string_view Summary, std::string_view Description,
                     bool Terminate);

/// A C++ namespace block as mlir-tblgen's generated files have it:
/// "namespace N {" and a blank line, closed by a blank line and
/// "} // namespace N" (N without its leading "::"); nothing for the global
/// namespace.
class NamespaceBlock {
public:
  NamespaceBlock(OStream &OS, std::string_view Ns);
  ~NamespaceBlock();
  NamespaceBlock(const NamespaceBlock &) = delete;
  NamespaceBlock &operator=(const NamespaceBlock &) = delete;

private:
  OStream &OS;
  std::string Name;
};

/// snake_case to CamelCase ("some_attr" -> "SomeAttr"; "someAttr" when
/// !CapitalizeFirst), as llvm::convertToCamelFromSnakeCase does.
std::string snakeToCamel(std::string_view Snake, bool CapitalizeFirst);

} // namespace tblgen::mlir
