// SourceLanguage is a bitmask enum: uint32_t for up to 32 languages,
// uint64_t (ULL values) beyond. Past 64 values the bits wrap around, as in
// llvm-tblgen.
//
// RUN: %tblgen -I /usr/include/llvm-22 --gen-directive-decl %s | FileCheck %s
// DIFF: -I /usr/include/llvm-22 --gen-directive-decl

include "llvm/Frontend/Directive/DirectiveBase.td"

def Wide : DirectiveLanguage {
  let name = "Wide";
  let enableBitmaskEnumInNamespace = true;
}
foreach I = 0...62 in
  def L_X#I : SourceLanguage<"X"#I>;

def C_A : Clause<[Spelling<"a">]> { let isDefault = true; }
def D_B : Directive<[Spelling<"b">]> {
  let isDefault = true;
  let association = AS_None;
  let category = CA_Meta;
}

// CHECK:      enum class SourceLanguage : uint64_t {
// CHECK-NEXT:   C = 1ULL,
// CHECK-NEXT:   Fortran = 2ULL,
// CHECK-NEXT:   X0 = 4ULL,
// CHECK:        X61 = 9223372036854775808ULL,
// CHECK-NEXT:   X62 = 1ULL,
// CHECK-NEXT:   LLVM_MARK_AS_BITMASK_ENUM(/*LargestValue=*/X62)
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT: static constexpr std::size_t SourceLanguage_enumSize = 65;
