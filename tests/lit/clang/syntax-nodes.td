// RUN: %clang-tblgen -gen-clang-syntax-node-list %s | FileCheck %s --check-prefix=LIST
// RUN: %clang-tblgen -gen-clang-syntax-node-classes %s | FileCheck %s --check-prefix=CLASSES
// RUN: not %clang-tblgen -gen-clang-syntax-node-classes -DNODOC %s 2>&1 | FileCheck %s --check-prefix=NODOC
// DIFF: -gen-clang-syntax-node-list
// DIFF: -gen-clang-syntax-node-classes
// DIFF: -gen-clang-syntax-node-classes -DNODOC
//
// A syntax node hierarchy of our own, walked depth first with children by
// name; a node with children is abstract. Every node but an External one
// gets a class, documented by its documentation with the first line's
// indentation removed, and a Sequence one getter pair per child role.

class Syntax;
class Optional<Syntax inner_> : Syntax { Syntax inner = inner_; }
class AnyToken<list<string> kinds_> : Syntax { list<string> kinds = kinds_; }
class Token<string kind_> : AnyToken<[kind_]>;
class NodeType : Syntax {
  NodeType base = ?;
  string documentation;
}
class External<NodeType base_> : NodeType { let base = base_; }
def Node : External<?>;
def Leaf : External<Node>;
def Tree : External<Node>;
class Alternatives<NodeType base_ = Tree> : NodeType { let base = base_; }
class Unconstrained<NodeType base_ = Tree> : NodeType { let base = base_; }
class Role<string role_, Syntax syntax_> {
  string role = role_;
  Syntax syntax = syntax_;
}
class Sequence<NodeType base_ = Tree> : NodeType {
  let base = base_;
  list<Role> children;
}

def Alt : Alternatives { let documentation = "one line"; }
def Seq : Sequence {
  let documentation = [{
      Deep.
        More.

    Less.
  }];
  let children = [Role<"A", Alt>, Role<"B", Optional<Token<"x">>>, Role<"C", Optional<Alt>>];
}
def Seq2 : Sequence<Seq> { let children = []; let documentation = "  two\n  lines  "; }
def Unc : Unconstrained<Alt> { let documentation = ""; }
def Ext : External<Alt>;
def Ext2 : External<Ext>;
def Ext3 : External<Ext2>;
def Lone : Alternatives { let documentation = "alone"; }
#ifdef NODOC
def Undoc : Unconstrained;
// NODOC: syntax-nodes.td:[[@LINE-1]]:5: error: Record `Undoc', field `documentation' exists but does not have a string value
#endif

// LIST:      CONCRETE_NODE(Leaf,Node)
// LIST-NEXT: ABSTRACT_NODE(Tree,Node,Ext3,Seq2)
// LIST-NEXT: ABSTRACT_NODE(Alt,Tree,Ext3,Unc)
// LIST-NEXT: ABSTRACT_NODE(Ext,Alt,Ext3,Ext3)
// LIST-NEXT: ABSTRACT_NODE(Ext2,Ext,Ext3,Ext3)
// LIST-NEXT: CONCRETE_NODE(Ext3,Ext2)
// LIST-NEXT: CONCRETE_NODE(Unc,Alt)
// LIST-NEXT: CONCRETE_NODE(Lone,Tree)
// LIST-NEXT: ABSTRACT_NODE(Seq,Tree,Seq2,Seq2)
// LIST-NEXT: CONCRETE_NODE(Seq2,Seq)
// LIST-EMPTY:
// LIST-NEXT: #undef NODE

// CLASSES:      class Node;
// CLASSES-NEXT: class Leaf;
// CLASSES:      // Node definitions
// CLASSES-EMPTY:
// CLASSES-NEXT: /// one line
// CLASSES-NEXT: class Alt : public Tree {
// CLASSES-NEXT: protected:
// CLASSES-NEXT:   Alt(NodeKind K) : Tree(K) {}
// CLASSES:      class Unc final : public Alt {
// CLASSES:      /// Deep.
// CLASSES-NEXT: ///   More.
// CLASSES-NEXT: /// {{$}}
// CLASSES-NEXT: ///     Less.
// CLASSES-NEXT: class Seq : public Tree {
// CLASSES:        Leaf *getB()  {
// CLASSES-NEXT:     return llvm::cast_or_null<Leaf>(findChild(NodeRole::B));
// CLASSES:        const Alt *getC() const  {
// CLASSES:      /// two
// CLASSES-NEXT: /// lines
// CLASSES-NEXT: class Seq2 final : public Seq {
// CLASSES-NEXT: public:
// CLASSES-NEXT:   Seq2() : Seq(NodeKind::Seq2) {}
