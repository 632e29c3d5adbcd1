//===- OpenMPClauses.cpp - -gen-openmp-clause-ops, -verify-openmp-ops -----===//
//
// The OpenMP dialect's clause records (OpenMP_Clause) and ops (OpenMP_Op):
//   -gen-openmp-clause-ops  a struct per named clause with a member per
//       argument (values as ::mlir::Value, attributes as their storage
//       type, lists as SmallVectors), and per named op the mixin of its
//       clauses' structs
//   -verify-openmp-ops      no output: warns (errs, for the description)
//       where an op leaves out what one of its clauses defines
// A clause is named after its OpenMP_Clause class ("OpenMP_CollapseClause"
// -> "Collapse"), an op after its def without "OpenMP_" and "Op".
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect.h"

#include "backends/common/LLVMCompat.h"
#include "tblgen/Backend.h"
#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

namespace tblgen::mlirdialect {

namespace {

/// S without Prefix (once) and then without each of Suffixes (once each,
/// in order).
std::string_view stripAffixes(std::string_view S, std::string_view Prefix,
                              std::initializer_list<std::string_view> Suffixes) {
  if (S.starts_with(Prefix))
    S.remove_prefix(Prefix.size());
  for (std::string_view Suf : Suffixes)
    if (S.ends_with(Suf))
      S.remove_suffix(Suf.size());
  return S;
}

/// The clause a record stands for: its own name when it derives from
/// OpenMP_Clause directly, else that of its first superclass that does.
std::string clauseName(const Record *Clause) {
  const Record *Base = Clause->getRecords().getClass("OpenMP_Clause");
  std::string_view Name;
  if (Base && Clause->hasDirectSuperClass(Base))
    Name = Clause->getName();
  else
    for (const auto &[Super, Range] : Clause->getSuperClasses())
      if (Base && Super->isSubClassOf(Base)) {
        Name = Super->getName();
        break;
      }
  return std::string(stripAffixes(Name, "OpenMP_", {"Skip", "Clause"}));
}

bool hasSuperClassNamed(const Record *R, std::string_view Name) {
  for (const auto &[Super, Range] : R->getSuperClasses())
    if (Super->getNameInitAsString() == Name)
      return true;
  return false;
}

/// The element type of an argument's member; Nest counts the SmallVectors
/// around it.
std::string memberType(const Record *Clause, std::string_view ArgName, const Init *Arg,
                       int &Nest) {
  const Record *Def = cast<DefInit>(Arg)->getDef();
  if (hasSuperClassNamed(Def, "OptionalAttr"))
    return memberType(Clause, ArgName, Def->getValue("baseAttr")->getValue(), Nest);
  if (hasSuperClassNamed(Def, "TypedArrayAttrBase"))
    return memberType(Clause, ArgName, Def->getValue("elementAttr")->getValue(), ++Nest);
  if (hasSuperClassNamed(Def, "ElementsAttrBase")) {
    std::string Elem;
    if (hasSuperClassNamed(Def, "IntElementsAttrBase"))
      Elem = "::llvm::APInt";
    else if (hasSuperClassNamed(Def, "FloatElementsAttr") ||
             hasSuperClassNamed(Def, "RankedFloatElementsAttr"))
      Elem = "::llvm::APFloat";
    else if (hasSuperClassNamed(Def, "DenseArrayAttrBase"))
      Elem = stripAffixes(Def->getValueAsString("returnType"), "::llvm::ArrayRef<", {">"});
    if (!Elem.empty()) {
      ++Nest;
      return Elem;
    }
    PrintWarning(Clause->getLocs(), "could not infer array-like attribute element type for "
                                    "argument '" +
                                        std::string(ArgName) + "', will use bare `storageType`");
  }
  if (hasSuperClassNamed(Def, "Variadic"))
    ++Nest;
  if (hasSuperClassNamed(Def, "TypeConstraint"))
    return "::mlir::Value";
  if (Nest > 0)
    return "::mlir::Attribute";
  return std::string(compat::trimmed(Def->getValueAsString("storageType")));
}

void writeClauseStruct(OStream &OS, const Record *Clause) {
  if (Clause->isAnonymous())
    return;
  OS << "struct " << clauseName(Clause) << "ClauseOps {\n";
  const DagInit *Args = Clause->getValueAsDag("arguments");
  for (unsigned I = 0; I < Args->getNumArgs(); ++I) {
    std::string ArgName(Args->getArgNameStr(I));
    int Nest = 0;
    std::string Type = memberType(Clause, ArgName, Args->getArg(I), Nest);
    OS << "  ";
    for (int N = 0; N < Nest; ++N)
      OS << "::llvm::SmallVector<";
    OS << Type;
    for (int N = 0; N < Nest; ++N)
      OS << ">";
    OS << " " << mlir::snakeToCamel(ArgName, false) << ";\n";
  }
  OS << "};\n";
}

void emitClauseOps(const RecordKeeper &Records, OStream &OS) {
  mlir::NamespaceBlock NS(OS, "mlir::omp");
  for (const Record *Clause : Records.getAllDerivedDefinitions("OpenMP_Clause"))
    writeClauseStruct(OS, Clause);
  OS << "\nnamespace detail {\ntemplate <typename... Mixins>\n"
     << "struct Clauses : public Mixins... {};\n} // namespace detail\n";
  for (const Record *Op : Records.getAllDerivedDefinitions("OpenMP_Op")) {
    if (Op->isAnonymous())
      continue;
    std::string Mixins;
    for (const Record *Clause : Op->getValueAsListOfDefs("clauseList"))
      Mixins += (Mixins.empty() ? "" : ", ") + clauseName(Clause) + "ClauseOps";
    OS << "\nusing " << stripAffixes(Op->getName(), "OpenMP_", {"Op"})
       << "Operands = detail::Clauses<" << Mixins << ">;\n";
  }
}

/// Whether the op's text field has what the clause's has: both empty (or
/// unset), or the clause's (trimmed) is part of the op's.
bool textCovered(const Record *Op, const Record *Clause, std::string_view OpField,
                 std::string_view ClauseField) {
  std::optional<std::string> OpText = Op->getValueAsOptionalString(OpField);
  std::optional<std::string> ClauseText = Clause->getValueAsOptionalString(ClauseField);
  bool OpHas = OpText && !compat::trimmed(*OpText).empty();
  bool ClauseHas = ClauseText && !compat::trimmed(*ClauseText).empty();
  if (!OpHas)
    return !ClauseHas;
  return !ClauseHas || OpText->find(compat::trimmed(*ClauseText)) != std::string::npos;
}

void verifyClause(const Record *Op, const Record *Clause) {
  const std::string Name = "'" + clauseName(Clause) + "' clause-defined ";
  if (!Clause->getValueAsBit("ignoreArgs")) {
    const DagInit *OpArgs = Op->getValueAsDag("arguments");
    const DagInit *Args = Clause->getValueAsDag("arguments");
    for (unsigned I = 0; I < Args->getNumArgs(); ++I) {
      std::string_view ArgName = Args->getArgNameStr(I);
      bool Found = false;
      for (unsigned J = 0; J < OpArgs->getNumArgs() && !Found; ++J)
        Found = OpArgs->getArgNameStr(J) == ArgName && OpArgs->getArg(J) == Args->getArg(I);
      if (!Found)
        PrintWarning(Op->getLocs(),
                     Name + "argument '" + Args->getArg(I)->getAsUnquotedString() + ":$" +
                         std::string(ArgName) +
                         "' not present in operation. Consider `dag arguments = "
                         "!con(clausesArgs, ...)` or explicitly skipping this field.");
    }
  }
  bool CheckFormat = !Clause->getValueAsBit("ignoreAsmFormat");
  for (std::string_view Which : {"req", "opt"})
    if (CheckFormat && !textCovered(Op, Clause, "assemblyFormat",
                                    std::string(Which) + "AssemblyFormat"))
      PrintWarning(Op->getLocs(),
                   Name + "`" + std::string(Which) +
                       "AssemblyFormat` not present in operation. Consider concatenating "
                       "`clauses[{Req,Opt}]AssemblyFormat` or explicitly skipping this field.");
  if (!Clause->getValueAsBit("ignoreDesc") &&
      !textCovered(Op, Clause, "description", "description"))
    PrintError(Op->getLocs(), Name + "`description` not present in operation. Consider "
                                     "concatenating `clausesDescription` or explicitly "
                                     "skipping this field.");
  if (!Clause->getValueAsBit("ignoreExtraDecl") &&
      !textCovered(Op, Clause, "extraClassDeclaration", "extraClassDeclaration"))
    PrintWarning(Op->getLocs(),
                 Name + "`extraClassDeclaration` not present in operation. Consider "
                        "concatenating `clausesExtraClassDeclaration` or explicitly skipping "
                        "this field.");
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
                             "Verify OpenMP operations (produce no output file)", verifyOps,
                             BT_None);

} // namespace tblgen::mlirdialect
