//===- AvailabilitySpec.h - Availability specs of SPIR-V and Tosa -*- C++ -*-===//
//
// An availability spec (a def of a class deriving from Availability: a
// minimal version, the extensions or capabilities needed) attached to an
// op or an enum case through its `availability` list. The spec's kind is
// its one direct superclass; the generated query functions and the merging
// code come from the spec's fields.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace tblgen {
class OStream;
class Record;
} // namespace tblgen

namespace tblgen::mlirspirv {

/// One availability spec.
class AvailabilitySpec {
public:
  explicit AvailabilitySpec(const Record *R) : Def(R) {}

  const Record *def() const { return Def; }
  /// The spec's kind: the name of its only direct superclass (fatal error
  /// when it has more or fewer).
  std::string_view kind() const;
  std::string queryFn() const;      ///< queryFnName
  std::string queryRetType() const; ///< queryFnRetType
  std::string mergeAction() const;
  std::string initializer() const;
  std::string instanceType() const;
  std::string preparation() const; ///< instancePreparation
  std::string instance() const;

private:
  const Record *Def;
};

/// The specs in R's `availability` list; none when R has no such field.
std::vector<AvailabilitySpec> availabilitiesOf(const Record *R);

/// Code with its $overall and $instance placeholders replaced as
/// mlir-tblgen's format substitution (fmtSubstitute) does; any other
/// placeholder (a name or digits) stays, marked "<no-subst-found>".
std::string substituteMerge(std::string_view Code, std::string_view Instance);

/// Writes "namespace Ns {" and a blank line when made, a blank line and the
/// closing comment when destroyed; nothing for an empty namespace.
class NsScope {
public:
  NsScope(OStream &OS, std::string_view Ns);
  ~NsScope();
  NsScope(const NsScope &) = delete;
  NsScope &operator=(const NsScope &) = delete;

private:
  OStream &OS;
  std::string_view Name;
};

} // namespace tblgen::mlirspirv
