// -gen-directive-decl: enums, exported enumerators and the declarations of
// the lookup functions.
//
// RUN: %tblgen -I /usr/include/llvm-22 -I %S/Inputs --gen-directive-decl %s | FileCheck %s
// DIFF: -I /usr/include/llvm-22 -I %S/Inputs --gen-directive-decl

include "language.td"

// CHECK:      #ifndef LLVM_Tdl_INC
// CHECK-NEXT: #define LLVM_Tdl_INC
// CHECK-EMPTY:
// CHECK-NEXT: #include "llvm/ADT/ArrayRef.h"
// CHECK-NEXT: #include "llvm/ADT/BitmaskEnum.h"
// CHECK-NEXT: #include "llvm/ADT/Sequence.h"
// CHECK:      namespace llvm {
// CHECK-EMPTY:
// CHECK-NEXT: namespace tdl {
// CHECK-EMPTY:
// CHECK-NEXT: LLVM_ENABLE_BITMASK_ENUMS_IN_NAMESPACE();
// CHECK-EMPTY:

// AS_FromLeaves has no enumerator.
// CHECK-NEXT: enum class Association {
// CHECK-NEXT:   Block,
// CHECK-NEXT:   First_ = Block,
// CHECK-NEXT:   Declaration,
// CHECK-NEXT:   Delimited,
// CHECK-NEXT:   LoopNest,
// CHECK-NEXT:   LoopSeq,
// CHECK-NEXT:   None,
// CHECK-NEXT:   Separating,
// CHECK-NEXT:   Last_ = Separating,
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT: static constexpr std::size_t Association_enumSize = 7;

// CHECK:      enum class SourceLanguage : uint32_t {
// CHECK-NEXT:   C = 1U,
// CHECK-NEXT:   C_plus_plus = 2U,
// CHECK-NEXT:   Fortran = 4U,
// CHECK-NEXT:   LLVM_MARK_AS_BITMASK_ENUM(/*LargestValue=*/Fortran)
// CHECK-NEXT: };

// Directives are named by their oldest spelling.
// CHECK:      enum class Directive {
// CHECK-NEXT:   TDLD_barrier,
// CHECK-NEXT:   First_ = TDLD_barrier,
// CHECK-NEXT:   TDLD_barrier_parallel_fuse,
// CHECK-NEXT:   TDLD_declare_target,
// CHECK:        Last_ = TDLD_unknown,
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT: static constexpr std::size_t Directive_enumSize = 11;
// CHECK-EMPTY:
// CHECK-NEXT: constexpr auto TDLD_barrier = Directive::TDLD_barrier;

// CHECK:      constexpr auto TDLC_unknown = Clause::TDLC_unknown;
// CHECK-EMPTY:
// CHECK-NEXT: enum class ModeKind {
// CHECK-NEXT:   TDL_MODE_a=1,
// CHECK-NEXT:   TDL_MODE_b=2,
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT: constexpr auto TDL_MODE_a = ModeKind::TDL_MODE_a;
// CHECK-NEXT: constexpr auto TDL_MODE_b = ModeKind::TDL_MODE_b;
// CHECK-EMPTY:
// CHECK-NEXT: enum class OrderKind {

// CHECK:      // Enumeration helper functions
// CHECK-NEXT: LLVM_ABI std::pair<Directive, directive::VersionRange> getTdlDirectiveKindAndVersions(StringRef Str);
// CHECK:      constexpr std::size_t getMaxLeafCount() { return 3; }
// CHECK-NEXT: LLVM_ABI Association getDirectiveAssociation(Directive D);
// CHECK-NEXT: LLVM_ABI Category getDirectiveCategory(Directive D);
// CHECK-NEXT: LLVM_ABI SourceLanguage getDirectiveLanguages(Directive D);
// CHECK-NEXT: LLVM_ABI ModeKind getModeKind(StringRef Str);
// CHECK-NEXT: LLVM_ABI StringRef getTdlModeKindName(ModeKind x);
// CHECK-NEXT: LLVM_ABI OrderKind getOrderKind(StringRef Str);
// CHECK-NEXT: LLVM_ABI StringRef getTdlOrderKindName(OrderKind x);
// CHECK-EMPTY:
// CHECK-NEXT: } // namespace tdl
// CHECK-EMPTY:
// CHECK-NEXT: template <> struct enum_iteration_traits<tdl::Association> {
// CHECK:      template <> struct enum_iteration_traits<tdl::Clause> {
// CHECK-NEXT:   static constexpr bool is_iterable = true;
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT: } // namespace llvm
// CHECK-EMPTY:
// CHECK-NEXT: #endif // LLVM_Tdl_INC
