//===- ASTNodeLists.cpp - The x-macro lists of Decl, Stmt, Comment nodes --===//
//
// -gen-clang-decl-nodes, -gen-clang-stmt-nodes, -gen-clang-comment-nodes:
// the hierarchy as nested macro invocations, each node's macro falling back
// to its base's, each node with descendants followed by the range of its
// concrete descendants (first and last). Siblings come in descending name
// order, for Decls the DeclContexts first. -gen-clang-decl-nodes adds the
// list of declaration contexts.
//
//===----------------------------------------------------------------------===//

#include "NodeTree.h"

#include "backends/common/LLVMCompat.h"
#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <unordered_set>

namespace tblgen::clangast {

namespace {

constexpr RootMessages ListMessages{"multiple root nodes in ", "didn't find root node in ", true};

/// One hierarchy's macro list.
class NodeList {
public:
  /// Suffix completes a node's name into its C++ class ("Decl": Named is
  /// NamedDecl; the root is the suffix alone). Nodes deriving from
  /// FirstClass come before their siblings.
  NodeList(const RecordKeeper &Records, std::string_view NodeClass, std::string_view Suffix,
           std::string_view FirstClass)
      : Tree(Records, NodeClass, ListMessages), Suffix(Suffix) {
    if (!FirstClass.empty())
      for (const Record *R : Records.getAllDerivedDefinitionsIfDefined(FirstClass))
        First.insert(R);
    Hierarchy = compat::upper(Tree.name(Tree.root()));
  }

  void emit(OStream &OS, const RecordKeeper &Records) {
    emitSourceFileHeader("List of AST nodes of a particular kind", OS, Records);
    const std::string &H = Hierarchy;
    OS << "#ifndef ABSTRACT_" << H << "\n#  define ABSTRACT_" << H << "(Type) Type\n#endif\n"
       << "#ifndef " << H << "_RANGE\n#  define " << H << "_RANGE(Base, First, Last)\n#endif\n\n"
       << "#ifndef LAST_" << H << "_RANGE\n#  define LAST_" << H << "_RANGE(Base, First, Last) "
       << H << "_RANGE(Base, First, Last)\n#endif\n\n";
    emitBelow(OS, Tree.root());
    OS << "#undef " << H << "\n#undef " << H << "_RANGE\n#undef LAST_" << H
       << "_RANGE\n#undef ABSTRACT_" << H << "\n";
  }

private:
  NodeTree Tree;
  std::string_view Suffix;
  std::unordered_set<const Record *> First;
  std::string Hierarchy;

  /// The C++ class of node N as the Base argument names it.
  std::string className(uint32_t N) const {
    if (N == Tree.root() && !Suffix.empty())
      return std::string(Suffix);
    return std::string(Tree.name(N)) + std::string(Suffix);
  }

  /// N's children in the order they are listed.
  std::vector<uint32_t> listed(uint32_t N) const {
    std::vector<uint32_t> Kids = Tree.children(N);
    std::sort(Kids.begin(), Kids.end(), [&](uint32_t A, uint32_t B) {
      bool FA = First.count(Tree.record(A)), FB = First.count(Tree.record(B));
      if (FA != FB)
        return FA;
      return Tree.name(A) > Tree.name(B);
    });
    Kids.erase(std::unique(Kids.begin(), Kids.end(),
                           [&](uint32_t A, uint32_t B) { return Tree.name(A) == Tree.name(B); }),
               Kids.end());
    return Kids;
  }

  /// Lists N's descendants; returns the first and last concrete nodes of
  /// N's subtree (N itself included).
  std::pair<uint32_t, uint32_t> emitBelow(OStream &OS, uint32_t N) {
    constexpr uint32_t NoNode = UINT32_MAX;
    uint32_t Lo = NoNode, Hi = NoNode;
    if (!Tree.isAbstract(N))
      Lo = Hi = N;
    const std::string Macro = compat::upper(Tree.name(N));
    const std::vector<uint32_t> Kids = listed(N);
    for (uint32_t K : Kids) {
      const std::string KidMacro = compat::upper(Tree.name(K));
      OS << "#ifndef " << KidMacro << "\n#  define " << KidMacro << "(Type, Base) " << Macro
         << "(Type, Base)\n#endif\n";
      const bool Abstract = Tree.isAbstract(K);
      if (Abstract)
        OS << "ABSTRACT_" << Hierarchy << '(';
      OS << KidMacro << '(' << Tree.name(K) << ", " << className(N) << ')';
      if (Abstract)
        OS << ')';
      OS << '\n';
      auto [KidLo, KidHi] = emitBelow(OS, K);
      if (Lo == NoNode)
        Lo = KidLo;
      Hi = KidHi;
      OS << "#undef " << KidMacro << "\n\n";
    }
    if (Lo == NoNode)
      PrintFatalError(Tree.record(N), "abstract node has no children");
    if (!Kids.empty())
      OS << (N == Tree.root() ? "LAST_" : "") << Hierarchy << "_RANGE(" << Tree.name(N) << ", "
         << Tree.name(Lo) << ", " << Tree.name(Hi) << ")\n\n";
    return {Lo, Hi};
  }
};

/// The declaration contexts: every concrete node below (and including)
/// each DeclContext record, depth first in record order.
void emitDeclContexts(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("List of AST Decl nodes", OS, Records);
  OS << "#ifndef DECL_CONTEXT\n#  define DECL_CONTEXT(DECL)\n#endif\n";
  NodeTree Tree(Records, "DeclNode", ListMessages);
  std::unordered_map<const Record *, uint32_t> Index;
  for (uint32_t I = 0; I < Tree.nodes().size(); ++I)
    Index.emplace(Tree.record(I), I);
  auto visit = [&](auto &Self, uint32_t N) -> void {
    if (!Tree.isAbstract(N))
      OS << "DECL_CONTEXT(" << Tree.name(N) << ")\n";
    for (uint32_t K : Tree.children(N))
      Self(Self, K);
  };
  for (const Record *Context : Records.getAllDerivedDefinitions("DeclContext")) {
    auto It = Index.find(Context);
    if (It != Index.end()) {
      visit(visit, It->second);
      continue;
    }
    // A context outside the Decl hierarchy has no descendants.
    if (!Context->getValueAsBit("Abstract"))
      OS << "DECL_CONTEXT(" << Context->getName() << ")\n";
  }
  OS << "#undef DECL_CONTEXT\n";
}

void emitDeclNodes(const RecordKeeper &Records, OStream &OS) {
  NodeList(Records, "DeclNode", "Decl", "DeclContext").emit(OS, Records);
  emitDeclContexts(Records, OS);
}

void emitStmtNodes(const RecordKeeper &Records, OStream &OS) {
  NodeList(Records, "StmtNode", "", "").emit(OS, Records);
}

void emitCommentNodes(const RecordKeeper &Records, OStream &OS) {
  NodeList(Records, "CommentNode", "", "").emit(OS, Records);
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(ClangDeclNodes, TM_Clang, "gen-clang-decl-nodes",
                             "Generate Clang AST declaration nodes", emitDeclNodes, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(ClangStmtNodes, TM_Clang, "gen-clang-stmt-nodes",
                             "Generate Clang AST statement nodes", emitStmtNodes, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(ClangCommentNodes, TM_Clang, "gen-clang-comment-nodes",
                             "Generate Clang AST comment nodes", emitCommentNodes, BT_None);

} // namespace tblgen::clangast
