//===- NodeTree.cpp - A Clang AST node hierarchy --------------------------===//

#include "NodeTree.h"

#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <unordered_map>

namespace tblgen::clangast {

NodeTree::NodeTree(const RecordKeeper &Records, std::string_view NodeClass,
                   const RootMessages &Messages) {
  Nodes = Records.getAllDerivedDefinitions(NodeClass);
  Children.resize(Nodes.size());
  std::unordered_map<const Record *, uint32_t> Index;
  Index.reserve(Nodes.size());
  for (uint32_t I = 0; I < Nodes.size(); ++I)
    Index.emplace(Nodes[I], I);
  auto className = [&] {
    std::string Name(NodeClass);
    return Messages.Quoted ? "\"" + Name + "\"" : Name;
  };
  bool HaveRoot = false;
  for (uint32_t I = 0; I < Nodes.size(); ++I) {
    if (const Record *Base = Nodes[I]->getValueAsOptionalDef("Base")) {
      // A base outside the hierarchy leaves the node unreachable.
      if (auto It = Index.find(Base); It != Index.end())
        Children[It->second].push_back(I);
      continue;
    }
    if (HaveRoot)
      PrintFatalError(Nodes[I], std::string(Messages.Multiple) + className() + " hierarchy");
    Root = I;
    HaveRoot = true;
  }
  if (!HaveRoot)
    PrintFatalError(std::string(Messages.Missing) + className() + " hierarchy");
}

std::string_view NodeTree::name(uint32_t N) const { return Nodes[N]->getName(); }

bool NodeTree::isAbstract(uint32_t N) const { return Nodes[N]->getValueAsBit("Abstract"); }

} // namespace tblgen::clangast
