//===- Trait.h - The traits of an MLIR operation ----------------*- C++ -*-===//
//
// An op's `traits` list, flattened (TraitList entries expand in place, an
// interface brings its base interfaces first) and without repeats, holds
// four kinds of trait: a native C++ trait class, a predicate checked by the
// verifier, a trait internal to ODS, and an interface the op implements.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <string>
#include <string_view>

namespace tblgen {
class Record;
class RecordKeeper;
} // namespace tblgen

namespace tblgen::mlir {

/// One trait of an op, by its record.
class Trait {
public:
  enum Kind : unsigned char { Native, Predicate, Internal, Interface };

  /// Classifies the trait record R.
  explicit Trait(const Record *R);
  /// The trait record R, of kind K (TraitClasses::classify).
  Trait(const Record *R, Kind K) : Def(R), K(K) {}

  Kind kind() const { return K; }
  const Record *def() const { return Def; }
  bool isNative() const { return K == Native; }
  bool isPredicate() const { return K == Predicate; }
  bool isInternal() const { return K == Internal; }
  bool isInterface() const { return K == Interface; }

  /// The C++ trait class with its namespace ("::mlir::OpTrait::ZeroRegions",
  /// "::mlir::InferTypeOpInterface::Trait"); empty for a predicate. Read
  /// from the record on the first call, then kept.
  const std::string &qualifiedName() const;
  /// qualifiedName() == Name, without building the name.
  bool hasQualifiedName(std::string_view Name) const;
  /// The `trait` field as written.
  std::string traitField() const;
  /// A native trait of a structural kind (StructuralOpTrait).
  bool isStructural() const;
  /// An interface trait that declares some of the interface's methods on
  /// the op (DeclareOpInterfaceMethods).
  bool declaresMethods() const;

private:
  /// Reads the fields the qualified name is made of (once).
  void readNameParts() const;

  const Record *Def;
  Kind K;
  mutable bool PartsRead = false, NameBuilt = false;
  mutable std::string_view Namespace, Class; ///< cppNamespace and trait
  mutable std::string Name;                  ///< qualifiedName(), once NameBuilt
};

/// The classes that tell a trait's kind, found by name once for many
/// traits (null when the records lack one).
class TraitClasses {
public:
  explicit TraitClasses(const RecordKeeper &Records);
  /// The kind of trait record R, as Trait(R) finds it.
  Trait::Kind classify(const Record *R) const;

private:
  const Record *Pred, *Internal, *Interface;
};

} // namespace tblgen::mlir
