// The GEN_DIRECTIVES_IMPL section of -gen-directive-impl: name and kind
// lookups, clause values, isAllowedClauseForDirective, associations (some
// computed from leaves), categories, languages and the leaf table.
//
// RUN: %tblgen -I /usr/include/llvm-22 -I %S/Inputs --gen-directive-impl %s | FileCheck %s
// DIFF: -I /usr/include/llvm-22 -I %S/Inputs --gen-directive-impl

include "language.td"

// CHECK:      #ifdef GEN_DIRECTIVES_IMPL
// CHECK-NEXT: #undef GEN_DIRECTIVES_IMPL
// CHECK-EMPTY:
// CHECK-NEXT: #include "llvm/Frontend/Directive/Spelling.h"
// CHECK-NEXT: #include "llvm/Support/ErrorHandling.h"
// CHECK-NEXT: #include <utility>
// CHECK-EMPTY:
// CHECK-NEXT: std::pair<llvm::tdl::Directive, llvm::directive::VersionRange> llvm::tdl::getTdlDirectiveKindAndVersions(llvm::StringRef Str) {
// CHECK-NEXT:   directive::VersionRange All; // Default-initialized to "all versions"
// CHECK-NEXT:   return StringSwitch<std::pair<Directive, directive::VersionRange>>(Str)
// CHECK-NEXT:     .Case("barrier", {TDLD_barrier, All})
// CHECK-NEXT:     .Case("barrier parallel fuse", {TDLD_barrier_parallel_fuse, All})
// CHECK-NEXT:     .Case("declare target", {TDLD_declare_target, {1, 4}})
// CHECK-NEXT:     .Case("declare_target", {TDLD_declare_target, {5, 2147483647}})
// CHECK:          .Default({TDLD_unknown, All});

// A directive with several spellings gets a table sorted by version.
// CHECK:          case TDLD_declare_target: {
// CHECK-NEXT:       static constexpr llvm::directive::Spelling TDLD_declare_target_spellings[] = {
// CHECK-NEXT:           {"declare target", {1, 4}},
// CHECK-NEXT:           {"declare_target", {5, 2147483647}},
// CHECK-NEXT:       };
// CHECK-NEXT:       return llvm::directive::FindName(TDLD_declare_target_spellings, Version);
// CHECK-NEXT:     }

// Implicit clauses map to the default clause.
// CHECK:          .Case("hidden", {TDLC_unknown, All})
// CHECK-NEXT:     .Case("hidden_class", {TDLC_unknown, All})

// CHECK:          case TDLC_copy: {
// CHECK-NEXT:       static constexpr llvm::directive::Spelling TDLC_copy_spellings[] = {
// CHECK-NEXT:           {"copy", {0, 2147483647}},
// CHECK-NEXT:           {"pcopy", {1, 2}},
// CHECK-NEXT:           {"present_or_copy", {3, 2147483647}},

// CHECK:      llvm::tdl::OrderKind llvm::tdl::getOrderKind(llvm::StringRef Str) {
// CHECK-NEXT:   return StringSwitch<OrderKind>(Str)
// CHECK-NEXT:     .Case("fast",TDL_ORDER_fast)
// CHECK-NEXT:     .Case("slow",TDL_ORDER_slow)
// CHECK-NEXT:     .Case("unknown",TDL_ORDER_unknown)
// CHECK-NEXT:     .Default(TDL_ORDER_slow);
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: llvm::StringRef llvm::tdl::getTdlOrderKindName(llvm::tdl::OrderKind x) {
// CHECK-NEXT:   switch (x) {
// CHECK-NEXT:     case TDL_ORDER_fast:
// CHECK-NEXT:       return "fast";

// A clause in several lists gets one case, from the first list.
// CHECK:          case TDLD_parallel:
// CHECK-NEXT:       switch (C) {
// CHECK-NEXT:         case TDLC_async:
// CHECK-NEXT:           return 1 <= Version && 2147483647 >= Version;
// CHECK-NEXT:         case TDLC_copy:
// CHECK-NEXT:           return 2 <= Version && 2147483647 >= Version;
// CHECK-NEXT:         case TDLC_default:
// CHECK-NEXT:           return 1 <= Version && 5 >= Version;
// CHECK-NEXT:         case TDLC_gang:
// CHECK-NEXT:           return 1 <= Version && 2147483647 >= Version;
// CHECK-NEXT:         case TDLC_order:
// CHECK-NEXT:           return 1 <= Version && 2147483647 >= Version;
// CHECK-NEXT:         default:
// CHECK-NEXT:           return false;
// CHECK-NEXT:       }
// CHECK-NEXT:       break;

// None + Block + LoopSeq = LoopSeq; Block + LoopNest = LoopNest.
// CHECK:      llvm::tdl::Association llvm::tdl::getDirectiveAssociation(llvm::tdl::Directive Dir) {
// CHECK-NEXT:   switch (Dir) {
// CHECK-NEXT:   case TDLD_barrier:
// CHECK-NEXT:     return Association::None;
// CHECK-NEXT:   case TDLD_barrier_parallel_fuse:
// CHECK-NEXT:     return Association::LoopSeq;
// CHECK:        case TDLD_parallel_loop:
// CHECK-NEXT:     return Association::LoopNest;

// CHECK:        case TDLD_END_barrier:
// CHECK-NEXT:     return Category::Declarative;

// CHECK:        case TDLD_barrier:
// CHECK-NEXT:     return SourceLanguage::C | SourceLanguage::C_plus_plus;
// CHECK:        case TDLD_fuse:
// CHECK-NEXT:     return ;
// CHECK-NEXT:   case TDLD_loop:
// CHECK-NEXT:     return SourceLanguage::Fortran;
// CHECK:        } // switch(D)

// Rows are sorted by leaves; "end ..." directives (any case) come last.
// CHECK:      static_assert(sizeof(llvm::tdl::Directive) == sizeof(int));
// CHECK-NEXT: {{\[\[maybe_unused\]\]}} static const llvm::tdl::Directive LeafConstructTable[][5] = {
// CHECK-NEXT:     {llvm::tdl::TDLD_barrier, static_cast<llvm::tdl::Directive>(0), static_cast<llvm::tdl::Directive>(-1), static_cast<llvm::tdl::Directive>(-1), static_cast<llvm::tdl::Directive>(-1),},
// CHECK:          {llvm::tdl::TDLD_unknown,
// CHECK-NEXT:     {llvm::tdl::TDLD_barrier_parallel_fuse, static_cast<llvm::tdl::Directive>(3), llvm::tdl::TDLD_barrier, llvm::tdl::TDLD_parallel, llvm::tdl::TDLD_fuse,},
// CHECK-NEXT:     {llvm::tdl::TDLD_parallel_loop, static_cast<llvm::tdl::Directive>(2), llvm::tdl::TDLD_parallel, llvm::tdl::TDLD_loop, static_cast<llvm::tdl::Directive>(-1),},
// CHECK-NEXT:     {llvm::tdl::TDLD_END_barrier,
// CHECK-NEXT:     {llvm::tdl::TDLD_end_parallel_loop,
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT: {{\[\[maybe_unused\]\]}} static auto LeafConstructTableEndDirective = LeafConstructTable + 9;
// CHECK-EMPTY:
// CHECK-NEXT: {{\[\[maybe_unused\]\]}} static const int LeafConstructTableOrdering[] = {
// CHECK-NEXT:     0, 7, 1, 9, 10, 2, 3, 4, 8, 5, 6,
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT: #endif // GEN_DIRECTIVES_IMPL
