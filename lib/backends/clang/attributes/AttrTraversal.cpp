//===- AttrTraversal.cpp - Visiting the arguments of AST attributes -------===//
//
// -gen-clang-attr-text-node-dump and -gen-clang-attr-node-traverse (the AST
// dumper's per-attribute visitors), -gen-clang-attr-ast-visitor (the
// RecursiveASTVisitor's Traverse methods) and
// -gen-clang-attr-template-instantiate.
//
//===----------------------------------------------------------------------===//

#include "AttrArgs.h"
#include "AttrModel.h"

#include "tblgen/Backend.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

namespace tblgen::clangattr {

namespace {

/// A Visit method per AST attribute whose body Body writes something.
template <typename Fn> void emitVisitors(const RecordKeeper &Records, OStream &OS, Fn Body) {
  for (const Record *R : allAttrs(Records)) {
    if (!R->getValueAsBit("ASTNode"))
      continue;
    OStream Text;
    const std::vector<Arg> Args = attrArgs(R);
    Body(R, Args, Text);
    if (Text.str().empty())
      continue;
    OS << "  void Visit" << R->getName() << "Attr(const " << R->getName() << "Attr *A) {\n";
    if (!Args.empty())
      OS << "    const auto *SA = cast<" << R->getName() << "Attr>(A); (void)SA;\n";
    OS << Text.str() << "  }\n";
  }
}

void emitTextNodeDump(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("Attribute text node dumper", OS, Records);
  emitVisitors(Records, OS, [&](const Record *R, const std::vector<Arg> &Args, OStream &Text) {
    const std::vector<Spelling> Spellings = spellingsOf(R);
    if (Spellings.size() > 1 && !spellingNamesAgree(Spellings))
      Text << "    OS << \" \" << A->getSpelling();\n";
    for (const Arg &A : Args)
      argcode::dump(Text, A);
  });
}

void emitNodeTraverse(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("Attribute text node traverser", OS, Records);
  emitVisitors(Records, OS, [&](const Record *R, const std::vector<Arg> &Args, OStream &Text) {
    for (const Arg &A : Args)
      argcode::dumpChildren(Text, A);
    if (R->getValueAsBit("AcceptsExprPack"))
      argcode::dumpChildren(Text, delayedArgs(R));
  });
}

void emitASTVisitor(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("Used by RecursiveASTVisitor to visit attributes.", OS, Records);
  std::vector<const Record *> Nodes;
  for (const Record *R : allAttrs(Records))
    if (R->getValueAsBit("ASTNode"))
      Nodes.push_back(R);
  OS << "#ifdef ATTR_VISITOR_DECLS_ONLY\n\n";
  for (const Record *R : Nodes) {
    const std::string_view N = R->getName();
    OS << "  bool Traverse" << N << "Attr(" << N << "Attr *A);\n  bool Visit" << N << "Attr(" << N
       << "Attr *A) {\n    return true; \n  }\n";
  }
  OS << "\n#else // ATTR_VISITOR_DECLS_ONLY\n\n";
  for (const Record *R : Nodes) {
    const std::string_view N = R->getName();
    OS << "template <typename Derived>\nbool VISITORCLASS<Derived>::Traverse" << N << "Attr(" << N
       << "Attr *A) {\n  if (!getDerived().VisitAttr(A))\n    return false;\n"
       << "  if (!getDerived().Visit" << N << "Attr(A))\n    return false;\n";
    for (const Arg &A : attrArgs(R))
      argcode::astVisitorTraversal(OS, A);
    if (R->getValueAsBit("AcceptsExprPack"))
      argcode::astVisitorTraversal(OS, delayedArgs(R));
    OS << "  return true;\n}\n\n";
  }
  OS << "template <typename Derived>\nbool VISITORCLASS<Derived>::TraverseAttr(Attr *A) {\n"
     << "  if (!A)\n    return true;\n\n  switch (A->getKind()) {\n";
  for (const Record *R : Nodes)
    OS << "    case attr::" << R->getName() << ":\n      return getDerived().Traverse"
       << R->getName() << "Attr(cast<" << R->getName() << "Attr>(A));\n";
  OS << "  }\n  llvm_unreachable(\"bad attribute kind\");\n}\n#endif  // ATTR_VISITOR_DECLS_ONLY\n";
}

void emitInstantiateSwitch(const RecordKeeper &Records, OStream &OS, bool ForDecl) {
  OS << "  switch (At->getKind()) {\n";
  for (const Record *R : allAttrs(Records)) {
    if (!R->getValueAsBit("ASTNode"))
      continue;
    OS << "    case attr::" << R->getName() << ": {\n";
    const bool Clone = R->getValueAsBit("Clone") &&
                       (!ForDecl || R->getValueAsBit("MeaningfulToClassTemplateDefinition"));
    if (!Clone) {
      OS << "      return nullptr;\n    }\n";
      continue;
    }
    OS << "      const auto *A = cast<" << R->getName() << "Attr>(At);\n";
    if (!R->getValueAsBit("TemplateDependent")) {
      OS << "      return A->clone(C);\n    }\n";
      continue;
    }
    const std::vector<Arg> Args = attrArgs(R);
    for (const Arg &A : Args)
      argcode::templateInstantiation(OS, A);
    OS << "      return new (C) " << R->getName() << "Attr(C, *A";
    for (const Arg &A : Args) {
      OS << ", ";
      argcode::templateInstantiationArgs(OS, A);
    }
    OS << ");\n    }\n";
  }
  OS << "  } // end switch\n  llvm_unreachable(\"Unknown attribute!\");\n  return nullptr;\n";
}

void emitTemplateInstantiate(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("Template instantiation code for attributes", OS, Records);
  OS << "namespace clang {\nnamespace sema {\n\n"
     << "Attr *instantiateTemplateAttribute(const Attr *At, ASTContext &C, Sema &S,\n"
     << "        const MultiLevelTemplateArgumentList &TemplateArgs) {\n";
  emitInstantiateSwitch(Records, OS, false);
  OS << "}\n\nAttr *instantiateTemplateAttributeForDecl(const Attr *At,\n"
     << " ASTContext &C, Sema &S,\n"
     << "        const MultiLevelTemplateArgumentList &TemplateArgs) {\n";
  emitInstantiateSwitch(Records, OS, true);
  OS << "}\n\n} // end namespace sema\n} // end namespace clang\n";
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(ClangAttrTextNodeDump, TM_Clang, "gen-clang-attr-text-node-dump",
                             "Generate clang attribute text node dumper", emitTextNodeDump,
                             BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(ClangAttrNodeTraverse, TM_Clang, "gen-clang-attr-node-traverse",
                             "Generate clang attribute traverser", emitNodeTraverse, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(ClangAttrASTVisitor, TM_Clang, "gen-clang-attr-ast-visitor",
                             "Generate a recursive AST visitor for clang attributes",
                             emitASTVisitor, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(ClangAttrTemplateInstantiate, TM_Clang,
                             "gen-clang-attr-template-instantiate",
                             "Generate a clang template instantiate code", emitTemplateInstantiate,
                             BT_None);

} // namespace tblgen::clangattr
