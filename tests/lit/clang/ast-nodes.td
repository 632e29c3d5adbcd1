// RUN: %clang-tblgen -gen-clang-decl-nodes %s | FileCheck %s --check-prefix=DECL
// RUN: %clang-tblgen -gen-clang-stmt-nodes %s | FileCheck %s --check-prefix=STMT
// RUN: %clang-tblgen -gen-clang-type-nodes %s | FileCheck %s --check-prefix=TYPE
// RUN: not %clang-tblgen -gen-clang-stmt-nodes -DEMPTY_ABSTRACT %s 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not %clang-tblgen -gen-clang-comment-nodes -DTWO_ROOTS %s 2>&1 | FileCheck %s --check-prefix=ROOTS
// RUN: not %clang-tblgen -gen-clang-comment-nodes -DNO_ROOT %s 2>&1 | FileCheck %s --check-prefix=NOROOT
// RUN: not %clang-tblgen -gen-clang-type-nodes -DBAD_TYPE_NAME %s 2>&1 | FileCheck %s --check-prefix=TYPENAME
// RUN: not %clang-tblgen -gen-clang-type-nodes -DTWO_MACROS %s 2>&1 | FileCheck %s --check-prefix=TWOMACROS
// RUN: not %clang-tblgen -gen-clang-type-nodes -DROOT_TYPE_ONLY %s 2>&1 | FileCheck %s --check-prefix=ROOTONLY
// DIFF: -gen-clang-decl-nodes
// DIFF: -gen-clang-stmt-nodes
// DIFF: -gen-clang-comment-nodes
// DIFF: -gen-clang-type-nodes
// DIFF: -gen-clang-stmt-nodes -DEMPTY_ABSTRACT
// DIFF: -gen-clang-comment-nodes -DTWO_ROOTS
// DIFF: -gen-clang-comment-nodes -DNO_ROOT
// DIFF: -gen-clang-type-nodes -DBAD_TYPE_NAME
// DIFF: -gen-clang-type-nodes -DTWO_MACROS
//
// Small AST hierarchies of our own: each node names its base. The node
// lists nest each node's macro in its base's, siblings in descending name
// order (declaration contexts first among Decls), each subtree followed by
// the range of its concrete nodes; the type database lists the types depth
// first with siblings in record (name) order, through the macro their
// traits choose.

class ASTNode;
class DeclNode<DeclNode base, bit abstract = false> : ASTNode {
  DeclNode Base = base;
  bit Abstract = abstract;
}
class DeclContext;
def Decl : DeclNode<?, true>;
def Alpha : DeclNode<Decl>;
def Named : DeclNode<Decl, true>;
def Value : DeclNode<Named>, DeclContext;
def Function : DeclNode<Value>, DeclContext;
def Method : DeclNode<Function>;
def Beta : DeclNode<Named>;
def Scope : DeclNode<Decl>, DeclContext;
def Zulu : DeclNode<Decl>;

class StmtNode<StmtNode base, bit abstract = false> : ASTNode {
  StmtNode Base = base;
  bit Abstract = abstract;
}
def Stmt : StmtNode<?, true>;
def IfStmt : StmtNode<Stmt>;
def Expr : StmtNode<Stmt, true>;
def CallExpr : StmtNode<Expr>;
def LiteralExpr : StmtNode<Expr>;
#ifdef EMPTY_ABSTRACT
// EMPTY: ast-nodes.td:[[@LINE+1]]:5: error: abstract node has no children
def NothingBelow : StmtNode<Stmt, true>;
#endif

class CommentNode<CommentNode base, bit abstract = false> : ASTNode {
  CommentNode Base = base;
  bit Abstract = abstract;
}
// A hierarchy without records has no root.
#ifndef NO_ROOT
def Comment : CommentNode<?, true>;
def TextComment : CommentNode<Comment>;
#endif
#ifdef TWO_ROOTS
// ROOTS: ast-nodes.td:[[@LINE+1]]:5: error: multiple root nodes in "CommentNode" hierarchy
def SecondRoot : CommentNode<?>;
#endif
// NOROOT: error: didn't find root node in "CommentNode" hierarchy

class TypeNode<TypeNode base, bit abstract = false> : ASTNode {
  TypeNode Base = base;
  bit Abstract = abstract;
}
class AlwaysDependent;
class NeverCanonical;
class NeverCanonicalUnlessDependent;
class AlwaysCanonical;
// ROOTONLY: ast-nodes.td:[[@LINE+1]]:5: error: no type node below the root type 'Type'
def Type : TypeNode<?, true>;
// (clang-tblgen crashes on a lone root type: docs/known-differences.md.)
#ifndef ROOT_TYPE_ONLY
def BuiltinType : TypeNode<Type>, AlwaysCanonical;
def PointerType : TypeNode<Type>;
def ArrayType : TypeNode<Type, true>;
def ConstantArrayType : TypeNode<ArrayType>;
def DependentArrayType : TypeNode<ArrayType>, AlwaysDependent;
def TypedefType : TypeNode<Type>, NeverCanonical;
def DecltypeType : TypeNode<Type>, NeverCanonicalUnlessDependent;
#endif
#ifdef BAD_TYPE_NAME
// TYPENAME: ast-nodes.td:[[@LINE+1]]:5: error: name of node doesn't end in Type
def Misnamed : TypeNode<Type>;
#endif
#ifdef TWO_MACROS
// TWOMACROS: ast-nodes.td:[[@LINE+1]]:5: error: conflict when computing macro name for Type node: trying to use both "DEPENDENT_TYPE" and "ABSTRACT_TYPE"
def BothType : TypeNode<Type, true>, AlwaysDependent;
#endif

// DECL:      #ifndef VALUE
// DECL-NEXT: #  define VALUE(Type, Base) NAMED(Type, Base)
// DECL-NEXT: #endif
// DECL-NEXT: VALUE(Value, NamedDecl)
// DECL:      DECL_RANGE(Named, Value, Beta)
// DECL:      LAST_DECL_RANGE(Decl, Scope, Alpha)
// DECL:      DECL_CONTEXT(Function)
// DECL-NEXT: DECL_CONTEXT(Method)
// DECL-NEXT: DECL_CONTEXT(Scope)
// DECL-NEXT: DECL_CONTEXT(Value)
// DECL-NEXT: DECL_CONTEXT(Function)
// DECL-NEXT: DECL_CONTEXT(Method)
// DECL-NEXT: #undef DECL_CONTEXT

// STMT:      ABSTRACT_STMT(EXPR(Expr, Stmt))
// STMT:      STMT_RANGE(Expr, LiteralExpr, CallExpr)
// STMT:      LAST_STMT_RANGE(Stmt, IfStmt, CallExpr)

// TYPE:      ABSTRACT_TYPE(Array, Type)
// TYPE-NEXT: TYPE(ConstantArray, ArrayType)
// TYPE-NEXT: DEPENDENT_TYPE(DependentArray, ArrayType)
// TYPE-NEXT: TYPE(Builtin, Type)
// TYPE-NEXT: NON_CANONICAL_UNLESS_DEPENDENT_TYPE(Decltype, Type)
// TYPE-NEXT: TYPE(Pointer, Type)
// TYPE-NEXT: NON_CANONICAL_TYPE(Typedef, Type)
// TYPE-NEXT: #ifdef LAST_TYPE
// TYPE-NEXT: LAST_TYPE(Typedef)
// TYPE:      ALWAYS_CANONICAL_TYPE(Builtin)
