//===- PassRecords.cpp - MLIR's Pass records ------------------------------===//

#include "PassRecords.h"

#include "tblgen/Record.h"

#include <algorithm>

namespace tblgen::mlirpass {

namespace {

bool isBlank(char C) { return C == ' ' || C == '\t' || C == '\n' || C == '\r' || C == '\f' || C == '\v'; }

std::string trimmed(std::string_view S) {
  size_t B = 0, E = S.size();
  while (B < E && isBlank(S[B]))
    ++B;
  while (E > B && isBlank(S[E - 1]))
    --E;
  return std::string(S.substr(B, E - B));
}

} // namespace

std::string PassOption::member() const { return R->getValueAsString("cppName"); }
std::string PassOption::argument() const { return R->getValueAsString("argument"); }
std::string PassOption::type() const { return R->getValueAsString("type"); }
std::string PassOption::defaultValue() const { return R->getValueAsString("defaultValue"); }
std::string PassOption::description() const { return R->getValueAsString("description"); }
std::string PassOption::extraFlags() const { return R->getValueAsString("additionalOptFlags"); }
bool PassOption::isList() const { return R->isSubClassOf("ListOption"); }

std::string PassStatistic::member() const { return R->getValueAsString("cppName"); }
std::string PassStatistic::name() const { return R->getValueAsString("name"); }
std::string PassStatistic::description() const { return R->getValueAsString("description"); }

PassInfo::PassInfo(const Record *R) : Def(R) {
  for (const Record *O : R->getValueAsListOfDefs("options"))
    Options.emplace_back(O);
  for (const Record *S : R->getValueAsListOfDefs("statistics"))
    Statistics.emplace_back(S);
  Dialects = R->getValueAsListOfStrings("dependentDialects");
}

std::string_view PassInfo::name() const { return Def->getName(); }
std::string PassInfo::argument() const { return Def->getValueAsString("argument"); }
std::string PassInfo::baseClass() const { return Def->getValueAsString("baseClass"); }
std::string PassInfo::summary() const { return Def->getValueAsString("summary"); }
std::string PassInfo::description() const { return Def->getValueAsString("description"); }
std::string PassInfo::constructor() const { return Def->getValueAsString("constructor"); }

std::string PassInfo::creatorCall() const {
  std::string C = constructor();
  return C.empty() ? "create" + std::string(name()) + "()" : C;
}

std::vector<const Record *> passRecords(const RecordKeeper &Records) {
  return Records.getAllDerivedDefinitions("PassBase");
}

std::vector<PassInfo> readPasses(const RecordKeeper &Records) {
  std::vector<PassInfo> Passes;
  for (const Record *R : passRecords(Records))
    Passes.emplace_back(R);
  return Passes;
}

std::string flushLeft(std::string_view Text) {
  std::vector<std::string_view> Lines;
  for (size_t Pos = 0;;) {
    size_t NL = Text.find('\n', Pos);
    Lines.push_back(Text.substr(Pos, NL == std::string_view::npos ? NL : NL - Pos));
    if (NL == std::string_view::npos)
      break;
    Pos = NL + 1;
  }
  auto blankLine = [](std::string_view L) { return std::all_of(L.begin(), L.end(), isBlank); };
  // Blank lines before the text go, and the blank rest of the last line
  // (the indentation of the closing brackets); blank lines after the text
  // stay, as empty lines.
  size_t First = 0, Last = Lines.size();
  while (First < Last && blankLine(Lines[First]))
    ++First;
  if (Last > First && blankLine(Lines[Last - 1]))
    --Last;
  size_t Indent = std::string_view::npos;
  for (size_t I = First; I < Last; ++I)
    if (!blankLine(Lines[I]))
      Indent = std::min(Indent, Lines[I].find_first_not_of(" \t"));
  std::string Out;
  for (size_t I = First; I < Last; ++I) {
    if (!blankLine(Lines[I]))
      Out += Lines[I].substr(Indent);
    Out += '\n';
  }
  return Out;
}

std::string trimBlanks(std::string_view S) { return trimmed(S); }

} // namespace tblgen::mlirpass
