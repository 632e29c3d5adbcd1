//===- DataCollectors.cpp - -gen-clang-data-collectors -------------------===//
//
// StmtDataCollectors.td names, per AST node class, the code that feeds the
// node's data to a hash: a class (no defs) with a code field Code. The
// backend writes one DEF_ADD_DATA(Class, {Code}) per class, by class name.
//
//===----------------------------------------------------------------------===//

#include "tblgen/Backend.h"
#include "tblgen/Record.h"

namespace tblgen::clangmisc {

namespace {

void emitDataCollectors(const RecordKeeper &Records, OStream &OS) {
  for (const auto &[Name, Class] : Records.getClasses())
    OS << "DEF_ADD_DATA(" << Name << ", {\n"
       << Class->getValueAsString("Code") << "}\n)\n";
  OS << "#undef DEF_ADD_DATA\n";
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(ClangDataCollectors, TM_Clang, "gen-clang-data-collectors",
                             "Generate data collectors for AST nodes", emitDataCollectors,
                             BT_None);

} // namespace tblgen::clangmisc
