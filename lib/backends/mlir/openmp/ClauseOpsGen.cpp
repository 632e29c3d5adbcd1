//===- ClauseOpsGen.cpp - -gen-openmp-clause-ops, -verify-openmp-ops ------===//
//
// The OpenMP dialect builds its ops from clauses (OpenMP_Clause defs).
// -gen-openmp-clause-ops writes a struct per named clause holding its
// arguments (values as mlir::Value, attributes by storage type, lists as
// SmallVectors) and, per named op, the mix of its clauses' structs.
// -verify-openmp-ops checks that each op took over what its clauses define
// (arguments, assembly format, description, extra declarations), warning
// (or, for the description, erring) where it did not; it writes nothing.
//
//===----------------------------------------------------------------------===//

#include "backends/mlir/llvmir/OpShape.h"

#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <optional>
#include <string>

namespace tblgen::mliromp {

namespace {

bool isBlank(char C) { return C == ' ' || C == '\t' || C == '\n' || C == '\r' || C == '\f' || C == '\v'; }

std::string_view trim(std::string_view S) {
  while (!S.empty() && isBlank(S.front()))
    S.remove_prefix(1);
  while (!S.empty() && isBlank(S.back()))
    S.remove_suffix(1);
  return S;
}

/// S without Prefix (once, when it starts with it), then without each of
/// Suffixes in turn (once each, when it ends with it).
std::string_view stripAffixes(std::string_view S, std::string_view Prefix,
                              std::initializer_list<std::string_view> Suffixes) {
  if (S.starts_with(Prefix))
    S.remove_prefix(Prefix.size());
  for (std::string_view Suffix : Suffixes)
    if (S.ends_with(Suffix))
      S.remove_suffix(Suffix.size());
  return S;
}

/// The clause a record stands for: its own name when it derives directly
/// from OpenMP_Clause, else the first of its classes deriving from it;
/// without "OpenMP_" and the "Skip" and "Clause" suffixes.
std::string_view clauseName(const Record *Clause) {
  const Record *Base = Clause->getRecords().getClass("OpenMP_Clause");
  std::string_view Name;
  if (!Base)
    return Name;
  for (const auto &[Super, Range] : Clause->getDirectSuperClasses())
    if (Super == Base)
      Name = Clause->getName();
  if (Name.empty())
    for (const auto &[Super, Range] : Clause->getSuperClasses())
      if (Super->isSubClassOf(Base)) {
        Name = Super->getName();
        break;
      }
  return stripAffixes(Name, "OpenMP_", {"Skip", "Clause"});
}

bool hasSuperClass(const Record *R, std::string_view Name) {
  for (const auto &[Super, Range] : R->getSuperClasses())
    if (Super->getName() == Name)
      return true;
  return false;
}

/// The element type a clause argument is held as; Nest counts the
/// SmallVectors around it.
std::string argumentType(const Record *Clause, std::string_view ArgName, const Init *Arg, int &Nest) {
  // mlir-tblgen crashes on an argument that is not a def; this fails instead.
  const auto *DI = dyn_cast<DefInit>(Arg);
  if (!DI)
    PrintFatalError(Clause, "clause argument '" + std::string(ArgName) + "' is not a def");
  const Record *D = DI->getDef();
  if (hasSuperClass(D, "OptionalAttr"))
    return argumentType(Clause, ArgName, D->getValue("baseAttr")->getValue(), Nest);
  if (hasSuperClass(D, "TypedArrayAttrBase"))
    return argumentType(Clause, ArgName, D->getValue("elementAttr")->getValue(), ++Nest);
  if (hasSuperClass(D, "ElementsAttrBase")) {
    if (hasSuperClass(D, "IntElementsAttrBase"))
      return ++Nest, "::llvm::APInt";
    if (hasSuperClass(D, "FloatElementsAttr") || hasSuperClass(D, "RankedFloatElementsAttr"))
      return ++Nest, "::llvm::APFloat";
    if (hasSuperClass(D, "DenseArrayAttrBase"))
      return ++Nest, std::string(stripAffixes(D->getValueAsString("returnType"), "::llvm::ArrayRef<", {">"}));
    PrintWarning(Clause, "could not infer array-like attribute element type for argument '" +
                             std::string(ArgName) + "', will use bare `storageType`");
  }
  if (hasSuperClass(D, "Variadic"))
    ++Nest;
  if (hasSuperClass(D, "TypeConstraint"))
    return "::mlir::Value";
  return Nest > 0 ? "::mlir::Attribute" : std::string(trim(D->getValueAsString("storageType")));
}

void writeClauseStruct(const Record *Clause, OStream &OS) {
  if (Clause->isAnonymous())
    return;
  OS << "struct " << clauseName(Clause) << "ClauseOps {\n";
  const DagInit *Args = Clause->getValueAsDag("arguments");
  for (unsigned I = 0; I < Args->getNumArgs(); ++I) {
    // mlir-tblgen crashes on an unnamed argument; this fails instead.
    if (!Args->getArgName(I))
      PrintFatalError(Clause, "clause argument #" + std::to_string(I) + " has no name");
    std::string Name = Args->getArgName(I)->getAsUnquotedString();
    int Nest = 0;
    std::string Type = argumentType(Clause, Name, Args->getArg(I), Nest);
    OS << "  ";
    for (int N = 0; N < Nest; ++N)
      OS << "::llvm::SmallVector<";
    OS << Type;
    for (int N = 0; N < Nest; ++N)
      OS << ">";
    OS << " " << mlirconv::camelFromSnake(Name, false) << ";\n";
  }
  OS << "};\n";
}

void emitClauseOps(const RecordKeeper &Records, OStream &OS) {
  OS << "namespace mlir::omp {\n\n";
  for (const Record *Clause : Records.getAllDerivedDefinitions("OpenMP_Clause"))
    writeClauseStruct(Clause, OS);
  OS << "\nnamespace detail {\ntemplate <typename... Mixins>\nstruct Clauses : public Mixins... {};\n"
     << "} // namespace detail\n";
  for (const Record *Op : Records.getAllDerivedDefinitions("OpenMP_Op")) {
    if (Op->isAnonymous())
      continue;
    OS << "\nusing " << stripAffixes(Op->getName(), "OpenMP_", {"Op"}) << "Operands = detail::Clauses<";
    bool First = true;
    for (const Record *Clause : Op->getValueAsListOfDefs("clauseList")) {
      OS << (First ? "" : ", ") << clauseName(Clause) << "ClauseOps";
      First = false;
    }
    OS << ">;\n";
  }
  OS << "\n} // namespace mlir::omp\n";
}

/// Does the op's field OpField hold the clause's ClauseField? Both empty
/// (or unset) passes; a clause value must appear in the op's.
bool opHoldsText(const Record *Op, const Record *Clause, std::string_view OpField,
                 std::string_view ClauseField) {
  std::optional<std::string> OpText = Op->getValueAsOptionalString(OpField);
  std::optional<std::string> ClauseText = Clause->getValueAsOptionalString(ClauseField);
  bool OpHas = OpText && !trim(*OpText).empty();
  bool ClauseHas = ClauseText && !trim(*ClauseText).empty();
  if (!OpHas)
    return !ClauseHas;
  return !ClauseHas || OpText->find(trim(*ClauseText)) != std::string::npos;
}

bool opHasArgument(const DagInit *OpArgs, std::string_view Name, const Init *Arg) {
  for (unsigned I = 0; I < OpArgs->getNumArgs(); ++I) {
    std::string N = OpArgs->getArgName(I) ? OpArgs->getArgName(I)->getAsUnquotedString() : "";
    if (N == Name && OpArgs->getArg(I) == Arg)
      return true;
  }
  return false;
}

void verifyClause(const Record *Op, const Record *Clause) {
  std::string Name(clauseName(Clause));
  if (!Clause->getValueAsBit("ignoreArgs")) {
    const DagInit *OpArgs = Op->getValueAsDag("arguments");
    const DagInit *Args = Clause->getValueAsDag("arguments");
    for (unsigned I = 0; I < Args->getNumArgs(); ++I) {
      std::string ArgName = Args->getArgName(I) ? Args->getArgName(I)->getAsUnquotedString() : "";
      if (!opHasArgument(OpArgs, ArgName, Args->getArg(I)))
        PrintWarning(Op, "'" + Name + "' clause-defined argument '" + Args->getArg(I)->getAsUnquotedString() +
                             ":$" + ArgName +
                             "' not present in operation. Consider `dag arguments = "
                             "!con(clausesArgs, ...)` or explicitly skipping this field.");
    }
  }
  bool CheckFormat = !Clause->getValueAsBit("ignoreAsmFormat");
  for (std::string_view Field : {"reqAssemblyFormat", "optAssemblyFormat"})
    if (CheckFormat && !opHoldsText(Op, Clause, "assemblyFormat", Field))
      PrintWarning(Op, "'" + Name + "' clause-defined `" + std::string(Field) +
                           "` not present in operation. Consider concatenating "
                           "`clauses[{Req,Opt}]AssemblyFormat` or explicitly skipping this field.");
  if (!Clause->getValueAsBit("ignoreDesc") && !opHoldsText(Op, Clause, "description", "description"))
    PrintError(Op, "'" + Name + "' clause-defined `description` not present in operation. Consider "
                                "concatenating `clausesDescription` or explicitly skipping this field.");
  if (!Clause->getValueAsBit("ignoreExtraDecl") &&
      !opHoldsText(Op, Clause, "extraClassDeclaration", "extraClassDeclaration"))
    PrintWarning(Op, "'" + Name + "' clause-defined `extraClassDeclaration` not present in operation. "
                                  "Consider concatenating `clausesExtraClassDeclaration` or explicitly "
                                  "skipping this field.");
}

void verifyOps(const RecordKeeper &Records, OStream &) {
  for (const Record *Op : Records.getAllDerivedDefinitions("OpenMP_Op"))
    for (const Record *Clause : Op->getValueAsListOfDefs("clauseList"))
      verifyClause(Op, Clause);
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(MLIROpenMPClauseOps, TM_MLIR, "gen-openmp-clause-ops",
                             "Generate OpenMP clause operand structures", emitClauseOps, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(MLIRVerifyOpenMPOps, TM_MLIR, "verify-openmp-ops",
                             "Verify OpenMP operations (produce no output file)", verifyOps, BT_None);

} // namespace tblgen::mliromp
