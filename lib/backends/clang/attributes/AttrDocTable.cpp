//===- AttrDocTable.cpp - -gen-clang-attr-doc-table -----------------------===//
//
// The documentation text of every AST attribute as a raw string literal
// (the first Documentation entry's content, trimmed).
//
//===----------------------------------------------------------------------===//

#include "AttrModel.h"

#include "backends/common/LLVMCompat.h"
#include "tblgen/Backend.h"
#include "tblgen/Record.h"

namespace tblgen::clangattr {

namespace {

void emitDocTable(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("Clang attribute documentation", OS, Records);
  for (const Record *A : allAttrs(Records)) {
    if (!A->getValueAsBit("ASTNode"))
      continue;
    const std::vector<const Record *> Docs = A->getValueAsListOfDefs("Documentation");
    std::string_view Text;
    if (!Docs.empty() && !Docs.front()->isValueUnset("Content"))
      Text = compat::trimmed(compat::stringField(Docs.front(), "Content"));
    OS << "\nstatic const char AttrDoc_" << A->getName() << "[] = R\"reST(" << Text
       << ")reST\";\n";
  }
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(ClangAttrDocTable, TM_Clang, "gen-clang-attr-doc-table",
                             "Generate a table of attribute documentation", emitDocTable, BT_None);

} // namespace tblgen::clangattr
