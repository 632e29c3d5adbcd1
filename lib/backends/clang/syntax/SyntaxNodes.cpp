//===- SyntaxNodes.cpp - Clang's syntax tree node backends ---------------===//
//
// The syntax tree's node types (NodeType defs of Tooling/Syntax/Nodes.td),
// each naming its base, make one hierarchy under the node without a base.
// It is walked depth first, children by name:
//
//   -gen-clang-syntax-node-list     CONCRETE_NODE / ABSTRACT_NODE x-macros,
//                                   a node with children abstract and with
//                                   the range of its concrete descendants
//   -gen-clang-syntax-node-classes  forward declarations, then one C++
//                                   class per node not External, with the
//                                   child getters of a Sequence
//
//===----------------------------------------------------------------------===//

#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <unordered_map>

namespace tblgen::clangsyntax {

namespace {

/// The node types in walk order, each with its base and its place.
class SyntaxTree {
public:
  struct Node {
    const Record *Rec;
    int32_t Base = -1;                   ///< index in Nodes, -1 for the root
    std::vector<uint32_t> Kids;          ///< by name
    uint32_t FirstLeaf = 0, LastLeaf = 0; ///< concrete descendants' range
  };

  explicit SyntaxTree(const RecordKeeper &Records) {
    const auto &Defs = Records.getAllDerivedDefinitions("NodeType");
    std::unordered_map<const Record *, uint32_t> Index;
    std::vector<Node> All;
    for (const Record *R : Defs) {
      Index.emplace(R, uint32_t(All.size()));
      All.push_back({R});
    }
    std::vector<uint32_t> Roots;
    for (uint32_t I = 0; I < All.size(); ++I) {
      const Record *B = All[I].Rec->getValueAsOptionalDef("base");
      auto It = B ? Index.find(B) : Index.end();
      if (It == Index.end()) {
        Roots.push_back(I);
        continue;
      }
      All[I].Base = int32_t(It->second);
      All[It->second].Kids.push_back(I);
    }
    for (Node &N : All)
      std::sort(N.Kids.begin(), N.Kids.end(), [&](uint32_t A, uint32_t B) {
        return All[A].Rec->getName() < All[B].Rec->getName();
      });
    // Renumber in walk order.
    std::vector<uint32_t> NewIndex(All.size());
    auto walk = [&](auto &Self, uint32_t I) -> void {
      NewIndex[I] = uint32_t(Order.size());
      Order.push_back(I);
      for (uint32_t K : All[I].Kids)
        Self(Self, K);
    };
    for (uint32_t R : Roots)
      walk(walk, R);
    Nodes.reserve(Order.size());
    for (uint32_t Old : Order) {
      Node N = All[Old];
      if (N.Base >= 0)
        N.Base = int32_t(NewIndex[uint32_t(N.Base)]);
      for (uint32_t &K : N.Kids)
        K = NewIndex[K];
      Nodes.push_back(std::move(N));
    }
    for (uint32_t I = uint32_t(Nodes.size()); I-- > 0;) {
      Node &N = Nodes[I];
      if (N.Kids.empty()) {
        N.FirstLeaf = N.LastLeaf = I;
        continue;
      }
      N.FirstLeaf = Nodes[N.Kids.front()].FirstLeaf;
      N.LastLeaf = Nodes[N.Kids.back()].LastLeaf;
    }
  }

  std::vector<Node> Nodes; ///< in walk order
  std::string_view name(uint32_t I) const { return Nodes[I].Rec->getName(); }

private:
  std::vector<uint32_t> Order;
};

void emitNodeList(const RecordKeeper &Records, OStream &OS) {
  SyntaxTree T(Records);
  emitSourceFileHeader("Syntax tree node list", OS, Records);
  OS << "\n#ifndef NODE\n#define NODE(Kind, Base)\n#endif\n\n"
     << "#ifndef CONCRETE_NODE\n#define CONCRETE_NODE(Kind, Base) NODE(Kind, Base)\n#endif\n\n"
     << "#ifndef ABSTRACT_NODE\n#define ABSTRACT_NODE(Kind, Base, First, Last) NODE(Kind, Base)\n"
     << "#endif\n\n";
  for (uint32_t I = 0; I < T.Nodes.size(); ++I) {
    const SyntaxTree::Node &N = T.Nodes[I];
    if (N.Base < 0)
      continue;
    if (N.Kids.empty())
      OS << "CONCRETE_NODE(" << T.name(I) << "," << T.name(uint32_t(N.Base)) << ")\n";
    else
      OS << "ABSTRACT_NODE(" << T.name(I) << "," << T.name(uint32_t(N.Base)) << ","
         << T.name(N.FirstLeaf) << "," << T.name(N.LastLeaf) << ")\n";
  }
  OS << "\n#undef NODE\n#undef CONCRETE_NODE\n#undef ABSTRACT_NODE\n";
}

/// The C++ class a child of syntax S is: its node type, through Optional;
/// a token is a Leaf.
std::string childClass(const Record *S) {
  while (S->isSubClassOf("Optional"))
    S = S->getValueAsDef("inner");
  if (S->isSubClassOf("NodeType"))
    return std::string(S->getName());
  return "Leaf";
}

/// Documentation as /// lines: trailing whitespace and leading newlines
/// dropped, the first line's indentation removed from every line that
/// starts with it.
void writeDoc(OStream &OS, std::string_view Doc) {
  size_t End = Doc.find_last_not_of(" \t\r\n");
  if (End == std::string_view::npos)
    return;
  Doc = Doc.substr(0, End + 1);
  Doc.remove_prefix(std::min(Doc.find_first_not_of('\n'), Doc.size()));
  std::string_view Indent = Doc.substr(0, Doc.find_first_not_of(' '));
  while (true) {
    size_t NL = Doc.find('\n');
    std::string_view Line = Doc.substr(0, NL);
    if (Line.starts_with(Indent))
      Line.remove_prefix(Indent.size());
    OS << "/// " << Line << "\n";
    if (NL == std::string_view::npos)
      break;
    Doc.remove_prefix(NL + 1);
  }
}

void emitNodeClasses(const RecordKeeper &Records, OStream &OS) {
  SyntaxTree T(Records);
  emitSourceFileHeader("Syntax tree node list", OS, Records);
  OS << "\n// Forward-declare node types so we don't have to carefully sequence "
        "definitions.\n";
  for (uint32_t I = 0; I < T.Nodes.size(); ++I)
    OS << "class " << T.name(I) << ";\n";
  OS << "\n// Node definitions\n\n";
  for (uint32_t I = 0; I < T.Nodes.size(); ++I) {
    const SyntaxTree::Node &N = T.Nodes[I];
    const Record *R = N.Rec;
    if (R->isSubClassOf("External"))
      continue;
    writeDoc(OS, R->getValueAsString("documentation"));
    std::string_view Name = T.name(I);
    std::string_view Base = N.Base < 0 ? std::string_view() : T.name(uint32_t(N.Base));
    if (N.Kids.empty())
      OS << "class " << Name << " final : public " << Base << " {\npublic:\n  " << Name
         << "() : " << Base << "(NodeKind::" << Name << ") {}\n";
    else
      OS << "class " << Name << " : public " << Base << " {\nprotected:\n  " << Name
         << "(NodeKind K) : " << Base << "(K) {}\npublic:\n";
    if (R->isSubClassOf("Sequence"))
      for (const Record *Role : R->getValueAsListOfDefs("children")) {
        std::string Class = childClass(Role->getValueAsDef("syntax"));
        std::string RoleName = Role->getValueAsString("role");
        std::string Body = "    return llvm::cast_or_null<" + Class +
                           ">(findChild(NodeRole::" + RoleName + "));\n  }\n";
        OS << "  " << Class << " *get" << RoleName << "()  {\n" << Body;
        OS << "  const " << Class << " *get" << RoleName << "() const  {\n" << Body;
      }
    OS << "  static bool classof(const Node *N);\n};\n\n";
  }
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(ClangSyntaxNodeList, TM_Clang, "gen-clang-syntax-node-list",
                             "Generate list of Clang Syntax Tree node types", emitNodeList,
                             BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(ClangSyntaxNodeClasses, TM_Clang, "gen-clang-syntax-node-classes",
                             "Generate definitions of Clang Syntax Tree node clasess",
                             emitNodeClasses, BT_None);

} // namespace tblgen::clangsyntax
