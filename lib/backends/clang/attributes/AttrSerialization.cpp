//===- AttrSerialization.cpp - -gen-clang-attr-pch-read/-write ------------===//
//
// Reading and writing AST attributes in serialized ASTs: each attribute's
// inherited/implicit/pack-expansion flags, then its arguments.
//
//===----------------------------------------------------------------------===//

#include "AttrArgs.h"
#include "AttrModel.h"

#include "tblgen/Backend.h"
#include "tblgen/Record.h"

namespace tblgen::clangattr {

namespace {

void emitPCHRead(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("Attribute deserialization code", OS, Records);
  OS << "  switch (Kind) {\n";
  for (const Record *R : allAttrs(Records)) {
    if (!R->getValueAsBit("ASTNode"))
      continue;
    const bool Inheritable = R->isSubClassOf("InheritableAttr");
    OS << "  case attr::" << R->getName() << ": {\n";
    if (Inheritable)
      OS << "    bool isInherited = Record.readInt();\n";
    OS << "    bool isImplicit = Record.readInt();\n    bool isPackExpansion = Record.readInt();\n";
    const bool Delayed = R->getValueAsBit("AcceptsExprPack");
    const Arg DA = delayedArgs(R);
    if (Delayed)
      argcode::pchReadDecls(OS, DA);
    const std::vector<Arg> Args = attrArgs(R);
    for (const Arg &A : Args)
      argcode::pchReadDecls(OS, A);
    OS << "    New = new (Context) " << R->getName() << "Attr(Context, Info";
    for (const Arg &A : Args) {
      OS << ", ";
      argcode::pchReadArgs(OS, A);
    }
    OS << ");\n";
    if (Inheritable)
      OS << "    cast<InheritableAttr>(New)->setInherited(isInherited);\n";
    OS << "    New->setImplicit(isImplicit);\n    New->setPackExpansion(isPackExpansion);\n";
    if (Delayed) {
      OS << "    cast<" << R->getName() << "Attr>(New)->setDelayedArgs(Context, ";
      argcode::pchReadArgs(OS, DA);
      OS << ");\n";
    }
    if (R->getValueAsBit("HasCustomSerialization"))
      OS << "    read" << R->getName() << "Attr(cast<" << R->getName() << "Attr>(New));\n";
    OS << "    break;\n  }\n";
  }
  OS << "  }\n";
}

void emitPCHWrite(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("Attribute serialization code", OS, Records);
  OS << "  switch (A->getKind()) {\n";
  for (const Record *R : allAttrs(Records)) {
    if (!R->getValueAsBit("ASTNode"))
      continue;
    const bool Inheritable = R->isSubClassOf("InheritableAttr");
    const std::vector<Arg> Args = attrArgs(R);
    OS << "  case attr::" << R->getName() << ": {\n";
    if (Inheritable || !Args.empty())
      OS << "    const auto *SA = cast<" << R->getName() << "Attr>(A);\n";
    if (Inheritable)
      OS << "    Record.push_back(SA->isInherited());\n";
    OS << "    Record.push_back(A->isImplicit());\n    Record.push_back(A->isPackExpansion());\n";
    if (R->getValueAsBit("AcceptsExprPack"))
      argcode::pchWrite(OS, delayedArgs(R));
    for (const Arg &A : Args)
      argcode::pchWrite(OS, A);
    if (R->getValueAsBit("HasCustomSerialization"))
      OS << "    Record.Add" << R->getName() << "Attr(SA);\n";
    OS << "    break;\n  }\n";
  }
  OS << "  }\n";
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(ClangAttrPCHRead, TM_Clang, "gen-clang-attr-pch-read",
                             "Generate clang PCH attribute reader", emitPCHRead, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(ClangAttrPCHWrite, TM_Clang, "gen-clang-attr-pch-write",
                             "Generate clang PCH attribute writer", emitPCHWrite, BT_None);

} // namespace tblgen::clangattr
