//===- TypeSerialization.cpp - Clang's AbstractType{Reader,Writer} --------===//
//
// -gen-clang-type-reader and -gen-clang-type-writer: the concrete type
// nodes of TypeNodes.td, walked depth first, each read or written through
// its own properties and then its ancestors' (less those an Override
// ignores): a dispatch switch on the type class, then one method per node.
//
//===----------------------------------------------------------------------===//

#include "../ast/NodeTree.h"
#include "PropsModel.h"
#include "PropsText.h"

#include "tblgen/Backend.h"
#include "tblgen/Error.h"

#include <algorithm>

namespace tblgen::clangprops {

namespace {

using clangast::NodeTree;

/// The concrete nodes in walk order.
std::vector<uint32_t> concreteNodes(const NodeTree &Tree) {
  std::vector<uint32_t> Out;
  auto walk = [&](auto &Self, uint32_t N) -> void {
    if (!Tree.isAbstract(N) && N != Tree.root())
      Out.push_back(N);
    for (uint32_t K : Tree.children(N))
      Self(Self, K);
  };
  walk(walk, Tree.root());
  return Out;
}

/// A node's properties: its own, then each ancestor's in turn, without
/// those any Override on the way ignores.
std::vector<const Record *> nodeProperties(const PropsModel &M, const Record *Node) {
  std::vector<const Record *> Out;
  std::vector<std::string> Ignored;
  for (const Record *R = Node; R; R = R->getValueAsOptionalDef("Base")) {
    const PropertyOwner &O = M.owner(R);
    if (O.Override)
      for (const std::string &Name : O.Override->getValueAsListOfStrings("IgnoredProperties"))
        Ignored.push_back(Name);
    for (const Record *P : O.Properties)
      if (std::find(Ignored.begin(), Ignored.end(), P->getValueAsString("Name")) == Ignored.end())
        Out.push_back(P);
  }
  return Out;
}

/// The TypeClass enumerator of a node: its name without "Type".
std::string_view kindName(std::string_view Name) {
  if (Name.ends_with("Type"))
    Name.remove_suffix(4);
  return Name;
}

void emitTypeSide(const RecordKeeper &Records, OStream &OS, bool Writing) {
  PropsModel M(Records);
  if (!Records.getClass("TypeNode"))
    PrintFatalError("cannot find definition for node class TypeNode");
  NodeTree Tree(Records, "TypeNode",
                clangast::RootMessages{"multiple root nodes in ", "no root node in ", false});
  std::vector<uint32_t> Nodes = concreteNodes(Tree);
  emitSourceFileHeader(Writing ? "A CRTP writer for Clang Type nodes"
                               : "A CRTP reader for Clang Type nodes",
                       OS, Records);
  if (Writing)
    OS << "template <class PropertyWriter>\nclass AbstractTypeWriter {\npublic:\n"
       << "  PropertyWriter &W;\n\n  AbstractTypeWriter(PropertyWriter &W) : W(W) {}\n\n"
       << "  void write(const Type *node) {\n    switch (node->getTypeClass()) {\n";
  else
    OS << "template <class PropertyReader>\nclass AbstractTypeReader {\npublic:\n"
       << "  PropertyReader &R;\n\n  AbstractTypeReader(PropertyReader &R) : R(R) {}\n\n"
       << "  QualType read(Type::TypeClass kind) {\n    switch (kind) {\n";
  for (uint32_t N : Nodes) {
    std::string_view Name = Tree.name(N);
    OS << "    case Type::" << kindName(Name) << ":\n";
    if (Writing)
      OS << "      return write" << Name << "(static_cast<const " << Name << " *>(node));\n";
    else
      OS << "      return read" << Name << "();\n";
  }
  OS << "    }\n    llvm_unreachable(\"bad kind\");\n  }\n\n";
  for (uint32_t N : Nodes) {
    const Record *Node = Tree.record(N);
    std::string_view Name = Tree.name(N);
    auto Found = M.Owners.find(Node);
    if (Found == M.Owners.end())
      PrintFatalError(Node, "no information about how to deserialize \"" + std::string(Name) +
                                "\"");
    const PropertyOwner &O = Found->second;
    std::vector<const Record *> Props = nodeProperties(M, Node);
    if (Writing) {
      OS << "  void write" << Name << "(const " << Name << " *node) {\n";
      if (O.ReadHelper)
        OS << "    " << O.ReadHelper->getValueAsString("Code") << "\n";
      for (const Record *P : Props)
        writeProperty(OS, P, "W", "    ");
    } else {
      OS << "  QualType read" << Name << "() {\n    auto &ctx = R.getASTContext();\n";
      for (const Record *P : Props)
        readProperty(OS, P, "R", "    ");
      const Record *Creator = checkedCreator(Node, Name, O.Creator, Props);
      OS << "    " << Creator->getValueAsString("Create") << "\n";
    }
    OS << "  }\n\n";
  }
  OS << "};\n\n";
}

void emitTypeReader(const RecordKeeper &Records, OStream &OS) {
  emitTypeSide(Records, OS, false);
}
void emitTypeWriter(const RecordKeeper &Records, OStream &OS) {
  emitTypeSide(Records, OS, true);
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(ClangTypeReader, TM_Clang, "gen-clang-type-reader",
                             "Generate Clang AbstractTypeReader class", emitTypeReader, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(ClangTypeWriter, TM_Clang, "gen-clang-type-writer",
                             "Generate Clang AbstractTypeWriter class", emitTypeWriter, BT_None);

} // namespace tblgen::clangprops
