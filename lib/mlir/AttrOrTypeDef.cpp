//===- AttrOrTypeDef.cpp - MLIR attribute and type definitions ------------===//
#include "mlir/AttrOrTypeDef.h"

#include "mlir/Fmt.h"

#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

namespace tblgen::mlir {

namespace {

/// A string or code field, or nullopt when unset or missing.
std::optional<std::string> optString(const Record *R, std::string_view Name) {
  if (!R->getValue(Name))
    return std::nullopt;
  const Init *I = R->getValueInit(Name);
  if (const auto *S = dyn_cast<StringInit>(I))
    return std::string(S->getValue());
  return std::nullopt;
}

std::string stringOr(const Record *R, std::string_view Name, std::string_view Default = "") {
  std::optional<std::string> S = optString(R, Name);
  return S ? *S : std::string(Default);
}

bool bitOr(const Record *R, std::string_view Name, bool Default = false) {
  if (!R->getValue(Name))
    return Default;
  if (const auto *B = dyn_cast<BitInit>(R->getValueInit(Name)))
    return B->getValue();
  return Default;
}

void flattenTraits(const Record *T, std::vector<const Record *> &Out) {
  if (T->isSubClassOf("TraitList")) {
    for (const Record *Sub : T->getValueAsListOfDefs("traits"))
      flattenTraits(Sub, Out);
    return;
  }
  Out.push_back(T);
}

} // namespace

std::string substitute(std::string_view Text,
                       const std::vector<std::pair<std::string, std::string>> &Subst) {
  auto Named = [&Subst](std::string_view Name) -> const std::string * {
    for (const auto &[K, V] : Subst)
      if (K == Name)
        return &V;
    return nullptr;
  };
  return fmtSubstitute(Text, Named);
}

std::string_view trimSpace(std::string_view Text) {
  size_t B = Text.find_first_not_of(" \t\n\r\f\v");
  if (B == std::string_view::npos)
    return {};
  size_t E = Text.find_last_not_of(" \t\n\r\f\v");
  return Text.substr(B, E - B + 1);
}

//===----------------------------------------------------------------------===//
// Parameters
//===----------------------------------------------------------------------===//

std::string AttrOrTypeParameter::name() const { return std::string(Dag->getArgNameStr(Index)); }

const Record *AttrOrTypeParameter::def() const {
  if (const auto *D = dyn_cast<DefInit>(Dag->getArg(Index)))
    return D->getDef();
  return nullptr;
}

const Record *AttrOrTypeParameter::constraint() const {
  const Record *D = def();
  if (D && !D->isSubClassOf("AttrOrTypeParameter") &&
      (D->isSubClassOf("TypeConstraint") || D->isSubClassOf("AttrConstraint")))
    return D;
  return nullptr;
}

std::optional<std::string> AttrOrTypeParameter::field(std::string_view Name) const {
  const Record *D = def();
  if (!D || !D->isSubClassOf("AttrOrTypeParameter"))
    return std::nullopt;
  return optString(D, Name);
}

std::string AttrOrTypeParameter::cppType() const {
  if (const auto *S = dyn_cast<StringInit>(Dag->getArg(Index)))
    return std::string(S->getValue());
  const Record *D = def();
  if (!D)
    return "";
  if (D->isSubClassOf("AttrOrTypeParameter"))
    return stringOr(D, "cppType");
  if (D->isSubClassOf("CArg"))
    return stringOr(D, "type");
  if (D->isSubClassOf("TypeConstraint"))
    return stringOr(D, "cppType", "::mlir::Type");
  return stringOr(D, "storageType", "::mlir::Attribute");
}

std::string AttrOrTypeParameter::accessorType() const {
  std::optional<std::string> A = field("cppAccessorType");
  return A && !A->empty() ? *A : cppType();
}

std::string AttrOrTypeParameter::storageType() const {
  std::optional<std::string> S = field("cppStorageType");
  return S && !S->empty() ? *S : cppType();
}

std::string AttrOrTypeParameter::convertFromStorage() const {
  std::optional<std::string> S = field("convertFromStorage");
  return S ? *S : "$_self";
}

std::string AttrOrTypeParameter::parsedConversion() const {
  if (const Record *C = constraint())
    if (std::optional<std::string> S = optString(C, "convertFromStorage"))
      return *S;
  return convertFromStorage();
}

std::optional<std::string> AttrOrTypeParameter::allocator() const { return field("allocator"); }

std::string AttrOrTypeParameter::comparator() const {
  std::optional<std::string> C = field("comparator");
  return C ? *C : "$_lhs == $_rhs";
}

std::optional<std::string> AttrOrTypeParameter::parser() const { return field("parser"); }
std::optional<std::string> AttrOrTypeParameter::printer() const { return field("printer"); }

std::string AttrOrTypeParameter::defaultValue() const {
  std::optional<std::string> D = field("defaultValue");
  return D ? *D : "";
}

std::string AttrOrTypeParameter::summary() const {
  const Record *D = def();
  if (!D)
    return "";
  return stringOr(D, "summary");
}

std::string AttrOrTypeParameter::syntax() const {
  std::optional<std::string> S = field("syntax");
  return S ? *S : cppType();
}

std::string AttrOrTypeParameter::accessorName() const {
  std::string N = name();
  std::string Out = "get";
  bool Up = true;
  for (char C : N) {
    if (C == '_') {
      Up = true;
      continue;
    }
    Out += Up && C >= 'a' && C <= 'z' ? char(C - 'a' + 'A') : C;
    Up = false;
  }
  return Out;
}

bool AttrOrTypeParameter::isSelfType() const {
  const Record *D = def();
  return D && D->isSubClassOf("AttributeSelfTypeParameter");
}

//===----------------------------------------------------------------------===//
// Builders
//===----------------------------------------------------------------------===//

std::vector<AttrOrTypeParameter> AttrOrTypeBuilder::parameters() const {
  std::vector<AttrOrTypeParameter> Out;
  const DagInit *D = R->getValueAsDag("dagParams");
  for (unsigned I = 0; I < D->getNumArgs(); ++I)
    Out.emplace_back(D, I);
  return Out;
}

std::optional<std::string> AttrOrTypeBuilder::body() const {
  std::optional<std::string> B = optString(R, "body");
  if (!B || trimSpace(*B).empty())
    return std::nullopt;
  return B;
}

std::string AttrOrTypeBuilder::returnType() const { return stringOr(R, "returnType"); }
bool AttrOrTypeBuilder::inferredContext() const { return bitOr(R, "hasInferredContextParam"); }

std::string AttrOrTypeBuilder::paramDefault(unsigned I) const {
  const DagInit *D = R->getValueAsDag("dagParams");
  if (const auto *Def = dyn_cast<DefInit>(D->getArg(I)))
    if (Def->getDef()->isSubClassOf("CArg"))
      return stringOr(Def->getDef(), "defaultValue");
  return "";
}

//===----------------------------------------------------------------------===//
// Defs
//===----------------------------------------------------------------------===//

AttrOrTypeDef::AttrOrTypeDef(const Record *R) : R(R), IsAttr(R->isSubClassOf("AttrDef")) {
  // mlir-tblgen reads the dialect's dependent dialects first, failing on a
  // dialect without them.
  (void)R->getValueAsDef("dialect")->getValueAsListOfStrings("dependentDialects");
  const DagInit *D = R->getValueAsDag("parameters");
  for (unsigned I = 0; I < D->getNumArgs(); ++I)
    Params.emplace_back(D, I);
  if (!Params.empty() && mnemonic() && !assemblyFormat() && !hasCustomAssemblyFormat())
    PrintFatalError(R->getLocs(), "must specify either 'assemblyFormat' or "
                                  "'hasCustomAssemblyFormat' when 'mnemonic' is set");
  // A declarative format reads the parameters through their accessors.
  if (assemblyFormat() && !genAccessors())
    PrintFatalError(R->getLocs(), "'assemblyFormat' requires 'genAccessors' to be true");
}

const Record *AttrOrTypeDef::dialect() const { return R->getValueAsDef("dialect"); }
std::string AttrOrTypeDef::dialectName() const { return stringOr(dialect(), "name"); }
std::string AttrOrTypeDef::dialectNamespace() const { return stringOr(dialect(), "cppNamespace"); }

std::string AttrOrTypeDef::dialectClass() const {
  std::string N(dialect()->getName());
  std::erase(N, '_');
  return N;
}

std::string AttrOrTypeDef::cppClassName() const { return stringOr(R, "cppClassName"); }
std::string AttrOrTypeDef::cppBaseClassName() const { return stringOr(R, "cppBaseClassName"); }
std::string AttrOrTypeDef::storageClassName() const { return stringOr(R, "storageClass"); }
std::string AttrOrTypeDef::storageNamespace() const { return stringOr(R, "storageNamespace"); }
bool AttrOrTypeDef::genStorageClass() const { return bitOr(R, "genStorageClass", true); }
bool AttrOrTypeDef::hasStorageCustomConstructor() const {
  return bitOr(R, "hasStorageCustomConstructor");
}

std::vector<AttrOrTypeBuilder> AttrOrTypeDef::builders() const {
  std::vector<AttrOrTypeBuilder> Out;
  const Init *I = R->getValueInit("builders");
  if (const auto *L = dyn_cast<ListInit>(I))
    for (const Init *E : L->getValues())
      if (const auto *D = dyn_cast<DefInit>(E))
        Out.emplace_back(D->getDef());
  return Out;
}

std::vector<const Record *> AttrOrTypeDef::traits() const {
  std::vector<const Record *> Out;
  for (const Record *T : R->getValueAsListOfDefs("traits"))
    flattenTraits(T, Out);
  return Out;
}

std::optional<std::string> AttrOrTypeDef::mnemonic() const { return optString(R, "mnemonic"); }
std::optional<std::string> AttrOrTypeDef::assemblyFormat() const {
  return optString(R, "assemblyFormat");
}
bool AttrOrTypeDef::hasCustomAssemblyFormat() const { return bitOr(R, "hasCustomAssemblyFormat"); }
bool AttrOrTypeDef::genAccessors() const { return bitOr(R, "genAccessors", true); }
bool AttrOrTypeDef::skipDefaultBuilders() const { return bitOr(R, "skipDefaultBuilders"); }
bool AttrOrTypeDef::genVerifyDecl() const { return bitOr(R, "genVerifyDecl"); }
bool AttrOrTypeDef::genMnemonicAlias() const { return bitOr(R, "genMnemonicAlias"); }
/// The extra code the native traits of a def give its class (their Field),
/// then the def's own (its Own), the pieces that are not empty joined by
/// newlines.
static std::string withTraitCode(const AttrOrTypeDef &D, std::string_view Field,
                                 std::string_view Own) {
  std::string Out;
  auto add = [&](const std::string &Piece) {
    if (Piece.empty())
      return;
    if (!Out.empty())
      Out += '\n';
    Out += Piece;
  };
  for (const Record *T : D.traits())
    if (T->isSubClassOf("NativeTrait") && !T->isSubClassOf("InterfaceTrait"))
      add(T->getValueAsString(Field));
  add(stringOr(D.record(), Own));
  return Out;
}

std::string AttrOrTypeDef::extraClassDeclaration() const {
  return withTraitCode(*this, "extraConcreteClassDeclaration", "extraClassDeclaration");
}
std::string AttrOrTypeDef::extraClassDefinition() const {
  return withTraitCode(*this, "extraConcreteClassDefinition", "extraClassDefinition");
}
std::string AttrOrTypeDef::summary() const { return stringOr(R, "summary"); }
std::string AttrOrTypeDef::description() const { return stringOr(R, "description"); }

std::optional<std::string> AttrOrTypeDef::typeBuilder() const {
  std::optional<std::string> T = optString(R, "typeBuilder");
  if (T && T->empty())
    return std::nullopt;
  return T;
}

bool AttrOrTypeDef::hasConstrainedParams() const {
  for (const AttrOrTypeParameter &P : Params)
    if (P.constraint())
      return true;
  return false;
}

} // namespace tblgen::mlir
