//===- OpDoc.h - The Markdown of one MLIR operation -------------*- C++ -*-===//
//
// -gen-op-doc writes it for every op; -gen-dialect-doc for those of the
// dialect it documents.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <string>
#include <string_view>

namespace tblgen {
class OStream;
struct BackendContext;
} // namespace tblgen

namespace tblgen::mlir {
class Operator;
} // namespace tblgen::mlir

namespace tblgen::mlirdoc {

/// The options of the documentation backends.
struct OpDocOptions {
  /// Stripped from the front of qualified C++ class names.
  std::string StripPrefix = "::mlir::";
  /// -allow-hugo-specific-features: attribute descriptions fold under
  /// their summaries.
  bool Hugo = false;

  static OpDocOptions from(const BackendContext &Ctx);
};

/// The section of one op, from its "### `name` (Class)" heading on.
void writeOpDoc(OStream &OS, const mlir::Operator &Op, const OpDocOptions &Opts);

/// A link to the input on GitHub when its path runs through
/// "mlir/include/mlir/"; nothing otherwise.
void writeSourceLink(OStream &OS, std::string_view InputFile);

} // namespace tblgen::mlirdoc
