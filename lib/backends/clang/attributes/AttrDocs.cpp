//===- AttrDocs.cpp - -gen-attr-docs --------------------------------------===//
//
// The reStructuredText reference of clang's attributes: the introduction,
// then per documentation category (by name) its header and its attributes
// by heading, each with a table of its spellings per syntax.
//
//===----------------------------------------------------------------------===//

#include "AttrModel.h"

#include "backends/common/LLVMCompat.h"
#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <map>
#include <set>

namespace tblgen::clangattr {

namespace {

/// The columns of the spelling table, in order (Microsoft spellings are
/// not listed).
constexpr Variety Columns[] = {Variety::GNU,     Variety::CXX11,  Variety::C23,
                               Variety::Declspec, Variety::Keyword, Variety::Pragma,
                               Variety::HLSLAnnotation};

struct DocEntry {
  const Record *Doc;
  std::vector<const Record *> Attrs; ///< the attributes sharing Doc
  std::string Heading;
  std::vector<std::vector<std::string>> BySyntax; ///< per column
};

std::string_view trimUnderscores(std::string_view N) {
  while (!N.empty() && N.front() == '_')
    N.remove_prefix(1);
  while (!N.empty() && N.back() == '_')
    N.remove_suffix(1);
  return N;
}

DocEntry makeEntry(const Record *Doc, const Record *A, std::string_view Category) {
  const std::vector<Spelling> Spellings = spellingsOf(A);
  if (Spellings.empty())
    PrintFatalError(A, "Attribute has no supported spellings; cannot be documented");
  DocEntry E{Doc, {A}, Doc->getValueAsString("Heading"), {}};
  if (E.Heading.empty()) {
    if (Spellings.size() == 1) {
      E.Heading = std::string(Spellings.front().Name);
    } else {
      std::set<std::string> Names;
      for (const Spelling &S : Spellings)
        Names.insert(std::string(trimUnderscores(S.Name)));
      if (Names.size() == 1) {
        E.Heading = *Names.begin();
      } else if (Category == "Undocumented") {
        for (const std::string &N : Names)
          E.Heading += (E.Heading.empty() ? "" : ", ") + N;
      }
    }
  }
  if (E.Heading.empty())
    PrintFatalError(A, "This attribute requires a heading to be specified");
  E.BySyntax.resize(std::size(Columns));
  for (const Spelling &S : Spellings) {
    std::string Name;
    if (!S.Namespace.empty()) {
      if (S.Kind == Variety::CXX11 || S.Kind == Variety::C23)
        Name = std::string(S.Namespace) + "::";
      else if (S.Kind == Variety::Pragma)
        Name = " "; // llvm-tblgen 22 loses the pragma namespace here, not the space

      else
        PrintFatalError(A, "Unexpected namespace in spelling");
    }
    Name += S.Name;
    for (size_t C = 0; C < std::size(Columns); ++C)
      if (Columns[C] == S.Kind)
        E.BySyntax[C].push_back(std::move(Name));
  }
  return E;
}

void writeEntry(OStream &OS, const DocEntry &E, const PragmaSupport &Support) {
  const std::string Label = E.Doc->getValueAsString("Label");
  if (!Label.empty())
    OS << ".. _" << Label << ":\n\n";
  OS << E.Heading << '\n' << std::string(E.Heading.size(), '-') << '\n'
     << ".. csv-table:: Supported Syntaxes\n"
     << "   :header: \"GNU\", \"C++11\", \"C23\", \"``__declspec``\", \"Keyword\", "
        "\"``#pragma``\", \"HLSL Annotation\", \"``#pragma clang attribute``\"\n\n   \"";
  for (const std::vector<std::string> &Names : E.BySyntax) {
    for (size_t I = 0; I < Names.size(); ++I)
      OS << (I ? " |br| " : "") << "``" << Names[I] << "``";
    OS << "\",\"";
  }
  bool Supported = false;
  for (const Record *A : E.Attrs)
    Supported |= Support.supports(A);
  if (Supported)
    OS << "Yes";
  OS << "\"\n\n";
  if (!E.Doc->isValueUnset("Deprecated")) {
    OS << "This attribute has been deprecated, and may be removed in a future version of Clang.";
    const std::string Replacement =
        E.Doc->getValueAsDef("Deprecated")->getValueAsString("Replacement");
    if (!Replacement.empty())
      OS << "  This attribute has been superseded by ``" << Replacement << "``.";
    OS << "\n\n";
  }
  OS << compat::trimmed(compat::stringField(E.Doc, "Content")) << "\n\n\n";
}

void emitAttrDocs(const RecordKeeper &Records, OStream &OS) {
  const Record *Global = Records.getDef("GlobalDocumentation");
  if (!Global)
    PrintFatalError("The Documentation top-level definition is missing, no documentation will "
                    "be generated.");
  OS << compat::stringField(Global, "Intro") << '\n';
  // Categories by name.
  std::map<std::string, std::pair<const Record *, std::vector<DocEntry>>> ByCategory;
  for (const Record *A : allAttrs(Records)) {
    const std::vector<const Record *> Docs = A->getValueAsListOfDefs("Documentation");
    for (const Record *Doc : Docs) {
      const Record *Category = Doc->getValueAsDef("Category");
      const std::string Name = Category->getValueAsString("Name");
      if (Name == "InternalOnly") {
        if (Docs.size() > 1)
          PrintFatalError(Doc, "Attribute is \"InternalOnly\", but has multiple documentation "
                               "categories");
        continue;
      }
      auto &Slot = ByCategory[Name];
      if (!Slot.first)
        Slot.first = Category;
      DocEntry E = makeEntry(Doc, A, Name);
      // Attributes sharing a documentation record share its entry (not
      // the undocumented ones).
      auto Shared = Name == "Undocumented"
                        ? Slot.second.end()
                        : std::find_if(Slot.second.begin(), Slot.second.end(),
                                       [&](const DocEntry &Other) { return Other.Doc == Doc; });
      if (Shared == Slot.second.end()) {
        Slot.second.push_back(std::move(E));
        continue;
      }
      Shared->Attrs.push_back(A);
      if (Doc->getValueAsString("Heading").empty())
        Shared->Heading += ", " + E.Heading;
      for (size_t C = 0; C < std::size(Columns); ++C)
        for (std::string &N : E.BySyntax[C])
          Shared->BySyntax[C].push_back(std::move(N));
    }
  }
  const PragmaSupport Support(Records);
  for (auto &[Name, Slot] : ByCategory) {
    OS << Name << '\n' << std::string(Name.size(), '=') << '\n'
       << compat::trimmed(compat::stringField(Slot.first, "Content")) << "\n\n";
    compat::libstdcxxSort(Slot.second, [](const DocEntry &L, const DocEntry &R) {
      return L.Heading < R.Heading;
    });
    for (const DocEntry &E : Slot.second)
      writeEntry(OS, E, Support);
  }
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(ClangAttrDocs, TM_Clang, "gen-attr-docs",
                             "Generate attribute documentation", emitAttrDocs, BT_None);

} // namespace tblgen::clangattr
