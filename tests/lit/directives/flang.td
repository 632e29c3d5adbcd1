// The Flang sections of -gen-directive-impl: clause sets and their map,
// parse-tree classes, dumper, unparser, check prototypes, the clause kind
// map and the clause parser; and Clang's CLAUSE macros. Clang's clause sets
// are only emitted for OpenACC (see openacc.td).
//
// RUN: %tblgen -I /usr/include/llvm-22 -I %S/Inputs --gen-directive-impl %s | FileCheck %s
// DIFF: -I /usr/include/llvm-22 -I %S/Inputs --gen-directive-impl

include "language.td"

// CHECK:      #ifdef GEN_FLANG_DIRECTIVE_CLAUSE_SETS
// CHECK-NEXT: #undef GEN_FLANG_DIRECTIVE_CLAUSE_SETS
// CHECK-EMPTY:
// CHECK-NEXT: namespace llvm::tdl {
// CHECK-EMPTY:
// CHECK-NEXT: // Sets for barrier
// CHECK-EMPTY:
// CHECK-NEXT: static TdlClauseSet allowedClauses_TDLD_barrier {
// CHECK-NEXT: };
// CHECK:      // Sets for declare target
// CHECK:      // Sets for parallel
// CHECK-EMPTY:
// CHECK-NEXT: static TdlClauseSet allowedClauses_TDLD_parallel {
// CHECK-NEXT:   Clause::TDLC_async,
// CHECK-NEXT:   Clause::TDLC_copy,
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT: static TdlClauseSet allowedOnceClauses_TDLD_parallel {
// CHECK-NEXT:   Clause::TDLC_default,
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT: static TdlClauseSet allowedExclusiveClauses_TDLD_parallel {
// CHECK-NEXT:   Clause::TDLC_gang,
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT: static TdlClauseSet requiredClauses_TDLD_parallel {
// CHECK-NEXT:   Clause::TDLC_default,
// CHECK-NEXT:   Clause::TDLC_order,
// CHECK-NEXT: };
// CHECK:      } // namespace llvm::tdl
// CHECK-EMPTY:
// CHECK-NEXT: #endif // GEN_FLANG_DIRECTIVE_CLAUSE_SETS

// CHECK:      #undef GEN_FLANG_DIRECTIVE_CLAUSE_MAP
// CHECK-EMPTY:
// CHECK-NEXT: {
// CHECK-NEXT:   {llvm::tdl::Directive::TDLD_barrier,
// CHECK-NEXT:     {
// CHECK-NEXT:       llvm::tdl::allowedClauses_TDLD_barrier,
// CHECK-NEXT:       llvm::tdl::allowedOnceClauses_TDLD_barrier,
// CHECK-NEXT:       llvm::tdl::allowedExclusiveClauses_TDLD_barrier,
// CHECK-NEXT:       llvm::tdl::requiredClauses_TDLD_barrier,
// CHECK-NEXT:     }
// CHECK-NEXT:   },

// CHECK:      #undef GEN_FLANG_CLAUSE_PARSER_CLASSES
// CHECK-EMPTY:
// CHECK-NEXT: WRAPPER_CLASS(Async, std::optional<ScalarIntExpr>);
// CHECK-NEXT: WRAPPER_CLASS(Copy, ObjectList);
// CHECK-NEXT: WRAPPER_CLASS(Default, std::optional<std::list<DefaultKind>>);
// CHECK-NEXT: WRAPPER_CLASS(DeviceType, std::list<Name>);
// CHECK-NEXT: WRAPPER_CLASS(Gang, ScalarIntConstantExpr);
// CHECK-NEXT: EMPTY_CLASS(Hidden);

// CHECK:      #undef GEN_FLANG_CLAUSE_PARSER_CLASSES_LIST
// CHECK-EMPTY:
// CHECK-NEXT: Async
// CHECK-NEXT: , Copy

// CHECK:      NODE(TdlClause, VectorLength)

// Clauses that skip the unparser (hidden) get nothing.
// CHECK:      #undef GEN_FLANG_CLAUSE_UNPARSE
// CHECK-EMPTY:
// CHECK-NEXT: void Unparse(const TdlClause::Async &x) {
// CHECK-NEXT:   Word("ASYNC");
// CHECK-NEXT:   Walk("(", x.v, ")");
// CHECK-NEXT: }
// CHECK:      void Unparse(const TdlClause::Default &x) {
// CHECK-NEXT:   Word("DEFAULT");
// CHECK-NEXT:   Put("(");
// CHECK-NEXT:   if (x.v.has_value())
// CHECK-NEXT:     Walk(x.v, ",");
// CHECK-NEXT:   else
// CHECK-NEXT:     Put("none");
// CHECK-NEXT:   Put(")");
// CHECK-NEXT: }
// CHECK-NEXT: void Unparse(const TdlClause::DeviceType &x) {
// CHECK-NEXT:   Word("DEVICE_TYPE");
// CHECK-NEXT:   Put("(");
// CHECK-NEXT:   Walk(x.v, ",");
// CHECK-NEXT:   Put(")");
// CHECK-NEXT: }
// CHECK-NOT:  Hidden &
// CHECK:      void Unparse(const TdlClause::HiddenClass &x) {
// CHECK:      void Before(const TdlClause::Mode &) { Word("MODE"); }

// CHECK:      void Enter(const parser::TdlClause::Async &);

// CHECK:      if constexpr (std::is_same_v<A, parser::TdlClause::VectorLength>)
// CHECK-NEXT:   return llvm::tdl::Clause::TDLC_vector_length;
// CHECK:      llvm_unreachable("Invalid Tdl Parser clause");

// Every spelling, in reverse alphabetical order.
// CHECK:      TYPE_PARSER(
// CHECK-NEXT:   "vector_length" >> construct<TdlClause>(construct<TdlClause::VectorLength>(maybe(parenthesized("len:" >> scalarExpr)))) ||
// CHECK-NEXT:   "unknown" >> construct<TdlClause>(construct<TdlClause::Unknown>()) ||
// CHECK-NEXT:   "present_or_copy" >> construct<TdlClause>(construct<TdlClause::Copy>(parenthesized(Parser<ObjectList>{}))) ||
// CHECK-NEXT:   "pcopy" >> construct<TdlClause>(construct<TdlClause::Copy>(parenthesized(Parser<ObjectList>{}))) ||
// CHECK:        "gang" >> construct<TdlClause>(construct<TdlClause::Gang>(parenthesized("num:" >> scalarIntConstantExpr || scalarIntConstantExpr))) ||
// CHECK-NEXT:   "dtype" >> construct<TdlClause>(construct<TdlClause::DeviceType>(parenthesized(nonemptyList(name)))) ||
// CHECK:        "default" >> construct<TdlClause>(construct<TdlClause::Default>(maybe(parenthesized(nonemptyList(Parser<DefaultKind>{}))))) ||
// CHECK-NEXT:   "copy" >> construct<TdlClause>(construct<TdlClause::Copy>(parenthesized(Parser<ObjectList>{}))) ||
// CHECK-NEXT:   "async" >> construct<TdlClause>(construct<TdlClause::Async>(maybe(parenthesized(scalarIntExpr))))
// CHECK-NEXT: )

// CHECK-NOT:  GEN_CLANG_DIRECTIVE_CLAUSE_SETS
// CHECK:      #undef GEN_CLANG_CLAUSE_CLASS
// CHECK:      #define __CLAUSE(Name, Class)                      \
// CHECK-NEXT:   CLAUSE(TDLC_##Name, #Name, /* Implicit */ false) \
// CHECK-NEXT:   CLAUSE_CLASS(TDLC_##Name, #Name, Class)
// CHECK:      __CLAUSE_NO_CLASS(async)
// CHECK-NEXT: __CLAUSE(copy, CopyClause)
// CHECK:      __IMPLICIT_CLAUSE_NO_CLASS(hidden, "hidden")
// CHECK-NEXT: __IMPLICIT_CLAUSE_CLASS(hidden_class, "hidden_class", HiddenClause)
// CHECK:      #undef CLAUSE{{$}}
// CHECK-EMPTY:
// CHECK-NEXT: #endif // GEN_CLANG_CLAUSE_CLASS
