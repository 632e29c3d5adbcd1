//===- NodeTree.h - A Clang AST node hierarchy ------------------*- C++ -*-===//
//
// The records of one of Clang's AST hierarchies (DeclNode, StmtNode,
// CommentNode, TypeNode): each names its Base, the root none. NodeTree
// holds them with their children, in record order.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

namespace tblgen {
class Record;
class RecordKeeper;
} // namespace tblgen

namespace tblgen::clangast {

/// How a malformed hierarchy is reported: the messages differ between
/// clang-tblgen's node-list backends and its type database.
struct RootMessages {
  std::string_view Multiple; ///< before the class name: several roots
  std::string_view Missing;  ///< before the class name: no root
  bool Quoted;               ///< the class name in double quotes
};

class NodeTree {
public:
  /// The records deriving from NodeClass; a fatal error (with Messages)
  /// when there is not exactly one root.
  NodeTree(const RecordKeeper &Records, std::string_view NodeClass, const RootMessages &Messages);

  const std::vector<const Record *> &nodes() const { return Nodes; }
  uint32_t root() const { return Root; }
  /// The children of node N, in record order.
  const std::vector<uint32_t> &children(uint32_t N) const { return Children[N]; }
  const Record *record(uint32_t N) const { return Nodes[N]; }
  std::string_view name(uint32_t N) const;
  bool isAbstract(uint32_t N) const;

private:
  std::vector<const Record *> Nodes;
  std::vector<std::vector<uint32_t>> Children;
  uint32_t Root = 0;
};

} // namespace tblgen::clangast
