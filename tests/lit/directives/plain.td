// A language with the defaults of DirectiveLanguage: an empty C++ namespace
// (no namespace block), no enumerator prefixes, no exported enumerators (so
// no clause value helpers) and no bitmask enum support. It also has no
// directives or clauses with leaves, so the leaf table has two columns.
//
// RUN: %tblgen -I /usr/include/llvm-22 --gen-directive-decl %s | FileCheck --check-prefix=DECL %s
// RUN: %tblgen -I /usr/include/llvm-22 --gen-directive-impl %s | FileCheck --check-prefix=IMPL %s
// DIFF: -I /usr/include/llvm-22 --gen-directive-decl
// DIFF: -I /usr/include/llvm-22 --gen-directive-impl

include "llvm/Frontend/Directive/DirectiveBase.td"

def Plain : DirectiveLanguage {
  let name = "Plain";
  let cppNamespace = "";
}

def V_one : EnumVal<"one", 1, 1> { let isDefault = true; }
def C_X : Clause<[Spelling<"x">]> {
  let isDefault = true;
  let enumClauseValue = "XKind";
  let allowedClauseValues = [V_one];
}
def D_Y : Directive<[Spelling<"y">]> {
  let isDefault = true;
  let allowedClauses = [VersionedClause<C_X, 2, 3>];
  let association = AS_None;
  let category = CA_Meta;
}

// DECL:      #include "llvm/ADT/ArrayRef.h"
// DECL-NEXT: #include "llvm/ADT/Sequence.h"
// DECL:      namespace llvm {
// DECL-EMPTY:
// DECL-NEXT: enum class Association {
// DECL:      enum class Directive {
// DECL-NEXT:   y,
// DECL-NEXT:   First_ = y,
// DECL-NEXT:   Last_ = y,
// DECL-NEXT: };
// DECL-EMPTY:
// DECL-NEXT: static constexpr std::size_t Directive_enumSize = 1;
// DECL-EMPTY:
// DECL-NEXT: enum class Clause {
// DECL:      static constexpr std::size_t Clause_enumSize = 1;
// DECL-EMPTY:
// DECL-NEXT: enum class XKind {
// DECL-NEXT:   V_one=1,
// DECL-NEXT: };
// DECL-NEXT: // Enumeration helper functions
// DECL:      constexpr std::size_t getMaxLeafCount() { return 0; }
// DECL:      LLVM_ABI SourceLanguage getDirectiveLanguages(Directive D);
// DECL-EMPTY:
// DECL-NEXT: template <> struct enum_iteration_traits<::Association> {

// IMPL:      #undef GEN_FLANG_DIRECTIVE_CLAUSE_SETS
// IMPL-EMPTY:
// IMPL-NEXT: namespace llvm {
// IMPL-EMPTY:
// IMPL-NEXT: // Sets for y
// IMPL-EMPTY:
// IMPL-NEXT: static  allowedClauses_y {
// IMPL-NEXT:   Clause::x,
// IMPL-NEXT: };
// IMPL:      } // namespace llvm
// IMPL:      NODE(, X)
// IMPL:      void Enter(const parser::::X &);
// IMPL:        "x" >> construct<>(construct<::X>())
// IMPL:      #define __CLAUSE(Name, Class)                      \
// IMPL-NEXT:   CLAUSE(##Name, #Name, /* Implicit */ false) \
// IMPL:      llvm::StringRef llvm::::getPlainXKindName(llvm::::XKind x) {
// IMPL:          case y:
// IMPL-NEXT:       switch (C) {
// IMPL-NEXT:         case x:
// IMPL-NEXT:           return 2 <= Version && 3 >= Version;
// IMPL:      {{\[\[maybe_unused\]\]}} static const llvm::::Directive LeafConstructTable[][2] = {
// IMPL-NEXT:     {llvm::::y, static_cast<llvm::::Directive>(0),},
// IMPL-NEXT: };
// IMPL-EMPTY:
// IMPL-NEXT: {{\[\[maybe_unused\]\]}} static auto LeafConstructTableEndDirective = LeafConstructTable + 1;
