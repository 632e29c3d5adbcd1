//===- Dialect.cpp - MLIR dialects as TableGen describes them -------------===//
#include "mlir/Dialect.h"
#include "mlir/Namespace.h"

#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <cstdio>

namespace tblgen::mlir {

namespace {

/// The string value of a field, or "" when it holds anything else (unset).
std::string stringOrEmpty(const Record *R, std::string_view Field) {
  if (const auto *S = dyn_cast_or_null<StringInit>(R->getValueInit(Field)))
    return std::string(S->getValue());
  return {};
}

bool isSpace(char C) {
  return C == ' ' || C == '\t' || C == '\n' || C == '\v' || C == '\f' || C == '\r';
}

std::string_view trimSpaces(std::string_view S) {
  while (!S.empty() && isSpace(S.front()))
    S.remove_prefix(1);
  while (!S.empty() && isSpace(S.back()))
    S.remove_suffix(1);
  return S;
}

/// Writes each line of Text (trimmed, so its first line is flush left) as
/// "/// " + line; the last line gets no newline.
void writeSlashedLines(OStream &OS, std::string_view Text) {
  for (;;) {
    size_t NL = Text.find('\n');
    OS << "/// " << Text.substr(0, NL);
    if (NL == std::string_view::npos)
      return;
    OS << "\n";
    Text.remove_prefix(NL + 1);
  }
}

} // namespace

Dialect::Dialect(const Record *R) : Def(R) {
  if (R)
    Dependents = R->getValueAsListOfStrings("dependentDialects");
}

std::string Dialect::name() const { return Def->getValueAsString("name"); }
std::string Dialect::cppNamespace() const { return Def->getValueAsString("cppNamespace"); }

std::string Dialect::cppClassName() const {
  std::string Cls;
  for (char C : Def->getName())
    if (C != '_')
      Cls += C;
  return Cls;
}

std::string Dialect::summary() const { return stringOrEmpty(Def, "summary"); }
std::string Dialect::description() const { return stringOrEmpty(Def, "description"); }

std::optional<std::string> Dialect::extraClassDeclaration() const {
  std::string Extra = Def->getValueAsString("extraClassDeclaration");
  if (Extra.empty())
    return std::nullopt;
  return Extra;
}

bool Dialect::bit(std::string_view Field) const { return Def->getValueAsBit(Field); }

std::vector<DiscardableAttr> Dialect::discardableAttrs() const {
  std::vector<DiscardableAttr> Attrs;
  const DagInit *D = Def->getValueAsDag("discardableAttrs");
  for (unsigned I = 0, E = D->getNumArgs(); I != E; ++I) {
    std::string_view ArgName = D->getArgNameStr(I);
    if (ArgName.empty())
      PrintFatalError(Def, "discardable attributes must be named");
    Attrs.push_back({std::string(ArgName), D->getArg(I)->getAsUnquotedString()});
  }
  return Attrs;
}

Dialect dialectOf(const Record *R) { return Dialect(R->getValueAsDef("dialect")); }

std::vector<Dialect> allDialects(const RecordKeeper &Records) {
  std::vector<Dialect> Dialects;
  for (const Record *R : Records.getAllDerivedDefinitions("Dialect"))
    Dialects.emplace_back(R);
  return Dialects;
}

std::optional<Dialect> chooseDialect(const std::vector<Dialect> &Dialects,
                                     std::string_view Selected, std::string &Error) {
  if (Dialects.empty()) {
    Error = "no dialect was found";
    return std::nullopt;
  }
  if (Selected.empty()) {
    if (Dialects.size() == 1)
      return Dialects.front();
    Error = "when more than 1 dialect is present, one must be selected via '-dialect'";
    return std::nullopt;
  }
  for (const Dialect &D : Dialects)
    if (D.name() == Selected)
      return D;
  Error = "selected dialect with '-dialect' does not exist";
  return std::nullopt;
}

void failWithMessage(std::string_view Message) { failWithText(std::string(Message) + "\n"); }

void failWithText(std::string_view Text) {
  std::fprintf(stderr, "%.*s", int(Text.size()), Text.data());
  std::fflush(stderr);
  throw FatalError{};
}

void writeDocComment(OStream &OS, std::string_view Summary, std::string_view Description,
                     bool Terminate) {
  Summary = trimSpaces(Summary);
  Description = trimSpaces(Description);
  if (!Summary.empty())
    writeSlashedLines(OS, Summary);
  if (!Description.empty()) {
    if (!Summary.empty())
      OS << "\n";
    writeSlashedLines(OS, Description);
  }
  if (Terminate && (!Summary.empty() || !Description.empty()))
    OS << "\n";
}

NamespaceBlock::NamespaceBlock(OStream &OS, std::string_view Ns)
    : OS(OS), Name(plainNamespace(Ns)) {
  if (!Name.empty())
    OS << "namespace " << Name << " {\n\n";
}

NamespaceBlock::~NamespaceBlock() {
  if (!Name.empty())
    OS << "\n} // namespace " << Name << "\n";
}

std::string snakeToCamel(std::string_view Snake, bool CapitalizeFirst) {
  std::string Out;
  if (Snake.empty())
    return Out;
  auto lower = [](char C) { return C >= 'a' && C <= 'z'; };
  auto upper = [](char C) { return char(C - 'a' + 'A'); };
  Out += CapitalizeFirst && lower(Snake[0]) ? upper(Snake[0]) : Snake[0];
  for (size_t I = 1; I < Snake.size(); ++I) {
    if (Snake[I] == '_' && I + 1 < Snake.size() && lower(Snake[I + 1]))
      Out += upper(Snake[++I]);
    else
      Out += Snake[I];
  }
  return Out;
}

} // namespace tblgen::mlir
