//===- Operator.h - The MLIR operation model --------------------*- C++ -*-===//
//
// An Op def of ODS (mlir/IR/OpBase.td) as the op backends see it: its
// names (the operation name "dialect.mnemonic", the C++ class and its
// namespace), its arguments (operands, attributes, properties, in the
// order of the `arguments` dag, and the derived attributes declared as
// fields), results, regions, successors, traits (flattened, without
// repeats; InferTypeOpInterface added when every result type follows from
// the arguments), builders, summary, description and assembly format.
// Reading an op checks what mlir-tblgen checks and reports the same fatal
// errors.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "mlir/Trait.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tblgen {
class Record;
class RecordKeeper;
} // namespace tblgen

namespace tblgen::mlir {

/// The one-line summary of any ODS constraint (type, attribute, region,
/// successor): its `summary`, or the def's name when that is unset.
std::string constraintSummary(const Record *Constraint);
/// Its `description`, or "" when that is unset.
std::string constraintDescription(const Record *Constraint);

/// An operand or result: its name (empty when unnamed) and its type
/// constraint (an OpVariable's constraint when the value is decorated).
struct OpValue {
  std::string_view Name;
  const Record *Constraint = nullptr;
  /// The decorated def (an OpVariable), or null.
  const Record *Variable = nullptr;

  bool isOptional() const { return shape() & OptionalShape; }
  bool isVariadic() const { return shape() & VariadicShape; }
  bool isVariadicOfVariadic() const { return shape() & VariadicOfVariadicShape; }
  bool isVariableLength() const { return shape() & (OptionalShape | VariadicShape); }
  std::string summary() const { return constraintSummary(Constraint); }
  /// The C++ expression that builds the (element) type, if the type has one.
  std::optional<std::string> builderCall() const;

private:
  enum : unsigned char {
    OptionalShape = 1,
    VariadicShape = 2,
    VariadicOfVariadicShape = 4,
    ShapeRead = 8
  };
  /// The Optional / Variadic / VariadicOfVariadic classes of Constraint,
  /// read on the first question.
  unsigned char shape() const {
    return Shape & ShapeRead ? Shape : readShape();
  }
  unsigned char readShape() const;

public:
  /// shape()'s bits (public only so that an OpValue stays an aggregate).
  mutable unsigned char Shape = 0;
};

/// An attribute: given in `arguments`, or derived (a DerivedAttr field of
/// the op).
struct OpAttribute {
  std::string_view Name;
  const Record *Def = nullptr;
  bool Derived = false;

  /// The attribute's C++ storage class; "::mlir::Attribute" when unset.
  std::string storageType() const;
  std::string returnType() const;
  bool isOptional() const;
  /// The `defaultValue` ("" when none).
  std::string defaultValue() const;
  std::string summary() const { return constraintSummary(Def); }
  /// The description, or that of the attribute it refines (`baseAttr`).
  std::string resolvedDescription() const;
};

/// A property given in `arguments`.
struct OpProperty {
  std::string_view Name;
  const Record *Def = nullptr;
};

/// A region or successor.
struct OpRegion {
  std::string_view Name;
  const Record *Constraint = nullptr;
  bool isVariadic() const;
  std::string summary() const { return constraintSummary(Constraint); }
};
using OpSuccessor = OpRegion;

/// One entry of the `arguments` dag: which list it went to, and where.
struct OpArgument {
  enum Kind : unsigned char { Operand, Attribute, Property } K;
  unsigned Index;
};

/// Where a result's type comes from when it can be inferred: an argument
/// (Index >= 0) or another result (Index = -1 - result), through a C++
/// transformer of "$_self".
struct InferredType {
  int Index;
  std::string Transformer;
};

class Operator {
public:
  /// Reads the Op def R (fatal errors as mlir-tblgen reports them).
  explicit Operator(const Record *R);

  const Record *def() const { return Def; }
  const Record *dialectDef() const { return Dialect; }
  /// The dialect's `name`.
  const std::string &dialectName() const { return DialectName; }
  /// "dialect.mnemonic", or the mnemonic alone in a dialect without a name.
  std::string operationName() const;
  /// The class name: the def name after its first '_' (the dialect
  /// prefix), unless that leaves it empty.
  const std::string &cppClassName() const { return ClassName; }
  const std::string &cppNamespace() const { return Namespace; }
  /// Namespace::Class ("Class" with no namespace).
  std::string qualifiedClassName() const;

  std::string summary() const;
  std::string description() const;
  /// A summary or description that is not blank.
  bool hasSummary() const;
  bool hasDescription() const;
  /// The declarative assembly format, when one is given.
  std::optional<std::string> assemblyFormat() const;

  const std::vector<OpValue> &operands() const { return Operands; }
  const std::vector<OpValue> &results() const { return Results; }
  /// Native attributes (in argument order) then derived ones.
  const std::vector<OpAttribute> &attributes() const { return Attributes; }
  unsigned numNativeAttributes() const { return NumNativeAttributes; }
  const std::vector<OpProperty> &properties() const { return Properties; }
  const std::vector<OpArgument> &arguments() const { return Arguments; }
  const std::vector<OpRegion> &regions() const { return Regions; }
  const std::vector<OpSuccessor> &successors() const { return Successors; }
  const std::vector<Trait> &traits() const { return Traits; }
  const std::vector<const Record *> &builders() const { return Builders; }

  unsigned numVariableLengthOperands() const;
  unsigned numVariableLengthResults() const;
  unsigned numVariadicRegions() const;
  unsigned numVariadicSuccessors() const;
  /// The argument name at index I ("" when unnamed).
  std::string_view argumentName(unsigned I) const;

  /// The trait whose qualified C++ name is Name, or null.
  const Trait *findTrait(std::string_view QualifiedName) const;
  /// Every result type follows from the arguments (InferTypeOpInterface
  /// was added).
  bool allResultTypesKnown() const { return AllResultTypesKnown; }
  const std::vector<InferredType> &inferredResultTypes() const { return ResultTypeSources; }

  bool skipDefaultBuilders() const;

private:
  void readArguments();
  void readDerivedAttributes();
  void readResults();
  void readSuccessors();
  void readTraits();
  void inferResultTypes();
  void readRegions();
  void readBuilders();
  void checkNames() const;

  const Record *Def;
  const Record *Dialect;
  std::string DialectName, ClassName, Namespace;
  std::vector<OpValue> Operands, Results;
  std::vector<OpAttribute> Attributes;
  std::vector<OpProperty> Properties;
  std::vector<OpArgument> Arguments;
  std::vector<OpRegion> Regions, Successors;
  std::vector<Trait> Traits;
  std::vector<const Record *> Builders;
  std::vector<InferredType> ResultTypeSources;
  unsigned NumNativeAttributes = 0;
  bool AllResultTypesKnown = false;
  std::vector<InferredType> DeclaredTypeSources;

public:
  /// Where each result type comes from for an op that declares
  /// InferTypeOpInterface's methods itself (DeclareOpInterfaceMethods) yet
  /// has every result type follow from its arguments; empty otherwise.
  const std::vector<InferredType> &declaredInferenceSources() const { return DeclaredTypeSources; }
};

/// The Op defs an op backend works on, by name (plain string order): those whose operation
/// name matches Include (when not empty) and does not match Exclude (when
/// not empty), both POSIX extended regular expressions searched anywhere in
/// the name. Fatal when the records have no Op class.
std::vector<const Record *> requestedOps(const RecordKeeper &Records, std::string_view Include = {},
                                         std::string_view Exclude = {});

/// "getFooBar" for "foo_bar": snake case to camel case behind a prefix.
std::string accessorName(std::string_view Prefix, std::string_view Name);

} // namespace tblgen::mlir
